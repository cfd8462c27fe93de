import { describe, expect, it } from 'vitest';
import { regenPointsAudiences, values, founderStory } from './about.ts';
import { blogPosts } from './blog.ts';
import { countryProfiles } from './countries.ts';
import { aboutDe } from './de/about.ts';
import { blogTextsDe } from './de/blog.ts';
import { countryTextsDe } from './de/countries.ts';
import { newsTextsDe } from './de/news.ts';
import { projectTextsDe } from './de/projects.ts';
import { aboutEs } from './es/about.ts';
import { blogTextsEs } from './es/blog.ts';
import { countryTextsEs } from './es/countries.ts';
import { newsTextsEs } from './es/news.ts';
import { projectTextsEs } from './es/projects.ts';
import { aboutFr } from './fr/about.ts';
import { blogTextsFr } from './fr/blog.ts';
import { countryTextsFr } from './fr/countries.ts';
import { newsTextsFr } from './fr/news.ts';
import { projectTextsFr } from './fr/projects.ts';
import { aboutIt } from './it/about.ts';
import { blogTextsIt } from './it/blog.ts';
import { countryTextsIt } from './it/countries.ts';
import { newsTextsIt } from './it/news.ts';
import { projectTextsIt } from './it/projects.ts';
import { newsArticles } from './news.ts';
import { projects } from './projects.ts';

// The German, French, Spanish and Italian content modules have the English modules' shape (docs/decisions/110),
// so a page can take the text of the reader's locale and everything else from the English entry.
const translations = [
  ['de', countryTextsDe, aboutDe, projectTextsDe],
  ['fr', countryTextsFr, aboutFr, projectTextsFr],
  ['es', countryTextsEs, aboutEs, projectTextsEs],
  ['it', countryTextsIt, aboutIt, projectTextsIt],
] as const;

describe.each(translations)('the %s content', (_locale, countries, about, projectTexts) => {
  it('has every destination with a tagline and as many paragraphs as the English', () => {
    expect(Object.keys(countries)).toEqual(Object.keys(countryProfiles));
    for (const [name, profile] of Object.entries(countryProfiles)) {
      const text = countries[name as keyof typeof countries];
      expect(text.tagline, name).not.toBe('');
      expect(text.paragraphs, name).toHaveLength(profile.paragraphs.length);
    }
  });

  it('has the About Us sections and the six projects of the English', () => {
    expect(about.regenPointsAudiences.map((section) => section.audience)).toEqual(
      regenPointsAudiences.map((section) => section.audience),
    );
    expect(about.values).toHaveLength(values.length);
    expect(about.founderStory.paragraphs).toHaveLength(founderStory.paragraphs.length);
    expect(projectTexts).toHaveLength(projects.length);
  });
});

describe('the translated news articles', () => {
  const tags = (html: string) => (html.match(/<\/?[a-z0-9]+/g) ?? []).join(' ');
  const links = (html: string) => [...html.matchAll(/href="([^"]+)"/g)].map((match) => match[1]);

  it.each([
    ['de', newsTextsDe],
    ['fr', newsTextsFr],
    ['es', newsTextsEs],
    ['it', newsTextsIt],
  ] as const)('%s: every article, with the English HTML and the same links', (_locale, texts) => {
    expect(Object.keys(texts)).toEqual(newsArticles.map((article) => article.id));
    for (const article of newsArticles) {
      const text = texts[article.id]!;
      expect(tags(text.content), article.id).toBe(tags(article.content));
      expect(links(text.content), article.id).toEqual(links(article.content));
    }
  });
});

describe('the translated blog posts', () => {
  const tags = (html: string) => (html.match(/<\/?[a-z0-9]+/g) ?? []).join(' ');
  const links = (html: string) => [...html.matchAll(/href="([^"]+)"/g)].map((match) => match[1]);

  it.each([
    ['de', blogTextsDe],
    ['fr', blogTextsFr],
    ['es', blogTextsEs],
    ['it', blogTextsIt],
  ] as const)('%s: the first four posts, with the English HTML and the same links', (_locale, texts) => {
    const firstFour = blogPosts.slice(0, 4);
    expect(Object.keys(texts)).toEqual(firstFour.map((post) => post.id));
    for (const post of firstFour) {
      const text = texts[post.id]!;
      expect(tags(text.content), post.id).toBe(tags(post.content));
      expect(links(text.content), post.id).toEqual(links(post.content));
    }
  });
});
