import { formatAverageRating, reviewCountLabel, type ReviewSummary } from '@regen/shared/rules/reviews';
import { useId, type KeyboardEvent } from 'react';

// Stars shown (a rating, an average) and chosen (the review form), with their words for screen
// readers.

const STAR_PATH = 'M10 1.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L10 14.9l-5.2 2.7 1-5.8L1.5 7.7l5.9-.9L10 1.5z';

function Star({ filled, className = 'h-4 w-4' }: { filled: boolean; className?: string }) {
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
  const rounded = Math.round(value);
  return (
    <span role="img" aria-label={`${value} out of 5 stars`} className="inline-flex items-center gap-0.5">
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
  if (!summary) return null;
  const average = formatAverageRating(summary.average);
  return (
    <span className={`inline-flex items-center gap-1 text-sm ${className}`} data-testid="rating-line">
      <Star filled />
      <span className="font-semibold text-stone-900">
        <span className="sr-only">Rated </span>
        {average}
        <span className="sr-only"> out of 5</span>
      </span>
      <span className="text-stone-600">· {reviewCountLabel(summary.count)}</span>
    </span>
  );
}

const starWords = ['', 'Poor', 'Fair', 'Good', 'Very good', 'Excellent'];

/**
 * Choosing 1–5 stars: a radio group (arrow keys move and choose, as native radios do), each
 * star labelled '3 stars: Good'.
 */
export function StarInput({
  value,
  onChange,
  error,
  disabled,
}: {
  value: number | undefined;
  onChange: (stars: number) => void;
  error?: string | undefined;
  disabled?: boolean;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  const onKeyDown = (event: KeyboardEvent) => {
    const delta =
      event.key === 'ArrowRight' || event.key === 'ArrowUp'
        ? 1
        : event.key === 'ArrowLeft' || event.key === 'ArrowDown'
          ? -1
          : 0;
    if (!delta) return;
    event.preventDefault();
    const next = Math.min(5, Math.max(1, (value ?? 0) + delta));
    onChange(next);
    document.getElementById(`${id}-${next}`)?.focus();
  };
  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend className="text-sm font-medium text-stone-800">
        Your rating <span className="text-red-700">*</span>
      </legend>
      <div
        role="radiogroup"
        aria-label="Rating"
        aria-required="true"
        className="mt-2 flex items-center gap-1"
        onKeyDown={onKeyDown}
      >
        {[1, 2, 3, 4, 5].map((n) => {
          const checked = value === n;
          return (
            <button
              key={n}
              id={`${id}-${n}`}
              type="button"
              role="radio"
              aria-checked={checked}
              aria-label={`${n} ${n === 1 ? 'star' : 'stars'}: ${starWords[n]}`}
              tabIndex={checked || (value === undefined && n === 1) ? 0 : -1}
              disabled={disabled}
              onClick={() => onChange(n)}
              className="rounded-md p-1 focus-visible:ring-2 focus-visible:ring-brand-700 focus-visible:outline-none"
            >
              <Star filled={value !== undefined && n <= value} className="h-9 w-9" />
            </button>
          );
        })}
        <span className="ml-2 text-sm whitespace-nowrap text-stone-700" aria-hidden="true">
          {value ? starWords[value] : ''}
        </span>
      </div>
      {error ? (
        <p id={errorId} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
