// The supplier domain's public surface (eslint.config.js forbids importing the files next to it
// from outside this folder). The upload routes (http/uploads.ts) and the supplier procedure
// (trpc/trpc.ts) use the supplier lookup and the pending-upload bookkeeping.
export { createActivity, deleteActivity, myActivities, updateActivity } from './activities.service.ts';
export { bookingAlertFor, supplierBookings } from './bookings.service.ts';
export { dashboardStats } from './dashboard.service.ts';
export { addSlots, deleteSlot, listSlots, toggleSlot, updateSlotSpots } from './slots.service.ts';
// For weekly schedules (modules/schedules): the slot rules they generate slots under.
export { ACTIVITY_NOT_FOUND_MESSAGE } from './activities.service.ts';
export { ONLY_APPROVED_SLOTS_MESSAGE, SLOT_OVERLAP_MESSAGE } from './slots.service.ts';
export { findActivityForSlots, findOverlappingSlots } from './slots.repository.ts';
export { findSupplierByUserId } from './supplier.repository.ts';
export { claimPendingUpload, insertPendingUpload, takeStaleUploads } from './uploads.repository.ts';
