import { createFileRoute } from '@tanstack/react-router';
import { ProjectsPage } from '../features/public/projects-page.tsx';
import { pageHead } from '../lib/head.ts';

export const Route = createFileRoute('/current-projects')({
  head: () =>
    pageHead(
      'Current Projects',
      'Six regenerative projects our travelers and suppliers support, from mangrove restoration to village revival.',
    ),
  component: ProjectsPage,
});
