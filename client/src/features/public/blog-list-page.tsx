import { formatLongDate } from '@regen/shared/format';
import { filterBlogPosts } from '@regen/shared/rules/blog-search';
import { Link } from '@tanstack/react-router';
import { useId, useMemo } from 'react';
import { ALL_CATEGORIES, blogCategoryLabels, blogFilterCategories } from '../../content/blog-categories.ts';
import type { LocalizedBlogPostCard } from '../../content/localized.ts';
import { Button } from '../../components/ui/button.tsx';
import { controlClass } from '../../components/ui/field.tsx';
import { Container, Hero } from '../../components/ui/page.tsx';
import { ArticleCardGrid } from './article-card.tsx';
import { NewsletterBox } from './newsletter-box.tsx';
import { useFormatLocale, useT } from '../../lib/i18n.tsx';

export interface BlogFilters {
  query: string;
  category: string;
}

/**
 * The blog list. The search text and category live in the URL (?q=…&category=…), so a
 * filtered list survives going back from a post and can be shared. The posts' cards come with
 * the route's data (routes/blog.index.tsx), not in this code.
 */
export function BlogListPage({
  allPosts,
  filters,
  onFiltersChange,
}: {
  allPosts: readonly LocalizedBlogPostCard[];
  filters: BlogFilters;
  onFiltersChange: (next: BlogFilters) => void;
}) {
  const id = useId();
  const t = useT();
  const locale = useFormatLocale();
  const { query, category } = filters;
  const posts = filterBlogPosts(allPosts, query, category);
  const latest = useMemo(() => [...allPosts].sort((a, b) => b.date.localeCompare(a.date)).slice(0, 5), [allPosts]);
  const setQuery = (next: string) => onFiltersChange({ query: next, category });
  const setCategory = (next: string) => onFiltersChange({ query, category: next });

  function clearFilters() {
    onFiltersChange({ query: '', category: ALL_CATEGORIES });
  }

  return (
    <>
      <Hero title={t('public.blog.title')} image="/images/coast.svg">
        {t('public.blog.heroText')}
      </Hero>
      <Container className="py-10 sm:py-14">
        <div className="space-y-5">
          <div className="relative max-w-xl">
            <label htmlFor={`${id}-search`} className="sr-only">
              {t('public.blog.searchLabel')}
            </label>
            <svg
              aria-hidden="true"
              viewBox="0 0 20 20"
              fill="currentColor"
              className="pointer-events-none absolute top-1/2 left-3 h-5 w-5 -translate-y-1/2 text-stone-500"
            >
              <path d="M8.5 3a5.5 5.5 0 0 1 4.4 8.8l3.6 3.7-1.4 1.4-3.7-3.6A5.5 5.5 0 1 1 8.5 3zm0 2a3.5 3.5 0 1 0 0 7 3.5 3.5 0 0 0 0-7z" />
            </svg>
            <input
              id={`${id}-search`}
              type="search"
              placeholder={t('public.blog.searchPlaceholder')}
              value={query}
              onChange={(e) => setQuery(e.target.value)}
              className={`${controlClass} h-12 pl-10 text-base`}
            />
          </div>
          <div role="group" aria-label={t('public.blog.filterByCategory')} className="flex flex-wrap gap-2">
            {blogFilterCategories.map((c) => (
              <button
                key={c}
                type="button"
                aria-pressed={category === c}
                onClick={() => setCategory(c)}
                className={`rounded-full px-3.5 py-1.5 text-sm font-medium ring-1 transition-colors ${
                  category === c
                    ? 'bg-brand-800 text-white ring-brand-800'
                    : 'bg-white text-stone-800 ring-stone-300 hover:bg-brand-50'
                }`}
              >
                {t(blogCategoryLabels[c])}
              </button>
            ))}
          </div>
        </div>

        <div className="mt-10">
          <section aria-labelledby={`${id}-results`}>
            <h2 id={`${id}-results`} className="sr-only">
              {t('public.blog.articles')}
            </h2>
            <p className="sr-only" aria-live="polite">
              {t('public.blog.count', { count: posts.length })}
            </p>
            {posts.length === 0 ? (
              <div className="rounded-2xl border-2 border-dashed border-stone-300 bg-white px-6 py-16 text-center">
                <p className="text-lg text-stone-800">{t('public.blog.noResults')}</p>
                <Button variant="primary" className="mt-6" onClick={clearFilters}>
                  {t('public.blog.clearFilters')}
                </Button>
              </div>
            ) : (
              <ArticleCardGrid
                testId="blog-grid"
                heading="h3"
                eager={2}
                cards={posts.map((post) => ({
                  ...post,
                  text: post.excerpt,
                  category: t(blogCategoryLabels[post.category]),
                  categoryClass: 'bg-white/95 text-brand-900',
                  link: { to: '/blog/$postId', params: { postId: post.id }, label: t('public.blog.readMore') },
                }))}
              />
            )}
          </section>
        </div>

        <section
          aria-labelledby={`${id}-latest`}
          className="mt-16 rounded-2xl border border-stone-200 bg-white p-6 shadow-sm"
        >
          <h2 id={`${id}-latest`} className="text-xl font-semibold text-stone-900">
            {t('public.blog.latest')}
          </h2>
          <ul className="mt-4 grid gap-x-8 sm:grid-cols-2 lg:grid-cols-3">
            {latest.map((post) => (
              <li key={post.id} className="border-t border-stone-100 py-3">
                <Link
                  to="/blog/$postId"
                  params={{ postId: post.id }}
                  lang={post.inEnglish ? 'en' : undefined}
                  className="font-medium text-stone-900 hover:text-brand-800 hover:underline"
                >
                  {post.title}
                </Link>
                <p className="mt-1 text-xs text-stone-600">
                  <time dateTime={post.date}>{formatLongDate(post.date, locale)}</time> ·{' '}
                  {t('localeFormats.readTime', { minutes: post.readMinutes })}
                </p>
              </li>
            ))}
          </ul>
        </section>

        <div className="mt-16">
          <NewsletterBox source="blog" title={t('public.blog.newsletterTitle')} />
        </div>
      </Container>
    </>
  );
}
