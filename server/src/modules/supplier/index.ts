// The supplier domain's public surface (eslint.config.js forbids importing the files next to it
// from outside this folder). The upload routes (http/uploads.ts) and the supplier procedure
// (trpc/trpc.ts) use the supplier lookup and the pending-upload bookkeeping.
export {
  addSlots,
  bookingAlertFor,
  createActivity,
  dashboardStats,
  deleteActivity,
  deleteSlot,
  listSlots,
  myActivities,
  supplierBookings,
  toggleSlot,
  updateActivity,
  updateSlotSpots,
} from './supplier.service.ts';
export { findSupplierByUserId, insertPendingUpload, takeStaleUploads } from './supplier.repository.ts';
