// What other features may use of the bookings feature.
export { CancelBookingDialog } from './cancel-booking-dialog.tsx';
export { TravelerBookings } from './traveler-bookings.tsx';
export { JoinWaitlist } from './join-waitlist.tsx';
