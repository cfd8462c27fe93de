import { createFileRoute } from '@tanstack/react-router';
import { formatMessage } from '@regen/shared/i18n';
import { DestinationsPage } from '../features/public/destinations-page.tsx';
import { pageHead } from '../lib/head.ts';
import { preload } from '../lib/route-data.ts';

export const Route = createFileRoute('/destinations')({
  loader: ({ context }) =>
    preload(context.trpcUtils.catalogue.destinationsSummary.prefetch(undefined, { retry: false })),
  head: ({ match }) =>
    pageHead(
      formatMessage(match.context.locale, 'meta.destinations.title'),
      formatMessage(match.context.locale, 'meta.destinations.description'),
    ),
  component: DestinationsPage,
});
