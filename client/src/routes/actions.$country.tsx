import { createFileRoute } from '@tanstack/react-router';
import { ActionsPage, ActionsWithoutCountry } from '../features/public/actions-page.tsx';
import { pageHead } from '../lib/head.ts';

export const Route = createFileRoute('/actions/$country')({
  head: ({ params }) =>
    pageHead(
      `How to contribute in ${params.country}`,
      `Simple actions that make your trip to ${params.country} regenerative, with the Regen Points each one earns per day.`,
    ),
  component: ActionsRoute,
});

function ActionsRoute() {
  const { country } = Route.useParams();
  return country.trim() ? <ActionsPage country={country} /> : <ActionsWithoutCountry />;
}
