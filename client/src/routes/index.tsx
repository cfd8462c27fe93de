import { createFileRoute } from '@tanstack/react-router';
import { LandingPage } from '../features/public/landing-page.tsx';
import { pageHead } from '../lib/head.ts';

export const Route = createFileRoute('/')({
  head: () =>
    pageHead(
      'Regen Marketplace',
      'Regenerative travel: calculate your impact in Regen Points, explore 37 destinations and book activities run by local suppliers.',
    ),
  component: LandingPage,
});
