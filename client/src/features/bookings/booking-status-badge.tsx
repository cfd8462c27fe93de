import { Badge, type BadgeTone } from '../../components/ui/badge.tsx';

const tones: Record<string, BadgeTone> = { confirmed: 'green', cancelled: 'red', completed: 'blue' };

/** Booking status colours (spec: confirmed green, cancelled red, completed blue, other grey). */
export function BookingStatusBadge({ status }: { status: string }) {
  return <Badge tone={tones[status] ?? 'grey'}>{status.charAt(0).toUpperCase() + status.slice(1)}</Badge>;
}

const paymentTones: Record<string, BadgeTone> = { completed: 'green', pending: 'yellow', failed: 'red' };

/** Payment status colours (spec: completed green, pending yellow, failed red). */
export function PaymentStatusBadge({ status }: { status: string }) {
  const label = status === 'pending' ? 'Pay on site' : status.charAt(0).toUpperCase() + status.slice(1);
  return <Badge tone={paymentTones[status] ?? 'grey'}>{label}</Badge>;
}
