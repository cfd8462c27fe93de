import { Container, Hero } from '../../components/ui/page.tsx';
import { useDestinationsSummary } from './api.ts';
import { CountryLinkGrid } from './country-link-grid.tsx';

/**
 * /experiences without a country: where the booking page sends a traveler whose activity
 * is gone (docs/spec/public-site.md §2, §8), so it offers every country's experiences.
 */
export function ExperiencesIndexPage() {
  const summary = useDestinationsSummary();
  return (
    <>
      <Hero title="Regenerative Tourism Experiences" image="/images/forest.svg">
        Choose a country to see the activities its local suppliers offer.
      </Hero>
      <Container className="py-12">
        <CountryLinkGrid to="/experiences/$country" summary={summary} />
      </Container>
    </>
  );
}
