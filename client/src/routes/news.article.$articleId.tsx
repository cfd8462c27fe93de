import { createFileRoute, notFound } from '@tanstack/react-router';
import { formatMessage } from '@regen/shared/i18n';
import { NewsArticlePage } from '../features/public/news-article-page.tsx';
import { pageHead } from '../lib/head.ts';
import { articleJsonLd } from '../lib/structured-data.ts';

export const Route = createFileRoute('/news/article/$articleId')({
  // The article is the route's data: a server-rendered page carries it in its HTML, and only a
  // move here in the browser loads the articles' module (docs/decisions/070).
  // In another locale, the article's translation (docs/decisions/110 "Wiring", 117).
  loader: async ({ context, params }) => {
    const { newsArticleIn } = await import('../content/localized.ts');
    const article = await newsArticleIn(context.locale, params.articleId);
    // An unknown article is a 404; the page says Article Not Found.
    if (!article) throw notFound();
    return article;
  },
  head: ({ loaderData, match, params }) =>
    loaderData
      ? pageHead(loaderData.title, loaderData.summary, {
          type: 'article',
          image: loaderData.image,
          jsonLd: articleJsonLd('NewsArticle', { ...loaderData, path: `/news/article/${params.articleId}` }),
        })
      : pageHead(
          formatMessage(match.context.locale, 'meta.articleNotFound.title'),
          formatMessage(match.context.locale, 'meta.articleNotFound.description'),
        ),
  component: NewsArticleRoute,
  notFoundComponent: () => <NewsArticlePage article={undefined} />,
});

function NewsArticleRoute() {
  return <NewsArticlePage article={Route.useLoaderData()} />;
}
