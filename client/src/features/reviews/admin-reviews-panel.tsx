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
import { notify } from '../../lib/toast.ts';
import { useAdminReviews, useHideReview, useUnhideReview, type AdminReview } from './api.ts';
import { ReviewItem, reviewDay } from './review-item.tsx';

type Visibility = 'all' | 'visible' | 'hidden';

/**
 * The admin area's "Reviews": every review, newest first; hide one with a reason (its author is
 * told by email) or show a hidden one again.
 */
export function AdminReviewsPanel() {
  const [visibility, setVisibility] = useState<Visibility>('all');
  const [hiding, setHiding] = useState<AdminReview | null>(null);
  const reviews = useAdminReviews(visibility);
  const unhide = useUnhideReview();
  const items = reviews.data?.pages.flatMap((page) => page.reviews) ?? [];

  async function show(review: AdminReview) {
    try {
      await unhide.mutateAsync({ reviewId: review.id });
    } catch (err) {
      notify.destructive('Error', errorMessage(err, 'The review could not be shown again.'));
      return;
    }
    notify.success('Review shown', 'It is back on the activity page.');
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
              Reviews
            </h2>
            <p className="text-sm text-stone-600">Hide a review that breaks the rules; its author is told why.</p>
          </div>
          <div className="w-48">
            <SelectField label="Show" value={visibility} onChange={(e) => setVisibility(e.target.value as Visibility)}>
              <option value="all">All reviews</option>
              <option value="visible">Visible</option>
              <option value="hidden">Hidden</option>
            </SelectField>
          </div>
        </div>
        {reviews.isPending ? (
          <Spinner label="Loading reviews..." className="py-6" />
        ) : reviews.isError ? (
          <div role="alert" className="mt-3 text-sm text-stone-700">
            Reviews could not be loaded.{' '}
            <Button variant="outline" size="sm" onClick={() => void reviews.refetch()}>
              Try Again
            </Button>
          </div>
        ) : items.length === 0 ? (
          <p className="mt-3 text-sm text-stone-700">No reviews here.</p>
        ) : (
          <div className="mt-2">
            {items.map((review) => (
              <ReviewItem
                key={review.id}
                review={review}
                supplierName={review.supplierName}
                context={`${review.activityTitle} · ${review.supplierName}`}
              >
                <div className="mt-3 flex flex-wrap items-center gap-2">
                  {review.hidden ? (
                    <>
                      <Badge tone="red">Hidden</Badge>
                      <p className="text-sm text-stone-700">
                        {reviewDay(review.hidden.at)}
                        {review.hidden.by ? ` by ${review.hidden.by}` : ''}: {review.hidden.reason}
                      </p>
                      <Button
                        variant="outline"
                        size="sm"
                        disabled={unhide.isPending}
                        aria-label={`Unhide the review by ${review.reviewerName}`}
                        onClick={() => void show(review)}
                      >
                        Unhide
                      </Button>
                    </>
                  ) : (
                    <Button
                      variant="destructive"
                      size="sm"
                      aria-label={`Hide the review by ${review.reviewerName}`}
                      onClick={() => setHiding(review)}
                    >
                      Hide
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
                {reviews.isFetchingNextPage ? 'Loading...' : 'Show more'}
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
        title="Hide review"
        description={
          hiding ? `The review by ${hiding.reviewerName} of ${hiding.activityTitle} leaves the site.` : undefined
        }
      >
        {hiding ? <HideForm review={hiding} onDone={() => setHiding(null)} /> : null}
      </Dialog>
    </Container>
  );
}

function HideForm({ review, onDone }: { review: AdminReview; onDone: () => void }) {
  const hide = useHideReview();
  const { register, handleSubmit, formState } = useSchemaForm(hideReviewInputSchema, {
    defaultValues: { reviewId: review.id, reason: '' },
  });
  const submit = handleSubmit(async (values) => {
    try {
      await hide.mutateAsync(values);
    } catch (err) {
      notify.destructive('Error', errorMessage(err, 'The review could not be hidden.'));
      onDone();
      return;
    }
    notify.success('Review hidden', 'It is gone from the site, and its author has been told by email.');
    onDone();
  });
  return (
    <form onSubmit={(e) => void submit(e)} className="space-y-4" noValidate>
      <TextareaField
        label="Reason (sent to the reviewer)"
        rows={3}
        maxLength={REVIEW_HIDE_REASON_MAX}
        error={formState.errors.reason?.message}
        {...register('reason')}
      />
      <div className="flex justify-end gap-2">
        <Button variant="outline" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" variant="destructive" disabled={hide.isPending}>
          Hide review
        </Button>
      </div>
    </form>
  );
}
