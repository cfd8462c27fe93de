import { Badge, type BadgeTone } from './badge.tsx';
import { useT } from '../../lib/i18n.tsx';

const activityTones: Record<string, BadgeTone> = { approved: 'green', pending: 'yellow', rejected: 'red' };

/** Activity status: approved shown as Live (green), pending yellow, rejected red, other grey. */
export function ActivityStatusBadge({ status }: { status: string }) {
  const t = useT();
  return <Badge tone={activityTones[status] ?? 'grey'}>{t('status.activity', { status })}</Badge>;
}

const bookingTones: Record<string, BadgeTone> = { confirmed: 'green', cancelled: 'red', completed: 'blue' };

/**
 * Booking status colours (spec: confirmed green, cancelled red, completed blue, other grey; a
 * no-show, docs/decisions/048, is one of the others).
 */
export function BookingStatusBadge({ status }: { status: string }) {
  const t = useT();
  return <Badge tone={bookingTones[status] ?? 'grey'}>{t('status.booking', { status })}</Badge>;
}

const paymentTones: Record<string, BadgeTone> = { completed: 'green', pending: 'yellow', failed: 'red' };

/**
 * Payment status (spec: completed green, pending yellow, failed red). Travelers pay on site, so a
 * booking's payment is pending until the activity by design: "Pay on site" beside it says so, lest
 * it read as a payment gone missing (docs/decisions/038).
 */
export function PaymentStatusBadge({ status }: { status: string }) {
  const t = useT();
  const badge = <Badge tone={paymentTones[status] ?? 'grey'}>{t('status.payment', { status })}</Badge>;
  if (status !== 'pending') return badge;
  return (
    <span className="inline-flex items-center gap-1.5">
      {badge}
      <span className="text-xs font-medium text-stone-700">{t('status.payOnSite')}</span>
    </span>
  );
}
