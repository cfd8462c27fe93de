import { Link } from '@tanstack/react-router';
import type { NewsArticle } from '../../content/news.ts';
import { newsCategoryColors, newsCategoryLabels } from '../../content/news-categories.ts';
import { Container } from '../../components/ui/page.tsx';
import { ArticleLayout, ArticleNotFound } from './article-layout.tsx';
import { useT } from '../../lib/i18n.tsx';

const headerLinks = [
  { to: '/', label: 'public.home' },
  { to: '/destinations', label: 'layout.menu.destinations' },
  { to: '/news', label: 'public.news.navNews' },
  { to: '/blog', label: 'layout.footer.blog' },
] as const;

function ArticleHeaderLinks() {
  const t = useT();
  return (
    <nav aria-label={t('public.news.headerNav')} className="border-b border-stone-200 bg-white">
      <Container>
        <ul className="flex gap-1 overflow-x-auto py-2 text-sm">
          {headerLinks.map((link) => (
            <li key={link.to}>
              <Link
                to={link.to}
                className="block rounded-md px-3 py-1.5 font-medium text-stone-700 hover:bg-stone-100 hover:text-stone-900"
                activeOptions={{ exact: true }}
                activeProps={{ className: 'text-brand-800' }}
              >
                {t(link.label)}
              </Link>
            </li>
          ))}
        </ul>
      </Container>
    </nav>
  );
}

/**
 * A news article, or Article Not Found without one; its body comes with the route's data
 * (routes/news.article.$articleId.tsx), not in this code.
 */
export function NewsArticlePage({ article }: { article: NewsArticle | undefined }) {
  const t = useT();
  return (
    <>
      <ArticleHeaderLinks />
      {article ? (
        <ArticleLayout
          article={{ ...article, category: t(newsCategoryLabels[article.category]) }}
          categoryClass={newsCategoryColors[article.category]}
          back={{ to: '/news', label: t('public.news.back') }}
          cta={{
            title: t('public.news.ctaTitle'),
            text: t('public.news.ctaText'),
            button: t('public.exploreDestinations'),
          }}
        />
      ) : (
        <ArticleNotFound
          title={t('meta.articleNotFound.title')}
          text={t('meta.articleNotFound.description')}
          back={{ to: '/news', label: t('public.news.back') }}
        />
      )}
    </>
  );
}
