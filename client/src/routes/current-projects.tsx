import { createFileRoute } from '@tanstack/react-router';
import { formatMessage } from '@regen/shared/i18n';
import { ProjectsPage } from '../features/public/projects-page.tsx';
import { pageHead } from '../lib/head.ts';

export const Route = createFileRoute('/current-projects')({
  // The projects in the page's locale are the route's data (docs/decisions/110 "Wiring", 117).
  loader: async ({ context }) => {
    const { projectsIn } = await import('../content/localized.ts');
    return projectsIn(context.locale);
  },
  head: ({ match }) =>
    pageHead(
      formatMessage(match.context.locale, 'meta.currentProjects.title'),
      formatMessage(match.context.locale, 'meta.currentProjects.description'),
    ),
  component: ProjectsRoute,
});

function ProjectsRoute() {
  return <ProjectsPage projects={Route.useLoaderData()} />;
}
