import { createFileRoute, redirect } from '@tanstack/react-router';
import { formatMessage } from '@regen/shared/i18n';
import { ManifestDayPage } from '../../features/manifest/manifest-day-page.tsx';
import { pageHead } from '../../lib/head.ts';

// A plain validator: route options load with the route tree, so zod here would weigh on every page.
function searchSchema(search: Record<string, unknown>): { date?: string | undefined } {
  const date = typeof search.date === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(search.date) ? search.date : undefined;
  return { date };
}

/** The supplier's slots of a day, each with its manifest (docs/decisions/104). */
export const Route = createFileRoute('/_authed/supplier-dashboard_/manifest/')({
  validateSearch: searchSchema,
  staticData: { signInPath: '/supplier-signin' },
  beforeLoad: ({ context }) => {
    if (!context.user.supplier) throw redirect({ to: '/supplier-signup', replace: true });
  },
  head: ({ match }) =>
    pageHead(
      formatMessage(match.context.locale, 'manifest.meta.title'),
      formatMessage(match.context.locale, 'manifest.meta.description'),
    ),
  component: ManifestDayRoute,
});

function ManifestDayRoute() {
  const { date } = Route.useSearch();
  return <ManifestDayPage date={date} />;
}
