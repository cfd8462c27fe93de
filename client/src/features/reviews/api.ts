import type { AppRouter } from '@regen/server/trpc/router';
import type { AdminReviewsInput } from '@regen/shared/schemas/reviews';
import type { inferRouterOutputs } from '@trpc/server';
import { keepPreviousData } from '@tanstack/react-query';
import { trpc } from '../../lib/trpc.ts';

// The reviews feature's calls (issue 13). The public list is a plain public query the booking
// route's loader can start (reviews.forActivity, paged by cursor).

type Outputs = inferRouterOutputs<AppRouter>['reviews'];
export type SupplierReview = Outputs['supplierReviews']['reviews'][number];
export type AdminReview = Outputs['adminReviews']['reviews'][number];
export type ReviewFormContext = Outputs['forBooking'];

/** An activity's visible reviews, newest first, a page at a time ("Show more"). */
export function useActivityReviews(activityId: string, { enabled }: { enabled: boolean }) {
  return trpc.reviews.forActivity.useInfiniteQuery(
    { activityId },
    { enabled, retry: false, getNextPageParam: (page) => page.nextCursor },
  );
}

/** The review state of each of the traveler's attended bookings (one read for every card). */
export function useMyReviewStates() {
  return trpc.reviews.mine.useQuery(undefined, { staleTime: 30_000 });
}

/** The review form of one booking. */
export function useReviewFormContext(bookingId: string) {
  return trpc.reviews.forBooking.useQuery({ bookingId }, { retry: false });
}

/** Everything a review changes: the lists, the summaries and the experiences cards. */
function useInvalidateReviews() {
  const utils = trpc.useUtils();
  return () => Promise.all([utils.reviews.invalidate(), utils.catalogue.experiences.invalidate()]);
}

export function useCreateReview() {
  const invalidate = useInvalidateReviews();
  return trpc.reviews.create.useMutation({ onSuccess: invalidate });
}

export function useUpdateReview() {
  const invalidate = useInvalidateReviews();
  return trpc.reviews.update.useMutation({ onSuccess: invalidate });
}

/** The supplier's reviews with the average and count. */
export function useSupplierReviews() {
  return trpc.reviews.supplierReviews.useInfiniteQuery({}, { getNextPageParam: (page) => page.nextCursor });
}

export function useReplyToReview() {
  const invalidate = useInvalidateReviews();
  return trpc.reviews.reply.useMutation({ onSuccess: invalidate });
}

/** Every review for moderation, filtered by visibility. */
export function useAdminReviews(visibility: NonNullable<AdminReviewsInput['visibility']>) {
  return trpc.reviews.adminReviews.useInfiniteQuery(
    { visibility },
    { getNextPageParam: (page) => page.nextCursor, placeholderData: keepPreviousData },
  );
}

export function useHideReview() {
  const invalidate = useInvalidateReviews();
  return trpc.reviews.hide.useMutation({ onSettled: invalidate });
}

export function useUnhideReview() {
  const invalidate = useInvalidateReviews();
  return trpc.reviews.unhide.useMutation({ onSettled: invalidate });
}
