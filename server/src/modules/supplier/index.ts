// The supplier domain's public surface (eslint.config.js forbids importing the files next to it
// from outside this folder). The upload routes (http/uploads.ts) and the supplier procedure
// (trpc/trpc.ts) use the supplier lookup and the pending-upload bookkeeping.
export { createActivity, deleteActivity, myActivities, updateActivity } from './activities.service.ts';
export { bookingAlertFor, supplierBookings } from './bookings.service.ts';
export { dashboardStats } from './dashboard.service.ts';
export { addSlots, deleteSlot, listSlots, toggleSlot, updateSlotSpots } from './slots.service.ts';
export { findSupplierByUserId } from './supplier.repository.ts';
export { insertPendingUpload, takeStaleUploads } from './uploads.repository.ts';
