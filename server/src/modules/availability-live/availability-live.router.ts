import { bookingActivityInputSchema } from '@regen/shared/schemas/booking';
import { publicProcedure, router } from '../../trpc/trpc.ts';
import { availabilityChanges } from './availability-feed.ts';

export const availabilityLiveRouter = router({
  /**
   * Tells an open booking page that the activity's slots changed (a booking, a cancellation, a
   * reschedule, a reseller's or waitlist hold, the supplier's edit), so its slot lists and the
   * full times are read again. Public: it carries the activity's id and nothing else.
   */
  onChange: publicProcedure
    .input(bookingActivityInputSchema)
    .subscription(({ ctx, input, signal }) => availabilityChanges(ctx.services.events, input.activityId, signal)),
});
