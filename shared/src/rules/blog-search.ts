/** The filter-only category that matches every post. */
export const ALL_BLOG_CATEGORIES = 'All';

export interface SearchableBlogPost {
  title: string;
  excerpt: string;
  category: string;
}

/**
 * Blog search (docs/spec/public-site.md §5): case-insensitive substring of the query in the title
 * or the excerpt, and the exact category ('All' matches every category).
 */
export function filterBlogPosts<T extends SearchableBlogPost>(
  posts: readonly T[],
  query: string,
  category: string,
): T[] {
  const needle = query.trim().toLowerCase();
  return posts.filter((post) => {
    const matchesCategory = category === ALL_BLOG_CATEGORIES || post.category === category;
    const matchesQuery =
      needle === '' || post.title.toLowerCase().includes(needle) || post.excerpt.toLowerCase().includes(needle);
    return matchesCategory && matchesQuery;
  });
}
