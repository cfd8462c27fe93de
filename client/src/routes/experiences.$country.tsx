import { isDestinationCountry } from '@regen/shared/countries';
import { Link, createFileRoute, notFound } from '@tanstack/react-router';
import { formatMessage } from '@regen/shared/i18n';
import { buttonClass } from '../components/ui/button.tsx';
import { CountryNotFound } from '../features/public/country-page.tsx';
import { ExperiencesPage } from '../features/public/experiences-page.tsx';
import { SearchLinkError, SearchSection, searchErrorMessage } from '../features/search/index.ts';
import { countryShareImage, pageHead } from '../lib/head.ts';
import { preload } from '../lib/route-data.ts';
import { validateCountrySearchFilters } from '../lib/search-params.ts';
import { useT } from '../lib/i18n.tsx';

/** A country page with any filter in its URL shows search results instead of its two sections. */
const isSearching = (filters: object) => Object.keys(filters).length > 0;

export const Route = createFileRoute('/experiences/$country')({
  // The search's filters, in the country (issue 14); one it cannot read shows what is wrong.
  validateSearch: validateCountrySearchFilters,
  loaderDeps: ({ search }) => search,
  loader: async ({ context, params, deps }) => {
    if (!isDestinationCountry(params.country)) throw notFound();
    await preload(
      isSearching(deps)
        ? context.trpcUtils.search.activities.prefetch({ ...deps, country: params.country }, { retry: false })
        : context.trpcUtils.catalogue.experiences.prefetch({ country: params.country }, { retry: false }),
    );
  },
  head: ({ match, params }) => {
    const { locale } = match.context;
    const { country } = params;
    return isDestinationCountry(country)
      ? pageHead(
          formatMessage(locale, 'meta.countryExperiences.title', { country }),
          formatMessage(locale, 'meta.countryExperiences.description', { country }),
          { image: countryShareImage(country) },
        )
      : pageHead(
          formatMessage(locale, 'meta.countryNotFound.title'),
          formatMessage(locale, 'meta.countryNotFound.description'),
        );
  },
  component: ExperiencesRoute,
  notFoundComponent: () => <CountryNotFound />,
  errorComponent: ExperiencesSearchError,
});

function ClearFilters({ country }: { country: string }) {
  const t = useT();
  return (
    <Link
      to="/experiences/$country"
      params={{ country }}
      search={{}}
      className={buttonClass('outline', 'md', 'w-full sm:w-auto')}
    >
      {t('search.page.clearFilters')}
    </Link>
  );
}

function ExperiencesRoute() {
  const { country } = Route.useParams();
  const filters = Route.useSearch();
  const navigate = Route.useNavigate();
  const searching = isSearching(filters);
  return (
    <ExperiencesPage
      country={country}
      search={
        <SearchSection
          filters={{ ...filters, country }}
          fixedCountry={country}
          showResults={searching}
          onSearch={(next) => void navigate({ search: next })}
          onSortChange={(sort) => void navigate({ search: (prev) => ({ ...prev, sort, page: undefined }) })}
          clearAction={<ClearFilters country={country} />}
        />
      }
      showSections={!searching}
    />
  );
}

function ExperiencesSearchError({ error }: { error: unknown }) {
  const { country } = Route.useParams();
  return (
    <ExperiencesPage
      country={country}
      search={<SearchLinkError message={searchErrorMessage(error)} clearAction={<ClearFilters country={country} />} />}
      showSections={false}
    />
  );
}
