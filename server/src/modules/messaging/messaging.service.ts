import {
  type ConversationMessage,
  type SendMessageInput,
  sendMessageInputSchema,
} from '@regen/shared/schemas/messaging';
import type { Config } from '../../config.ts';
import { askHostInputSchema, type AskHostInput } from '@regen/shared/schemas/activity-page';
import type { Db, DbOrTrx, Trx } from '../../db/database.ts';
import type { Message } from '../../db/schema.ts';
import { forbidden, notFound } from '../../errors.ts';
import type { Emit, EventHub } from '../../events/event-hub.ts';
import { enqueueEmail } from '../../mail/outbox.ts';
import { newMessageEmail } from '../../mail/templates.ts';
import { inLocaleOfUser } from '../../mail/receiver-locale.ts';
import { mailLocale } from '../../mail/mail-locale.ts';
import { LOCALES } from '@regen/shared/i18n';
import { activityTitlesIn } from '../activity-translations/index.ts';
import { isUuid } from '../booking/index.ts';
import {
  dropPendingNewMessageEmails,
  findAskableActivity,
  findConversationBooking,
  findConversationEnquiry,
  findOrCreateEnquiry,
  insertMessage,
  listMessages,
  markMessagesRead,
  pendingNewMessageEmail,
  rewritePendingEmail,
  unreadCountsByConversation,
  unreadMessagesTo,
  type ConversationKey,
} from './messaging.repository.ts';

/** How long a new-message email waits so that a burst of messages sends one email. */
export const NEW_MESSAGE_EMAIL_DELAY_MS = 2 * 60_000;
/** Messages a new-message email quotes (the latest unread ones). */
export const NEW_MESSAGE_EMAIL_QUOTES = 5;

/**
 * A conversation as its participants see it: a booking's, or a question before booking (an
 * enquiry, docs/decisions/096), with the same participant columns. Question conversations have
 * no slot, party or status.
 */
interface Conversation {
  key: ConversationKey;
  travelerId: string;
  supplierUserId: string;
  travelerEmail: string;
  supplierUserEmail: string;
  /** The traveler's name as the supplier sees it (the booking's customer name, else the account's). */
  travelerName: string;
  businessName: string;
  contactPerson: string;
  activityId: string;
  activityTitle: string;
  photoUrl: string | null;
  timeZone: string;
  booking: {
    date: string;
    time: string;
    numberOfPeople: number;
    status: 'confirmed' | 'cancelled' | 'completed' | 'on_hold' | 'expired';
  } | null;
}

async function findConversation(db: DbOrTrx, id: string): Promise<Conversation | undefined> {
  const booking = await findConversationBooking(db, id);
  if (booking) {
    const accountName = `${booking.traveler_first_name} ${booking.traveler_last_name}`.trim();
    return {
      key: { kind: 'booking', id: booking.id },
      travelerId: booking.traveler_id,
      supplierUserId: booking.supplier_user_id,
      travelerEmail: booking.traveler_email,
      supplierUserEmail: booking.supplier_user_email,
      travelerName: booking.customer_name || accountName,
      businessName: booking.business_name,
      contactPerson: booking.contact_person,
      activityId: booking.activity_id,
      activityTitle: booking.activity_title,
      photoUrl: booking.photo_url,
      timeZone: booking.time_zone,
      booking: {
        date: booking.booking_date,
        time: booking.booking_time,
        numberOfPeople: booking.number_of_people,
        status: booking.status,
      },
    };
  }
  const enquiry = await findConversationEnquiry(db, id);
  if (!enquiry) return undefined;
  const accountName = `${enquiry.traveler_first_name} ${enquiry.traveler_last_name}`.trim();
  return {
    key: { kind: 'question', id: enquiry.id },
    travelerId: enquiry.traveler_id,
    supplierUserId: enquiry.supplier_user_id,
    travelerEmail: enquiry.traveler_email,
    supplierUserEmail: enquiry.supplier_user_email,
    travelerName: accountName || enquiry.traveler_email,
    businessName: enquiry.business_name,
    contactPerson: enquiry.contact_person,
    activityId: enquiry.activity_id,
    activityTitle: enquiry.activity_title,
    photoUrl: enquiry.photo_url,
    timeZone: enquiry.time_zone,
    booking: null,
  };
}

/**
 * The conversation and the other participant for a user, or the spec's recipient error for
 * anyone who is not one of the two participants (docs/spec/accounts-and-operations.md §6).
 * `conversationId` is a booking's id or a question's.
 */
export async function requireParticipant(db: DbOrTrx, conversationId: string, userId: string) {
  const conversation = isUuid(conversationId) ? await findConversation(db, conversationId) : undefined;
  if (!conversation) throw notFound('booking.notFound');
  if (conversation.travelerId === userId && conversation.supplierUserId !== userId) {
    return { conversation, role: 'traveler' as const, otherUserId: conversation.supplierUserId };
  }
  if (conversation.supplierUserId === userId && conversation.travelerId !== userId) {
    return { conversation, role: 'supplier' as const, otherUserId: conversation.travelerId };
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

function header(c: Conversation, role: 'traveler' | 'supplier') {
  return {
    conversationId: c.key.id,
    kind: c.key.kind,
    activityId: c.activityId,
    activityTitle: c.activityTitle,
    photoUrl: c.photoUrl,
    bookingDate: c.booking?.date ?? null,
    bookingTime: c.booking?.time ?? null,
    timeZone: c.timeZone,
    numberOfPeople: c.booking?.numberOfPeople ?? null,
    status: c.booking?.status ?? null,
    myRole: role,
    otherParty:
      role === 'traveler'
        ? { role: 'supplier' as const, name: c.businessName, contactPerson: c.contactPerson }
        : { role: 'traveler' as const, name: c.travelerName, contactPerson: null },
  };
}

export async function getConversation(db: Db, conversationId: string, userId: string) {
  const { conversation, role } = await requireParticipant(db, conversationId, userId);
  const messages = await listMessages(db, conversation.key);
  return { booking: header(conversation, role), currentUserId: userId, messages: messages.map(toMessage) };
}

/**
 * Writes one message of a conversation in the caller's transaction: the message, the realtime
 * event for both participants, and the receiver's new-message email (delayed, so a burst sends
 * one; a later message of the burst joins the waiting email's quote).
 */
async function writeMessage(
  trx: Trx,
  emit: Emit,
  config: Config,
  participant: Awaited<ReturnType<typeof requireParticipant>>,
  senderId: string,
  text: string,
) {
  const { conversation: c, role, otherUserId } = participant;
  const receiverEmail = role === 'traveler' ? c.supplierUserEmail : c.travelerEmail;
  const senderName = role === 'traveler' ? c.travelerName : c.businessName;
  const conversationUrl = `${config.publicUrl}/messages/${c.key.id}`;
  const message = await insertMessage(trx, { key: c.key, senderId, receiverId: otherUserId, text });
  const unread = await unreadMessagesTo(trx, c.key, otherUserId, NEW_MESSAGE_EMAIL_QUOTES);
  // In the receiver's language, not the sender's page's (docs/decisions/118), the activity's
  // title translated where it is (docs/decisions/124).
  const titles = await activityTitlesIn(trx, c.activityId, LOCALES);
  const mail = await inLocaleOfUser(trx, otherUserId, () =>
    newMessageEmail({
      senderName,
      activityTitle: titles.get(mailLocale()) ?? c.activityTitle,
      date: c.booking?.date ?? null,
      startTime: c.booking?.time ?? null,
      timeZone: c.timeZone,
      conversationUrl,
      quotes: unread.map((u) => u.message_text).reverse(),
    }),
  );
  const pending = await pendingNewMessageEmail(trx, receiverEmail, conversationUrl);
  if (pending) await rewritePendingEmail(trx, pending.id, { text: mail.text, html: mail.html ?? '' });
  else
    await enqueueEmail(trx, {
      to: receiverEmail,
      ...mail,
      sendAfter: new Date(Date.now() + NEW_MESSAGE_EMAIL_DELAY_MS),
    });
  const result = toMessage(message);
  await emit({
    type: 'message.sent',
    audience: [senderId, otherUserId],
    bookingId: c.key.id,
    activityId: c.activityId,
    payload: { message: { ...result, sentAt: result.sentAt.toISOString(), readAt: null } },
  });
  return result;
}

/**
 * Sends a message: the receiver is the other participant of the conversation. The message, the
 * realtime event for both participants and the receiver's email commit together.
 */
export async function sendMessage(
  services: { db: Db; events: EventHub; config: Config },
  userId: string,
  rawInput: SendMessageInput,
) {
  const input = sendMessageInputSchema.parse(rawInput);
  const participant = await requireParticipant(services.db, input.conversationId, userId);
  return services.events.transaction((trx, emit) =>
    writeMessage(trx, emit, services.config, participant, userId, input.text),
  );
}

/**
 * A question to an activity's host before booking (issue 30 part 7): the traveler's one
 * conversation about the activity, made on the first question, then a message like any other.
 * The activity must be live; its own supplier cannot ask it. Returns the conversation's id.
 */
export async function askHost(
  services: { db: Db; events: EventHub; config: Config },
  userId: string,
  rawInput: AskHostInput,
) {
  const input = askHostInputSchema.parse(rawInput);
  const activity = isUuid(input.activityId) ? await findAskableActivity(services.db, input.activityId) : undefined;
  if (!activity) throw notFound('activities.notFound');
  if (activity.supplier_user_id === userId) throw forbidden('activityPage.askOwnActivity');
  return services.events.transaction(async (trx, emit) => {
    const enquiryId = await findOrCreateEnquiry(trx, activity.id, userId);
    const participant = await requireParticipant(trx, enquiryId, userId);
    const message = await writeMessage(trx, emit, services.config, participant, userId, input.text);
    return { conversationId: enquiryId, message };
  });
}

/** Marks the current user's unread messages of a conversation as read (on opening it). */
export async function markConversationRead(
  services: { db: Db; events: EventHub; config: Config },
  conversationId: string,
  userId: string,
) {
  const { conversation, role, otherUserId } = await requireParticipant(services.db, conversationId, userId);
  const readerEmail = role === 'traveler' ? conversation.travelerEmail : conversation.supplierUserEmail;
  return services.events.transaction(async (trx, emit) => {
    const updated = await markMessagesRead(trx, conversation.key, userId);
    if (updated.length > 0) {
      // Read on the site before the batched email went out: no need to send it.
      await dropPendingNewMessageEmails(
        trx,
        readerEmail,
        `${services.config.publicUrl}/messages/${conversation.key.id}`,
      );
      await emit({
        type: 'messages.read',
        audience: [userId, otherUserId],
        bookingId: conversation.key.id,
        activityId: conversation.activityId,
        payload: { readerId: userId, messageIds: updated.map((m) => m.id), readAt: updated[0]!.read_at.toISOString() },
      });
    }
    return { marked: updated.length };
  });
}

/** Unread messages per conversation (booking or question) for the current user: { [id]: count }. */
export async function getUnreadCounts(db: Db, userId: string): Promise<Record<string, number>> {
  const rows = await unreadCountsByConversation(db, userId);
  return Object.fromEntries(rows.map((r) => [r.conversation_id, Number(r.unread)]));
}
