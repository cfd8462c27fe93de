// The booking page's and procedures' messages (docs/spec/public-site.md §5;
// docs/spec/accounts-and-operations.md §5), without zod: the booking page shows them before its
// schema loads (docs/decisions/073). schemas/booking.ts uses and re-exports them.
export const MISSING_SLOT_MESSAGE = 'Please select a date and time slot';
export const MISSING_FIELDS_MESSAGE = 'Please fill in all required fields (name, email, phone)';
export const INVALID_SLOT_MESSAGE = 'Please select a valid time slot';
export const CAPACITY_CONFLICT_MESSAGE = 'Booking would exceed available capacity';
export const ACTIVITY_NOT_BOOKABLE_MESSAGE = 'Activity not found or not available for booking';
export const CANCELLATION_REASON_MESSAGE = 'Please provide a reason for cancellation';
export const CANCELLATION_DEADLINE_PASSED_MESSAGE = 'Cancellation deadline has passed';
export const notEnoughSpotsMessage = (n: number) => `Only ${n} spots available for this time slot`;
