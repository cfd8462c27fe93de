import { createFileRoute } from '@tanstack/react-router';
import { NewsListPage } from '../features/public/news-list-page.tsx';
import { pageHead } from '../lib/head.ts';

export const Route = createFileRoute('/news/')({
  // The articles' cards are the route's data, without their bodies (docs/decisions/070).
  loader: async () => {
    const { newsArticleCards } = await import('../content/news.ts');
    return newsArticleCards();
  },
  head: () =>
    pageHead(
      'Regenerative Tourism News',
      'News on marine conservation, reforestation, community tourism and climate action from regenerative destinations.',
    ),
  component: NewsRoute,
});

function NewsRoute() {
  return <NewsListPage articles={Route.useLoaderData()} />;
}
