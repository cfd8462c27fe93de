import { describe, expect, it } from 'vitest';
import { destinationCountryNames } from '@regen/shared/countries';
import { countWords, readMinutes } from '@regen/shared/rules/read-time';
import { resolveInternalLink } from '../features/public/internal-link.ts';
import { blogCategories, blogFilterCategories } from './blog-categories.ts';
import { blogPosts } from './blog.ts';
import { countryProfiles } from './countries.ts';
import { newsCategories, newsCategoryColors } from './news-categories.ts';
import { newsArticles } from './news.ts';
import { projects } from './projects.ts';

const minutes = (readTime: string) => Number(/^(\d+) min read$/.exec(readTime)?.[1]);
const hrefs = (html: string) => Array.from(html.matchAll(/<a\b[^>]*\bhref="([^"]*)"/g), (m) => m[1] ?? '');
const bodies = [
  ...newsArticles.map((a) => ({ id: a.id, content: a.content })),
  ...blogPosts.map((p) => ({ id: p.id, content: p.content })),
];

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
      expect(minutes(a.readTime), a.id).toBeGreaterThanOrEqual(5);
      expect(minutes(a.readTime), a.id).toBeLessThanOrEqual(9);
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
      expect(minutes(p.readTime), p.id).toBeGreaterThanOrEqual(6);
      expect(minutes(p.readTime), p.id).toBeLessThanOrEqual(15);
      expect(blogCategories).toContain(p.category);
      expect(p.content.match(/<p>/g)?.length ?? 0, p.id).toBeGreaterThanOrEqual(3);
    }
  });

  it('offers All plus 16 categories as filters', () => {
    expect(blogFilterCategories).toHaveLength(17);
    expect(blogFilterCategories[0]).toBe('All');
  });
});

describe('read times', () => {
  it('are computed from each body at 200 words a minute, never written by hand', () => {
    for (const item of [...newsArticles, ...blogPosts]) {
      expect(item.readMinutes, item.id).toBe(Math.ceil(countWords(item.content) / 200));
      expect(item.readMinutes, item.id).toBe(readMinutes(item.content));
      expect(item.readTime, item.id).toBe(`${item.readMinutes} min read`);
    }
  });

  it('come from bodies written out in full: news 801 to 1,000 words, blog posts over 1,000', () => {
    for (const a of newsArticles) {
      expect(countWords(a.content), a.id).toBeGreaterThan(800);
      expect(countWords(a.content), a.id).toBeLessThanOrEqual(1000);
    }
    for (const p of blogPosts) {
      expect(countWords(p.content), p.id).toBeGreaterThan(1000);
      expect(countWords(p.content), p.id).toBeLessThanOrEqual(1200);
    }
  });
});

describe('links in article bodies', () => {
  it('all lead to pages of this site that exist', () => {
    const countries: readonly string[] = destinationCountryNames;
    for (const { id, content } of bodies) {
      for (const href of hrefs(content)) {
        const target = resolveInternalLink(href);
        expect(target, `${id}: ${href}`).toBeDefined();
        if (target && 'country' in target) expect(countries).toContain(target.country);
        if (target && 'postId' in target) expect(blogPosts.map((p) => p.id)).toContain(target.postId);
        if (target && 'articleId' in target) expect(newsArticles.map((a) => a.id)).toContain(target.articleId);
      }
    }
  });

  it('send a reader who reads about the Cairo food tour or the Nile felucca to Egypt’s experiences', () => {
    const mentions = bodies.filter(({ content }) => /felucca|Cairo food tour|Local Cairo Food Tour/i.test(content));
    expect(mentions.length).toBeGreaterThanOrEqual(5);
    for (const { id, content } of mentions) expect(hrefs(content), id).toContain('/experiences/Egypt');
  });

  it('keep the opening sentences the browser test uses to prove bodies load only with their page', () => {
    expect(blogPosts[0]?.content).toContain('Sustainable tourism asks a simple question');
    expect(findNews('coral-restoration-maldives')).toContain('The Maldives is built on coral');
  });
});

function findNews(id: string): string | undefined {
  return newsArticles.find((a) => a.id === id)?.content;
}
