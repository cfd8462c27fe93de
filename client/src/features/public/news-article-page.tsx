import { Link } from '@tanstack/react-router';
import type { NewsArticle } from '../../content/news.ts';
import { newsCategoryColors } from '../../content/news-categories.ts';
import { Container } from '../../components/ui/page.tsx';
import { ArticleLayout, ArticleNotFound } from './article-layout.tsx';

const headerLinks = [
  { to: '/', label: 'Home' },
  { to: '/destinations', label: 'Destinations' },
  { to: '/news', label: 'News' },
  { to: '/blog', label: 'Blog' },
] as const;

function ArticleHeaderLinks() {
  return (
    <nav aria-label="Article" className="border-b border-stone-200 bg-white">
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
                {link.label}
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
  return (
    <>
      <ArticleHeaderLinks />
      {article ? (
        <ArticleLayout
          article={article}
          categoryClass={newsCategoryColors[article.category]}
          back={{ to: '/news', label: 'Back to News' }}
          cta={{
            title: 'Explore Regenerative Tourism',
            text: 'Find destinations and experiences that put these ideas into practice.',
            button: 'Explore Destinations',
          }}
        />
      ) : (
        <ArticleNotFound
          title="Article Not Found"
          text="The news article you're looking for doesn't exist."
          back={{ to: '/news', label: 'Back to News' }}
        />
      )}
    </>
  );
}
