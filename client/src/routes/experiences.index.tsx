import { createFileRoute } from '@tanstack/react-router';
import { ExperiencesIndexPage } from '../features/public/experiences-index-page.tsx';
import { pageHead } from '../lib/head.ts';

export const Route = createFileRoute('/experiences/')({
  head: () => pageHead('Experiences', 'Regenerative tourism experiences in 37 countries, run by local suppliers.'),
  component: ExperiencesIndexPage,
});
