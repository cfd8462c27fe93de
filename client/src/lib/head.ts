import { isDestinationCountry } from '@regen/shared/countries';
import { slugify } from '@regen/shared/rules/slug';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '@regen/shared/i18n';
import { FORMAT_LOCALES, localePath } from '@regen/shared/i18n/locale-paths';
import type { JSX } from 'react';
import type { Thing, WithContext } from 'schema-dts';

const SITE = 'Regen Marketplace';

/** The picture shared for pages that have none of their own. */
export const DEFAULT_SHARE_IMAGE = '/images/projects/sundarbans-mangrove-restoration.svg';

// Canonical and share URLs are absolute, from the configured public origin (PUBLIC_URL): the
// server sets it for each render and hands it to the browser with the page (router.tsx), so
// the server's and the browser's head agree (docs/decisions/067).
let publicOrigin = typeof window === 'undefined' ? '' : window.location.origin;

export function setPublicOrigin(origin: string): void {
  publicOrigin = origin.replace(/\/+$/, '');
}

/** An absolute URL on this site for a path ('/country/Peru'); absolute URLs pass through. */
export function absoluteUrl(path: string): string {
  if (/^https?:\/\//.test(path)) return path;
  return `${publicOrigin}${path.startsWith('/') ? '' : '/'}${path}`;
}

/** A destination's illustration (client/public/images/countries/) for its pages' previews. */
export function countryShareImage(country: string): string {
  return isDestinationCountry(country) ? `/images/countries/${slugify(country)}.svg` : DEFAULT_SHARE_IMAGE;
}

/** JSON-LD of one schema.org thing, typed with schema-dts. */
export type JsonLd = WithContext<Exclude<Thing, string>>;

export interface PageHeadOptions {
  /** The page's picture for link previews (a path under /images or an absolute URL). */
  image?: string | undefined;
  /** 'article' for news and blog posts. */
  type?: 'website' | 'article';
  /** Structured data (schema.org) describing the page. */
  jsonLd?: JsonLd | readonly JsonLd[] | undefined;
  /** Private pages (sign-in, dashboards, admin): kept out of search engines. */
  noindex?: boolean;
}

/** A `meta` entry of a route's head; TanStack Router renders `script:ld+json` entries as JSON-LD scripts. */
type MetaTag = NonNullable<JSX.IntrinsicElements['meta']>;

/**
 * A route's `head`: title, meta description, Open Graph and Twitter card, structured data and
 * robots. The canonical URL and og:url come from the root route for every page (routes/__root.tsx).
 */
export function pageHead(title: string, description: string, options: PageHeadOptions = {}) {
  const fullTitle = title === SITE ? SITE : `${title} · ${SITE}`;
  const image = absoluteUrl(options.image ?? DEFAULT_SHARE_IMAGE);
  const meta: MetaTag[] = [
    { title: fullTitle },
    { name: 'description', content: description },
    { property: 'og:type', content: options.type ?? 'website' },
    { property: 'og:site_name', content: SITE },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    { property: 'og:image', content: image },
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:title', content: title },
    { name: 'twitter:description', content: description },
    { name: 'twitter:image', content: image },
  ];
  if (options.noindex) meta.push({ name: 'robots', content: 'noindex, nofollow' });
  const jsonLd = options.jsonLd === undefined ? [] : Array.isArray(options.jsonLd) ? options.jsonLd : [options.jsonLd];
  // The router escapes the JSON for an inline script (escapeHtml), so a title cannot end it.
  for (const thing of jsonLd as readonly JsonLd[]) meta.push({ 'script:ld+json': thing } as MetaTag);
  return { meta };
}

/** The head of a private page: its title and description, and noindex. */
export function privatePageHead(title: string, description: string) {
  return pageHead(title, description, { noindex: true });
}

/**
 * The canonical link and og:url of the page at `pathname` (a route's path, without the locale
 * prefix; query strings left out) in `locale`, and its alternates in every locale with
 * x-default the English (unprefixed) one (docs/decisions/109).
 */
export function canonicalHead(pathname: string, locale: Locale = DEFAULT_LOCALE, alternates = true) {
  // An index route's path ends in '/' ('/blog/'); the page's address has none ('/blog').
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : '/';
  const url = absoluteUrl(localePath(locale, path));
  const languages = alternates
    ? [
        ...LOCALES.map((other) => ({ rel: 'alternate', hrefLang: other, href: absoluteUrl(localePath(other, path)) })),
        { rel: 'alternate', hrefLang: 'x-default', href: absoluteUrl(path) },
      ]
    : [];
  return {
    links: [{ rel: 'canonical', href: url }, ...languages],
    meta: [
      { property: 'og:url', content: url },
      { property: 'og:locale', content: FORMAT_LOCALES[locale].replace('-', '_') },
    ],
  };
}
