import { z } from 'zod';
import { englishMessage } from '../i18n/index.ts';
import { CUSTOMER_NAME_MAX, customerPhoneSchema } from './booking.ts';
import { MAX_PEOPLE_PER_BOOKING, text } from './bounds.ts';
import { answersInputSchema, partyInputSchema, promoCodeEntrySchema } from './pricing.ts';

// After booking (docs/decisions/095): the confirmation page's read, a reschedule, the waitlist.

const id = z.string().trim().min(1).max(100);

const people = z
  .number({ error: englishMessage('booking.choosePeople') })
  .int(englishMessage('booking.choosePeople'))
  .min(1, englishMessage('booking.atLeastOnePerson'))
  .max(MAX_PEOPLE_PER_BOOKING, englishMessage('booking.tooManyPeople'));

export const bookingDetailsInputSchema = z.object({ bookingId: id });

/** booking.reschedule: another slot of the same activity and/or another party size. */
export const rescheduleBookingInputSchema = z.object({
  bookingId: id,
  availabilityId: id,
  numberOfPeople: people,
});
export type RescheduleBookingInput = z.input<typeof rescheduleBookingInputSchema>;

export const waitlistSlotsInputSchema = z.object({ activityId: id });

/** waitlist.join: a full slot, for how many, and who to book it for when it frees up. */
export const joinWaitlistInputSchema = z.object({
  availabilityId: id,
  numberOfPeople: people,
  customerName: text()
    .trim()
    .min(1, englishMessage('booking.missingFields'))
    .max(CUSTOMER_NAME_MAX, englishMessage('booking.nameTooLong')),
  customerPhone: customerPhoneSchema,
});
export type JoinWaitlistInput = z.input<typeof joinWaitlistInputSchema>;

export const waitlistEntryInputSchema = z.object({ entryId: id });

/**
 * waitlist.confirm: the hold, and optionally the party by kind of guest (within the held seats),
 * the answers to the activity's questions and a promo code, priced by the server as a booking is
 * (docs/decisions/120). Without a party the hold is booked as that many adults.
 */
export const confirmWaitlistHoldInputSchema = z.object({
  entryId: id,
  party: partyInputSchema.optional(),
  promoCode: promoCodeEntrySchema.optional(),
  answers: answersInputSchema.optional(),
});
export type ConfirmWaitlistHoldInput = z.input<typeof confirmWaitlistHoldInputSchema>;
