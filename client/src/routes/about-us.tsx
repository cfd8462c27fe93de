import { createFileRoute } from '@tanstack/react-router';
import { AboutPage } from '../features/public/about-page.tsx';
import { pageHead } from '../lib/head.ts';

export const Route = createFileRoute('/about-us')({
  head: () =>
    pageHead(
      'About Us',
      'What Regen Points mean for travelers, suppliers and destinations, and the mission, values and story behind Regen Marketplace.',
    ),
  component: AboutPage,
});
