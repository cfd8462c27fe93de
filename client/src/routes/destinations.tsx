import { createFileRoute } from '@tanstack/react-router';
import { DestinationsPage } from '../features/public/destinations-page.tsx';
import { pageHead } from '../lib/head.ts';

export const Route = createFileRoute('/destinations')({
  head: () =>
    pageHead(
      'Choose your destination',
      'Choose one of 37 destination countries to find regenerative experiences and ways to contribute.',
    ),
  component: DestinationsPage,
});
