// The booking domain's public surface (eslint.config.js forbids importing the files next to it
// from outside this folder).
export {
  cancelBooking,
  createBooking,
  formatInstantInZone,
  getAvailability,
  getBookingActivity,
  type CreatedBooking,
} from './booking.service.ts';
export { dateText, isUuid } from './booking.repository.ts';
