import {
  createScheduleInputSchema,
  removeScheduleExceptionInputSchema,
  scheduleCalendarInputSchema,
  scheduleExceptionInputSchema,
  scheduleIdInputSchema,
  schedulesOfActivityInputSchema,
  updateScheduleInputSchema,
} from '@regen/shared/schemas/schedules';
import { router, supplierProcedure } from '../../trpc/trpc.ts';
import * as service from './index.ts';

// Weekly schedules on the Calendar & Availability tab: only the activity's supplier reaches them
// (another supplier's activity or schedule is not found for them).
export const schedulesRouter = router({
  /** An activity's schedules (oldest first: their colours) with their exceptions. */
  list: supplierProcedure
    .input(schedulesOfActivityInputSchema)
    .query(({ ctx, input }) => service.schedulesOfActivity(ctx.services.db, ctx.supplier.id, input.activityId)),

  /** An activity's slots by day: which schedule each came from, booked and free spots. */
  calendar: supplierProcedure
    .input(scheduleCalendarInputSchema)
    .query(({ ctx, input }) =>
      service.scheduleCalendar(ctx.services.db, ctx.supplier.id, input.activityId, input.from, input.to),
    ),

  create: supplierProcedure
    .input(createScheduleInputSchema)
    .mutation(({ ctx, input }) => service.createSchedule(ctx.services, ctx.supplier.id, input)),

  update: supplierProcedure
    .input(updateScheduleInputSchema)
    .mutation(({ ctx, input }) => service.updateSchedule(ctx.services, ctx.supplier.id, input)),

  delete: supplierProcedure
    .input(scheduleIdInputSchema)
    .mutation(({ ctx, input }) => service.deleteSchedule(ctx.services, ctx.supplier.id, input.scheduleId)),

  /** Close a date, or change its times and spots. */
  setException: supplierProcedure
    .input(scheduleExceptionInputSchema)
    .mutation(({ ctx, input }) => service.setScheduleException(ctx.services, ctx.supplier.id, input)),

  removeException: supplierProcedure
    .input(removeScheduleExceptionInputSchema)
    .mutation(({ ctx, input }) =>
      service.removeScheduleException(ctx.services, ctx.supplier.id, input.scheduleId, input.date),
    ),
});
