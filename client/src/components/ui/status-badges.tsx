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

/** Booking status colours (spec: confirmed green, cancelled red, completed blue, other grey). */
export function BookingStatusBadge({ status }: { status: string }) {
  return <Badge tone={bookingTones[status] ?? 'grey'}>{status.charAt(0).toUpperCase() + status.slice(1)}</Badge>;
}
