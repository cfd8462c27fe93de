import {
  ledgerEntriesInputSchema,
  logSelfReportedActionInputSchema,
  removeSelfReportedActionInputSchema,
} from '@regen/shared/schemas/ledger';
import { authedProcedure, publicProcedure, router } from '../../trpc/trpc.ts';
import {
  ledgerEntries,
  ledgerFilters,
  logSelfReportedAction,
  mySelfReportedActions,
  removeSelfReportedAction,
} from './ledger.service.ts';

export const ledgerRouter = router({
  /** /impact/ledger: a page of the public chain, newest first, by destination, activity and unit. */
  entries: publicProcedure
    .input(ledgerEntriesInputSchema)
    .query(({ ctx, input }) => ledgerEntries(ctx.services.db, input)),

  /** The listing's filter choices. */
  filters: publicProcedure.query(({ ctx }) => ledgerFilters(ctx.services.db)),

  /** Logs a suggested action as practised: self-reported, never credited (issue 32 part 3). */
  logAction: authedProcedure
    .input(logSelfReportedActionInputSchema)
    .mutation(({ ctx, input }) => logSelfReportedAction(ctx.services.db, ctx.user.id, input)),

  /** My Impact's self-reported section. */
  myActions: authedProcedure.query(({ ctx }) => mySelfReportedActions(ctx.services.db, ctx.user.id)),

  /** Removes one of my logged actions. */
  removeAction: authedProcedure
    .input(removeSelfReportedActionInputSchema)
    .mutation(({ ctx, input }) => removeSelfReportedAction(ctx.services.db, ctx.user.id, input)),
});
