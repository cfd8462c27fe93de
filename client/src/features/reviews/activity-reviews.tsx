import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { useT } from '../../lib/i18n.tsx';
import { useActivityReviews } from './api.ts';
import { ReviewItem } from './review-item.tsx';
import { RatingLine } from './stars.tsx';

/**
 * The booking page's reviews: the average (one decimal) and count, then the visible reviews
 * newest first, a page at a time, each with the supplier's reply under it. Only travelers whose
 * attendance the supplier confirmed can write one.
 */
export function ActivityReviews({ activityId, supplierName }: { activityId: string; supplierName?: string | null }) {
  const t = useT();
  const reviews = useActivityReviews(activityId, { enabled: true });
  const first = reviews.data?.pages[0];
  const items = reviews.data?.pages.flatMap((page) => page.reviews) ?? [];
  return (
    <Card className="p-5 sm:p-6">
      <section aria-labelledby="activity-reviews-title" data-testid="activity-reviews">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="activity-reviews-title" className="text-xl font-semibold text-stone-900">
            {t('reviews.heading')}
          </h2>
          <RatingLine summary={first?.summary} className="text-base" />
        </div>
        <p className="mt-1 text-xs text-stone-600">{t('reviews.verifiedNote')}</p>
        {reviews.isPending ? (
          <Spinner label={t('reviews.loading')} className="py-6" />
        ) : reviews.isError ? (
          <div role="alert" className="mt-4 text-sm text-stone-700">
            {t('reviews.loadFailed')}{' '}
            <Button variant="outline" size="sm" onClick={() => void reviews.refetch()}>
              {t('reviews.tryAgain')}
            </Button>
          </div>
        ) : items.length === 0 ? (
          <p className="mt-4 text-sm text-stone-700">{t('reviews.none')}</p>
        ) : (
          <>
            <div className="mt-2">
              {items.map((review) => (
                <ReviewItem key={review.id} review={review} supplierName={supplierName} />
              ))}
            </div>
            {reviews.hasNextPage ? (
              <Button
                variant="outline"
                className="mt-3"
                disabled={reviews.isFetchingNextPage}
                onClick={() => void reviews.fetchNextPage()}
              >
                {reviews.isFetchingNextPage ? t('reviews.loadingMore') : t('reviews.showMore')}
              </Button>
            ) : null}
          </>
        )}
      </section>
    </Card>
  );
}
