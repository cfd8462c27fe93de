import { createFileRoute } from '@tanstack/react-router';
import { CreditsPage } from '../features/public/credits-page.tsx';
import { pageHead } from '../lib/head.ts';

export const Route = createFileRoute('/credits')({
  head: () =>
    pageHead(
      'Credits',
      'Who made the illustrations and other assets of Regen Marketplace, and the licences they are shared under.',
    ),
  component: CreditsPage,
});
