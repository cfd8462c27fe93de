import { Badge, type BadgeTone } from '../../components/ui/badge.tsx';

const activityTones: Record<string, [BadgeTone, string]> = {
  approved: ['green', 'Live'],
  pending: ['yellow', 'Pending'],
  rejected: ['red', 'Rejected'],
};

/** Activity status (spec §4): approved shown as Live (green), pending yellow, rejected red, other grey. */
export function ActivityStatusBadge({ status }: { status: string }) {
  const [tone, label] = activityTones[status] ?? ['grey', status];
  return <Badge tone={tone}>{label}</Badge>;
}
