import { REVIEW_HIDE_REASON_MAX } from '@regen/shared/rules/reviews';
import { hideReviewInputSchema } from '@regen/shared/schemas/reviews';
import { useState } from 'react';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Dialog } from '../../components/ui/dialog.tsx';
import { SelectField, TextareaField } from '../../components/ui/field.tsx';
import { Container } from '../../components/ui/page.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { errorMessage } from '../../lib/api-error.ts';
import { useSchemaForm } from '../../lib/form.ts';
import { useLocale, useT } from '../../lib/i18n.tsx';
import { notify } from '../../lib/toast.ts';
import { useAdminReviews, useHideReview, useUnhideReview, type AdminReview } from './api.ts';
import { ReviewItem, reviewDay } from './review-item.tsx';

type Visibility = 'all' | 'visible' | 'hidden';

/**
 * The admin area's "Reviews": every review, newest first; hide one with a reason (its author is
 * told by email) or show a hidden one again.
 */
export function AdminReviewsPanel() {
  const t = useT();
  const locale = useLocale();
  const [visibility, setVisibility] = useState<Visibility>('all');
  const [hiding, setHiding] = useState<AdminReview | null>(null);
  const reviews = useAdminReviews(visibility);
  const unhide = useUnhideReview();
  const items = reviews.data?.pages.flatMap((page) => page.reviews) ?? [];

  async function show(review: AdminReview) {
    try {
      await unhide.mutateAsync({ reviewId: review.id });
    } catch (err) {
      notify.destructive(t('reviews.admin.errorTitle'), errorMessage(err, t('reviews.admin.unhideFailed')));
      return;
    }
    notify.success(t('reviews.admin.shown'), t('reviews.admin.shownBody'));
  }

  return (
    <Container className="pb-10">
      <section
        aria-labelledby="admin-reviews-title"
        className="rounded-2xl border border-stone-200 bg-white p-5 sm:p-6"
        data-testid="admin-reviews"
      >
        <div className="flex flex-wrap items-end justify-between gap-3">
          <div>
            <h2 id="admin-reviews-title" className="text-xl font-semibold text-stone-900">
              {t('reviews.heading')}
            </h2>
            <p className="text-sm text-stone-600">{t('reviews.admin.intro')}</p>
          </div>
          <div className="w-48">
            <SelectField
              label={t('reviews.admin.show')}
              value={visibility}
              onChange={(e) => setVisibility(e.target.value as Visibility)}
            >
              <option value="all">{t('reviews.admin.all')}</option>
              <option value="visible">{t('reviews.admin.visible')}</option>
              <option value="hidden">{t('reviews.admin.hidden')}</option>
            </SelectField>
          </div>
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
          <p className="mt-3 text-sm text-stone-700">{t('reviews.admin.none')}</p>
        ) : (
          <div className="mt-2">
            {items.map((review) => (
              <ReviewItem
                key={review.id}
                review={review}
                supplierName={review.supplierName}
                context={t('reviews.admin.context', { activity: review.activityTitle, supplier: review.supplierName })}
              >
                <div className="mt-3 flex flex-wrap items-center gap-2">
                  {review.hidden ? (
                    <>
                      <Badge tone="red">{t('reviews.admin.hiddenBadge')}</Badge>
                      <p className="text-sm text-stone-700">
                        {review.hidden.by
                          ? t('reviews.admin.hiddenOnBy', {
                              day: reviewDay(review.hidden.at, locale),
                              by: review.hidden.by,
                              reason: review.hidden.reason,
                            })
                          : t('reviews.admin.hiddenOn', {
                              day: reviewDay(review.hidden.at, locale),
                              reason: review.hidden.reason,
                            })}
                      </p>
                      <Button
                        variant="outline"
                        size="sm"
                        disabled={unhide.isPending}
                        aria-label={t('reviews.admin.unhideLabel', { name: review.reviewerName })}
                        onClick={() => void show(review)}
                      >
                        {t('reviews.admin.unhide')}
                      </Button>
                    </>
                  ) : (
                    <Button
                      variant="destructive"
                      size="sm"
                      aria-label={t('reviews.admin.hideLabel', { name: review.reviewerName })}
                      onClick={() => setHiding(review)}
                    >
                      {t('reviews.admin.hide')}
                    </Button>
                  )}
                </div>
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
      <Dialog
        open={hiding !== null}
        onOpenChange={(open) => {
          if (!open) setHiding(null);
        }}
        title={t('reviews.admin.hideTitle')}
        description={
          hiding
            ? t('reviews.admin.hideDescription', { name: hiding.reviewerName, activity: hiding.activityTitle })
            : undefined
        }
      >
        {hiding ? <HideForm review={hiding} onDone={() => setHiding(null)} /> : null}
      </Dialog>
    </Container>
  );
}

function HideForm({ review, onDone }: { review: AdminReview; onDone: () => void }) {
  const t = useT();
  const hide = useHideReview();
  const { register, handleSubmit, formState } = useSchemaForm(hideReviewInputSchema, {
    defaultValues: { reviewId: review.id, reason: '' },
  });
  const submit = handleSubmit(async (values) => {
    try {
      await hide.mutateAsync(values);
    } catch (err) {
      notify.destructive(t('reviews.admin.errorTitle'), errorMessage(err, t('reviews.admin.hideFailed')));
      onDone();
      return;
    }
    notify.success(t('reviews.admin.hiddenToast'), t('reviews.admin.hiddenToastBody'));
    onDone();
  });
  return (
    <form onSubmit={(e) => void submit(e)} className="space-y-4" noValidate>
      <TextareaField
        label={t('reviews.admin.reason')}
        rows={3}
        maxLength={REVIEW_HIDE_REASON_MAX}
        error={formState.errors.reason?.message}
        {...register('reason')}
      />
      <div className="flex justify-end gap-2">
        <Button variant="outline" onClick={onDone}>
          {t('reviews.cancel')}
        </Button>
        <Button type="submit" variant="destructive" disabled={hide.isPending}>
          {t('reviews.admin.hideTitle')}
        </Button>
      </div>
    </form>
  );
}
