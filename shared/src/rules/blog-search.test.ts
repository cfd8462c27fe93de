import { describe, expect, it } from 'vitest';
import { filterBlogPosts } from './blog-search.ts';

const posts = [
  { id: 'a', title: 'Coral Gardens of Bali', excerpt: 'Reef restoration up close.', category: 'Ocean Restoration' },
  { id: 'b', title: 'Village Economies', excerpt: 'How tourism money stays local.', category: 'Economics' },
  { id: 'c', title: 'Counting Impact', excerpt: 'Measuring coral and carbon.', category: 'Impact Measurement' },
  { id: 'd', title: 'Regeneration 101', excerpt: 'What regenerative travel means.', category: 'Regenerative Tourism' },
];

const ids = (query: string, category: string) => filterBlogPosts(posts, query, category).map((p) => p.id);

describe('filterBlogPosts', () => {
  it.each([
    ['', 'All', ['a', 'b', 'c', 'd']],
    ['coral', 'All', ['a', 'c']], // title or excerpt
    ['CORAL', 'All', ['a', 'c']], // case-insensitive
    ['coral', 'Ocean Restoration', ['a']], // combined with the category
    ['', 'Economics', ['b']],
    ['stays loc', 'All', ['b']], // substring of the excerpt
    ['generat', 'All', ['d']],
    ['coral', 'Economics', []],
    ['zebra', 'All', []],
    ['', 'Economic', []], // the category must match exactly
    ['', 'economics', []],
  ] as const)('query %j in %j → %j', (query, category, expected) => {
    expect(ids(query, category)).toEqual(expected);
  });

  it('keeps the input order and returns the same objects', () => {
    const result = filterBlogPosts(posts, 'a', 'All');
    expect(result[0]).toBe(posts[0]);
  });
});
