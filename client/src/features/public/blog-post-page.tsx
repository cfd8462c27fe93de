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
      title={post.title}
      summary={post.excerpt}
      category={post.category}
      categoryClass="bg-white/95 text-brand-900"
      image={post.image}
      author={post.author}
      date={post.date}
      readTime={post.readTime}
      html={post.content}
      back={{ to: '/blog', label: 'Back to Blog' }}
      cta={{
        title: 'Explore Regenerative Destinations',
        text: 'Put these ideas into practice on your next trip.',
        button: 'Explore Regenerative Destinations',
      }}
    />
  );
}
