import { describe, expect, it } from 'vitest';
import { destinationCountryNames } from '@regen/shared/countries';
import { blogCategories, blogFilterCategories, blogPosts } from './blog.ts';
import { countryProfiles } from './countries.ts';
import { newsArticles, newsCategories, newsCategoryColors } from './news.ts';
import { projects } from './projects.ts';

const minutes = (readTime: string) => Number(/^(\d+) min read$/.exec(readTime)?.[1]);

describe('country blurbs', () => {
  it('exist for each of the 37 destination countries, two or three paragraphs each', () => {
    expect(Object.keys(countryProfiles).sort()).toEqual([...destinationCountryNames].sort());
    for (const profile of Object.values(countryProfiles)) {
      expect(profile.paragraphs.length).toBeGreaterThanOrEqual(2);
      expect(profile.paragraphs.length).toBeLessThanOrEqual(3);
    }
  });
});

describe('projects', () => {
  it('lists six projects', () => {
    expect(projects).toHaveLength(6);
  });
});

describe('news', () => {
  it('has 12 articles with the spec’s slugs', () => {
    expect(newsArticles).toHaveLength(12);
    const ids = newsArticles.map((a) => a.id);
    expect(new Set(ids).size).toBe(12);
    expect(ids).toEqual(
      expect.arrayContaining([
        'biodiversity-corridors-june-2025',
        'ai-powered-regenerative-tourism',
        'carbon-negative-destinations-2030',
        'regenerative-tourism-economy-2025',
        'coral-restoration-maldives',
        'norway-arctic-wilderness',
        'new-zealand-maori-tourism',
        'wildlife-corridors-kenya',
        'alpine-reforestation-switzerland',
        'portugal-blue-economy',
        'scotland-peatland-restoration',
      ]),
    );
  });

  it('dates articles between May 2024 and July 2025 with 5 to 9 minute read times', () => {
    for (const a of newsArticles) {
      expect(a.date >= '2024-05-01' && a.date <= '2025-07-31', a.id).toBe(true);
      expect(minutes(a.readTime)).toBeGreaterThanOrEqual(5);
      expect(minutes(a.readTime)).toBeLessThanOrEqual(9);
      expect(newsCategories).toContain(a.category);
      expect(a.content.match(/<p>/g)?.length ?? 0).toBeGreaterThanOrEqual(3);
    }
    expect(Object.keys(newsCategoryColors)).toHaveLength(13);
  });
});

describe('blog', () => {
  it('has 19 posts dated 2025-01-15 to 2025-08-04 with 6 to 15 minute read times', () => {
    expect(blogPosts).toHaveLength(19);
    const dates = blogPosts.map((p) => p.date).sort();
    expect(dates[0]).toBe('2025-01-15');
    expect(dates.at(-1)).toBe('2025-08-04');
    for (const p of blogPosts) {
      expect(minutes(p.readTime)).toBeGreaterThanOrEqual(6);
      expect(minutes(p.readTime)).toBeLessThanOrEqual(15);
      expect(blogCategories).toContain(p.category);
      expect(p.content.match(/<p>/g)?.length ?? 0, p.id).toBeGreaterThanOrEqual(3);
    }
  });

  it('offers All plus 16 categories as filters', () => {
    expect(blogFilterCategories).toHaveLength(17);
    expect(blogFilterCategories[0]).toBe('All');
  });
});
