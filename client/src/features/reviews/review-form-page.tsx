import { formatInstantInZone, formatNumber, formatSlotDateTime } from '@regen/shared/format';
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
import { useLocale, useT } from '../../lib/i18n.tsx';
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
  const t = useT();
  const locale = useLocale();
  const context = useReviewFormContext(bookingId);
  const [editing, setEditing] = useState(false);

  if (context.isPending) return <Spinner label={t('reviews.form.loading')} className="py-32" />;
  if (context.isError) {
    return (
      <Container className="max-w-2xl py-16 text-center">
        <h1 className="text-3xl font-bold text-stone-900">{t('reviews.form.title')}</h1>
        <p role="alert" className="mt-4 text-stone-700">
          {errorMessage(context.error, t('reviews.form.loadFailed'))}
        </p>
        <Link to="/traveler-dashboard" className={buttonClass('primary', 'md', 'mt-6')}>
          {t('reviews.form.backToBookings')}
        </Link>
      </Container>
    );
  }
  const data = context.data;
  const review = data.review;
  return (
    <Container className="max-w-2xl py-10 sm:py-14">
      <h1 className="text-3xl font-bold text-stone-900">{t('reviews.form.title')}</h1>
      <p className="mt-2 text-stone-700">
        <span className="font-semibold text-stone-900">{data.activityTitle}</span>
        {' · '}
        {formatSlotDateTime(data.date, data.startTime, data.timeZone, locale)}
      </p>
      <Card className="mt-6 p-5 sm:p-6">
        {review && !editing ? (
          <div>
            <h2 className="text-lg font-semibold text-stone-900">{t('reviews.action.yours')}</h2>
            {review.hidden ? (
              <p className="mt-2 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
                {t('reviews.form.hiddenNote')}
              </p>
            ) : null}
            <ReviewItem
              review={{
                id: review.id,
                stars: review.stars,
                text: review.text,
                reviewerName: t('reviews.form.you'),
                createdAt: review.createdAt,
                reply: review.reply,
              }}
            />
            {review.canEdit ? (
              <div className="flex flex-wrap items-center gap-3">
                <Button variant="outline" onClick={() => setEditing(true)}>
                  {t('reviews.action.edit')}
                </Button>
                <p className="text-sm text-stone-600">
                  {t('reviews.form.editableUntil', {
                    deadline: formatInstantInZone(review.editableUntil, data.timeZone, locale),
                  })}
                </p>
              </div>
            ) : null}
            <Link
              to="/booking/$activityId"
              params={{ activityId: data.activityId }}
              className={buttonClass('primary', 'md', 'mt-4')}
            >
              {t('reviews.form.seeOnActivity')}
            </Link>
          </div>
        ) : review || data.canCreate ? (
          <ReviewForm context={data} onDone={() => setEditing(false)} />
        ) : (
          <p role="status" className="text-stone-700">
            {t('reviews.windowClosed', { days: formatNumber(REVIEW_WINDOW_DAYS, locale) })}
          </p>
        )}
      </Card>
    </Container>
  );
}

function ReviewForm({ context, onDone }: { context: ReviewFormContext; onDone: () => void }) {
  const t = useT();
  const locale = useLocale();
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
      notify.destructive(t('reviews.form.notSaved'), errorMessage(err, t('reviews.form.saveFailed')));
      return;
    }
    notify.success(review ? t('reviews.form.updated') : t('reviews.form.thanks'), t('reviews.form.nowAppears'));
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
        label={t('reviews.form.textLabel')}
        rows={6}
        maxLength={REVIEW_TEXT_MAX}
        hint={t('reviews.form.textHint', {
          count: formatNumber(text.length, locale),
          max: formatNumber(REVIEW_TEXT_MAX, locale),
        })}
        error={formState.errors.text?.message}
        disabled={pending}
        {...register('text')}
      />
      <p className="text-sm text-stone-600">
        {t('reviews.form.nameShown')} {t('reviews.form.editFor', { hours: formatNumber(REVIEW_EDIT_HOURS, locale) })}
      </p>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={pending}>
          {pending ? t('reviews.form.saving') : review ? t('reviews.form.saveChanges') : t('reviews.form.post')}
        </Button>
        {review ? (
          <Button variant="outline" onClick={onDone} disabled={pending}>
            {t('reviews.cancel')}
          </Button>
        ) : null}
      </div>
    </form>
  );
}
