import { formatAverageRating } from '@regen/shared/format';
import { REVIEW_REPLY_MAX, reviewCountLabel } from '@regen/shared/rules/reviews';
import { replyToReviewInputSchema } from '@regen/shared/schemas/reviews';
import { useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { TextareaField } from '../../components/ui/field.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { errorMessage } from '../../lib/api-error.ts';
import { useSchemaForm } from '../../lib/form.ts';
import { useLocale, useT } from '../../lib/i18n.tsx';
import { notify } from '../../lib/toast.ts';
import { useReplyToReview, useSupplierReviews, type SupplierReview } from './api.ts';
import { ReviewItem } from './review-item.tsx';
import { Stars } from './stars.tsx';

/**
 * The supplier dashboard's reviews: the average and count over all its activities, and each
 * visible review with a reply form (one reply per review).
 */
export function SupplierReviewsPanel({ businessName }: { businessName?: string }) {
  const t = useT();
  const locale = useLocale();
  const reviews = useSupplierReviews();
  const summary = reviews.data?.pages[0]?.summary ?? null;
  const items = reviews.data?.pages.flatMap((page) => page.reviews) ?? [];
  return (
    <Card className="p-5 sm:p-6">
      <section aria-labelledby="supplier-reviews-title" data-testid="supplier-reviews">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="supplier-reviews-title" className="text-xl font-semibold text-stone-900">
            {t('reviews.heading')}
          </h2>
          {summary ? (
            <p className="flex items-center gap-2 text-sm text-stone-700" data-testid="supplier-rating">
              <Stars value={summary.average} />
              <span>
                <span className="text-lg font-bold text-stone-900">{formatAverageRating(summary.average, locale)}</span>{' '}
                {t('reviews.supplier.average', { count: reviewCountLabel(summary.count, locale) })}
              </span>
            </p>
          ) : null}
        </div>
        {reviews.isPending ? (
          <Spinner label={t('reviews.loading')} className="py-6" />
        ) : reviews.isError ? (
          <div role="alert" className="mt-3 text-sm text-stone-700">
            {t('reviews.loadFailed')}{' '}
            <Button variant="outline" size="sm" onClick={() => void reviews.refetch()}>
              {t('reviews.tryAgain')}
            </Button>
          </div>
        ) : items.length === 0 ? (
          <p className="mt-3 text-sm text-stone-700">{t('reviews.supplier.none')}</p>
        ) : (
          <div className="mt-2">
            {items.map((review) => (
              <ReviewItem key={review.id} review={review} supplierName={businessName} context={review.activityTitle}>
                {review.reply ? null : <ReplyForm review={review} />}
              </ReviewItem>
            ))}
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
          </div>
        )}
      </section>
    </Card>
  );
}

function ReplyForm({ review }: { review: SupplierReview }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const reply = useReplyToReview();
  const { register, handleSubmit, formState } = useSchemaForm(replyToReviewInputSchema, {
    defaultValues: { reviewId: review.id, text: '' },
  });
  if (!open) {
    return (
      <Button
        variant="outline"
        size="sm"
        className="mt-3"
        aria-label={t('reviews.reply.label', { name: review.reviewerName })}
        onClick={() => setOpen(true)}
      >
        {t('reviews.reply.open')}
      </Button>
    );
  }
  const submit = handleSubmit(async (values) => {
    try {
      await reply.mutateAsync(values);
    } catch (err) {
      notify.destructive(t('reviews.reply.notSent'), errorMessage(err, t('reviews.reply.saveFailed')));
      return;
    }
    notify.success(t('reviews.reply.posted'), t('reviews.reply.postedBody'));
  });
  return (
    <form onSubmit={(e) => void submit(e)} className="mt-3 space-y-2" noValidate>
      <TextareaField
        label={t('reviews.reply.fieldLabel', { name: review.reviewerName })}
        rows={3}
        maxLength={REVIEW_REPLY_MAX}
        hint={t('reviews.reply.hint')}
        error={formState.errors.text?.message}
        disabled={reply.isPending}
        {...register('text')}
      />
      <div className="flex gap-2">
        <Button type="submit" size="sm" disabled={reply.isPending}>
          {reply.isPending ? t('reviews.reply.posting') : t('reviews.reply.post')}
        </Button>
        <Button variant="outline" size="sm" onClick={() => setOpen(false)} disabled={reply.isPending}>
          {t('reviews.cancel')}
        </Button>
      </div>
    </form>
  );
}
