import { createFileRoute } from '@tanstack/react-router';
import { formatMessage } from '@regen/shared/i18n';
import { BlogListPage, type BlogFilters } from '../features/public/blog-list-page.tsx';
import { pageHead } from '../lib/head.ts';

interface BlogSearch {
  q?: string | undefined;
  category?: string | undefined;
}

// A plain validator rather than a zod schema keeps zod out of the entry bundle.
function validateBlogSearch(search: Record<string, unknown>): BlogSearch {
  return {
    q: typeof search.q === 'string' && search.q !== '' ? search.q : undefined,
    category: typeof search.category === 'string' && search.category !== 'All' ? search.category : undefined,
  };
}

export const Route = createFileRoute('/blog/')({
  validateSearch: validateBlogSearch,
  // The posts' cards are the route's data, without their bodies (docs/decisions/070).
  // In another locale, the four translated posts' titles and excerpts, the others marked as
  // English (docs/decisions/110 "Wiring", 117).
  loader: async ({ context }) => {
    const { blogPostCardsIn } = await import('../content/localized.ts');
    return blogPostCardsIn(context.locale);
  },
  head: ({ match }) =>
    pageHead(
      formatMessage(match.context.locale, 'meta.blog.title'),
      formatMessage(match.context.locale, 'meta.blog.description'),
    ),
  component: BlogRoute,
});

function BlogRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const filters: BlogFilters = { query: search.q ?? '', category: search.category ?? 'All' };
  return (
    <BlogListPage
      allPosts={Route.useLoaderData()}
      filters={filters}
      onFiltersChange={(next) =>
        void navigate({
          search: validateBlogSearch({ q: next.query, category: next.category }),
          replace: true,
          resetScroll: false,
        })
      }
    />
  );
}
