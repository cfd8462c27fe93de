import { createFileRoute, notFound } from '@tanstack/react-router';
import { BlogPostPage } from '../features/public/blog-post-page.tsx';
import { pageHead } from '../lib/head.ts';
import { articleJsonLd } from '../lib/structured-data.ts';

export const Route = createFileRoute('/blog/$postId')({
  // The posts load with this route only, so other pages never download their bodies.
  loader: async ({ params }) => {
    const { findBlogPost } = await import('../content/blog.ts');
    const post = findBlogPost(params.postId);
    // An unknown post is a 404; the page says Post Not Found (as it does itself).
    if (!post) throw notFound();
    const { title, excerpt, date, author, image } = post;
    return { title, excerpt, date, author, image };
  },
  head: ({ loaderData, params }) =>
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
      : pageHead('Post Not Found', "The blog post you're looking for doesn't exist."),
  component: BlogPostRoute,
  notFoundComponent: BlogPostRoute,
});

function BlogPostRoute() {
  const { postId } = Route.useParams();
  return <BlogPostPage postId={postId} />;
}
