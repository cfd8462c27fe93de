import {
  inboxInputSchema,
  type InboxConversation,
  type InboxCursor,
  type InboxInput,
} from '@regen/shared/schemas/inbox';
import type { DbOrTrx } from '../../db/database.ts';
import { listInboxEntries } from './inbox.repository.ts';

export interface InboxPage {
  conversations: InboxConversation[];
  /** Where the next page starts; null on the last page. */
  nextCursor: InboxCursor | null;
}

/**
 * The signed-in user's conversations (bookings, and questions before booking, with at least one
 * message, docs/decisions/055, 096),
 * newest activity first, as a traveler and as a supplier alike. One statement per page.
 */
export async function listInbox(db: DbOrTrx, userId: string, rawInput: InboxInput | undefined): Promise<InboxPage> {
  const input = inboxInputSchema.parse(rawInput ?? {});
  const rows = await listInboxEntries(db, userId, {
    search: input.search || undefined,
    cursor: input.cursor,
    limit: input.limit,
  });
  const page = rows.slice(0, input.limit);
  const last = page.at(-1);
  return {
    conversations: page.map((r) => ({
      bookingId: r.conversation_id,
      kind: r.kind,
      activityId: r.activity_id,
      myRole: r.my_role,
      otherPartyName: r.other_party_name,
      activityTitle: r.activity_title,
      photoUrl: r.photo_url,
      bookingDate: r.booking_date,
      bookingTime: r.booking_time,
      timeZone: r.time_zone,
      status: r.status,
      lastMessage: { text: r.excerpt, sentAt: r.sent_at, sentByMe: r.sent_by_me },
      unreadCount: r.unread_count,
    })),
    nextCursor: rows.length > input.limit && last ? { at: last.cursor_at, bookingId: last.conversation_id } : null,
  };
}
