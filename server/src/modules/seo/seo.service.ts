import { destinationCountryNames } from '@regen/shared/countries';
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
] as const;

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

const escapeXml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!);

export function sitemapXml(origin: string, entries: readonly SitemapEntry[]): string {
  const urls = entries.map((entry) => {
    const lastmod = entry.lastModified ? `<lastmod>${escapeXml(entry.lastModified)}</lastmod>` : '';
    return `  <url><loc>${escapeXml(origin + entry.path)}</loc>${lastmod}</url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...DISALLOWED_PATHS.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}
