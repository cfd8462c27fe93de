import { bookingStatusLabel } from '@regen/shared/rules/booking';
import { Badge, type BadgeTone } from './badge.tsx';

const activityBadges: Record<string, [BadgeTone, string]> = {
  approved: ['green', 'Live'],
  pending: ['yellow', 'Pending'],
  rejected: ['red', 'Rejected'],
};

/** Activity status: approved shown as Live (green), pending yellow, rejected red, other grey. */
export function ActivityStatusBadge({ status }: { status: string }) {
  const [tone, label] = activityBadges[status] ?? ['grey', status];
  return <Badge tone={tone}>{label}</Badge>;
}

const bookingTones: Record<string, BadgeTone> = { confirmed: 'green', cancelled: 'red', completed: 'blue' };

/**
 * Booking status colours (spec: confirmed green, cancelled red, completed blue, other grey; a
 * no-show, docs/decisions/048, is one of the others).
 */
export function BookingStatusBadge({ status }: { status: string }) {
  return <Badge tone={bookingTones[status] ?? 'grey'}>{bookingStatusLabel(status)}</Badge>;
}

const paymentTones: Record<string, BadgeTone> = { completed: 'green', pending: 'yellow', failed: 'red' };

/**
 * Payment status (spec: completed green, pending yellow, failed red). Travelers pay on site, so a
 * booking's payment is pending until the activity by design: "Pay on site" beside it says so, lest
 * it read as a payment gone missing (docs/decisions/038).
 */
export function PaymentStatusBadge({ status }: { status: string }) {
  const badge = <Badge tone={paymentTones[status] ?? 'grey'}>Payment {status}</Badge>;
  if (status !== 'pending') return badge;
  return (
    <span className="inline-flex items-center gap-1.5">
      {badge}
      <span className="text-xs font-medium text-stone-700">Pay on site</span>
    </span>
  );
}
