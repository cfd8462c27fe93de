import { trpc } from '../../lib/trpc.ts';

// The booking page's calls. The route's loader starts the two reads with the same keys
// (routes/booking.$activityId.tsx) while this code loads.

/** A bookable activity; refused (not found, not approved) at once, without retries. */
export function useBookingActivity(activityId: string, { enabled }: { enabled: boolean }) {
  return trpc.booking.activity.useQuery({ activityId }, { enabled, retry: false });
}

/** The activity's slots with spots left. */
export function useAvailability(activityId: string, { enabled }: { enabled: boolean }) {
  return trpc.booking.availability.useQuery({ activityId }, { enabled, retry: false });
}

/**
 * Reads the activity's open and full times again whenever its slots change (a booking, a
 * cancellation, a reschedule, a reseller's or waitlist hold: docs/decisions/121), over the
 * websocket, signed in or not.
 */
export function useLiveAvailability(activityId: string, { enabled }: { enabled: boolean }) {
  const utils = trpc.useUtils();
  trpc.availabilityLive.onChange.useSubscription(
    { activityId },
    {
      enabled,
      onData: () =>
        void Promise.all([
          utils.booking.availability.invalidate({ activityId }),
          utils.waitlist.fullSlots.invalidate({ activityId }),
        ]),
    },
  );
}

/** Books spots; the traveler's bookings and the slots' spots are read again before it resolves. */
export function useCreateBooking() {
  const utils = trpc.useUtils();
  return trpc.booking.create.useMutation({
    onSuccess: () => Promise.all([utils.traveler.myBookings.invalidate(), utils.booking.availability.invalidate()]),
  });
}

/* ---- The booking draft kept on the server for the sign-up detour (booking-draft.ts, docs/decisions/093) ---- */

/** This browser's or account's draft of the activity; asked only once the page runs in the browser. */
export function useServerBookingDraft(activityId: string, { enabled }: { enabled: boolean }) {
  return trpc.bookingDrafts.current.useQuery({ activityId }, { enabled, retry: false, staleTime: 0 });
}

export function useSaveServerBookingDraft() {
  return trpc.bookingDrafts.save.useMutation();
}

export function useDiscardServerBookingDraft() {
  return trpc.bookingDrafts.discard.useMutation();
}
