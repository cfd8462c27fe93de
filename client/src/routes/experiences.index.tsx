import { createFileRoute } from '@tanstack/react-router';
import { formatMessage } from '@regen/shared/i18n';
import { searchErrorMessage } from '../features/search/index.ts';
import { SearchLinkErrorPage, SearchPage } from '../features/search/search-page.tsx';
import { pageHead } from '../lib/head.ts';
import { preload } from '../lib/route-data.ts';
import { validateSearchFilters } from '../lib/search-params.ts';

// /experiences: search across all destinations. The filters are the URL's query string, read
// as search.activities reads them (lib/search-params.ts); one it cannot read shows what is wrong
// instead of the results (errorComponent).
export const Route = createFileRoute('/experiences/')({
  validateSearch: validateSearchFilters,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) =>
    preload(
      context.trpcUtils.search.activities.prefetch(deps, { retry: false }),
      context.trpcUtils.catalogue.destinationsSummary.prefetch(undefined, { retry: false }),
    ),
  head: ({ match }) =>
    pageHead(
      formatMessage(match.context.locale, 'meta.experiences.title'),
      formatMessage(match.context.locale, 'meta.experiences.description'),
    ),
  component: ExperiencesSearchRoute,
  errorComponent: ({ error }) => <SearchLinkErrorPage message={searchErrorMessage(error)} />,
});

function ExperiencesSearchRoute() {
  const filters = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <SearchPage
      filters={filters}
      onSearch={(next) => void navigate({ search: next })}
      onSortChange={(sort) => void navigate({ search: (prev) => ({ ...prev, sort, page: undefined }) })}
    />
  );
}
