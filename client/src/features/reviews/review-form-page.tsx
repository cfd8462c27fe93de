import { formatInstantInZone, formatSlotDateTime } from '@regen/shared/format';
import { REVIEW_EDIT_HOURS, REVIEW_TEXT_MAX, REVIEW_WINDOW_DAYS } from '@regen/shared/rules/reviews';
import { createReviewInputSchema } from '@regen/shared/schemas/reviews';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { Button, buttonClass } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { TextareaField } from '../../components/ui/field.tsx';
import { Container } from '../../components/ui/page.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { errorMessage } from '../../lib/api-error.ts';
import { useSchemaForm } from '../../lib/form.ts';
import { notify } from '../../lib/toast.ts';
import { useCreateReview, useReviewFormContext, useUpdateReview, type ReviewFormContext } from './api.ts';
import { ReviewItem } from './review-item.tsx';
import { StarInput } from './star-input.tsx';

/**
 * /reviews/new/{bookingId}: the traveler's review of an attended booking ("How was it?"),
 * written once within 60 days of the activity and editable for 48 hours. The server decides
 * every rule; this page shows where the booking stands.
 */
export function ReviewFormPage({ bookingId }: { bookingId: string }) {
  const context = useReviewFormContext(bookingId);
  const [editing, setEditing] = useState(false);

  if (context.isPending) return <Spinner label="Loading your booking..." className="py-32" />;
  if (context.isError) {
    return (
      <Container className="max-w-2xl py-16 text-center">
        <h1 className="text-3xl font-bold text-stone-900">How was it?</h1>
        <p role="alert" className="mt-4 text-stone-700">
          {errorMessage(context.error, 'This booking could not be loaded.')}
        </p>
        <Link to="/traveler-dashboard" className={buttonClass('primary', 'md', 'mt-6')}>
          Back to my bookings
        </Link>
      </Container>
    );
  }
  const data = context.data;
  const review = data.review;
  return (
    <Container className="max-w-2xl py-10 sm:py-14">
      <h1 className="text-3xl font-bold text-stone-900">How was it?</h1>
      <p className="mt-2 text-stone-700">
        <span className="font-semibold text-stone-900">{data.activityTitle}</span>
        {' · '}
        {formatSlotDateTime(data.date, data.startTime, data.timeZone)}
      </p>
      <Card className="mt-6 p-5 sm:p-6">
        {review && !editing ? (
          <div>
            <h2 className="text-lg font-semibold text-stone-900">Your review</h2>
            {review.hidden ? (
              <p className="mt-2 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
                Our team has hidden this review: it no longer appears on the site.
              </p>
            ) : null}
            <ReviewItem
              review={{
                id: review.id,
                stars: review.stars,
                text: review.text,
                reviewerName: 'You',
                createdAt: review.createdAt,
                reply: review.reply,
              }}
            />
            {review.canEdit ? (
              <div className="flex flex-wrap items-center gap-3">
                <Button variant="outline" onClick={() => setEditing(true)}>
                  Edit review
                </Button>
                <p className="text-sm text-stone-600">
                  You can edit it until {formatInstantInZone(review.editableUntil, data.timeZone)}.
                </p>
              </div>
            ) : null}
            <Link
              to="/booking/$activityId"
              params={{ activityId: data.activityId }}
              className={buttonClass('primary', 'md', 'mt-4')}
            >
              See it on the activity page
            </Link>
          </div>
        ) : review || data.canCreate ? (
          <ReviewForm context={data} onDone={() => setEditing(false)} />
        ) : (
          <p role="status" className="text-stone-700">
            Reviews can be written up to {REVIEW_WINDOW_DAYS} days after the activity. This booking can no longer be
            reviewed.
          </p>
        )}
      </Card>
    </Container>
  );
}

function ReviewForm({ context, onDone }: { context: ReviewFormContext; onDone: () => void }) {
  const review = context.review;
  const create = useCreateReview();
  const update = useUpdateReview();
  const { register, handleSubmit, formState, watch, setValue } = useSchemaForm(createReviewInputSchema, {
    defaultValues: { bookingId: context.bookingId, stars: review?.stars, text: review?.text ?? '' },
  });
  const stars = watch('stars');
  const text = watch('text') ?? '';
  const pending = create.isPending || update.isPending;

  const submit = handleSubmit(async (values) => {
    try {
      if (review) await update.mutateAsync({ reviewId: review.id, stars: values.stars, text: values.text });
      else await create.mutateAsync(values);
    } catch (err) {
      notify.destructive('Review not saved', errorMessage(err, 'Your review could not be saved. Please try again.'));
      return;
    }
    notify.success(review ? 'Review updated' : 'Thank you for your review!', 'It now appears on the activity page.');
    onDone();
  });

  return (
    <form onSubmit={(e) => void submit(e)} className="space-y-5" noValidate>
      <StarInput
        value={stars}
        onChange={(n) => setValue('stars', n, { shouldValidate: true, shouldDirty: true })}
        error={formState.errors.stars?.message}
        disabled={pending}
      />
      <TextareaField
        label="Your review (optional)"
        rows={6}
        maxLength={REVIEW_TEXT_MAX}
        hint={`${text.length.toLocaleString('en-US')} / ${REVIEW_TEXT_MAX.toLocaleString('en-US')} characters. What did you do, and what difference did it make?`}
        error={formState.errors.text?.message}
        disabled={pending}
        {...register('text')}
      />
      <p className="text-sm text-stone-600">
        Your first name and last initial are shown with your review. You can edit it for {REVIEW_EDIT_HOURS} hours.
      </p>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={pending}>
          {pending ? 'Saving...' : review ? 'Save changes' : 'Post review'}
        </Button>
        {review ? (
          <Button variant="outline" onClick={onDone} disabled={pending}>
            Cancel
          </Button>
        ) : null}
      </div>
    </form>
  );
}
