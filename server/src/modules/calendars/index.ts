// The calendars domain's public surface (docs/decisions/060–063): what booking emails add
// (the .ics file, the reminder), the calendar and export HTTP routes, and the pure builders.
export {
  newBookingCalendarMail,
  withdrawBookingFromCalendars,
  calendarAttachmentRenderers,
  REMINDER_HOURS_BEFORE,
  type NewBookingCalendar,
} from './calendars.service.ts';
export { BOOKING_REMINDER_KIND } from './calendars.repository.ts';
export { registerCalendarRoutes } from './calendars.routes.ts';
export { bookingCalendar, bookingUid, type CalendarBooking } from './booking-calendar.ts';
export { bookingsCsv } from './bookings-csv.ts';
