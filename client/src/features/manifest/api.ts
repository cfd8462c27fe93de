import type { AppRouter } from '@regen/server/trpc/router';
import type { inferRouterOutputs } from '@trpc/server';
import { trpc } from '../../lib/trpc.ts';

// The manifest feature's calls (docs/decisions/104). Every change reads the manifest again, and
// the dashboard's lists that show the same bookings.

export type SlotManifest = inferRouterOutputs<AppRouter>['manifest']['slot'];
export type ManifestBooking = SlotManifest['bookings'][number];
export type ManifestDaySlot = inferRouterOutputs<AppRouter>['manifest']['day'][number];

type Utils = ReturnType<typeof trpc.useUtils>;

const bookingsChanged = (utils: Utils) =>
  Promise.all([
    utils.manifest.slot.invalidate(),
    utils.manifest.day.invalidate(),
    utils.supplier.bookings.invalidate(),
    utils.supplier.dashboard.invalidate(),
    utils.supplier.listSlots.invalidate(),
    utils.attendance.ofMyBookings.invalidate(),
  ]);

export function useSlotManifest(slotId: string) {
  return trpc.manifest.slot.useQuery({ slotId });
}

export function useManifestDay(date: string) {
  return trpc.manifest.day.useQuery({ date });
}

/**
 * Live: a new or cancelled booking of the supplier's activities reads the manifest again (the
 * supplier's booking alerts, over the websocket). `onBooking` hears of each.
 */
export function useLiveManifest(onBooking: (alert: { kind: string; customerName: string }) => void) {
  const utils = trpc.useUtils();
  trpc.supplier.bookingAlerts.useSubscription(undefined, {
    onData(event) {
      onBooking(event.data);
      void bookingsChanged(utils);
    },
  });
}

export function useCheckIn() {
  const utils = trpc.useUtils();
  return trpc.manifest.checkIn.useMutation({ onSuccess: () => bookingsChanged(utils) });
}

export function useCheckInSlot() {
  const utils = trpc.useUtils();
  return trpc.manifest.checkInSlot.useMutation({ onSuccess: () => bookingsChanged(utils) });
}

export function useMarkPaid() {
  const utils = trpc.useUtils();
  return trpc.manifest.markPaid.useMutation({ onSuccess: () => bookingsChanged(utils) });
}

export function useCancelSlot() {
  const utils = trpc.useUtils();
  return trpc.manifest.cancelSlot.useMutation({ onSuccess: () => bookingsChanged(utils) });
}

export function useMessageSlot() {
  return trpc.manifest.messageSlot.useMutation();
}

export function useTicket(bookingId: string) {
  return trpc.manifest.ticket.useQuery({ bookingId });
}
