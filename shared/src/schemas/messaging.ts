import { z } from 'zod';
import { MESSAGE_MAX_LENGTH } from '../constants.ts';
import { text } from './bounds.ts';
import { groupThousands } from '../digits.ts';

// Messaging (docs/spec/accounts-and-operations.md §2, §5, §6).
export const MESSAGE_RECIPIENT_ERROR =
  'Unable to determine message recipient. You may not have permission to message for this booking.';
export const BOOKING_NOT_FOUND_MESSAGE = 'Booking not found';
export const MESSAGE_BLANK_MESSAGE = 'Please type a message';
export const MESSAGE_TOO_LONG_MESSAGE = `Messages can be at most ${groupThousands(MESSAGE_MAX_LENGTH)} characters`;

export const conversationInputSchema = z.object({ bookingId: z.string().trim().min(1).max(100) });
export type ConversationInput = z.infer<typeof conversationInputSchema>;

/** messaging.send input, also the message box's schema. Blank text is never sent. */
export const sendMessageInputSchema = z.object({
  bookingId: z.string().trim().min(1).max(100),
  text: text().trim().min(1, MESSAGE_BLANK_MESSAGE).max(MESSAGE_MAX_LENGTH, MESSAGE_TOO_LONG_MESSAGE),
});
export type SendMessageInput = z.input<typeof sendMessageInputSchema>;

export interface ConversationMessage {
  id: string;
  senderId: string;
  receiverId: string;
  text: string;
  sentAt: Date;
  readAt: Date | null;
}
