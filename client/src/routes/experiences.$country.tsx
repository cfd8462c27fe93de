import { createFileRoute } from '@tanstack/react-router';
import { ExperiencesPage } from '../features/public/experiences-page.tsx';
import { pageHead } from '../lib/head.ts';

export const Route = createFileRoute('/experiences/$country')({
  head: ({ params }) =>
    pageHead(
      `Experiences in ${params.country}`,
      `Regenerative tourism experiences in ${params.country}: environmental and social activities run by local suppliers.`,
    ),
  component: ExperiencesRoute,
});

function ExperiencesRoute() {
  const { country } = Route.useParams();
  return <ExperiencesPage country={country} />;
}
