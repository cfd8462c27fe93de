import { formatAverageRating, formatDecimal } from '@regen/shared/format';
import { reviewCountLabel, type ReviewSummary } from '@regen/shared/rules/reviews';
import { useLocale, useT } from '../../lib/i18n.tsx';

// Stars shown (a rating, an average), with their words for screen readers; the review form's
// input is in star-input.tsx, so that the pages that only show stars do not download it.

/** Where a message's number goes, to cut the message around it (never shown). */
const NUMBER_MARK = '\u0000';

const STAR_PATH = 'M10 1.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L10 14.9l-5.2 2.7 1-5.8L1.5 7.7l5.9-.9L10 1.5z';

export function Star({ filled, className = 'h-4 w-4' }: { filled: boolean; className?: string }) {
  return (
    <svg
      viewBox="0 0 20 20"
      aria-hidden="true"
      className={`${className} ${filled ? 'text-amber-500' : 'text-stone-300'}`}
    >
      <path d={STAR_PATH} fill="currentColor" />
    </svg>
  );
}

/** 1–5 stars, read as '4 out of 5 stars'. */
export function Stars({ value, className }: { value: number; className?: string }) {
  const t = useT();
  const locale = useLocale();
  const rounded = Math.round(value);
  return (
    <span
      role="img"
      aria-label={t('reviews.stars.label', { value: formatDecimal(value, locale) })}
      className="inline-flex items-center gap-0.5"
    >
      {[1, 2, 3, 4, 5].map((n) => (
        <Star key={n} filled={n <= rounded} {...(className ? { className } : {})} />
      ))}
    </span>
  );
}

/** '★ 4.5 · 12 reviews' (the cards, the booking page, the supplier's dashboard); nothing without reviews. */
export function RatingLine({
  summary,
  className = '',
}: {
  summary: ReviewSummary | null | undefined;
  className?: string;
}) {
  const t = useT();
  const locale = useLocale();
  if (!summary) return null;
  const average = formatAverageRating(summary.average, locale);
  // Screen readers hear the whole sentence, 'Rated 4.5 out of 5'; only the number shows. The
  // sentence is one message, cut where the number goes so a translation may put it anywhere.
  const [ratedBefore = '', ratedAfter = ''] = t('reviews.rating.rated', { average: NUMBER_MARK }).split(NUMBER_MARK);
  return (
    <span className={`inline-flex items-center gap-1 text-sm ${className}`} data-testid="rating-line">
      <Star filled />
      <span className="font-semibold text-stone-900">
        {ratedBefore ? <span className="sr-only">{ratedBefore}</span> : null}
        {average}
        {ratedAfter ? <span className="sr-only">{ratedAfter}</span> : null}
      </span>
      <span className="text-stone-600">· {reviewCountLabel(summary.count, locale)}</span>
    </span>
  );
}
