// The booking domain's public surface (eslint.config.js forbids importing the files next to it
// from outside this folder).
export {
  cancelBooking,
  createBooking,
  getAvailability,
  getBookingActivity,
  type CreatedBooking,
} from './booking.service.ts';
export { dateText, findSlotCancellationDeadline, isUuid } from './booking.repository.ts';
// The two parts of a booking statement every channel shares (website, resellers): taking the
// spots from a slot, and the booking row written from what was taken.
export { NEW_BOOKING_COLUMNS, newBookingSelection, takeSpots, type SpotsTaken } from './booking.repository.ts';
// After booking (docs/decisions/095): the confirmation page's read, "Manage booking", and a
// booking written from spots a waitlist offer holds.
export { bookingDetails, type BookingDetails } from './booking-details.ts';
export { rescheduleBooking, type RescheduledBooking, type ResellerReschedule } from './booking-reschedule.ts';
export { bookHeldSpots } from './booking-from-hold.ts';
// A supplier's cancellation of a whole slot (docs/decisions/104).
export { cancelBookingsOfSlot } from './slot-cancellation.ts';
