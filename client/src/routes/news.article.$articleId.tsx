import { createFileRoute, notFound } from '@tanstack/react-router';
import { NewsArticlePage } from '../features/public/news-article-page.tsx';
import { pageHead } from '../lib/head.ts';
import { articleJsonLd } from '../lib/structured-data.ts';

export const Route = createFileRoute('/news/article/$articleId')({
  // The articles load with this route only, so other pages never download their bodies.
  loader: async ({ params }) => {
    const { findNewsArticle } = await import('../content/news.ts');
    const article = findNewsArticle(params.articleId);
    // An unknown article is a 404; the page says Article Not Found (as it does itself).
    if (!article) throw notFound();
    const { title, summary, date, author, image } = article;
    return { title, summary, date, author, image };
  },
  head: ({ loaderData, params }) =>
    loaderData
      ? pageHead(loaderData.title, loaderData.summary, {
          type: 'article',
          image: loaderData.image,
          jsonLd: articleJsonLd('NewsArticle', { ...loaderData, path: `/news/article/${params.articleId}` }),
        })
      : pageHead('Article Not Found', "The news article you're looking for doesn't exist."),
  component: NewsArticleRoute,
  notFoundComponent: NewsArticleRoute,
});

function NewsArticleRoute() {
  const { articleId } = Route.useParams();
  return <NewsArticlePage articleId={articleId} />;
}
