import { trpc } from '../../lib/trpc.ts';

/** The signed-in supplier's numbers at a glance (one procedure, computed by the database). */
export function useDashboardNumbers() {
  return trpc.dashboardNumbers.mine.useQuery();
}
