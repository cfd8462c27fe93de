import { tracked } from '@trpc/server';
import {
  adminActivitiesInputSchema,
  adminActivityInputSchema,
  updateActivityStatusInputSchema,
} from '@regen/shared/schemas/admin';
import { adminProcedure, resumeInputSchema, router } from '../../trpc/trpc.ts';
import { activityDetail, activityList, updateActivityStatus } from './admin.service.ts';

export const adminRouter = router({
  /** Every activity with its supplier, pending first; filter by status, search by title or supplier; paged; counts by status. */
  activities: adminProcedure
    .input(adminActivitiesInputSchema)
    .query(({ ctx, input }) => activityList(ctx.services.db, input)),

  /** One activity for the detail dialog, with its supplier and every moderation decision. */
  activity: adminProcedure
    .input(adminActivityInputSchema)
    .query(({ ctx, input }) => activityDetail(ctx.services.db, input.activityId)),

  /**
   * Live refresh of the dashboard: one item each time a supplier submits, edits or deletes
   * an activity or an admin decides one (resumable by event id).
   */
  onActivitiesChanged: adminProcedure.input(resumeInputSchema).subscription(async function* ({ ctx, input, signal }) {
    const stream = ctx.services.events.stream(ctx.user.id, {
      lastEventId: input?.lastEventId ?? null,
      ...(signal ? { signal } : {}),
      accept: (e) => e.type === 'admin.activities_changed',
    });
    for await (const event of stream) {
      if (event.type === 'admin.activities_changed') {
        yield tracked(String(event.id), { activityId: event.activityId, change: event.payload.change });
      }
    }
  }),

  /** Approve or reject a pending activity (CONFLICT when it has already been decided). */
  updateActivityStatus: adminProcedure
    .input(updateActivityStatusInputSchema)
    .mutation(({ ctx, input }) => updateActivityStatus(ctx.services, ctx.user.id, input)),
});
