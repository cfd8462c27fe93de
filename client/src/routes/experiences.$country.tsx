import { isDestinationCountry } from '@regen/shared/countries';
import { Link, createFileRoute, notFound } from '@tanstack/react-router';
import { countryDisplayName } from '@regen/shared/format-names';
import { formatMessage } from '@regen/shared/i18n';
import { FORMAT_LOCALES } from '@regen/shared/i18n/locale-paths';
import { buttonClass } from '../components/ui/button.tsx';
import { CountryNotFound } from '../features/public/country-page.tsx';
import { ExperiencesPage } from '../features/public/experiences-page.tsx';
import { SearchLinkError, SearchSection, searchErrorMessage } from '../features/search/index.ts';
import { countryShareImage, pageHead } from '../lib/head.ts';
import { preload } from '../lib/route-data.ts';
import type { RouterContext } from '../router.tsx';
import { validateCountrySearchFilters } from '../lib/search-params.ts';
import { useT } from '../lib/i18n.tsx';

/** The most activities one `outcomes.ofActivities` read takes (its input's bound). */
const OUTCOMES_PER_READ = 60;

/**
 * The cards' declared outcomes (docs/decisions/107), read with the list so that a server-rendered
 * page carries them: one read per 60 cards, each card's own query (`outcomes.ofActivity`, the one
 * its outcomes line uses) filled from it, an activity without outcomes with an empty list.
 */
function cardOutcomes(utils: RouterContext['trpcUtils'], activityIds: readonly string[]): Promise<unknown> {
  const reads: Promise<void>[] = [];
  for (let start = 0; start < activityIds.length; start += OUTCOMES_PER_READ) {
    const chunk = activityIds.slice(start, start + OUTCOMES_PER_READ);
    reads.push(
      utils.outcomes.ofActivities.fetch({ activityIds: chunk }, { retry: false }).then((byActivity) => {
        for (const id of chunk) utils.outcomes.ofActivity.setData({ activityId: id }, byActivity[id] ?? []);
      }),
    );
  }
  return Promise.all(reads);
}

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
        : // The supplier activities' cards show their declared outcomes: read with the list.
          context.trpcUtils.catalogue.experiences
            .fetch({ country: params.country }, { retry: false })
            .then(({ environmental, social }) =>
              cardOutcomes(
                context.trpcUtils,
                [...environmental, ...social].filter((a) => a.isSupplierActivity).map((a) => a.activityId),
              ),
            ),
    );
  },
  head: ({ match, params }) => {
    const { locale } = match.context;
    const { country } = params;
    const name = countryDisplayName(country, FORMAT_LOCALES[locale]);
    return isDestinationCountry(country)
      ? pageHead(
          formatMessage(locale, 'meta.countryExperiences.title', { country: name }),
          formatMessage(locale, 'meta.countryExperiences.description', { country: name }),
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
