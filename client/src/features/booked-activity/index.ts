// The booked-activity feature's surface (docs/decisions/120): the booking page's not-found stands
// behind this gate, which shows a booked traveler the activity they booked when it is no longer offered.
// A server render with the traveler's session shows it at once (preloadBookedActivity, docs/decisions/125).
export { BookedActivityGate, preloadBookedActivity } from './booked-activity-gate.tsx';
