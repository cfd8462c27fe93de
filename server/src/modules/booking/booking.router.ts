import {
  bookingActivityInputSchema,
  cancelBookingInputSchema,
  createBookingInputSchema,
} from '@regen/shared/schemas/booking';
import { bookingDetailsInputSchema, rescheduleBookingInputSchema } from '@regen/shared/schemas/booking-changes';
import { authedProcedure, publicProcedure, router } from '../../trpc/trpc.ts';
import { bookingDetails } from './booking-details.ts';
import { rescheduleBooking } from './booking-reschedule.ts';
import { cancelBooking, createBooking, getAvailability, getBookingActivity } from './booking.service.ts';
import { discardBookingDraft } from '../booking-drafts/index.ts';

export const bookingRouter = router({
  /**
   * One approved activity with its supplier's business name and location
   * (docs/spec/public-site.md §7 call 4).
   */
  activity: publicProcedure
    .input(bookingActivityInputSchema)
    .query(({ ctx, input }) => getBookingActivity(ctx.services.db, ctx.services.config, input.activityId)),

  /** Slots from today on with their remaining spots; full slots hidden (calls 2 and 3). */
  availability: publicProcedure
    .input(bookingActivityInputSchema)
    .query(({ ctx, input }) => getAvailability(ctx.services.db, ctx.services.config, input.activityId)),

  /** Books spots of a slot; over capacity → CONFLICT 'Booking would exceed available capacity'. */
  create: authedProcedure.input(createBookingInputSchema).mutation(async ({ ctx, input }) => {
    const booking = await createBooking(ctx.services, ctx.user.id, input);
    // The booking spends the traveler's draft of this activity here, before the answer: the
    // browser's own discard can be cut short by the navigation that follows (docs/decisions/093).
    await discardBookingDraft(ctx.services.db, { userId: ctx.user.id, token: undefined }, input.activityId);
    return booking;
  }),

  /** The one cancellation for the booking's traveler and the activity's supplier. */
  cancel: authedProcedure
    .input(cancelBookingInputSchema)
    .mutation(({ ctx, input }) => cancelBooking(ctx.services, ctx.user.id, input)),

  /** One booking of the signed-in traveler: the confirmation page (others' → NOT_FOUND). */
  details: authedProcedure
    .input(bookingDetailsInputSchema)
    .query(({ ctx, input }) => bookingDetails(ctx.services.db, ctx.services.config, ctx.user.id, input.bookingId)),

  /** "Manage booking": another slot or party size before the deadline, in one capacity-safe step. */
  reschedule: authedProcedure
    .input(rescheduleBookingInputSchema)
    .mutation(({ ctx, input }) => rescheduleBooking(ctx.services, ctx.user.id, input)),
});
