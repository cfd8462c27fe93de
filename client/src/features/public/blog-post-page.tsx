import { findBlogPost } from '../../content/blog.ts';
import { ArticleLayout, ArticleNotFound } from './article-layout.tsx';

export function BlogPostPage({ postId }: { postId: string }) {
  const post = findBlogPost(postId);
  if (!post) {
    return (
      <ArticleNotFound
        title="Post Not Found"
        text="The blog post you're looking for doesn't exist."
        back={{ to: '/blog', label: 'Back to Blog' }}
      />
    );
  }
  return (
    <ArticleLayout
      article={{ ...post, summary: post.excerpt }}
      categoryClass="bg-white/95 text-brand-900"
      back={{ to: '/blog', label: 'Back to Blog' }}
      cta={{
        title: 'Explore Regenerative Destinations',
        text: 'Put these ideas into practice on your next trip.',
        button: 'Explore Regenerative Destinations',
      }}
    />
  );
}
