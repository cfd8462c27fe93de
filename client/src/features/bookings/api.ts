import type { AppRouter } from '@regen/server/trpc/router';
import type { inferRouterOutputs } from '@trpc/server';
import { trpc } from '../../lib/trpc.ts';

// The bookings feature's calls: the traveler's bookings and the one cancellation (both parties).

export type TravelerBooking = inferRouterOutputs<AppRouter>['traveler']['myBookings'][number];

/**
 * The signed-in traveler's bookings, kept live: a cancellation by the supplier or a new
 * booking updates the list without reloading.
 */
export function useTravelerBookings() {
  const utils = trpc.useUtils();
  const bookings = trpc.traveler.myBookings.useQuery();
  trpc.auth.events.useSubscription(undefined, {
    onData: ({ data }) => {
      // A supplier marking attendance changes the status shown (Completed, No-show).
      if (data.type === 'booking.cancelled' || data.type === 'booking.created' || data.type === 'attendance.marked')
        void utils.traveler.myBookings.invalidate();
    },
  });
  return bookings;
}

/**
 * Cancels a booking (traveler or supplier; the server decides whether it is still allowed).
 * Every list that shows the booking or its slot's spots is read again.
 */
export function useCancelBooking() {
  const utils = trpc.useUtils();
  return trpc.booking.cancel.useMutation({
    onSuccess: () =>
      Promise.all([
        utils.traveler.myBookings.invalidate(),
        utils.booking.availability.invalidate(),
        utils.supplier.bookings.invalidate(),
        utils.supplier.dashboard.invalidate(),
        utils.supplier.listSlots.invalidate(),
      ]),
  });
}
