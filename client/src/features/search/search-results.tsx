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
import { ActivityCard } from '../public/index.ts';
import { useSearchActivities } from './api.ts';
import { useT } from '../../lib/i18n.tsx';

/** How many cards the skeleton shows: one full row at every width (1, 2 or 3 columns). */
const SKELETON_CARDS = 6;

/**
 * The shape of a card while results load, the size of a real one (photo 16:10, the text block's
 * usual height), so nothing below moves when they arrive.
 */
function CardSkeleton() {
  return (
    <div className="flex w-full flex-col overflow-hidden rounded-2xl border border-stone-200 bg-white shadow-sm">
      <div className="aspect-[16/10] w-full animate-pulse bg-stone-200" />
      <div className="flex min-h-[22rem] flex-col gap-3 p-5">
        <div className="h-5 w-40 animate-pulse rounded bg-stone-200" />
        <div className="h-6 w-3/4 animate-pulse rounded bg-stone-200" />
        <div className="h-4 w-full animate-pulse rounded bg-stone-100" />
        <div className="h-4 w-5/6 animate-pulse rounded bg-stone-100" />
        <div className="mt-2 h-24 w-full animate-pulse rounded-xl bg-stone-100" />
        <div className="mt-auto h-10 w-full animate-pulse rounded-lg bg-stone-100" />
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
      <ul aria-hidden="true" className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
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
            {searchSortLabels[sort]}
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
        {t('search.results.pageOf', { page: formatNumber(page), pageCount: formatNumber(result.pageCount) })}
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

  return (
    <section aria-labelledby="search-results-heading" className="mt-8">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <h2 id="search-results-heading" className="sr-only">
          {t('search.results.heading')}
        </h2>
        <p aria-live="polite" aria-atomic="true" className="min-h-6 font-medium text-stone-900">
          {result && !updating
            ? t('search.results.count', { count: result.total, total: formatNumber(result.total) })
            : query.isError
              ? ''
              : t('search.results.searching')}
        </p>
        <SortSelect filters={filters} onSortChange={onSortChange} />
      </div>
      <div className="mt-6">
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
            <ul
              aria-busy={updating}
              className={`grid gap-6 transition-opacity sm:grid-cols-2 lg:grid-cols-3 ${updating ? 'opacity-60' : ''}`}
            >
              {result.items.map((activity) => (
                <li key={activity.activityId} className="flex">
                  <ActivityCard activity={activity} />
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
