import type { ListSlotsInput, SupplierBookingAlert } from '@regen/shared/schemas/supplier';
import type { skipToken } from '@tanstack/react-query';
import { trpc } from '../../lib/trpc.ts';

// The supplier dashboard's calls. Each change reads again what shows it: activities (list,
// stats, the profile's listings), slots, bookings.

type Utils = ReturnType<typeof trpc.useUtils>;

const activitiesChanged = (utils: Utils) =>
  Promise.all([
    utils.supplier.myActivities.invalidate(),
    utils.supplier.dashboard.invalidate(),
    utils.traveler.profile.invalidate(),
    // A live activity's change waiting for review (docs/decisions/102).
    utils.activityEditing.invalidate(),
  ]);

/** The dashboard's three reads: stats, the supplier's activities and its bookings. */
export function useSupplierDashboard() {
  const dashboard = trpc.supplier.dashboard.useQuery();
  const activities = trpc.supplier.myActivities.useQuery();
  const bookings = trpc.supplier.bookings.useQuery();
  return { dashboard, activities, bookings };
}

/**
 * New and cancelled bookings of the supplier's activities, live over the websocket; each one
 * also refreshes the bookings, the stats and the slots' spots.
 */
export function useBookingEvents(onAlert: (alert: SupplierBookingAlert) => void) {
  const utils = trpc.useUtils();
  trpc.supplier.bookingAlerts.useSubscription(undefined, {
    onData(event) {
      onAlert(event.data);
      void utils.supplier.bookings.invalidate();
      void utils.supplier.dashboard.invalidate();
      void utils.supplier.listSlots.invalidate();
    },
  });
}

export function useCreateActivity() {
  const utils = trpc.useUtils();
  return trpc.supplier.createActivity.useMutation({ onSuccess: () => activitiesChanged(utils) });
}

export function useUpdateActivity() {
  const utils = trpc.useUtils();
  return trpc.supplier.updateActivity.useMutation({ onSuccess: () => activitiesChanged(utils) });
}

/** Deleting an activity also removes its open slots. */
export function useDeleteActivity() {
  const utils = trpc.useUtils();
  return trpc.supplier.deleteActivity.useMutation({
    onSuccess: () => Promise.all([activitiesChanged(utils), utils.supplier.listSlots.invalidate()]),
  });
}

/** The supplier's slots between two dates (inclusive); `skipToken` (nothing chosen yet) reads nothing. */
export function useSlots(range: ListSlotsInput | typeof skipToken) {
  return trpc.supplier.listSlots.useQuery(range);
}

export function useAddSlots() {
  const utils = trpc.useUtils();
  return trpc.supplier.addSlots.useMutation({ onSuccess: () => utils.supplier.listSlots.invalidate() });
}

export function useUpdateSpots() {
  const utils = trpc.useUtils();
  return trpc.supplier.updateSpots.useMutation({ onSuccess: () => utils.supplier.listSlots.invalidate() });
}

export function useToggleSlot() {
  const utils = trpc.useUtils();
  return trpc.supplier.toggleSlot.useMutation({ onSuccess: () => utils.supplier.listSlots.invalidate() });
}

export function useDeleteSlot() {
  const utils = trpc.useUtils();
  return trpc.supplier.deleteSlot.useMutation({ onSuccess: () => utils.supplier.listSlots.invalidate() });
}
