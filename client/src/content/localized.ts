import type { Locale } from '@regen/shared/i18n';
import { readMinutes, readTimeLabel } from '@regen/shared/rules/read-time';
import type { CountryAction } from '@regen/shared/rules/actions';
import type { AboutSection } from './about.ts';
import type { BlogPost, BlogPostCard } from './blog.ts';
import type { CountryProfile } from './countries.ts';
import type { NewsArticle, NewsArticleCard } from './news.ts';
import type { ProjectCard } from './projects.ts';

// The static content in the page's locale (issue 33, docs/decisions/110 "Wiring"): each accessor
// takes the locale, loads the English module and, for another locale, only that locale's text
// module (a dynamic import per locale, so a page downloads its own language's words and an English
// page nothing new), and lays the translated text over the English entry. Called from the route
// loaders, so the text is in the server render and in the dehydrated route data.

type OtherLocale = Exclude<Locale, 'en'>;
type CountryText = Pick<CountryProfile, 'tagline' | 'paragraphs'>;
type BlogText = Pick<BlogPost, 'title' | 'excerpt' | 'content'>;

const countryTexts: Record<OtherLocale, () => Promise<Readonly<Record<string, CountryText>>>> = {
  de: () => import('./de/countries.ts').then((m) => m.countryTextsDe),
  fr: () => import('./fr/countries.ts').then((m) => m.countryTextsFr),
  es: () => import('./es/countries.ts').then((m) => m.countryTextsEs),
  it: () => import('./it/countries.ts').then((m) => m.countryTextsIt),
};

const blogTexts: Record<OtherLocale, () => Promise<Readonly<Record<string, BlogText>>>> = {
  de: () => import('./de/blog.ts').then((m) => m.blogTextsDe),
  fr: () => import('./fr/blog.ts').then((m) => m.blogTextsFr),
  es: () => import('./es/blog.ts').then((m) => m.blogTextsEs),
  it: () => import('./it/blog.ts').then((m) => m.blogTextsIt),
};

/** A country's profile in `locale`: the English one with the translated tagline and paragraphs. */
export async function countryProfileIn(locale: Locale, name: string): Promise<CountryProfile | undefined> {
  const [{ findCountryProfile }, texts] = await Promise.all([
    import('./countries.ts'),
    locale === 'en' ? undefined : countryTexts[locale](),
  ]);
  const profile = findCountryProfile(name);
  const text = texts?.[name];
  return profile && text ? { ...profile, ...text } : profile;
}

/**
 * A blog post in `locale`. `inEnglish` is true when the locale is not English and the post has no
 * translation (posts 5–19 stay English, with a visible note and `lang="en"` on the body).
 */
export type LocalizedBlogPost = BlogPost & { inEnglish: boolean };

export async function blogPostIn(locale: Locale, id: string): Promise<LocalizedBlogPost | undefined> {
  const [{ findBlogPost }, texts] = await Promise.all([
    import('./blog.ts'),
    locale === 'en' ? undefined : blogTexts[locale](),
  ]);
  const post = findBlogPost(id);
  if (!post) return undefined;
  const text = texts?.[id];
  if (!text) return { ...post, inEnglish: locale !== 'en' };
  return {
    ...post,
    ...text,
    readMinutes: readMinutes(text.content),
    readTime: readTimeLabel(text.content),
    inEnglish: false,
  };
}

// About, projects, news and the country tips (docs/decisions/117): the same shape, per locale.

/** The About Us page's sections (../about.ts). */
export interface AboutContent {
  regenPointsAudiences: readonly (AboutSection & { audience: string })[];
  mission: AboutSection;
  values: readonly { title: string; text: string }[];
  founderStory: AboutSection;
}

const aboutTexts: Record<OtherLocale, () => Promise<AboutContent>> = {
  de: () => import('./de/about.ts').then((m) => m.aboutDe),
  fr: () => import('./fr/about.ts').then((m) => m.aboutFr),
  es: () => import('./es/about.ts').then((m) => m.aboutEs),
  it: () => import('./it/about.ts').then((m) => m.aboutIt),
};

/** The About Us page in `locale`. */
export async function aboutIn(locale: Locale): Promise<AboutContent> {
  if (locale !== 'en') return aboutTexts[locale]();
  const { regenPointsAudiences, mission, values, founderStory } = await import('./about.ts');
  return { regenPointsAudiences, mission, values, founderStory };
}

type ProjectText = Pick<ProjectCard, 'title' | 'location' | 'description' | 'impact'>;

const projectTexts: Record<OtherLocale, () => Promise<readonly ProjectText[]>> = {
  de: () => import('./de/projects.ts').then((m) => m.projectTextsDe),
  fr: () => import('./fr/projects.ts').then((m) => m.projectTextsFr),
  es: () => import('./es/projects.ts').then((m) => m.projectTextsEs),
  it: () => import('./it/projects.ts').then((m) => m.projectTextsIt),
};

/** The six projects in `locale`: status, start date and picture stay the English entry's. */
export async function projectsIn(locale: Locale): Promise<ProjectCard[]> {
  const [{ projects }, texts] = await Promise.all([
    import('./projects.ts'),
    locale === 'en' ? undefined : projectTexts[locale](),
  ]);
  return projects.map((project, index) => ({ ...project, ...texts?.[index] }));
}

type NewsText = Pick<NewsArticle, 'title' | 'summary' | 'content'>;

const newsTexts: Record<OtherLocale, () => Promise<Readonly<Record<string, NewsText>>>> = {
  de: () => import('./de/news.ts').then((m) => m.newsTextsDe),
  fr: () => import('./fr/news.ts').then((m) => m.newsTextsFr),
  es: () => import('./es/news.ts').then((m) => m.newsTextsEs),
  it: () => import('./it/news.ts').then((m) => m.newsTextsIt),
};

function withNewsText(article: NewsArticle, text: NewsText | undefined): NewsArticle {
  if (!text) return article;
  return {
    ...article,
    ...text,
    readMinutes: readMinutes(text.content),
    readTime: readTimeLabel(text.content),
  };
}

/** A news article in `locale` (all 12 are translated; the read time is the translation's). */
export async function newsArticleIn(locale: Locale, id: string): Promise<NewsArticle | undefined> {
  const [{ findNewsArticle }, texts] = await Promise.all([
    import('./news.ts'),
    locale === 'en' ? undefined : newsTexts[locale](),
  ]);
  const article = findNewsArticle(id);
  return article && withNewsText(article, texts?.[id]);
}

/** The news list's cards in `locale`, without their bodies. */
export async function newsArticleCardsIn(locale: Locale): Promise<NewsArticleCard[]> {
  const [{ newsArticles }, texts] = await Promise.all([
    import('./news.ts'),
    locale === 'en' ? undefined : newsTexts[locale](),
  ]);
  return newsArticles.map((article) => {
    const { content: _content, ...card } = withNewsText(article, texts?.[article.id]);
    return card;
  });
}

/** A blog card in `locale`; `inEnglish` marks a post without a translation (shown in English). */
export type LocalizedBlogPostCard = BlogPostCard & { inEnglish: boolean };

/** The blog list's cards in `locale`, without their bodies. */
export async function blogPostCardsIn(locale: Locale): Promise<LocalizedBlogPostCard[]> {
  const [{ blogPosts }, texts] = await Promise.all([
    import('./blog.ts'),
    locale === 'en' ? undefined : blogTexts[locale](),
  ]);
  return blogPosts.map(({ content: _content, ...card }) => {
    const text = texts?.[card.id];
    if (!text) return { ...card, inEnglish: locale !== 'en' };
    return {
      ...card,
      title: text.title,
      excerpt: text.excerpt,
      readMinutes: readMinutes(text.content),
      readTime: readTimeLabel(text.content),
      inEnglish: false,
    };
  });
}

type Tips = { countryTips: Readonly<Record<string, readonly string[]>>; genericCountryTips: readonly string[] };

const tipTexts: Record<OtherLocale, () => Promise<Tips>> = {
  de: () =>
    import('@regen/shared/content/de/country-tips').then((m) => ({
      countryTips: m.countryTipsDe,
      genericCountryTips: m.genericCountryTipsDe,
    })),
  fr: () =>
    import('@regen/shared/content/fr/country-tips').then((m) => ({
      countryTips: m.countryTipsFr,
      genericCountryTips: m.genericCountryTipsFr,
    })),
  es: () =>
    import('@regen/shared/content/es/country-tips').then((m) => ({
      countryTips: m.countryTipsEs,
      genericCountryTips: m.genericCountryTipsEs,
    })),
  it: () =>
    import('@regen/shared/content/it/country-tips').then((m) => ({
      countryTips: m.countryTipsIt,
      genericCountryTips: m.genericCountryTipsIt,
    })),
};

/**
 * A country's suggested actions in `locale`: the English list's numbers and points (the ledger
 * refers to an action by its number), each title and explanation from the translated tip at the
 * same position.
 */
export async function countryActionsIn(locale: Locale, country: string): Promise<CountryAction[]> {
  const [{ countryActions, hasSpecificTips, splitTip }, tips] = await Promise.all([
    import('@regen/shared/rules/actions'),
    locale === 'en' ? undefined : tipTexts[locale](),
  ]);
  const actions = countryActions(country);
  if (!tips) return actions;
  const list = hasSpecificTips(country) ? tips.countryTips[country] : tips.genericCountryTips;
  return actions.map((action, index) => {
    const tip = list?.[index];
    return tip ? { ...action, ...splitTip(tip) } : action;
  });
}
