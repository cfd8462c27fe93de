import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { sampleActivities } from '@regen/shared/data/sample-activities';
import { slugify } from '@regen/shared/rules/slug';
import { describe, expect, it } from 'vitest';
import { blogPosts } from './blog.ts';
import { countryProfiles } from './countries.ts';
import { newsArticles } from './news.ts';
import { projects } from './projects.ts';

// Every country, article, project and sample activity shows its own drawing (issue 12, item 4;
// docs/decisions/034): the file exists, and no two of them share one.

const publicDir = fileURLToPath(new URL('../../public', import.meta.url));
const shipped = (path: string) => existsSync(`${publicDir}${path}`);

const images = {
  countries: Object.values(countryProfiles).map((c) => c.image),
  articles: [...newsArticles, ...blogPosts].map((a) => a.image),
  projects: projects.map((p) => p.image),
};

describe('illustrations', () => {
  it('give each country its own drawing under images/countries', () => {
    for (const [name, profile] of Object.entries(countryProfiles)) {
      expect(profile.image, name).toBe(`/images/countries/${slugify(name)}.svg`);
      expect(shipped(profile.image), profile.image).toBe(true);
    }
  });

  it('give each news article and blog post its own drawing under images/articles', () => {
    for (const article of [...newsArticles, ...blogPosts]) {
      expect(article.image, article.id).toBe(`/images/articles/${article.id}.svg`);
      expect(shipped(article.image), article.image).toBe(true);
    }
  });

  it('give each project its own drawing under images/projects', () => {
    for (const project of projects) {
      expect(project.image, project.title).toBe(`/images/projects/${slugify(project.title)}.svg`);
      expect(shipped(project.image), project.image).toBe(true);
    }
  });

  it('have a drawing for each sample activity, named after its title', () => {
    for (const activity of sampleActivities) {
      expect(shipped(`/images/activities/${slugify(activity.title)}.svg`), activity.title).toBe(true);
    }
  });

  it('are never shared between two places or subjects', () => {
    const all = [...images.countries, ...images.articles, ...images.projects];
    expect(new Set(all).size).toBe(all.length);
  });
});
