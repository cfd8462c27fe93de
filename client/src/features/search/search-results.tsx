import { formatNumber } from '@regen/shared/format';
import {
  effectiveSort,
  searchSortLabels,
  searchSorts,
  type SearchFilters,
  type SearchSort,
} from '@regen/shared/rules/search-filters';
import type { SearchResult } from '@regen/shared/schemas/search';
import { Link } from '@tanstack/react-router';
import { useId, type ReactNode } from 'react';
import { Button, buttonClass } from '../../components/ui/button.tsx';
import { ResultCard } from '../public/index.ts';
import { useSearchActivities } from './api.ts';
import { useFormatLocale, useT } from '../../lib/i18n.tsx';

/** The results' grid: a list of cards on a phone, 2 or 3 columns wider. */
const resultGrid = 'grid grid-cols-[minmax(0,1fr)] gap-3 sm:grid-cols-2 sm:gap-5 lg:grid-cols-3';

/** How many cards the skeleton shows: one full row at every width (1, 2 or 3 columns). */
const SKELETON_CARDS = 6;

/**
 * The shape of a result card while results load, the size of a real one (photo beside the text
 * on a phone, above it wider), so nothing below moves when they arrive.
 */
function CardSkeleton() {
  return (
    <div className="flex w-full overflow-hidden rounded-2xl border border-stone-200 bg-white shadow-sm sm:flex-col">
      <div className="w-28 shrink-0 animate-pulse bg-stone-200 min-[420px]:w-36 sm:aspect-[5/2] sm:w-full lg:aspect-[3/1]" />
      <div className="flex min-h-36 flex-1 flex-col gap-2 p-3 sm:p-4">
        <div className="h-5 w-3/4 animate-pulse rounded bg-stone-200" />
        <div className="h-4 w-1/2 animate-pulse rounded bg-stone-100" />
        <div className="h-4 w-5/6 animate-pulse rounded bg-stone-100" />
        <div className="mt-auto h-8 w-full animate-pulse rounded-lg bg-stone-100" />
      </div>
    </div>
  );
}

/** Cards standing in for results while they load (the text is for screen readers). */
export function ResultsSkeleton({ label }: { label?: string }) {
  const t = useT();
  return (
    <div>
      <p role="status" className="sr-only">
        {label ?? t('search.results.loading')}
      </p>
      <ul aria-hidden="true" className={resultGrid}>
        {Array.from({ length: SKELETON_CARDS }, (_, i) => (
          <li key={i} className="flex">
            <CardSkeleton />
          </li>
        ))}
      </ul>
    </div>
  );
}

function SortSelect({ filters, onSortChange }: { filters: SearchFilters; onSortChange: (sort: SearchSort) => void }) {
  const id = useId();
  const current = effectiveSort(filters);
  // Best match means something only for a text search.
  const sorts = searchSorts.filter((sort) => sort !== 'relevance' || filters.q);
  const t = useT();
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-sm font-medium whitespace-nowrap text-stone-800">
        {t('search.results.sortBy')}
      </label>
      <select
        id={id}
        value={current}
        onChange={(event) => onSortChange(event.target.value as SearchSort)}
        className="rounded-lg border border-stone-300 bg-white px-3 py-2 text-sm text-stone-900 shadow-sm focus:border-brand-700 focus:ring-2 focus:ring-brand-700/30 focus:outline-none"
      >
        {sorts.map((sort) => (
          <option key={sort} value={sort}>
            {t(searchSortLabels[sort])}
          </option>
        ))}
      </select>
    </div>
  );
}

/**
 * The current URL's filters on another page. Links go to "." (this page, /experiences or
 * /experiences/{country}) so the section serves both; the router cannot type a search of
 * "whichever route this is", hence the cast.
 */
const onPage = (page: number | undefined) => (prev: object) => ({ ...prev, page }) as never;

function Pagination({ result }: { result: SearchResult }) {
  const t = useT();
  const locale = useFormatLocale();
  if (result.pageCount <= 1) return null;
  const page = Math.min(result.page, result.pageCount);
  const linkClass = buttonClass('outline', 'md');
  const disabledClass = `${linkClass} pointer-events-none opacity-50`;
  return (
    <nav aria-label={t('search.results.pages')} className="mt-10 flex items-center justify-between gap-3">
      {page > 1 ? (
        <Link to="." search={onPage(page - 1)} rel="prev" className={linkClass}>
          {t('search.results.previous')}
        </Link>
      ) : (
        <span aria-disabled="true" className={disabledClass}>
          {t('search.results.previous')}
        </span>
      )}
      <p className="text-sm text-stone-700">
        {t('search.results.pageOf', {
          page: formatNumber(page, locale),
          pageCount: formatNumber(result.pageCount, locale),
        })}
      </p>
      {page < result.pageCount ? (
        <Link to="." search={onPage(page + 1)} rel="next" className={linkClass}>
          {t('search.results.next')}
        </Link>
      ) : (
        <span aria-disabled="true" className={disabledClass}>
          {t('search.results.next')}
        </span>
      )}
    </nav>
  );
}

function EmptyResults({ clearAction, pastTheEnd }: { clearAction: ReactNode; pastTheEnd: boolean }) {
  const t = useT();
  return (
    <div className="rounded-2xl border-2 border-dashed border-stone-300 bg-white px-6 py-12 text-center">
      <p className="text-xl font-semibold text-stone-900">
        {pastTheEnd ? t('search.results.noMore') : t('search.results.noMatch')}
      </p>
      <p className="mx-auto mt-2 max-w-lg text-stone-700">
        {pastTheEnd ? t('search.results.pastLast') : t('search.results.tryAnother')}
      </p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        {pastTheEnd ? (
          <Link to="." search={onPage(undefined)} className={buttonClass('primary')}>
            {t('search.results.firstPage')}
          </Link>
        ) : (
          clearAction
        )}
      </div>
    </div>
  );
}

/**
 * What the soonest order means here (docs/decisions/094): near a country first when the search
 * has one to be near (the visitor's, from the home page's search, or one chosen), with a way to
 * the plain date order; otherwise it says it is the date order in every destination. With a
 * country chosen, a link adds the destinations near it.
 */
function OrderNote({ filters }: { filters: SearchFilters }) {
  const t = useT();
  if (effectiveSort(filters) !== 'soonest') return null;
  const linkClass = 'font-semibold text-brand-800 underline underline-offset-2 hover:text-brand-900';
  if (filters.country) {
    const { country, page: _page, ...rest } = filters;
    return (
      <p className="mt-1 text-sm text-stone-700 lg:mt-0">
        <Link to="/experiences" search={{ ...rest, near: country }} className={linkClass}>
          {t('find.order.includeNearby', { country })}
        </Link>
      </p>
    );
  }
  return filters.near ? (
    <p className="mt-1 text-sm text-stone-700 lg:mt-0">
      {t('find.order.near', { country: filters.near })}{' '}
      <Link to="." search={withoutNear} className={linkClass}>
        {t('find.order.byDateOnly')}
      </Link>
    </p>
  ) : (
    <p className="mt-1 text-sm text-stone-700 lg:mt-0">{t('find.order.dateOnly')}</p>
  );
}

const withoutNear = (prev: object) => {
  const { near: _near, page: _page, ...rest } = prev as SearchFilters;
  return rest as never;
};

interface SearchResultsProps {
  filters: SearchFilters;
  onSortChange: (sort: SearchSort) => void;
  clearAction: ReactNode;
}

/**
 * A page of results for the filters in the URL: the count (announced when it changes), the
 * sort, the cards, and Previous/Next. While the first results load, skeleton cards hold their
 * place; while a changed search loads, the previous results stay, dimmed.
 */
export function SearchResults({ filters, onSortChange, clearAction }: SearchResultsProps) {
  const query = useSearchActivities(filters);
  const result = query.data;
  const updating = query.isPlaceholderData;
  const t = useT();
  const locale = useFormatLocale();
  // The booking page opens on the search's date and party size (issue 30).
  const booking = {
    ...(filters.date ? { date: filters.date } : {}),
    ...(filters.people ? { people: filters.people } : {}),
  };

  return (
    <section aria-labelledby="search-results-heading" className="mt-4 sm:mt-5">
      <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-2">
        <h2 id="search-results-heading" className="sr-only">
          {t('search.results.heading')}
        </h2>
        <div className="lg:flex lg:items-baseline lg:gap-4">
          <p aria-live="polite" aria-atomic="true" className="min-h-6 font-medium text-stone-900">
            {result && !updating
              ? t('search.results.count', { count: result.total, total: formatNumber(result.total, locale) })
              : query.isError
                ? ''
                : t('search.results.searching')}
          </p>
          <OrderNote filters={filters} />
        </div>
        <SortSelect filters={filters} onSortChange={onSortChange} />
      </div>
      <div className="mt-3 sm:mt-4">
        {query.isError && !result ? (
          <div role="alert" className="rounded-2xl border border-red-200 bg-red-50 px-6 py-8 text-center">
            <p className="font-semibold text-red-900">{t('search.results.loadFailed')}</p>
            <p className="mt-1 text-sm text-red-800">{query.error.message}</p>
            <Button variant="outline" className="mt-4" onClick={() => void query.refetch()}>
              {t('search.results.tryAgain')}
            </Button>
          </div>
        ) : !result ? (
          <ResultsSkeleton />
        ) : result.items.length === 0 ? (
          <EmptyResults clearAction={clearAction} pastTheEnd={result.total > 0} />
        ) : (
          <>
            <ul aria-busy={updating} className={`${resultGrid} transition-opacity ${updating ? 'opacity-60' : ''}`}>
              {result.items.map((activity, index) => (
                <li key={activity.activityId} className="flex min-w-0">
                  <ResultCard activity={activity} booking={booking} priority={index < 3} />
                </li>
              ))}
            </ul>
            <Pagination result={result} />
          </>
        )}
      </div>
    </section>
  );
}
