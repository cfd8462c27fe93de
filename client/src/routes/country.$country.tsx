import { isDestinationCountry } from '@regen/shared/countries';
import { createFileRoute } from '@tanstack/react-router';
import { CountryPage } from '../features/public/country-page.tsx';
import { pageHead } from '../lib/head.ts';

export const Route = createFileRoute('/country/$country')({
  head: ({ params }) =>
    isDestinationCountry(params.country)
      ? pageHead(
          params.country,
          `Regenerative travel in ${params.country}: what makes it special, activities to book and actions that help.`,
        )
      : pageHead('Country not found', 'This country is not one of our destinations.'),
  component: CountryRoute,
});

function CountryRoute() {
  // TanStack Router decodes path params: '/country/New%20Zealand' gives 'New Zealand'.
  const { country } = Route.useParams();
  return <CountryPage country={country} />;
}
