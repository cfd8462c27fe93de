// The calendars feature's surface: "Add to calendar" on a booking, the private calendar feed
// panel (supplier dashboard, /profile), and the supplier's CSV export.
export { AddToCalendarLink } from './add-to-calendar-link.tsx';
export { CalendarFeedPanel } from './calendar-feed-panel.tsx';
export { BookingsCsvExport } from './bookings-csv-export.tsx';
