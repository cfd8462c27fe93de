import type { Locale } from '@regen/shared/i18n';
import { readMinutes, readTimeLabel } from '@regen/shared/rules/read-time';
import type { BlogPost } from './blog.ts';
import type { CountryProfile } from './countries.ts';

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
