import {
  activityReviewsInputSchema,
  adminReviewsInputSchema,
  createReviewInputSchema,
  hideReviewInputSchema,
  replyToReviewInputSchema,
  reviewBookingInputSchema,
  reviewIdInputSchema,
  supplierReviewsInputSchema,
  updateReviewInputSchema,
} from '@regen/shared/schemas/reviews';
import { adminProcedure, authedProcedure, publicProcedure, router, supplierProcedure } from '../../trpc/trpc.ts';
import {
  activityReviews,
  adminReviews,
  createReview,
  hideReview,
  myReviewStates,
  replyToReview,
  reviewFormContext,
  supplierReviews,
  unhideReview,
  updateReview,
} from './reviews.service.ts';

export const reviewsRouter = router({
  /** Public: an activity's visible reviews, newest first, paged, with the average and count. */
  forActivity: publicProcedure
    .input(activityReviewsInputSchema)
    .query(({ ctx, input }) => activityReviews(ctx.services.db, input)),

  /** The review form of one of the traveler's bookings (attended only). */
  forBooking: authedProcedure
    .input(reviewBookingInputSchema)
    .query(({ ctx, input }) => reviewFormContext(ctx.services.db, input.bookingId, ctx.user.id)),

  /** Per attended booking of the traveler: can a review be written or edited now. */
  mine: authedProcedure.query(({ ctx }) => myReviewStates(ctx.services.db, ctx.user.id)),

  /** The booking's traveler reviews an attended booking once, within 60 days of the slot. */
  create: authedProcedure
    .input(createReviewInputSchema)
    .mutation(({ ctx, input }) => createReview(ctx.services, ctx.user.id, input)),

  /** The author edits a review within 48 hours of writing it. */
  update: authedProcedure
    .input(updateReviewInputSchema)
    .mutation(({ ctx, input }) => updateReview(ctx.services, ctx.user.id, input)),

  /** The supplier's reviews over all its activities, with the average and count. */
  supplierReviews: supplierProcedure
    .input(supplierReviewsInputSchema)
    .query(({ ctx, input }) => supplierReviews(ctx.services.db, ctx.supplier.id, input?.cursor)),

  /** The activity's supplier replies once. */
  reply: supplierProcedure
    .input(replyToReviewInputSchema)
    .mutation(({ ctx, input }) => replyToReview(ctx.services, { id: ctx.supplier.id, userId: ctx.user.id }, input)),

  /** Every review, for moderation. */
  adminReviews: adminProcedure
    .input(adminReviewsInputSchema.optional())
    .query(({ ctx, input }) => adminReviews(ctx.services.db, input)),

  /** An admin hides a review with a reason; its author is told by email. */
  hide: adminProcedure
    .input(hideReviewInputSchema)
    .mutation(({ ctx, input }) => hideReview(ctx.services, ctx.user.id, input)),

  /** An admin shows a hidden review again. */
  unhide: adminProcedure
    .input(reviewIdInputSchema)
    .mutation(({ ctx, input }) => unhideReview(ctx.services, input.reviewId)),
});
