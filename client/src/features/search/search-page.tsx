import type { SearchFilters, SearchSort } from '@regen/shared/rules/search-filters';
import { Link } from '@tanstack/react-router';
import { buttonClass } from '../../components/ui/button.tsx';
import { Container } from '../../components/ui/page.tsx';
import { CountryLinkGrid, useDestinationsSummary } from '../public/index.ts';
import { SearchLinkError, SearchSection } from './search-section.tsx';
import { useT } from '../../lib/i18n.tsx';

function ClearFilters() {
  const t = useT();
  return (
    <Link to="/experiences" search={{}} className={buttonClass('outline', 'md', 'w-full sm:w-auto')}>
      {t('search.page.clearFilters')}
    </Link>
  );
}

const clearAction = <ClearFilters />;

/**
 * The page's title, low and plain: the filters and the first results come on the first screen,
 * on a phone too (issue 30).
 */
function PageHero() {
  const t = useT();
  return (
    <div className="border-b border-stone-200 bg-brand-50">
      <Container className="py-4">
        <h1 className="text-2xl font-bold tracking-tight text-stone-900 sm:text-3xl">{t('search.page.title')}</h1>
        <p className="mt-1 max-w-3xl text-sm text-stone-700 sm:text-base">{t('search.page.heroText')}</p>
      </Container>
    </div>
  );
}

/**
 * /experiences: the search across all destinations (issue 14), and below it every country's
 * experiences, where the booking page sends a traveler whose activity is gone
 * (docs/spec/public-site.md §2, §8).
 */
export function SearchPage({
  filters,
  onSearch,
  onSortChange,
}: {
  filters: SearchFilters;
  onSearch: (filters: SearchFilters) => void;
  onSortChange: (sort: SearchSort) => void;
}) {
  const summary = useDestinationsSummary();
  const t = useT();
  return (
    <>
      <PageHero />
      <Container className="py-4 sm:py-8">
        <SearchSection filters={filters} onSearch={onSearch} onSortChange={onSortChange} clearAction={clearAction} />
        <section aria-labelledby="browse-destinations" className="mt-16">
          <h2 id="browse-destinations" className="text-2xl font-bold text-stone-900">
            {t('search.page.browse')}
          </h2>
          <CountryLinkGrid to="/experiences/$country" summary={summary} className="mt-6" />
        </section>
      </Container>
    </>
  );
}

/** /experiences with filters that cannot be read (a mistyped or outdated link). */
export function SearchLinkErrorPage({ message }: { message: string | undefined }) {
  return (
    <>
      <PageHero />
      <Container>
        <SearchLinkError message={message} clearAction={clearAction} />
      </Container>
    </>
  );
}
