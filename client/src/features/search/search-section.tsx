import { searchFilterMessages, type SearchFilters, type SearchSort } from '@regen/shared/rules/search-filters';
import type { ReactNode } from 'react';
import { SearchFiltersForm } from './search-filters.tsx';
import { SearchResults } from './search-results.tsx';
import { useT } from '../../lib/i18n.tsx';

export interface SearchSectionProps {
  filters: SearchFilters;
  /** /experiences/{country}: the country is fixed by the path. */
  fixedCountry?: string | undefined;
  /** False on a country page without filters: its sections show instead of results. */
  showResults?: boolean;
  onSearch: (filters: SearchFilters) => void;
  onSortChange: (sort: SearchSort) => void;
  /** Link that clears every filter (to the page's own path without a query string). */
  clearAction: ReactNode;
}

/** The filters and, below them, the results they select (one URL holds both). */
export function SearchSection({
  filters,
  fixedCountry,
  showResults = true,
  onSearch,
  onSortChange,
  clearAction,
}: SearchSectionProps) {
  return (
    <>
      <SearchFiltersForm filters={filters} fixedCountry={fixedCountry} onSearch={onSearch} clearAction={clearAction} />
      {showResults ? <SearchResults filters={filters} onSortChange={onSortChange} clearAction={clearAction} /> : null}
    </>
  );
}

/** A search link whose filters cannot be read: what is wrong, and a way back to a clean search. */
export function SearchLinkError({ message, clearAction }: { message: string | undefined; clearAction: ReactNode }) {
  const t = useT();
  return (
    <div
      role="alert"
      className="mx-auto my-12 max-w-xl rounded-2xl border border-amber-300 bg-amber-50 px-6 py-10 text-center"
    >
      <p className="text-xl font-semibold text-stone-900">{t('search.linkError.title')}</p>
      <p className="mt-2 text-stone-800">{message ?? t('search.linkError.general')}</p>
      <div className="mt-6 flex justify-center">{clearAction}</div>
    </div>
  );
}

/**
 * What a page says about the error its route met: a filter's own message when the search link
 * could not be read (validateSearch threw it; the router wraps it, and a server-rendered page
 * hands it over as a plain error, so it is recognised by its text), else nothing (SearchLinkError
 * then says something general).
 */
export function searchErrorMessage(error: unknown): string | undefined {
  const message =
    typeof error === 'object' && error !== null && 'message' in error && typeof error.message === 'string'
      ? error.message
      : '';
  return filterMessages.has(message) ? message : undefined;
}

const filterMessages = new Set<string>(Object.values(searchFilterMessages));
