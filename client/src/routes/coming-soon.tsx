import { createFileRoute } from '@tanstack/react-router';
import { ComingSoonPage } from '../features/public/coming-soon-page.tsx';
import { pageHead } from '../lib/head.ts';

export const Route = createFileRoute('/coming-soon')({
  head: () => pageHead('Coming soon', 'This feature is under development.'),
  component: ComingSoonPage,
});
