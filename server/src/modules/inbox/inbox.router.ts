import { tracked } from '@trpc/server';
import { inboxInputSchema } from '@regen/shared/schemas/inbox';
import { authedProcedure, resumeInputSchema, router } from '../../trpc/trpc.ts';
import { listInbox } from './inbox.service.ts';

export const inboxRouter = router({
  /** One page of the current user's conversations, newest activity first (cursor paging, search). */
  list: authedProcedure
    .input(inboxInputSchema)
    .query(({ ctx, input }) => listInbox(ctx.services.db, ctx.user.id, input)),

  /**
   * Tells the current user when their inbox changes: a message of one of their conversations
   * (sent or received, from any tab or instance), or a conversation they read.
   */
  onChange: authedProcedure.input(resumeInputSchema).subscription(async function* ({ ctx, input, signal }) {
    const userId = ctx.user.id;
    const stream = ctx.services.events.stream(userId, {
      lastEventId: input?.lastEventId ?? null,
      ...(signal ? { signal } : {}),
      accept: (e) => e.type === 'message.sent' || (e.type === 'messages.read' && e.payload.readerId === userId),
    });
    for await (const event of stream) {
      if (event.type === 'message.sent' || event.type === 'messages.read') {
        yield tracked(String(event.id), { type: event.type, bookingId: event.bookingId });
      }
    }
  }),
});
