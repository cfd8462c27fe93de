import { createFileRoute } from '@tanstack/react-router';
import { formatMessage } from '@regen/shared/i18n';
import { NewsListPage } from '../features/public/news-list-page.tsx';
import { pageHead } from '../lib/head.ts';

export const Route = createFileRoute('/news/')({
  // The articles' cards are the route's data, without their bodies (docs/decisions/070).
  // In another locale, the articles' translations (docs/decisions/110 "Wiring", 117).
  loader: async ({ context }) => {
    const { newsArticleCardsIn } = await import('../content/localized.ts');
    return newsArticleCardsIn(context.locale);
  },
  head: ({ match }) =>
    pageHead(
      formatMessage(match.context.locale, 'meta.news.title'),
      formatMessage(match.context.locale, 'meta.news.description'),
    ),
  component: NewsRoute,
});

function NewsRoute() {
  return <NewsListPage articles={Route.useLoaderData()} />;
}
