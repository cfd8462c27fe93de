import { createFileRoute } from '@tanstack/react-router';
import { countryDisplayName } from '@regen/shared/format-names';
import { formatMessage } from '@regen/shared/i18n';
import { FORMAT_LOCALES } from '@regen/shared/i18n/locale-paths';
import { ActionsPage, ActionsWithoutCountry } from '../features/public/actions-page.tsx';
import { pageHead } from '../lib/head.ts';

export const Route = createFileRoute('/actions/$country')({
  // The country's actions are the route's data: a server-rendered page carries them in its
  // HTML, and only a move here in the browser loads the tips of every country (docs/decisions/070).
  // In another locale, the tips' translations (docs/decisions/110 "Wiring", 117).
  loader: async ({ context, params }) => {
    if (!params.country.trim()) return [];
    const { countryActionsIn } = await import('../content/localized.ts');
    return countryActionsIn(context.locale, params.country);
  },
  head: ({ match, params }) => {
    const country = countryDisplayName(params.country, FORMAT_LOCALES[match.context.locale]);
    return pageHead(
      formatMessage(match.context.locale, 'meta.actions.title', { country }),
      formatMessage(match.context.locale, 'meta.actions.description', { country }),
    );
  },
  component: ActionsRoute,
});

function ActionsRoute() {
  const { country } = Route.useParams();
  const actions = Route.useLoaderData();
  return country.trim() ? <ActionsPage country={country} actions={actions} /> : <ActionsWithoutCountry />;
}
