import { createFileRoute } from '@tanstack/react-router';
import { BlogPostPage } from '../features/public/blog-post-page.tsx';
import { pageHead } from '../lib/head.ts';

export const Route = createFileRoute('/blog/$postId')({
  // The posts load with this route only, so other pages never download their bodies.
  loader: async ({ params }) => {
    const { findBlogPost } = await import('../content/blog.ts');
    const post = findBlogPost(params.postId);
    return post ? { title: post.title, excerpt: post.excerpt } : null;
  },
  head: ({ loaderData }) =>
    loaderData
      ? pageHead(loaderData.title, loaderData.excerpt)
      : pageHead('Post Not Found', "The blog post you're looking for doesn't exist."),
  component: BlogPostRoute,
});

function BlogPostRoute() {
  const { postId } = Route.useParams();
  return <BlogPostPage postId={postId} />;
}
