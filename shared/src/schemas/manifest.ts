import { z } from 'zod';
import { MESSAGE_MAX_LENGTH } from '../constants.ts';
import { formatNumber } from '../format.ts';
import { englishMessage } from '../i18n/index.ts';
import { text } from './bounds.ts';
import { CANCELLATION_REASON_MAX } from './booking.ts';

// The day's manifest, tickets and check-in, slots cancelled or messaged at once, and payment on
// site (issue 31 parts 5–7, docs/decisions/104).

const id = z.string().trim().min(1).max(100);

export const TICKET_CODE_REQUIRED_MESSAGE = englishMessage('manifest.checkIn.codeRequired');
export const SLOT_CANCEL_REASON_MESSAGE = englishMessage('manifest.cancelSlot.reasonRequired');
export const SLOT_MESSAGE_BLANK_MESSAGE = englishMessage('manifest.messageSlot.blank');

export const manifestSlotInputSchema = z.object({ slotId: id });
export type ManifestSlotInput = z.input<typeof manifestSlotInputSchema>;

export const manifestDayInputSchema = z.object({ date: z.iso.date() });
export type ManifestDayInput = z.input<typeof manifestDayInputSchema>;

/** A scanned or typed ticket code: 36 letters and digits, in groups or not. */
export const checkInInputSchema = z.object({
  code: z.string().trim().min(1, TICKET_CODE_REQUIRED_MESSAGE).max(100, TICKET_CODE_REQUIRED_MESSAGE),
});
export type CheckInInput = z.input<typeof checkInInputSchema>;

export const PAYMENT_METHODS = ['cash', 'card', 'transfer'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const markPaidInputSchema = z.object({ bookingId: id, method: z.enum(PAYMENT_METHODS) });
export type MarkPaidInput = z.input<typeof markPaidInputSchema>;

export const cancelSlotInputSchema = z.object({
  slotId: id,
  reason: text()
    .trim()
    .min(1, SLOT_CANCEL_REASON_MESSAGE)
    .max(
      CANCELLATION_REASON_MAX,
      englishMessage('booking.cancellationReasonTooLong', { max: CANCELLATION_REASON_MAX }),
    ),
});
export type CancelSlotInput = z.input<typeof cancelSlotInputSchema>;

export const messageSlotInputSchema = z.object({
  slotId: id,
  text: text()
    .trim()
    .min(1, SLOT_MESSAGE_BLANK_MESSAGE)
    .max(MESSAGE_MAX_LENGTH, englishMessage('messaging.tooLong', { max: formatNumber(MESSAGE_MAX_LENGTH) })),
});
export type MessageSlotInput = z.input<typeof messageSlotInputSchema>;

export const ticketInputSchema = z.object({ bookingId: id });
export type TicketInput = z.input<typeof ticketInputSchema>;
