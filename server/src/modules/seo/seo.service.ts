import { destinationCountryNames } from '@regen/shared/countries';
import { LOCALES } from '@regen/shared/i18n';
import { localePath } from '@regen/shared/i18n/locale-paths';
import type { DbOrTrx } from '../../db/database.ts';
import { publicSupplierPaths } from '../suppliers-public/index.ts';
import { listSitemapActivities } from './seo.repository.ts';

// /sitemap.xml and /robots.txt (docs/decisions/067). The sitemap is built for each request
// from the database (one indexed read), so an activity approved, rejected or deleted a moment
// ago is already in or out; the articles and posts come from the client build's content.

export interface SitemapEntry {
  path: string;
  /** YYYY-MM-DD or an ISO instant. */
  lastModified?: string | undefined;
}

/** The public pages that exist whatever the data: the routes of docs/spec/public-site.md §2. */
export const STATIC_PUBLIC_PATHS = [
  '/',
  '/about-us',
  '/destinations',
  '/experiences',
  '/current-projects',
  '/news',
  '/blog',
  '/contact-us',
  '/coming-soon',
  '/credits',
  // The impact that anyone can check (docs/decisions/106, 107).
  '/impact/ledger',
  '/impact/methodology',
  '/impact/report',
] as const;

/** Public pages under a disallowed prefix (`/impact` is the traveler's own page). */
export const ALLOWED_UNDER_DISALLOWED = ['/impact/ledger', '/impact/methodology', '/impact/report'] as const;

/** Where search engines are not wanted: signed-in areas, sign-in forms, the API. */
export const DISALLOWED_PATHS = [
  '/admin',
  '/auth',
  '/profile',
  '/traveler-dashboard',
  '/supplier-dashboard',
  '/supplier-signin',
  '/supplier-signup',
  '/traveler-signup',
  '/messages/',
  '/impact',
  '/reviews/',
  '/trpc',
  '/api/',
  '/dev/',
  '/octo/',
] as const;

const API_PATHS: ReadonlySet<string> = new Set(['/trpc', '/api/', '/dev/', '/octo/']);

/** Each destination's country, experiences and actions pages. */
export function countryPaths(): string[] {
  return destinationCountryNames.flatMap((name) => {
    const country = encodeURIComponent(name);
    return [`/country/${country}`, `/experiences/${country}`, `/actions/${country}`];
  });
}

export async function sitemapEntries(db: DbOrTrx, contentEntries: readonly SitemapEntry[]): Promise<SitemapEntry[]> {
  const [activities, hosts] = await Promise.all([listSitemapActivities(db), publicSupplierPaths(db)]);
  return [
    ...STATIC_PUBLIC_PATHS.map((path) => ({ path })),
    ...countryPaths().map((path) => ({ path })),
    ...activities.map((a) => ({ path: `/booking/${a.id}`, lastModified: new Date(a.updated_at).toISOString() })),
    // Each host with a live activity has a public page (/suppliers/{id}).
    ...hosts,
    ...contentEntries,
  ];
}

const XHTML = 'http://www.w3.org/1999/xhtml';

const escapeXml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!);

/**
 * One `<url>` per page and locale, each listing the page in every locale and x-default (the
 * English, unprefixed URL) as `xhtml:link` alternates (docs/decisions/109). The xhtml namespace
 * is declared on each `<url>`, so the `<urlset>` stays as it was.
 */
export function sitemapXml(origin: string, entries: readonly SitemapEntry[]): string {
  const urls = entries.flatMap((entry) => {
    const lastmod = entry.lastModified ? `<lastmod>${escapeXml(entry.lastModified)}</lastmod>` : '';
    const alternates = [
      ...LOCALES.map((locale) => [locale, localePath(locale, entry.path)] as const),
      ['x-default', entry.path] as const,
    ]
      .map(
        ([hreflang, path]) => `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(origin + path)}"/>`,
      )
      .join('');
    return LOCALES.map(
      (locale) =>
        `  <url xmlns:xhtml="${XHTML}"><loc>${escapeXml(origin + localePath(locale, entry.path))}</loc>${lastmod}${alternates}</url>`,
    );
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    // The longest matching rule wins (RFC 9309, section 2.2.2): these stay open under `Disallow: /impact`.
    ...LOCALES.flatMap((locale) => ALLOWED_UNDER_DISALLOWED.map((path) => `Allow: ${localePath(locale, path)}`)),
    // Each private area in every locale's prefix too (/de/profile…); the API paths have none.
    ...LOCALES.flatMap((locale) =>
      DISALLOWED_PATHS.filter((path) => locale === 'en' || !API_PATHS.has(path)).map(
        (path) => `Disallow: ${localePath(locale, path)}`,
      ),
    ),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}
