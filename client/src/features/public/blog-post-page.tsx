import { blogCategoryLabels } from '../../content/blog-categories.ts';
import type { LocalizedBlogPost } from '../../content/localized.ts';
import { ArticleLayout, ArticleNotFound } from './article-layout.tsx';
import { useT } from '../../lib/i18n.tsx';

/** A blog post; its body comes with the route's data (routes/blog.$postId.tsx), not in this code. */
export function BlogPostPage({ post }: { post: LocalizedBlogPost }) {
  const t = useT();
  return (
    <ArticleLayout
      article={{ ...post, summary: post.excerpt, category: t(blogCategoryLabels[post.category]) }}
      categoryClass="bg-white/95 text-brand-900"
      // A post without a translation stays English, marked as such (docs/decisions/110).
      bodyInEnglishNote={post.inEnglish ? t('content.inEnglish') : undefined}
      back={{ to: '/blog', label: t('public.blog.back') }}
      cta={{
        title: t('public.blog.ctaTitle'),
        text: t('public.blog.ctaText'),
        button: t('public.blog.ctaTitle'),
      }}
    />
  );
}

export function BlogPostNotFound() {
  const t = useT();
  return (
    <ArticleNotFound
      title={t('meta.postNotFound.title')}
      text={t('meta.postNotFound.description')}
      back={{ to: '/blog', label: t('public.blog.back') }}
    />
  );
}
