import { useId, type KeyboardEvent } from 'react';
import { useT } from '../../lib/i18n.tsx';
import { Star } from './stars.tsx';

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
  const t = useT();
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
        {t('reviews.starInput.legend')} <span className="text-red-700">*</span>
      </legend>
      <div
        role="radiogroup"
        aria-label={t('reviews.starInput.group')}
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
              aria-label={t('reviews.starInput.star', { count: n, word: t('reviews.starInput.word', { stars: n }) })}
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
          {value ? t('reviews.starInput.word', { stars: value }) : ''}
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
