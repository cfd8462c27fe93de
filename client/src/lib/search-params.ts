import { searchFiltersFromQuery, type SearchFilters } from '@regen/shared/rules/search-filters';

// The experiences search's query-string validators for the route files (validateSearch): the
// same filters search.activities accepts, so a URL the page accepts is one the server accepts.
// Here in lib/ rather than in features/search/ so that the route tree, which ships in every
// page's first download, imports the validators alone and not the feature's components; they
// read the URL without zod for the same reason (shared/src/rules/search-filters.ts, checked
// against the server's zod schema; docs/decisions/068).

export type { SearchFilters };

/** /experiences: every filter; one it cannot read throws its message (the route's errorComponent). */
export const validateSearchFilters = (raw: Record<string, unknown>): SearchFilters => searchFiltersFromQuery(raw);

/** /experiences/{country}: the same without the country, which the path fixes. */
export function validateCountrySearchFilters(raw: Record<string, unknown>): Omit<SearchFilters, 'country'> {
  const { country: _country, ...filters } = searchFiltersFromQuery(raw);
  return filters;
}
