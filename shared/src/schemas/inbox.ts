import { z } from 'zod';
import { text, tooLongMessage } from './bounds.ts';
import { englishMessage } from '../i18n/index.ts';

// The inbox (issue 15, docs/decisions/055–057): every conversation of the signed-in user,
// newest activity first, paged by a cursor, searchable by party or activity name.

export const INBOX_PAGE_SIZE = 20;
export const INBOX_SEARCH_MAX_LENGTH = 100;

/**
 * Where a page ends: the last conversation's latest message time, to the microsecond (an ISO
 * string the database wrote, so no precision is lost in JavaScript), and its booking id.
 */
export const inboxCursorSchema = z.object({
  at: z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/, englishMessage('inbox.invalidCursor')),
  bookingId: z.uuid(englishMessage('inbox.invalidCursor')),
});
export type InboxCursor = z.infer<typeof inboxCursorSchema>;

/** The inbox's search text, as the URL (`?q=`) and the search box carry it: trimmed, bounded. */
export const inboxSearchSchema = text().trim().max(INBOX_SEARCH_MAX_LENGTH, tooLongMessage(INBOX_SEARCH_MAX_LENGTH));

export const inboxInputSchema = z.object({
  search: inboxSearchSchema.optional(),
  cursor: inboxCursorSchema.nullish(),
  limit: z.number().int().min(1).max(50).default(INBOX_PAGE_SIZE),
});
export type InboxInput = z.input<typeof inboxInputSchema>;

export interface InboxConversation {
  /** The conversation's id: its booking's, or its question's (kind 'question', docs/decisions/096). */
  bookingId: string;
  /** A booking's conversation, or a question to the host before booking (no slot, no status). */
  kind: 'booking' | 'question';
  activityId: string;
  /** The signed-in user's side of the booking. */
  myRole: 'traveler' | 'supplier';
  /** The supplier's business name for a traveler, the customer's name for a supplier. */
  otherPartyName: string;
  activityTitle: string;
  photoUrl: string | null;
  /** The slot's date (YYYY-MM-DD) and start (HH:MM:SS) in the activity's time zone; null for a question. */
  bookingDate: string | null;
  bookingTime: string | null;
  timeZone: string;
  status: 'confirmed' | 'cancelled' | 'completed' | 'on_hold' | 'expired' | null;
  lastMessage: { text: string; sentAt: Date; sentByMe: boolean };
  unreadCount: number;
}
