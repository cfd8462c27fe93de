import { sql } from 'kysely';
import type { InboxCursor } from '@regen/shared/schemas/inbox';
import type { DbOrTrx } from '../../db/database.ts';
import { dateText } from '../booking/index.ts';

// Inbox SQL. `inbox_entries` holds one row per participant and conversation, kept by a trigger
// on messages (migrations/2026-11-23T1810-inbox.ts); a page reads the user's rows newest first
// by inbox_entries_recent_idx and joins each to its booking, activity, supplier and latest
// message by primary key, counting its unread messages by messages_unread_idx.

/** Characters of the latest message an inbox row shows. */
export const EXCERPT_LENGTH = 140;

/** `%` and `_` typed in the search box are matched literally. */
const likePattern = (search: string) => `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** One inbox page: `limit` conversations (one more tells that a next page exists), one statement. */
export function listInboxEntries(
  db: DbOrTrx,
  userId: string,
  page: { search: string | undefined; cursor: InboxCursor | null | undefined; limit: number },
) {
  const isTraveler = sql<boolean>`b.user_id = e.user_id`;
  const otherPartyName = sql<string>`case when ${isTraveler} then s.business_name else b.customer_name end`;
  let query = db
    .selectFrom('inbox_entries as e')
    .innerJoin('bookings as b', 'b.id', 'e.booking_id')
    .innerJoin('activities as a', 'a.id', 'b.activity_id')
    .innerJoin('suppliers as s', 's.id', 'a.supplier_id')
    .innerJoin('messages as m', 'm.id', 'e.last_message_id')
    .select([
      'e.booking_id',
      sql<'traveler' | 'supplier'>`case when ${isTraveler} then 'traveler' else 'supplier' end`.as('my_role'),
      otherPartyName.as('other_party_name'),
      'a.title as activity_title',
      'a.photo_url',
      'a.time_zone',
      dateText('b.booking_date').as('booking_date'),
      'b.booking_time',
      'b.status',
      sql<string>`case when length(m.message_text) > ${EXCERPT_LENGTH}
        then left(m.message_text, ${EXCERPT_LENGTH - 1}) || '…' else m.message_text end`.as('excerpt'),
      'm.sent_at',
      sql<boolean>`m.sender_id = e.user_id`.as('sent_by_me'),
      sql<number>`(select count(*)::int from messages u
        where u.receiver_id = e.user_id and u.booking_id = e.booking_id and u.read_at is null)`.as('unread_count'),
      // The cursor's time to the microsecond, as text: a JavaScript Date would keep milliseconds only.
      sql<string>`to_char(e.last_message_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`.as('cursor_at'),
    ])
    .where('e.user_id', '=', userId);
  if (page.cursor) {
    const { at, bookingId } = page.cursor;
    query = query.where(sql<boolean>`(e.last_message_at, e.booking_id) < (${at}::timestamptz, ${bookingId}::uuid)`);
  }
  if (page.search) {
    const pattern = likePattern(page.search);
    query = query.where(sql<boolean>`(${otherPartyName} ilike ${pattern} or a.title ilike ${pattern})`);
  }
  return query
    .orderBy('e.last_message_at', 'desc')
    .orderBy('e.booking_id', 'desc')
    .limit(page.limit + 1)
    .execute();
}
