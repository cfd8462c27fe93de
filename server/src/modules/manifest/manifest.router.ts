import {
  cancelSlotInputSchema,
  checkInInputSchema,
  manifestDayInputSchema,
  manifestSlotInputSchema,
  markPaidInputSchema,
  messageSlotInputSchema,
  ticketInputSchema,
} from '@regen/shared/schemas/manifest';
import { authedProcedure, router, supplierProcedure } from '../../trpc/trpc.ts';
import { enqueueReviewInvitation } from '../reviews/index.ts';
import * as service from './manifest.service.ts';

// The manifest's procedures (docs/decisions/104): the activity's supplier only, except the
// traveler's own ticket.
export const manifestRouter = router({
  /** A slot's manifest. */
  slot: supplierProcedure
    .input(manifestSlotInputSchema)
    .query(({ ctx, input }) => service.slotManifest(ctx.services.db, ctx.supplier.id, input.slotId.trim())),

  /** The supplier's slots of a day. */
  day: supplierProcedure
    .input(manifestDayInputSchema)
    .query(({ ctx, input }) => service.manifestDay(ctx.services.db, ctx.supplier.id, input.date)),

  /** Checks in a scanned or typed ticket (attendance with all its people, once). */
  checkIn: supplierProcedure
    .input(checkInInputSchema)
    .mutation(({ ctx, input }) =>
      service.checkInTicket(
        ctx.services,
        { id: ctx.supplier.id, userId: ctx.supplier.user_id },
        input.code,
        (trx, id) => enqueueReviewInvitation(trx, ctx.services.config.publicUrl, id),
      ),
    ),

  /** Checks in every booking of a slot not checked in yet. */
  checkInSlot: supplierProcedure
    .input(manifestSlotInputSchema)
    .mutation(({ ctx, input }) =>
      service.checkInSlot(
        ctx.services,
        { id: ctx.supplier.id, userId: ctx.supplier.user_id },
        input.slotId.trim(),
        (trx, id) => enqueueReviewInvitation(trx, ctx.services.config.publicUrl, id),
      ),
    ),

  /** Marks a booking paid on site. */
  markPaid: supplierProcedure
    .input(markPaidInputSchema)
    .mutation(({ ctx, input }) =>
      service.markPaid(ctx.services.db, { id: ctx.supplier.id, userId: ctx.supplier.user_id }, input),
    ),

  /** Cancels a whole slot with one reason. */
  cancelSlot: supplierProcedure
    .input(cancelSlotInputSchema)
    .mutation(({ ctx, input }) =>
      service.cancelSlot(ctx.services, { id: ctx.supplier.id, userId: ctx.supplier.user_id }, input),
    ),

  /** One message to every booking of a slot. */
  messageSlot: supplierProcedure
    .input(messageSlotInputSchema)
    .mutation(({ ctx, input }) =>
      service.messageSlot(ctx.services, { id: ctx.supplier.id, userId: ctx.supplier.user_id }, input),
    ),

  /** The signed-in traveler's ticket for one of their bookings. */
  ticket: authedProcedure
    .input(ticketInputSchema)
    .query(({ ctx, input }) => service.travelerTicket(ctx.services.db, ctx.user.id, input.bookingId)),
});
