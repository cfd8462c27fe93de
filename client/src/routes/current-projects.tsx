import { createFileRoute } from '@tanstack/react-router';
import { formatMessage } from '@regen/shared/i18n';
import { ProjectsPage } from '../features/public/projects-page.tsx';
import { pageHead } from '../lib/head.ts';

export const Route = createFileRoute('/current-projects')({
  head: ({ match }) =>
    pageHead(
      formatMessage(match.context.locale, 'meta.currentProjects.title'),
      formatMessage(match.context.locale, 'meta.currentProjects.description'),
    ),
  component: ProjectsPage,
});
