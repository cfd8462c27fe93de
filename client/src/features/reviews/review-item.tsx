import { formatDayOf } from '@regen/shared/format';
import type { Locale } from '@regen/shared/i18n';
import type { PublicReview } from '@regen/shared/schemas/reviews';
import type { ReactNode } from 'react';
import { useLocale, useT } from '../../lib/i18n.tsx';
import { Stars } from './stars.tsx';

/** The day a review or reply was written, in words ('March 3, 2026'); the reader's calendar. */
export function reviewDay(date: Date, locale?: Locale): string {
  return formatDayOf(date, locale);
}

/** One review: stars, who and when, the text, and the supplier's reply under it. */
export function ReviewItem({
  review,
  supplierName,
  context,
  children,
}: {
  review: PublicReview;
  /** Who replied (the supplier's name); 'The supplier' when unknown. */
  supplierName?: string | null | undefined;
  /** Extra line above the review (the activity, in the supplier's and admin's lists). */
  context?: ReactNode;
  /** Actions under the review (reply, hide). */
  children?: ReactNode;
}) {
  const t = useT();
  const locale = useLocale();
  return (
    <article
      className="border-b border-stone-200 py-4 last:border-b-0"
      aria-label={t('reviews.item.label', { name: review.reviewerName })}
    >
      {context ? <p className="mb-1 text-xs font-medium text-stone-600">{context}</p> : null}
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <Stars value={review.stars} />
        <p className="text-sm font-semibold text-stone-900">{review.reviewerName}</p>
        <p className="text-xs text-stone-600">
          <time dateTime={review.createdAt.toISOString()}>{reviewDay(review.createdAt, locale)}</time>
        </p>
      </div>
      {review.text ? <p className="mt-2 text-sm whitespace-pre-line text-stone-800">{review.text}</p> : null}
      {review.reply ? (
        <div className="mt-3 ml-3 border-l-4 border-brand-200 bg-brand-50/60 py-2 pr-3 pl-3 sm:ml-6">
          <p className="text-xs font-semibold text-brand-900">
            {supplierName
              ? t('reviews.item.replyFrom', { supplier: supplierName })
              : t('reviews.item.replyFromSupplier')}
          </p>
          <p className="mt-1 text-sm whitespace-pre-line text-stone-800">{review.reply.text}</p>
        </div>
      ) : null}
      {children}
    </article>
  );
}
