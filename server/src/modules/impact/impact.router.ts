import { receiptInputSchema, saveTripGoalInputSchema, updateReceiptInputSchema } from '@regen/shared/schemas/impact';
import { authedProcedure, publicProcedure, router } from '../../trpc/trpc.ts';
import { getReceipt, myImpact, myPointsTotal, saveTripGoal, updateReceipt } from './impact.service.ts';

export const impactRouter = router({
  /** My Impact: total points, points by country, credited activities with receipts, trip goal progress. */
  mine: authedProcedure.query(({ ctx }) => myImpact(ctx.services.db, ctx.user.id)),

  /** The signed-in traveler's Regen Points total (/profile). */
  total: authedProcedure.query(({ ctx }) => myPointsTotal(ctx.services.db, ctx.user.id)),

  /** Saves the calculator's result as the traveler's trip goal; the target is recomputed here. */
  saveGoal: authedProcedure
    .input(saveTripGoalInputSchema)
    .mutation(({ ctx, input }) => saveTripGoal(ctx.services.db, ctx.user.id, input)),

  /** A receipt's page: public when shared, its traveler's only when private (404 for anyone else). */
  receipt: publicProcedure
    .input(receiptInputSchema)
    .query(({ ctx, input }) => getReceipt(ctx.services.db, ctx.services.config, ctx.user?.id ?? null, input.receiptId)),

  /** Shares or hides a receipt, anonymous or named: its traveler only. */
  updateReceipt: authedProcedure
    .input(updateReceiptInputSchema)
    .mutation(({ ctx, input }) => updateReceipt(ctx.services.db, ctx.user.id, input)),
});
