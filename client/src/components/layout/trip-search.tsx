import { destinationOfLanguageTag } from '@regen/shared/rules/nearness';
import { useNavigate } from '@tanstack/react-router';
import { useId, useState, useSyncExternalStore, type FormEvent } from 'react';
import { destinationsInLocale } from '@regen/shared/format-names';
import { useFormatLocale, useT } from '../../lib/i18n.tsx';
import { buttonClass } from '../ui/button.tsx';

// The trip search (issue 30): where, when and how many, in the home page's hero and the header.
// It leads to /experiences with the search's own URL params (country, date, people), so the
// results page, its filters and a shared link read it as any other search. Without a country,
// the browser's first language with a region that is a destination ('en-GB') becomes `near`:
// the soonest results then start near the visitor (docs/decisions/094). It is a plain GET form
// too, so it works before the page has hydrated.

/** Party sizes offered; a larger party uses the results page's People field (up to 100). */
const PARTY_SIZES = Array.from({ length: 20 }, (_, i) => i + 1);

function localToday(): string {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
}
const subscribeToNothing = () => () => undefined;

/** The visitor's country from the browser's languages (its Accept-Language), if a destination. */
function visitorCountry(): string | undefined {
  const tags = typeof navigator === 'undefined' ? [] : [...(navigator.languages ?? []), navigator.language];
  for (const tag of tags) {
    const country = tag ? destinationOfLanguageTag(tag) : undefined;
    if (country) return country;
  }
  return undefined;
}

const fieldClass =
  'block h-11 w-full min-w-0 rounded-lg border border-stone-300 bg-white px-3 text-base text-stone-900 shadow-sm focus:border-brand-700 focus:ring-2 focus:ring-brand-700/30 focus:outline-none sm:text-sm';

export interface TripSearchFormProps {
  /** 'hero': labelled fields in a card; 'bar': one compact row (the header on a wide screen). */
  variant: 'hero' | 'bar';
  /** Called once the search has been started (the header closes its panel). */
  onSearched?: () => void;
  className?: string;
}

export function TripSearchForm({ variant, onSearched, className = '' }: TripSearchFormProps) {
  const t = useT();
  const locale = useFormatLocale();
  const navigate = useNavigate();
  const id = useId();
  const today = useSyncExternalStore(subscribeToNothing, localToday, () => undefined);
  const [country, setCountry] = useState('');
  const [date, setDate] = useState('');
  const [people, setPeople] = useState('1');

  function submit(event: FormEvent) {
    event.preventDefault();
    const near = country ? undefined : visitorCountry();
    const party = Number(people);
    // One person is every search's default: it adds no filter (an activity without open dates
    // stays listed).
    void navigate({
      to: '/experiences',
      search: {
        ...(country ? { country } : {}),
        ...(date ? { date } : {}),
        ...(party > 1 ? { people: party } : {}),
        ...(near ? { near } : {}),
      },
    });
    onSearched?.();
  }

  const bar = variant === 'bar';
  const labelClass = bar ? 'sr-only' : 'block text-sm font-medium text-stone-800';
  return (
    <form
      role="search"
      aria-label={bar || onSearched ? t('find.header.form') : t('find.form.name')}
      action="/experiences"
      method="get"
      onSubmit={submit}
      className={`${bar ? 'flex items-center gap-2' : 'grid grid-cols-2 gap-3 sm:grid-cols-[minmax(0,1fr)_9rem_auto] sm:items-end'} ${className}`}
    >
      <div className={bar ? 'w-[8.5rem]' : 'col-span-2 sm:col-span-3'}>
        <label htmlFor={`${id}-where`} className={labelClass}>
          {t('find.form.where')}
        </label>
        <select
          id={`${id}-where`}
          name="country"
          value={country}
          onChange={(e) => setCountry(e.target.value)}
          className={`${fieldClass} ${bar ? '' : 'mt-1'}`}
        >
          <option value="">{t('find.form.anywhere')}</option>
          {destinationsInLocale(locale).map((c) => (
            <option key={c.code} value={c.name}>
              {c.displayName}
            </option>
          ))}
        </select>
      </div>
      <div className={bar ? 'w-[9.5rem]' : ''}>
        <label htmlFor={`${id}-when`} className={labelClass}>
          {t('find.form.when')}
        </label>
        <input
          id={`${id}-when`}
          type="date"
          name="date"
          value={date}
          min={today}
          onChange={(e) => setDate(e.target.value)}
          className={`${fieldClass} ${bar ? '' : 'mt-1'}`}
        />
      </div>
      <div className={bar ? 'w-28' : ''}>
        <label htmlFor={`${id}-people`} className={labelClass}>
          {t('find.form.people')}
        </label>
        <select
          id={`${id}-people`}
          name="people"
          value={people}
          onChange={(e) => setPeople(e.target.value)}
          className={`${fieldClass} ${bar ? '' : 'mt-1'}`}
        >
          {PARTY_SIZES.map((n) => (
            <option key={n} value={n}>
              {t('common.people', { count: n })}
            </option>
          ))}
        </select>
      </div>
      <button
        type="submit"
        className={buttonClass('primary', bar ? 'icon' : 'lg', bar ? 'h-11 w-11' : 'col-span-2 h-11 sm:col-span-1')}
      >
        <SearchIcon />
        {/* The header's row shows the magnifier alone, for room. */}
        <span className={bar ? 'sr-only' : ''}>{bar ? t('find.header.open') : t('find.form.submit')}</span>
      </button>
    </form>
  );
}

export function SearchIcon({ className = 'h-4 w-4' }: { className?: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" fill="none" stroke="currentColor" strokeWidth="2" className={className}>
      <circle cx="8.5" cy="8.5" r="5.5" />
      <path d="m13 13 4.5 4.5" strokeLinecap="round" />
    </svg>
  );
}
