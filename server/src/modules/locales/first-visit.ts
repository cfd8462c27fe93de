import type { FastifyRequest } from 'fastify';
import { DEFAULT_LOCALE, type Locale } from '@regen/shared/i18n';
import { localeOfPath, localePath, preferredLocale } from '@regen/shared/i18n/locale-paths';

// The first visit's language (docs/decisions/109): an unprefixed page (the spec's English URL)
// asked for by a browser whose Accept-Language prefers German, French, Spanish or Italian is
// redirected once to that locale's page, unless the visitor already chose a language (the
// `locale` cookie the language switcher writes), or the request is a crawler's (which must
// index each locale's own URL, found through hreflang) or not a page at all.

/** The cookie the language switcher writes (client/src/features/locales). */
export const LOCALE_COOKIE = 'locale';

/** Crawlers, link previewers and audit tools: never redirected by language. */
const ROBOT =
  /bot|crawl|spider|slurp|facebookexternalhit|embedly|preview|lighthouse|headless|curl|wget|python|go-http/i;

/** Where a first visit should go instead, or undefined to answer the page as asked. */
export function firstVisitRedirect(request: FastifyRequest): string | undefined {
  if (request.method !== 'GET') return undefined;
  const url = request.url;
  const pathname = url.split('?')[0]!;
  if (localeOfPath(pathname) !== DEFAULT_LOCALE) return undefined;
  if (cookieLocale(request.headers.cookie) !== undefined) return undefined;
  if (ROBOT.test(request.headers['user-agent'] ?? '')) return undefined;
  const wanted = preferredLocale(request.headers['accept-language']);
  if (!wanted || wanted === DEFAULT_LOCALE) return undefined;
  return localePath(wanted, pathname) + url.slice(pathname.length);
}

/** The `locale` cookie's value, when the request carries one (any value: a choice was made). */
function cookieLocale(header: string | undefined): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === LOCALE_COOKIE) return value.join('=');
  }
  return undefined;
}

export type { Locale };
