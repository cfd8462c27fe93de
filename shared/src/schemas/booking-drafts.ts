import { z } from 'zod';
import { englishMessage } from '../i18n/index.ts';
import { safeReturnPath } from '../rules/return-path.ts';
import { CUSTOMER_NAME_MAX, CUSTOMER_PHONE_MAX, SPECIAL_REQUESTS_MAX } from './booking.ts';
import { MAX_PEOPLE_PER_BOOKING, isoDateSchema, text } from './bounds.ts';

// A booking form left for the sign-up detour (docs/decisions/093). A draft is what was chosen
// and typed so far, so every field may still be empty; each is bounded like the booking's own.

/** How long the server keeps a draft after it was last saved. */
export const BOOKING_DRAFT_TTL_DAYS = 7;

const INVALID_DRAFT_MESSAGE = englishMessage('bookingDrafts.invalidDraft');
const optionalText = (max: number) => text().trim().max(max, INVALID_DRAFT_MESSAGE).default('');

export const saveBookingDraftInputSchema = z.object({
  activityId: z.string().trim().min(1, INVALID_DRAFT_MESSAGE).max(100, INVALID_DRAFT_MESSAGE),
  /** Where the traveler returns after signing in: a path of this site, exactly as safeReturnPath keeps it. */
  returnPath: z
    .string()
    .refine((path) => safeReturnPath(path) === path, englishMessage('bookingDrafts.returnPathInvalid')),
  date: isoDateSchema.nullable().default(null),
  availabilityId: optionalText(100),
  numberOfPeople: z.number().int().min(1).max(MAX_PEOPLE_PER_BOOKING).default(1),
  customerName: optionalText(CUSTOMER_NAME_MAX),
  customerEmail: optionalText(320),
  customerPhone: optionalText(CUSTOMER_PHONE_MAX),
  specialRequests: optionalText(SPECIAL_REQUESTS_MAX),
});
export type SaveBookingDraftInput = z.input<typeof saveBookingDraftInputSchema>;
export type BookingDraftValues = z.output<typeof saveBookingDraftInputSchema>;

/** `current`: the caller's draft, of one activity when given. */
export const currentBookingDraftInputSchema = z
  .object({ activityId: z.string().trim().min(1).max(100).optional() })
  .default({});

export const discardBookingDraftInputSchema = z.object({ activityId: z.string().trim().min(1).max(100) });
