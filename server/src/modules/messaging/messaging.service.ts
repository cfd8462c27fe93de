import {
  type ConversationMessage,
  type SendMessageInput,
  sendMessageInputSchema,
} from '@regen/shared/schemas/messaging';
import type { Config } from '../../config.ts';
import type { Db, DbOrTrx } from '../../db/database.ts';
import type { Message } from '../../db/schema.ts';
import { forbidden, notFound } from '../../errors.ts';
import type { EventHub } from '../../events/event-hub.ts';
import { enqueueEmail } from '../../mail/outbox.ts';
import { newMessageEmail } from '../../mail/templates.ts';
import { isUuid } from '../booking/index.ts';
import {
  dropPendingNewMessageEmails,
  findConversationBooking,
  hasPendingNewMessageEmail,
  insertMessage,
  listMessages,
  markMessagesRead,
  unreadCountsByBooking,
} from './messaging.repository.ts';

/** How long a new-message email waits so that a burst of messages sends one email. */
export const NEW_MESSAGE_EMAIL_DELAY_MS = 2 * 60_000;

type ConversationBooking = NonNullable<Awaited<ReturnType<typeof findConversationBooking>>>;

/**
 * The booking and the other participant for a user, or the spec's recipient error for anyone
 * who is not one of the two participants (docs/spec/accounts-and-operations.md §6).
 */
export async function requireParticipant(db: DbOrTrx, bookingId: string, userId: string) {
  const booking = isUuid(bookingId) ? await findConversationBooking(db, bookingId) : undefined;
  if (!booking) throw notFound('booking.notFound');
  if (booking.traveler_id === userId && booking.supplier_user_id !== userId) {
    return { booking, role: 'traveler' as const, otherUserId: booking.supplier_user_id };
  }
  if (booking.supplier_user_id === userId && booking.traveler_id !== userId) {
    return { booking, role: 'supplier' as const, otherUserId: booking.traveler_id };
  }
  throw forbidden('messaging.recipientError');
}

function toMessage(m: Pick<Message, 'id' | 'sender_id' | 'receiver_id' | 'message_text' | 'sent_at' | 'read_at'>) {
  return {
    id: m.id,
    senderId: m.sender_id,
    receiverId: m.receiver_id,
    text: m.message_text,
    sentAt: m.sent_at,
    readAt: m.read_at,
  } satisfies ConversationMessage;
}

function header(booking: ConversationBooking, role: 'traveler' | 'supplier') {
  const travelerName = `${booking.traveler_first_name} ${booking.traveler_last_name}`.trim() || booking.customer_name;
  return {
    bookingId: booking.id,
    activityId: booking.activity_id,
    activityTitle: booking.activity_title,
    photoUrl: booking.photo_url,
    bookingDate: booking.booking_date,
    bookingTime: booking.booking_time,
    timeZone: booking.time_zone,
    numberOfPeople: booking.number_of_people,
    status: booking.status,
    myRole: role,
    otherParty:
      role === 'traveler'
        ? { role: 'supplier' as const, name: booking.business_name, contactPerson: booking.contact_person }
        : { role: 'traveler' as const, name: booking.customer_name || travelerName, contactPerson: null },
  };
}

export async function getConversation(db: Db, bookingId: string, userId: string) {
  const { booking, role } = await requireParticipant(db, bookingId, userId);
  const messages = await listMessages(db, booking.id);
  return { booking: header(booking, role), currentUserId: userId, messages: messages.map(toMessage) };
}

/**
 * Sends a message: the receiver is the other participant of the booking. The message, the
 * realtime event for both participants and (for the first message of a burst) a delayed
 * email to the receiver commit together.
 */
export async function sendMessage(
  services: { db: Db; events: EventHub; config: Config },
  userId: string,
  rawInput: SendMessageInput,
) {
  const input = sendMessageInputSchema.parse(rawInput);
  const { db, events, config } = services;
  const { booking, role, otherUserId } = await requireParticipant(db, input.bookingId, userId);
  const receiverEmail = role === 'traveler' ? booking.supplier_user_email : booking.traveler_email;
  const senderName = role === 'traveler' ? booking.customer_name : booking.business_name;
  const conversationUrl = `${config.publicUrl}/messages/${booking.id}`;
  return events.transaction(async (trx, emit) => {
    const message = await insertMessage(trx, {
      bookingId: booking.id,
      senderId: userId,
      receiverId: otherUserId,
      text: input.text,
    });
    if (!(await hasPendingNewMessageEmail(trx, receiverEmail, conversationUrl))) {
      await enqueueEmail(trx, {
        to: receiverEmail,
        ...newMessageEmail({
          senderName,
          activityTitle: booking.activity_title,
          date: booking.booking_date,
          startTime: booking.booking_time,
          timeZone: booking.time_zone,
          conversationUrl,
        }),
        sendAfter: new Date(Date.now() + NEW_MESSAGE_EMAIL_DELAY_MS),
      });
    }
    const result = toMessage(message);
    await emit({
      type: 'message.sent',
      audience: [userId, otherUserId],
      bookingId: booking.id,
      activityId: booking.activity_id,
      payload: { message: { ...result, sentAt: result.sentAt.toISOString(), readAt: null } },
    });
    return result;
  });
}

/** Marks the current user's unread messages of a booking as read (on opening the conversation). */
export async function markConversationRead(
  services: { db: Db; events: EventHub; config: Config },
  bookingId: string,
  userId: string,
) {
  const { booking, role, otherUserId } = await requireParticipant(services.db, bookingId, userId);
  const readerEmail = role === 'traveler' ? booking.traveler_email : booking.supplier_user_email;
  return services.events.transaction(async (trx, emit) => {
    const updated = await markMessagesRead(trx, booking.id, userId);
    if (updated.length > 0) {
      // Read on the site before the batched email went out: no need to send it.
      await dropPendingNewMessageEmails(trx, readerEmail, `${services.config.publicUrl}/messages/${booking.id}`);
      await emit({
        type: 'messages.read',
        audience: [userId, otherUserId],
        bookingId: booking.id,
        activityId: booking.activity_id,
        payload: { readerId: userId, messageIds: updated.map((m) => m.id), readAt: updated[0]!.read_at.toISOString() },
      });
    }
    return { marked: updated.length };
  });
}

export async function getUnreadCounts(db: Db, userId: string): Promise<Record<string, number>> {
  const rows = await unreadCountsByBooking(db, userId);
  return Object.fromEntries(rows.map((r) => [r.booking_id, Number(r.unread)]));
}
