import { calendarFeedInputSchema } from '@regen/shared/schemas/calendars';
import { authedProcedure, router } from '../../trpc/trpc.ts';
import { calendarFeedStatus, regenerateCalendarFeed, turnOffCalendarFeed } from './calendars.service.ts';

// The signed-in account's private calendar feeds (docs/decisions/062): scope 'supplier' (the
// bookings of the supplier's activities; supplier accounts only) or 'traveler' (one's own).
export const calendarsRouter = router({
  /** Whether the feed is on (its URL cannot be shown again: only its hash is stored). */
  feed: authedProcedure
    .input(calendarFeedInputSchema)
    .query(({ ctx, input }) => calendarFeedStatus(ctx.services.db, ctx.user.id, input.scope)),

  /** A new feed URL, shown in this answer only; the previous URL stops working. */
  regenerateFeed: authedProcedure
    .input(calendarFeedInputSchema)
    .mutation(({ ctx, input }) =>
      regenerateCalendarFeed(ctx.services.db, ctx.services.config, ctx.user.id, input.scope),
    ),

  /** Turns the feed off: its URL answers 404 from now on. */
  turnOffFeed: authedProcedure
    .input(calendarFeedInputSchema)
    .mutation(({ ctx, input }) => turnOffCalendarFeed(ctx.services.db, ctx.user.id, input.scope)),
});
