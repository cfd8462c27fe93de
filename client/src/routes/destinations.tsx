import { createFileRoute } from '@tanstack/react-router';
import { DestinationsPage } from '../features/public/destinations-page.tsx';
import { pageHead } from '../lib/head.ts';
import { preload } from '../lib/route-data.ts';

export const Route = createFileRoute('/destinations')({
  loader: ({ context }) =>
    preload(context.trpcUtils.catalogue.destinationsSummary.prefetch(undefined, { retry: false })),
  head: () =>
    pageHead(
      'Choose your destination',
      'Choose one of 37 destination countries to find regenerative experiences and ways to contribute.',
    ),
  component: DestinationsPage,
});
