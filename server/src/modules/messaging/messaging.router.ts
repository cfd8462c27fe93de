import { tracked } from '@trpc/server';
import { askHostInputSchema } from '@regen/shared/schemas/activity-page';
import { conversationInputSchema, sendMessageInputSchema } from '@regen/shared/schemas/messaging';
import { authedProcedure, lastEventIdSchema, resumeInputSchema, router } from '../../trpc/trpc.ts';
import {
  askHost,
  getConversation,
  getUnreadCounts,
  markConversationRead,
  requireParticipant,
  sendMessage,
} from './messaging.service.ts';

export const messagingRouter = router({
  /** The conversation's header (its booking, or the activity asked about) and its messages in time order; participants only. */
  conversation: authedProcedure
    .input(conversationInputSchema)
    .query(({ ctx, input }) => getConversation(ctx.services.db, input.conversationId, ctx.user.id)),

  /** Sends to the other participant (derived from the booking on the server). Rate-limited per IP. */
  send: authedProcedure
    .input(sendMessageInputSchema)
    .mutation(({ ctx, input }) => sendMessage(ctx.services, ctx.user.id, input)),

  /**
   * A question to an activity's host before booking: the traveler's conversation about the
   * activity (made on the first question), then a message like any other. Same limits as send.
   */
  askHost: authedProcedure
    .input(askHostInputSchema)
    .mutation(({ ctx, input }) => askHost(ctx.services, ctx.user.id, input)),

  /** Opening a conversation: the current user's unread messages of the booking become read. */
  markRead: authedProcedure
    .input(conversationInputSchema)
    .mutation(({ ctx, input }) => markConversationRead(ctx.services, input.conversationId, ctx.user.id)),

  /** Unread messages per conversation for the current user: { [conversationId]: count }. */
  unreadCounts: authedProcedure.query(({ ctx }) => getUnreadCounts(ctx.services.db, ctx.user.id)),

  /**
   * New messages and read receipts of one booking, for its two participants only
   * (resumable). Participation is checked before the subscription starts: anyone else is
   * refused without ever being told it started.
   */
  onConversation: authedProcedure
    .input(conversationInputSchema.extend({ lastEventId: lastEventIdSchema }))
    .subscription(async ({ ctx, input, signal }) => {
      const { conversation } = await requireParticipant(ctx.services.db, input.conversationId, ctx.user.id);
      const stream = ctx.services.events.stream(ctx.user.id, {
        lastEventId: input.lastEventId ?? null,
        ...(signal ? { signal } : {}),
        accept: (e) => e.bookingId === conversation.key.id && (e.type === 'message.sent' || e.type === 'messages.read'),
      });
      return (async function* () {
        for await (const event of stream) {
          if (event.type === 'message.sent') {
            const { message } = event.payload;
            yield tracked(String(event.id), {
              type: event.type,
              message: { ...message, sentAt: new Date(message.sentAt), readAt: null },
            });
          } else if (event.type === 'messages.read') {
            const { readerId, messageIds, readAt } = event.payload;
            yield tracked(String(event.id), { type: event.type, readerId, messageIds, readAt: new Date(readAt) });
          }
        }
      })();
    }),

  /** Tells the current user when their unread counts change (a message to them, or read by them). */
  onUnreadChange: authedProcedure.input(resumeInputSchema).subscription(async function* ({ ctx, input, signal }) {
    const userId = ctx.user.id;
    const stream = ctx.services.events.stream(userId, {
      lastEventId: input?.lastEventId ?? null,
      ...(signal ? { signal } : {}),
      accept: (e) =>
        (e.type === 'message.sent' && e.payload.message.receiverId === userId) ||
        (e.type === 'messages.read' && e.payload.readerId === userId),
    });
    for await (const event of stream) {
      // The event's bookingId is its conversation's id (a booking's or a question's).
      yield tracked(String(event.id), { type: event.type, conversationId: event.bookingId });
    }
  }),
});
