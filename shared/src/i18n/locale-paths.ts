import { DEFAULT_LOCALE, LOCALES, type Locale } from './locales.ts';

// The locale in the URL (issue 33 part 2, docs/decisions/109): English keeps the spec's
// unprefixed routes; every other locale is a first segment before them (`/de/experiences/Germany`).
// The client router strips the prefix before matching and adds it to every link it writes; the
// server reads it to render, redirect, and write alternates. No I/O, no framework.

/** The locales whose pages carry a prefix: every one but English. */
export const PREFIXED_LOCALES = LOCALES.filter((locale) => locale !== DEFAULT_LOCALE);

/** The locale a path names by its first segment ('/de/booking/1' → 'de'), else English. */
export function localeOfPath(pathname: string): Locale {
  const first = /^\/([a-z]{2})(?:\/|$)/.exec(pathname)?.[1];
  return PREFIXED_LOCALES.find((locale) => locale === first) ?? DEFAULT_LOCALE;
}

/** The path without its locale prefix: '/de/booking/1' → '/booking/1', '/de' → '/'. */
export function pathWithoutLocale(pathname: string): string {
  const locale = localeOfPath(pathname);
  if (locale === DEFAULT_LOCALE) return pathname;
  const rest = pathname.slice(locale.length + 1);
  return rest.startsWith('/') ? rest : `/${rest}`;
}

/** A path of the spec's routes in a locale: '/booking/1' in 'de' → '/de/booking/1', '/' → '/de'. */
export function localePath(locale: Locale, pathname: string): string {
  const path = pathWithoutLocale(pathname);
  if (locale === DEFAULT_LOCALE) return path;
  return path === '/' ? `/${locale}` : `/${locale}${path}`;
}

/**
 * The locale an `Accept-Language` header prefers among ours, by its weights (RFC 9110, section 12.5.4):
 * 'de-DE,de;q=0.9,en;q=0.8' → 'de'; undefined when it names none of ours.
 */
export function preferredLocale(acceptLanguage: string | undefined | null): Locale | undefined {
  if (!acceptLanguage) return undefined;
  const ranges = acceptLanguage
    .split(',')
    .map((part, order) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q\s*=\s*([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { language: tag.trim().toLowerCase().split('-')[0]!, q: q === undefined ? 1 : Number(q), order };
    })
    .filter((range) => range.language && range.q > 0 && !Number.isNaN(range.q))
    .sort((a, b) => b.q - a.q || a.order - b.order);
  for (const range of ranges) {
    const locale = LOCALES.find((l) => l === range.language);
    if (locale) return locale;
  }
  return undefined;
}

/** The BCP 47 tag the formatting seam writes a locale's numbers, dates and prices in. */
export const FORMAT_LOCALES: Readonly<Record<Locale, string>> = {
  en: 'en-US', // the spec's formats (docs/decisions/089)
  de: 'de-DE',
  fr: 'fr-FR',
  es: 'es-ES',
  it: 'it-IT',
};
