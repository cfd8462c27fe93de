import type { AppRouter } from '@regen/server/trpc/router';
import type { inferRouterOutputs } from '@trpc/server';
import { trpc, type TrpcUtils } from '../../lib/trpc.ts';

// The booked-activity view's one call (docs/decisions/120).

export type BookedActivityView = inferRouterOutputs<AppRouter>['bookedActivity']['view'];

/** The activity as the signed-in traveler booked it, with their bookings; NOT_FOUND for anyone else. */
export function useBookedActivity(activityId: string, enabled: boolean) {
  return trpc.bookedActivity.view.useQuery({ activityId }, { enabled, retry: false });
}

/** Reads the view into the query cache, for a server render with the visitor's session (docs/decisions/125). */
export function fetchBookedActivity(trpcUtils: TrpcUtils, activityId: string) {
  return trpcUtils.bookedActivity.view.fetch({ activityId }, { retry: false });
}
