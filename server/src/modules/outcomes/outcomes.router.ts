import { z } from 'zod';
import {
  activityOutcomesInputSchema,
  answerQueryInputSchema,
  countryImpactInputSchema,
  declareOutcomesInputSchema,
  grantVerifierInputSchema,
  impactReportInputSchema,
  reportInputSchema,
  reportOutcomesInputSchema,
  reviewOutcomesInputSchema,
  reviewQueueInputSchema,
} from '@regen/shared/schemas/outcomes';
import { forbidden } from '../../errors.ts';
import { findSupplierByUserId } from '../supplier/index.ts';
import { adminProcedure, authedProcedure, publicProcedure, router, supplierProcedure } from '../../trpc/trpc.ts';
import { countryImpact, impactReport } from './impact-report.service.ts';
import {
  activityOutcomes,
  answerQuery,
  canReview,
  declareOutcomes,
  grantVerifier,
  mySessions,
  outcomeReport,
  outcomesOfActivities,
  outcomesReviewQueue,
  reportOutcomes,
  reviewerStatus,
  reviewOutcomes,
  revokeVerifier,
  verifiers,
} from './outcomes.service.ts';

/**
 * Reviewing is an admin tool, and a verifier's decisions go to the public ledger: a reviewer's
 * session must have used a second factor, as adminProcedure asks of admins (docs/decisions/125),
 * unless a local demo offers it instead (`ADMIN_SECOND_FACTOR=offered`).
 */
function requireReviewerSecondFactor(ctx: {
  services: { config: { adminSecondFactorRequired: boolean } };
  user: { role: string };
  session: { secondFactorAt: Date | null };
}): void {
  if (!ctx.services.config.adminSecondFactorRequired || ctx.session.secondFactorAt) return;
  throw ctx.user.role === 'admin'
    ? forbidden('secondFactor.adminNeedsSecondFactor')
    : forbidden('secondFactor.reviewerNeedsSecondFactor');
}

/** Signed in as an admin, or as an account an admin granted the verifier role, with a second factor. */
const reviewerProcedure = authedProcedure.use(async ({ ctx, next }) => {
  if (!(await canReview(ctx.services.db, ctx.user))) throw forbidden('outcomes.error.reviewerOnly');
  requireReviewerSecondFactor(ctx);
  return next({ ctx });
});

export const outcomesRouter = router({
  /** An activity's declared outcomes (its page): public. */
  ofActivity: publicProcedure
    .input(activityOutcomesInputSchema)
    .query(({ ctx, input }) => activityOutcomes(ctx.services.db, input.activityId)),

  /** Declared outcomes of several activities (cards), by activity id: public. */
  ofActivities: publicProcedure
    .input(z.object({ activityIds: z.array(z.string().trim().max(100)).max(60) }))
    .query(({ ctx, input }) => outcomesOfActivities(ctx.services.db, input.activityIds)),

  /** Replaces an activity's declared outcomes: its supplier only. */
  declare: supplierProcedure
    .input(declareOutcomesInputSchema)
    .mutation(({ ctx, input }) =>
      declareOutcomes(ctx.services.db, { id: ctx.supplier.id, userId: ctx.supplier.user_id }, input),
    ),

  /** The supplier's sessions with attendance, with declared outcomes and the latest report. */
  mySessions: supplierProcedure.query(({ ctx }) => mySessions(ctx.services.db, ctx.supplier.id)),

  /** Reports what a session achieved, with up to 5 photos and a note: the activity's supplier only. */
  report: supplierProcedure
    .input(reportOutcomesInputSchema)
    .mutation(({ ctx, input }) =>
      reportOutcomes(ctx.services, { id: ctx.supplier.id, userId: ctx.supplier.user_id }, input),
    ),

  /** Answers a reviewer's question; the report returns to review. */
  answer: supplierProcedure
    .input(answerQueryInputSchema)
    .mutation(({ ctx, input }) =>
      answerQuery(ctx.services, { id: ctx.supplier.id, userId: ctx.supplier.user_id }, input),
    ),

  /** Whether the signed-in account may review outcomes. */
  reviewer: authedProcedure.query(({ ctx }) =>
    reviewerStatus(ctx.services.db, ctx.user, ctx.services.config.adminSecondFactorRequired),
  ),

  /** Reports to review (open) or decided: admins and verifiers. */
  reviewQueue: reviewerProcedure
    .input(reviewQueueInputSchema)
    .query(({ ctx, input }) => outcomesReviewQueue(ctx.services.db, ctx.user, input?.status ?? 'open')),

  /** One report: its supplier, admins and verifiers. */
  reportById: authedProcedure.input(reportInputSchema).query(async ({ ctx, input }) => {
    const supplier = await findSupplierByUserId(ctx.services.db, ctx.user.id);
    return outcomeReport(ctx.services.db, ctx.user, supplier?.id ?? null, input.reportId, () =>
      requireReviewerSecondFactor(ctx),
    );
  }),

  /** Verifies, queries (a question) or rejects (a reason) a report: admins and verifiers. */
  review: reviewerProcedure
    .input(reviewOutcomesInputSchema)
    .mutation(({ ctx, input }) => reviewOutcomes(ctx.services, ctx.user, input)),

  /** Gives an existing account the verifier role: admins only. */
  grantVerifier: adminProcedure
    .input(grantVerifierInputSchema)
    .mutation(({ ctx, input }) => grantVerifier(ctx.services.db, ctx.user.id, input.email)),

  /** Takes the verifier role back: admins only. */
  revokeVerifier: adminProcedure
    .input(grantVerifierInputSchema)
    .mutation(({ ctx, input }) => revokeVerifier(ctx.services.db, input.email)),

  /** The accounts with the verifier role: admins only. */
  verifiers: adminProcedure.query(({ ctx }) => verifiers(ctx.services.db)),

  /** A country page's impact panel: public. */
  countryImpact: publicProcedure
    .input(countryImpactInputSchema)
    .query(({ ctx, input }) => countryImpact(ctx.services.db, input.country)),

  /** The site-wide impact report, all time or one year: public. */
  impactReport: publicProcedure
    .input(impactReportInputSchema)
    .query(({ ctx, input }) => impactReport(ctx.services.db, input?.year)),
});
