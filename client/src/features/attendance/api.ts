import type { AppRouter } from '@regen/server/trpc/router';
import type { inferRouterOutputs } from '@trpc/server';
import { trpc } from '../../lib/trpc.ts';

// The attendance feature's calls: the supplier's bookings whose slot has started, and marking one.

export type BookingAttendance = inferRouterOutputs<AppRouter>['attendance']['ofMyBookings'][number];

/** The attendance of the supplier's started, confirmed bookings (one read shared by every card). */
export function useSupplierAttendance() {
  return trpc.attendance.ofMyBookings.useQuery();
}

/** Marks or corrects one booking's attendance; the bookings (their status) and the stats read again. */
export function useMarkAttendance() {
  const utils = trpc.useUtils();
  return trpc.attendance.mark.useMutation({
    onSuccess: () =>
      Promise.all([
        utils.attendance.ofMyBookings.invalidate(),
        utils.supplier.bookings.invalidate(),
        utils.supplier.dashboard.invalidate(),
      ]),
  });
}
