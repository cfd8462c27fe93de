import { bookingActivityInputSchema } from '@regen/shared/schemas/booking';
import { authedProcedure, router } from '../../trpc/trpc.ts';
import { bookedActivityView } from './booked-activity.service.ts';

export const bookedActivityRouter = router({
  /**
   * An activity the signed-in traveler has booked, even when no longer offered (archived or
   * rejected), with their bookings of it; anyone without a booking of it: NOT_FOUND.
   */
  view: authedProcedure
    .input(bookingActivityInputSchema)
    .query(({ ctx, input }) => bookedActivityView(ctx.services.db, ctx.user.id, input.activityId)),
});
