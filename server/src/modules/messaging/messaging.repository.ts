import { sql } from 'kysely';
import type { DbOrTrx } from '../../db/database.ts';
import { dateText } from '../booking/index.ts';

// Messaging SQL. A conversation is a booking's or a question's before booking (an enquiry,
// docs/decisions/096); its two participants are the traveler and the user of the activity's
// supplier, both read from the booking or the enquiry, never taken from the client.

/** Which conversation: its id is the booking's or the enquiry's. */
export interface ConversationKey {
  kind: 'booking' | 'question';
  id: string;
}

const keyColumn = (key: ConversationKey) => (key.kind === 'booking' ? 'booking_id' : 'enquiry_id');

/** The activity and both participants of a conversation, whether a booking's or a question's. */
const participantColumns = [
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
] as const;

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
      ...participantColumns,
    ])
    .where('b.id', '=', bookingId)
    .executeTakeFirst();
}

/** A question before booking with the same participant columns as findConversationBooking. */
export function findConversationEnquiry(db: DbOrTrx, enquiryId: string) {
  return db
    .selectFrom('enquiries as q')
    .innerJoin('activities as a', 'a.id', 'q.activity_id')
    .innerJoin('suppliers as s', 's.id', 'a.supplier_id')
    .innerJoin('users as t', 't.id', 'q.traveler_id')
    .innerJoin('users as su', 'su.id', 's.user_id')
    .select(['q.id', 'q.traveler_id', ...participantColumns])
    .where('q.id', '=', enquiryId)
    .executeTakeFirst();
}

/** A live activity a traveler may ask about, with its supplier's user. */
export function findAskableActivity(db: DbOrTrx, activityId: string) {
  return db
    .selectFrom('activities as a')
    .innerJoin('suppliers as s', 's.id', 'a.supplier_id')
    .select(['a.id', 's.user_id as supplier_user_id'])
    .where('a.id', '=', activityId)
    .where('a.status', '=', 'approved')
    .executeTakeFirst();
}

/** The traveler's one enquiry about an activity, made on their first question. */
export async function findOrCreateEnquiry(db: DbOrTrx, activityId: string, travelerId: string): Promise<string> {
  const created = await db
    .insertInto('enquiries')
    .values({ activity_id: activityId, traveler_id: travelerId })
    .onConflict((oc) => oc.columns(['activity_id', 'traveler_id']).doNothing())
    .returning('id')
    .executeTakeFirst();
  if (created) return created.id;
  const existing = await db
    .selectFrom('enquiries')
    .select('id')
    .where('activity_id', '=', activityId)
    .where('traveler_id', '=', travelerId)
    .executeTakeFirstOrThrow();
  return existing.id;
}

export function listMessages(db: DbOrTrx, key: ConversationKey) {
  return db
    .selectFrom('messages')
    .select(['id', 'sender_id', 'receiver_id', 'message_text', 'sent_at', 'read_at'])
    .where(keyColumn(key), '=', key.id)
    .orderBy('sent_at')
    .orderBy('id')
    .execute();
}

export function insertMessage(
  db: DbOrTrx,
  values: { key: ConversationKey; senderId: string; receiverId: string; text: string },
) {
  return db
    .insertInto('messages')
    .values({
      [keyColumn(values.key)]: values.key.id,
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
export function markMessagesRead(db: DbOrTrx, key: ConversationKey, receiverId: string) {
  return db
    .updateTable('messages')
    .set({ read_at: sql`now()` })
    .where(keyColumn(key), '=', key.id)
    .where('receiver_id', '=', receiverId)
    .where('read_at', 'is', null)
    .returning(['id', 'read_at'])
    .$narrowType<{ read_at: Date }>() // just set: never null in these rows
    .execute();
}

/**
 * Unread messages per conversation (booking or question) for one receiver, one query (served by
 * messages_unread_idx and messages_unread_enquiry_idx).
 */
export function unreadCountsByConversation(db: DbOrTrx, receiverId: string) {
  const conversation = sql<string>`coalesce(booking_id, enquiry_id)`;
  return db
    .selectFrom('messages')
    .select([conversation.as('conversation_id'), sql<number>`count(*)::int`.as('unread')])
    .where('receiver_id', '=', receiverId)
    .where('read_at', 'is', null)
    .groupBy(conversation)
    .execute();
}

/** The receiver's unread messages of one conversation, oldest first, for the new-message email. */
export function unreadMessagesTo(db: DbOrTrx, key: ConversationKey, receiverId: string, limit: number) {
  return db
    .selectFrom('messages')
    .select(['message_text', 'sent_at'])
    .where(keyColumn(key), '=', key.id)
    .where('receiver_id', '=', receiverId)
    .where('read_at', 'is', null)
    .orderBy('sent_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

/**
 * The new-message email to this address about this conversation still waiting to be sent, if
 * any: the next message of a burst rides along with it instead of sending another.
 */
export async function pendingNewMessageEmail(db: DbOrTrx, to: string, conversationUrl: string) {
  return db
    .selectFrom('email_outbox')
    .select('id')
    .where('kind', '=', 'new_message')
    .where('to_address', '=', to)
    .where('sent_at', 'is', null)
    .where('failed_at', 'is', null)
    .where('text_body', 'like', `%${conversationUrl}%`)
    .limit(1)
    .executeTakeFirst();
}

/** Rewrites a waiting new-message email's bodies (a later message of the burst joins its quote). */
export function rewritePendingEmail(db: DbOrTrx, id: number, body: { text: string; html: string }) {
  return db
    .updateTable('email_outbox')
    .set({ text_body: body.text, html_body: body.html })
    .where('id', '=', id)
    .where('sent_at', 'is', null)
    .where('attempts', '=', 0)
    .execute();
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
