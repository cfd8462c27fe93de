import { englishMessage } from '../i18n/index.ts';

// The booking page's and procedures' messages (docs/spec/public-site.md §5;
// docs/spec/accounts-and-operations.md §5), in English from the catalogue (docs/decisions/088),
// without zod. schemas/booking.ts uses and re-exports them.
export const MISSING_SLOT_MESSAGE = englishMessage('booking.missingSlot');
export const MISSING_FIELDS_MESSAGE = englishMessage('booking.missingFields');
export const INVALID_SLOT_MESSAGE = englishMessage('booking.invalidSlot');
export const CAPACITY_CONFLICT_MESSAGE = englishMessage('booking.capacityConflict');
export const ACTIVITY_NOT_BOOKABLE_MESSAGE = englishMessage('booking.activityNotBookable');
export const CANCELLATION_REASON_MESSAGE = englishMessage('booking.cancellationReasonRequired');
export const CANCELLATION_DEADLINE_PASSED_MESSAGE = englishMessage('booking.cancellationDeadlinePassed');
export const notEnoughSpotsMessage = (n: number) => englishMessage('booking.notEnoughSpots', { count: n });
