import { tracked } from '@trpc/server';
import {
  activityIdInputSchema,
  addSlotsInputSchema,
  createActivityInputSchema,
  listSlotsInputSchema,
  slotIdInputSchema,
  toggleSlotInputSchema,
  updateActivityInputSchema,
  updateSlotSpotsInputSchema,
} from '@regen/shared/schemas/supplier';
import { resumeInputSchema, router, supplierProcedure } from '../../trpc/trpc.ts';
import * as service from './index.ts';

export const supplierRouter = router({
  /** The header and the four stat cards, computed on the server. */
  dashboard: supplierProcedure.query(({ ctx }) =>
    service.dashboardStats(ctx.services.db, ctx.services.config, ctx.supplier),
  ),

  myActivities: supplierProcedure.query(({ ctx }) => service.myActivities(ctx.services.db, ctx.supplier.id)),

  createActivity: supplierProcedure
    .input(createActivityInputSchema)
    .mutation(({ ctx, input }) => service.createActivity(ctx.services, ctx.supplier, ctx.user.id, input)),

  updateActivity: supplierProcedure
    .input(updateActivityInputSchema)
    .mutation(({ ctx, input }) => service.updateActivity(ctx.services, ctx.supplier, ctx.user.id, input)),

  deleteActivity: supplierProcedure
    .input(activityIdInputSchema)
    .mutation(({ ctx, input }) => service.deleteActivity(ctx.services, ctx.supplier.id, ctx.user.id, input.activityId)),

  /** Slots of the supplier's activities for a day (from = to) or a range. */
  listSlots: supplierProcedure
    .input(listSlotsInputSchema)
    .query(({ ctx, input }) => service.listSlots(ctx.services.db, ctx.supplier.id, input.from, input.to)),

  addSlots: supplierProcedure
    .input(addSlotsInputSchema)
    .mutation(({ ctx, input }) => service.addSlots(ctx.services, ctx.supplier.id, input)),

  toggleSlot: supplierProcedure
    .input(toggleSlotInputSchema)
    .mutation(({ ctx, input }) => service.toggleSlot(ctx.services, ctx.supplier.id, input.slotId, input.isAvailable)),

  deleteSlot: supplierProcedure
    .input(slotIdInputSchema)
    .mutation(({ ctx, input }) => service.deleteSlot(ctx.services, ctx.supplier.id, input.slotId)),

  updateSpots: supplierProcedure
    .input(updateSlotSpotsInputSchema)
    .mutation(({ ctx, input }) => service.updateSlotSpots(ctx.services, ctx.supplier.id, input.slotId, input.spots)),

  /** Bookings of the supplier's activities with customer info: current and past. */
  bookings: supplierProcedure.query(({ ctx }) => service.supplierBookings(ctx.services.db, ctx.supplier.id)),

  /** New and cancelled bookings of this supplier's activities, live (resumable with lastEventId). */
  bookingAlerts: supplierProcedure.input(resumeInputSchema).subscription(async function* ({ ctx, input, signal }) {
    const stream = ctx.services.events.stream(ctx.user.id, {
      lastEventId: input?.lastEventId ?? null,
      ...(signal ? { signal } : {}),
      accept: (e) => e.type === 'booking.created' || e.type === 'booking.cancelled' || e.type === 'booking.rescheduled',
    });
    for await (const event of stream) {
      const alert = await service.bookingAlertFor(ctx.services.db, ctx.supplier.id, event);
      if (alert) yield tracked(String(event.id), alert);
    }
  }),
});
