import { sql } from 'kysely';
import type { DbOrTrx } from '../../db/database.ts';
import { dateText } from '../booking/index.ts';

// Messaging SQL. The two participants of a booking are its traveler and the user of the
// activity's supplier; both are read from the booking, never taken from the client.

export function findConversationBooking(db: DbOrTrx, bookingId: string) {
  return db
    .selectFrom('bookings as b')
    .innerJoin('activities as a', 'a.id', 'b.activity_id')
    .innerJoin('suppliers as s', 's.id', 'a.supplier_id')
    .innerJoin('users as t', 't.id', 'b.user_id')
    .innerJoin('users as su', 'su.id', 's.user_id')
    .select([
      'b.id',
      'b.user_id as traveler_id',
      dateText('b.booking_date').as('booking_date'),
      'b.booking_time',
      'b.number_of_people',
      'b.status',
      'b.customer_name',
      'a.id as activity_id',
      'a.title as activity_title',
      'a.photo_url',
      'a.time_zone',
      's.user_id as supplier_user_id',
      's.business_name',
      's.contact_person',
      't.email as traveler_email',
      't.first_name as traveler_first_name',
      't.last_name as traveler_last_name',
      'su.email as supplier_user_email',
    ])
    .where('b.id', '=', bookingId)
    .executeTakeFirst();
}

export function listMessages(db: DbOrTrx, bookingId: string) {
  return db
    .selectFrom('messages')
    .select(['id', 'sender_id', 'receiver_id', 'message_text', 'sent_at', 'read_at'])
    .where('booking_id', '=', bookingId)
    .orderBy('sent_at')
    .orderBy('id')
    .execute();
}

export function insertMessage(
  db: DbOrTrx,
  values: { bookingId: string; senderId: string; receiverId: string; text: string },
) {
  return db
    .insertInto('messages')
    .values({
      booking_id: values.bookingId,
      sender_id: values.senderId,
      receiver_id: values.receiverId,
      message_text: values.text,
    })
    .returning(['id', 'sender_id', 'receiver_id', 'message_text', 'sent_at', 'read_at'])
    .executeTakeFirstOrThrow();
}

/**
 * Marks the receiver's unread messages of one booking as read: one statement
 * (docs/spec/accounts-and-operations.md §4).
 */
export function markMessagesRead(db: DbOrTrx, bookingId: string, receiverId: string) {
  return db
    .updateTable('messages')
    .set({ read_at: sql`now()` })
    .where('booking_id', '=', bookingId)
    .where('receiver_id', '=', receiverId)
    .where('read_at', 'is', null)
    .returning(['id', 'read_at'])
    .$narrowType<{ read_at: Date }>() // just set: never null in these rows
    .execute();
}

/** Unread messages per booking for one receiver, one query (served by messages_unread_idx). */
export function unreadCountsByBooking(db: DbOrTrx, receiverId: string) {
  return db
    .selectFrom('messages')
    .select(['booking_id', sql<number>`count(*)::int`.as('unread')])
    .where('receiver_id', '=', receiverId)
    .where('read_at', 'is', null)
    .groupBy('booking_id')
    .execute();
}

/**
 * True when a new-message email to this address about this conversation is still waiting to
 * be sent: the next message of a burst rides along with it instead of sending another.
 */
export async function hasPendingNewMessageEmail(db: DbOrTrx, to: string, conversationUrl: string) {
  const row = await db
    .selectFrom('email_outbox')
    .select('id')
    .where('kind', '=', 'new_message')
    .where('to_address', '=', to)
    .where('sent_at', 'is', null)
    .where('failed_at', 'is', null)
    .where('text_body', 'like', `%${conversationUrl}%`)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** Drops queued new-message emails to a reader who has now read the conversation. */
export function dropPendingNewMessageEmails(db: DbOrTrx, to: string, conversationUrl: string) {
  return db
    .deleteFrom('email_outbox')
    .where('kind', '=', 'new_message')
    .where('to_address', '=', to)
    .where('sent_at', 'is', null)
    .where('attempts', '=', 0)
    .where('text_body', 'like', `%${conversationUrl}%`)
    .execute();
}
