import { sql } from 'kysely';
import type { InboxCursor } from '@regen/shared/schemas/inbox';
import type { DbOrTrx } from '../../db/database.ts';

// Inbox SQL. `inbox_entries` holds one row per participant and conversation, kept by a trigger
// on messages (migrations/2026-11-23T1810-inbox.ts); a page reads the user's rows newest first
// by inbox_entries_recent_idx and joins each to its booking, activity, supplier and latest
// message by primary key, counting its unread messages by messages_unread_idx.
// Keyed by conversation_id: a booking's or a question's id (docs/decisions/096).

/** Characters of the latest message an inbox row shows. */
export const EXCERPT_LENGTH = 140;

/** `%` and `_` typed in the search box are matched literally. */
const likePattern = (search: string) => `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * One inbox page: `limit` conversations (one more tells that a next page exists), one statement.
 * A conversation is a booking's or a question's before booking (an enquiry, docs/decisions/096):
 * the activity, the traveler and the slot come from whichever it is.
 */
export function listInboxEntries(
  db: DbOrTrx,
  userId: string,
  page: { search: string | undefined; cursor: InboxCursor | null | undefined; limit: number },
) {
  const isTraveler = sql<boolean>`coalesce(b.user_id, q.traveler_id) = e.user_id`;
  const travelerName = sql<string>`coalesce(nullif(b.customer_name, ''), nullif(btrim(t.first_name || ' ' || t.last_name), ''), t.email)`;
  const otherPartyName = sql<string>`case when ${isTraveler} then s.business_name else ${travelerName} end`;
  let query = db
    .selectFrom('inbox_entries as e')
    .leftJoin('bookings as b', 'b.id', 'e.booking_id')
    .leftJoin('enquiries as q', 'q.id', 'e.enquiry_id')
    .innerJoin('activities as a', (join) => join.on(sql<boolean>`a.id = coalesce(b.activity_id, q.activity_id)`))
    .innerJoin('suppliers as s', 's.id', 'a.supplier_id')
    .innerJoin('users as t', (join) => join.on(sql<boolean>`t.id = coalesce(b.user_id, q.traveler_id)`))
    .innerJoin('messages as m', 'm.id', 'e.last_message_id')
    .select([
      'e.conversation_id',
      sql<'booking' | 'question'>`case when e.booking_id is null then 'question' else 'booking' end`.as('kind'),
      sql<'traveler' | 'supplier'>`case when ${isTraveler} then 'traveler' else 'supplier' end`.as('my_role'),
      otherPartyName.as('other_party_name'),
      'a.id as activity_id',
      'a.title as activity_title',
      'a.photo_url',
      'a.time_zone',
      sql<string | null>`to_char(b.booking_date, 'YYYY-MM-DD')`.as('booking_date'),
      'b.booking_time',
      'b.status',
      sql<string>`case when length(m.message_text) > ${EXCERPT_LENGTH}
        then left(m.message_text, ${EXCERPT_LENGTH - 1}) || '…' else m.message_text end`.as('excerpt'),
      'm.sent_at',
      sql<boolean>`m.sender_id = e.user_id`.as('sent_by_me'),
      // Served by messages_unread_idx or messages_unread_enquiry_idx, whichever the row is.
      sql<number>`case when e.booking_id is not null
        then (select count(*)::int from messages u
          where u.receiver_id = e.user_id and u.booking_id = e.booking_id and u.read_at is null)
        else (select count(*)::int from messages u
          where u.receiver_id = e.user_id and u.enquiry_id = e.enquiry_id and u.read_at is null)
        end`.as('unread_count'),
      // The cursor's time to the microsecond, as text: a JavaScript Date would keep milliseconds only.
      sql<string>`to_char(e.last_message_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`.as('cursor_at'),
    ])
    .where('e.user_id', '=', userId);
  if (page.cursor) {
    const { at, bookingId } = page.cursor;
    query = query.where(
      sql<boolean>`(e.last_message_at, e.conversation_id) < (${at}::timestamptz, ${bookingId}::uuid)`,
    );
  }
  if (page.search) {
    const pattern = likePattern(page.search);
    query = query.where(sql<boolean>`(${otherPartyName} ilike ${pattern} or a.title ilike ${pattern})`);
  }
  return query
    .orderBy('e.last_message_at', 'desc')
    .orderBy('e.conversation_id', 'desc')
    .limit(page.limit + 1)
    .execute();
}
