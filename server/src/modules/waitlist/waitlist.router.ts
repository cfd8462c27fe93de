import {
  confirmWaitlistHoldInputSchema,
  joinWaitlistInputSchema,
  waitlistEntryInputSchema,
  waitlistSlotsInputSchema,
} from '@regen/shared/schemas/booking-changes';
import { authedProcedure, publicProcedure, router } from '../../trpc/trpc.ts';
import * as service from './waitlist.service.ts';

export const waitlistRouter = router({
  /** Upcoming full slots of an activity: those the booking page offers "Join waitlist" for. */
  fullSlots: publicProcedure
    .input(waitlistSlotsInputSchema)
    .query(({ ctx, input }) => service.fullSlots(ctx.services.db, input.activityId)),

  /** Joins a full slot's line (one live entry per traveler and slot). */
  join: authedProcedure
    .input(joinWaitlistInputSchema)
    .mutation(({ ctx, input }) => service.joinWaitlist(ctx.services, ctx.user.id, input)),

  /** The signed-in traveler's entries: waiting (with their place), offered (with the hold's end), settled. */
  mine: authedProcedure.query(({ ctx }) => service.myWaitlist(ctx.services.db, ctx.user.id)),

  /** Books the spots held for the traveler, with the party and answers (others' entries → NOT_FOUND). */
  confirm: authedProcedure
    .input(confirmWaitlistHoldInputSchema)
    .mutation(({ ctx, input }) => service.confirmWaitlistHold(ctx.services, ctx.user.id, input)),

  /** Leaves the line or gives a hold back. */
  leave: authedProcedure
    .input(waitlistEntryInputSchema)
    .mutation(({ ctx, input }) => service.leaveWaitlist(ctx.services, ctx.user.id, input.entryId)),
});
