import { createFileRoute } from '@tanstack/react-router';
import { NewsListPage } from '../features/public/news-list-page.tsx';
import { pageHead } from '../lib/head.ts';

export const Route = createFileRoute('/news/')({
  head: () =>
    pageHead(
      'Regenerative Tourism News',
      'News on marine conservation, reforestation, community tourism and climate action from regenerative destinations.',
    ),
  component: NewsListPage,
});
