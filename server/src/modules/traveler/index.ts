// The traveler domain's public surface (eslint.config.js forbids importing the files next to it
// from outside this folder).
export { listTravelerBookingsWithUnread, type TravelerBooking } from './traveler.service.ts';
export { loadProfile } from './profile.service.ts';
