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
// The booking rules in SQL, for every module's queries (twins of shared/src/rules/booking.ts).
export {
  canCancelSql,
  cancellationDeadlinePassedSql,
  cancellationDeadlineSql,
  databaseNow,
  deadlineOf,
  fixedNow,
  isLiveActivitySql,
  isUpcomingSql,
  remainingSpotsSql,
  slotHasStartedSql,
  statusAsShownSql,
  todayInZoneSql,
  type RuleClock,
} from './booking-rules.ts';
