// What other features may use of the bookings feature.
export { useTravelerBookings } from './api.ts';
export { CancelBookingDialog } from './cancel-booking-dialog.tsx';
export { TravelerBookingsList } from './traveler-bookings.tsx';
