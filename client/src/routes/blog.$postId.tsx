import { createFileRoute, notFound } from '@tanstack/react-router';
import { formatMessage } from '@regen/shared/i18n';
import { BlogPostNotFound, BlogPostPage } from '../features/public/blog-post-page.tsx';
import { pageHead } from '../lib/head.ts';
import { articleJsonLd } from '../lib/structured-data.ts';

export const Route = createFileRoute('/blog/$postId')({
  // The post is the route's data: a server-rendered page carries it in its HTML, and only a
  // move here in the browser loads the posts' module (docs/decisions/070).
  // In another locale, the post's translation when it has one (docs/decisions/110 "Wiring").
  loader: async ({ context, params }) => {
    const { blogPostIn } = await import('../content/localized.ts');
    const post = await blogPostIn(context.locale, params.postId);
    // An unknown post is a 404; the page says Post Not Found.
    if (!post) throw notFound();
    return post;
  },
  head: ({ loaderData, match, params }) =>
    loaderData
      ? pageHead(loaderData.title, loaderData.excerpt, {
          type: 'article',
          image: loaderData.image,
          jsonLd: articleJsonLd('BlogPosting', {
            ...loaderData,
            summary: loaderData.excerpt,
            path: `/blog/${params.postId}`,
          }),
        })
      : pageHead(
          formatMessage(match.context.locale, 'meta.postNotFound.title'),
          formatMessage(match.context.locale, 'meta.postNotFound.description'),
        ),
  component: BlogPostRoute,
  notFoundComponent: BlogPostNotFound,
});

function BlogPostRoute() {
  return <BlogPostPage post={Route.useLoaderData()} />;
}
