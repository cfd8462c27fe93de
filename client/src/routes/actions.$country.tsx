import { createFileRoute } from '@tanstack/react-router';
import { formatMessage } from '@regen/shared/i18n';
import { ActionsPage, ActionsWithoutCountry } from '../features/public/actions-page.tsx';
import { pageHead } from '../lib/head.ts';

export const Route = createFileRoute('/actions/$country')({
  // The country's actions are the route's data: a server-rendered page carries them in its
  // HTML, and only a move here in the browser loads the tips of every country (docs/decisions/070).
  loader: async ({ params }) => {
    if (!params.country.trim()) return [];
    const { countryActions } = await import('@regen/shared/rules/actions');
    return countryActions(params.country);
  },
  head: ({ match, params }) =>
    pageHead(
      formatMessage(match.context.locale, 'meta.actions.title', { country: params.country }),
      formatMessage(match.context.locale, 'meta.actions.description', { country: params.country }),
    ),
  component: ActionsRoute,
});

function ActionsRoute() {
  const { country } = Route.useParams();
  const actions = Route.useLoaderData();
  return country.trim() ? <ActionsPage country={country} actions={actions} /> : <ActionsWithoutCountry />;
}
