import type { BlogPost } from '../../content/blog.ts';
import { ArticleLayout, ArticleNotFound } from './article-layout.tsx';

/** A blog post; its body comes with the route's data (routes/blog.$postId.tsx), not in this code. */
export function BlogPostPage({ post }: { post: BlogPost }) {
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

export function BlogPostNotFound() {
  return (
    <ArticleNotFound
      title="Post Not Found"
      text="The blog post you're looking for doesn't exist."
      back={{ to: '/blog', label: 'Back to Blog' }}
    />
  );
}
