import type { SearchFilters } from '@regen/shared/rules/search-filters';
import { keepPreviousData } from '@tanstack/react-query';
import { trpc } from '../../lib/trpc.ts';

// The search's one call: a page of results for the filters in the URL.

/**
 * While a new search runs, the previous results stay on screen (dimmed by the page), so the
 * list does not collapse into skeletons and back at every change of a filter.
 */
export function useSearchActivities(filters: SearchFilters) {
  return trpc.search.activities.useQuery(filters, { retry: false, placeholderData: keepPreviousData });
}
