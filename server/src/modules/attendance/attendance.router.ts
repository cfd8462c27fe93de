import { markAttendanceInputSchema } from '@regen/shared/schemas/impact';
import { router, supplierProcedure } from '../../trpc/trpc.ts';
import { enqueueReviewInvitation } from '../reviews/index.ts';
import { markAttendance, supplierAttendance } from './attendance.service.ts';

export const attendanceRouter = router({
  /**
   * Marks a booking attended (with how many of the booked people came) or a no-show, or corrects
   * it within 14 days of the slot's start: the activity's supplier only. Credits the traveler
   * and invites them to review it ("How was it?", once; docs/decisions/053).
   */
  mark: supplierProcedure
    .input(markAttendanceInputSchema)
    .mutation(({ ctx, input }) =>
      markAttendance(ctx.services, { id: ctx.supplier.id, userId: ctx.supplier.user_id }, input, (trx, bookingId) =>
        enqueueReviewInvitation(trx, ctx.services.config.publicUrl, bookingId),
      ),
    ),

  /** The attendance of this supplier's confirmed bookings whose slot has started. */
  ofMyBookings: supplierProcedure.query(({ ctx }) => supplierAttendance(ctx.services.db, ctx.supplier.id)),
});
