import type { AppRouter } from '@regen/server/trpc/router';
import type { inferRouterOutputs } from '@trpc/server';
import { trpc } from '../../lib/trpc.ts';

// The impact feature's calls: the traveler's Regen Points (live), the trip goal and receipts.

export type MyImpact = inferRouterOutputs<AppRouter>['impact']['mine'];
export type ImpactReceipt = inferRouterOutputs<AppRouter>['impact']['receipt'];

/**
 * Keeps the traveler's points live: when the supplier marks attendance, the total is set from
 * the event at once and My Impact reads again (docs/decisions/049).
 */
function useLivePoints(enabled: boolean) {
  const utils = trpc.useUtils();
  trpc.auth.events.useSubscription(undefined, {
    enabled,
    onData: ({ data }) => {
      if (data.type !== 'attendance.marked') return;
      utils.impact.total.setData(undefined, { totalPoints: data.payload.totalPoints });
      void utils.impact.mine.invalidate();
      void utils.impact.total.invalidate();
    },
  });
}

/** My Impact's one read, kept live. */
export function useMyImpact() {
  const impact = trpc.impact.mine.useQuery();
  useLivePoints(true);
  return impact;
}

/** The traveler's total alone (/profile), kept live. */
export function usePointsTotal(enabled = true) {
  const total = trpc.impact.total.useQuery(undefined, { enabled });
  useLivePoints(enabled);
  return total;
}

export function useSaveTripGoal() {
  const utils = trpc.useUtils();
  return trpc.impact.saveGoal.useMutation({ onSuccess: () => utils.impact.mine.invalidate() });
}

/** A receipt's page (the route's loader has usually read it already). */
export function useReceipt(receiptId: string) {
  return trpc.impact.receipt.useQuery({ receiptId }, { retry: false });
}

export function useUpdateReceipt() {
  const utils = trpc.useUtils();
  return trpc.impact.updateReceipt.useMutation({
    onSuccess: (result) =>
      Promise.all([utils.impact.receipt.invalidate({ receiptId: result.id }), utils.impact.mine.invalidate()]),
  });
}
