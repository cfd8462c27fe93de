import {
  bookingActivityInputSchema,
  cancelBookingInputSchema,
  createBookingInputSchema,
} from '@regen/shared/schemas/booking';
import { authedProcedure, publicProcedure, router } from '../../trpc/trpc.ts';
import { cancelBooking, createBooking, getAvailability, getBookingActivity } from './booking.service.ts';

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
  create: authedProcedure
    .input(createBookingInputSchema)
    .mutation(({ ctx, input }) => createBooking(ctx.services, ctx.user.id, input)),

  /** The one cancellation for the booking's traveler and the activity's supplier. */
  cancel: authedProcedure
    .input(cancelBookingInputSchema)
    .mutation(({ ctx, input }) => cancelBooking(ctx.services, ctx.user.id, input)),
});
