import { createFileRoute } from '@tanstack/react-router';
import { formatMessage } from '@regen/shared/i18n';
import { AboutPage } from '../features/public/about-page.tsx';
import { pageHead } from '../lib/head.ts';

export const Route = createFileRoute('/about-us')({
  // The page's text in its locale is the route's data (docs/decisions/110 "Wiring", 117).
  loader: async ({ context }) => {
    const { aboutIn } = await import('../content/localized.ts');
    return aboutIn(context.locale);
  },
  head: ({ match }) =>
    pageHead(
      formatMessage(match.context.locale, 'meta.aboutUs.title'),
      formatMessage(match.context.locale, 'meta.aboutUs.description'),
    ),
  component: AboutRoute,
});

function AboutRoute() {
  return <AboutPage content={Route.useLoaderData()} />;
}
