import { createFileRoute } from '@tanstack/react-router';
import { NewsArticlePage } from '../features/public/news-article-page.tsx';
import { pageHead } from '../lib/head.ts';

export const Route = createFileRoute('/news/article/$articleId')({
  // The articles load with this route only, so other pages never download their bodies.
  loader: async ({ params }) => {
    const { findNewsArticle } = await import('../content/news.ts');
    const article = findNewsArticle(params.articleId);
    return article ? { title: article.title, summary: article.summary } : null;
  },
  head: ({ loaderData }) =>
    loaderData
      ? pageHead(loaderData.title, loaderData.summary)
      : pageHead('Article Not Found', "The news article you're looking for doesn't exist."),
  component: NewsArticleRoute,
});

function NewsArticleRoute() {
  const { articleId } = Route.useParams();
  return <NewsArticlePage articleId={articleId} />;
}
