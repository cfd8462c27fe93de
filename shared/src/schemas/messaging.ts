import { z } from 'zod';
import { MESSAGE_MAX_LENGTH } from '../constants.ts';
import { text } from './bounds.ts';
import { formatNumber } from '../format.ts';
import { englishMessage } from '../i18n/index.ts';

// Messaging (docs/spec/accounts-and-operations.md §2, §5, §6).
export const MESSAGE_RECIPIENT_ERROR = englishMessage('messaging.recipientError');
export const BOOKING_NOT_FOUND_MESSAGE = englishMessage('booking.notFound');
export const MESSAGE_BLANK_MESSAGE = englishMessage('messaging.blank');
export const MESSAGE_TOO_LONG_MESSAGE = englishMessage('messaging.tooLong', { max: formatNumber(MESSAGE_MAX_LENGTH) });

/** A conversation's id: its booking's id, or its question's (a conversation before booking, docs/decisions/096). */
export const conversationInputSchema = z.object({ conversationId: z.string().trim().min(1).max(100) });
export type ConversationInput = z.infer<typeof conversationInputSchema>;

/** messaging.send input, also the message box's schema. Blank text is never sent. */
export const sendMessageInputSchema = z.object({
  conversationId: z.string().trim().min(1).max(100),
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
