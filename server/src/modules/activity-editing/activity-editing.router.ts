import {
  editableActivityInputSchema,
  rejectRevisionInputSchema,
  revisionIdInputSchema,
} from '@regen/shared/schemas/activity-editing';
import { adminProcedure, router, supplierProcedure } from '../../trpc/trpc.ts';
import * as service from './activity-editing.service.ts';

// Changes of live activities (docs/decisions/102): the supplier's side (the edit form's values,
// which changes wait) and the admin's review (the queue, the diff, approve, reject).
export const activityEditingRouter = router({
  /** The edit form's values: the change waiting for review, else the live version (own activities only). */
  editable: supplierProcedure
    .input(editableActivityInputSchema)
    .query(({ ctx, input }) => service.editableActivity(ctx.services.db, ctx.supplier.id, input.activityId)),

  /** The supplier's live activities whose latest change waits for review or was rejected. */
  myChanges: supplierProcedure.query(({ ctx }) => service.myActivityChanges(ctx.services.db, ctx.supplier.id)),

  /** Changes waiting for review, oldest first. */
  pending: adminProcedure.query(({ ctx }) => service.pendingRevisions(ctx.services.db)),

  /** One change, field by field: the live value and the proposed one. */
  review: adminProcedure
    .input(revisionIdInputSchema)
    .query(({ ctx, input }) => service.revisionReview(ctx.services.db, input.revisionId)),

  /** The change goes live (CONFLICT when already decided). */
  approve: adminProcedure
    .input(revisionIdInputSchema)
    .mutation(({ ctx, input }) => service.approveRevision(ctx.services, ctx.user.id, input.revisionId)),

  /** The change is refused with a reason; the live version stays (CONFLICT when already decided). */
  reject: adminProcedure
    .input(rejectRevisionInputSchema)
    .mutation(({ ctx, input }) => service.rejectRevision(ctx.services, ctx.user.id, input)),
});
