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
      if (
        data.type === 'booking.cancelled' ||
        data.type === 'booking.created' ||
        data.type === 'booking.rescheduled' ||
        data.type === 'attendance.marked'
      )
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
        utils.booking.details.invalidate(),
        utils.booking.availability.invalidate(),
        utils.supplier.bookings.invalidate(),
        utils.supplier.dashboard.invalidate(),
        utils.supplier.listSlots.invalidate(),
      ]),
  });
}

// After booking (docs/decisions/095): the confirmation page's booking, "Manage booking" and the
// waitlist. Every list that shows a booking, a slot's spots or a waitlist entry is read again
// after a change.

export type BookingDetails = inferRouterOutputs<AppRouter>['booking']['details'];
export type WaitlistEntry = inferRouterOutputs<AppRouter>['waitlist']['mine'][number];

export function useBookingDetails(bookingId: string) {
  return trpc.booking.details.useQuery({ bookingId }, { retry: false });
}

function useInvalidateBookings() {
  const utils = trpc.useUtils();
  return () =>
    Promise.all([
      utils.booking.details.invalidate(),
      utils.booking.availability.invalidate(),
      utils.traveler.myBookings.invalidate(),
      utils.waitlist.invalidate(),
    ]);
}

export function useRescheduleBooking() {
  const invalidate = useInvalidateBookings();
  return trpc.booking.reschedule.useMutation({ onSuccess: invalidate });
}

export function useMyWaitlist() {
  return trpc.waitlist.mine.useQuery();
}

export function useFullSlots(activityId: string) {
  return trpc.waitlist.fullSlots.useQuery({ activityId });
}

export function useJoinWaitlist() {
  const utils = trpc.useUtils();
  return trpc.waitlist.join.useMutation({ onSuccess: () => utils.waitlist.mine.invalidate() });
}

export function useConfirmWaitlistHold() {
  const invalidate = useInvalidateBookings();
  return trpc.waitlist.confirm.useMutation({ onSuccess: invalidate });
}

export function useLeaveWaitlist() {
  const invalidate = useInvalidateBookings();
  return trpc.waitlist.leave.useMutation({ onSuccess: invalidate });
}

/** The activity's open slots, for moving a booking to another. */
export function useOpenSlots(activityId: string) {
  return trpc.booking.availability.useQuery({ activityId });
}
