import type { AdminActivitiesInput } from '@regen/shared/schemas/admin';
import { keepPreviousData } from '@tanstack/react-query';
import { trpc } from '../../lib/trpc.ts';

// The admin feature's calls: the moderation list, one activity's details, and decisions.

/** The moderation list; another admin's decision or a supplier's submission refreshes it at once. */
export function useAdminActivities(input: AdminActivitiesInput) {
  const utils = trpc.useUtils();
  const list = trpc.admin.activities.useQuery(input, { placeholderData: keepPreviousData });
  trpc.admin.onActivitiesChanged.useSubscription(undefined, {
    // A change made between the first read and the subscription's start has no event here:
    // read once more when it starts.
    // Changes of live activities are in the same queue (docs/decisions/102).
    onStarted: () => void Promise.all([utils.admin.invalidate(), utils.activityEditing.invalidate()]),
    onData: () => void Promise.all([utils.admin.invalidate(), utils.activityEditing.invalidate()]),
  });
  return list;
}

/** One activity with its supplier and every decision (the detail dialog); null reads nothing. */
export function useAdminActivity(activityId: string | null) {
  return trpc.admin.activity.useQuery({ activityId: activityId ?? '' }, { enabled: activityId !== null });
}

/** Approve or reject; the list and counts are read again whether or not it went through. */
export function useUpdateActivityStatus() {
  const utils = trpc.useUtils();
  return trpc.admin.updateActivityStatus.useMutation({ onSettled: () => utils.admin.invalidate() });
}
