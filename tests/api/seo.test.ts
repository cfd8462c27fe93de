import type { Thing } from 'schema-dts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createActivity, createSlot, createSupplier, daysFromToday } from '../helpers/factories.ts';
import { setupTestEnvironment } from '../helpers/server.ts';
import { hasSsrBundle, ssrBundleEnv } from '../helpers/ssr-bundle.ts';

// /sitemap.xml, /robots.txt and the server-rendered pages' status codes, head and JSON-LD
// (docs/decisions/064-067). The page checks need a client build with its SSR bundle
// (`npm run build`, or CLIENT_DIST pointing at one). `npm test` builds it first, and under CI a
// missing bundle fails the run; only a local run of the api project alone may skip them (the
// server then falls back to index.html, which foundation tests cover).

const ORIGIN = 'https://regen.example';

let env: Awaited<ReturnType<typeof setupTestEnvironment>>;
let approvedId: string;
let pendingId: string;
let archivedId: string;
let rejectedId: string;

beforeAll(async () => {
  env = await setupTestEnvironment({ PUBLIC_URL: ORIGIN, ...ssrBundleEnv });
  const { supplier } = await createSupplier(env.db, { businessName: 'Soca Valley Guides' });
  const approved = await createActivity(env.db, supplier.id, { title: 'Seo approved meadow day', country: 'Slovenia' });
  approvedId = approved.id;
  await createSlot(env.db, approvedId, { date: daysFromToday(30) });
  pendingId = (await createActivity(env.db, supplier.id, { status: 'pending' })).id;
  rejectedId = (await createActivity(env.db, supplier.id, { status: 'rejected' })).id;
  archivedId = (await createActivity(env.db, supplier.id)).id;
  await env.db.updateTable('activities').set({ status: 'archived' }).where('id', '=', archivedId).execute();
}, 60_000);
afterAll(async () => {
  await env.close();
});

const get = (url: string) => env.server.app.inject({ method: 'GET', url });

describe('/robots.txt', () => {
  it('allows the public site, keeps private areas out and points at the sitemap', async () => {
    const res = await get('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    const lines = res.body.split('\n');
    expect(lines[0]).toBe('User-agent: *');
    for (const privatePath of [
      '/admin',
      '/auth',
      '/profile',
      '/traveler-dashboard',
      '/supplier-dashboard',
      '/messages/',
    ])
      expect(lines).toContain(`Disallow: ${privatePath}`);
    // The same areas behind a locale's prefix, and the public impact pages open under /impact.
    expect(lines).toContain('Disallow: /de/profile');
    expect(lines).toContain('Disallow: /fr/impact');
    expect(lines).not.toContain('Disallow: /de/trpc');
    for (const open of ['/impact/ledger', '/impact/methodology', '/impact/report', '/it/impact/ledger'])
      expect(lines).toContain(`Allow: ${open}`);
    expect(lines).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
  });
});

describe('/sitemap.xml', () => {
  async function sitemapUrls() {
    const res = await get('/sitemap.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(
      res.body.startsWith(
        '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ),
    ).toBe(true);
    return [...res.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
  }

  it('lists the public pages and every destination’s pages, absolute from PUBLIC_URL', async () => {
    const urls = await sitemapUrls();
    for (const page of [
      '/',
      '/about-us',
      '/destinations',
      '/experiences',
      '/current-projects',
      '/news',
      '/blog',
      '/contact-us',
    ])
      expect(urls).toContain(`${ORIGIN}${page}`);
    expect(urls).toContain(`${ORIGIN}/country/New%20Zealand`);
    expect(urls).toContain(`${ORIGIN}/experiences/New%20Zealand`);
    expect(urls).toContain(`${ORIGIN}/actions/New%20Zealand`);
    expect(urls.filter((u) => u.startsWith(`${ORIGIN}/country/`))).toHaveLength(37);
    expect(urls.some((u) => u.includes('/admin') || u.includes('/profile') || u.includes('/auth'))).toBe(false);
  });

  it('lists an approved activity, never a pending, rejected or archived one, and follows changes', async () => {
    let urls = await sitemapUrls();
    expect(urls).toContain(`${ORIGIN}/booking/${approvedId}`);
    for (const id of [pendingId, rejectedId, archivedId]) expect(urls).not.toContain(`${ORIGIN}/booking/${id}`);

    await env.db.updateTable('activities').set({ status: 'approved' }).where('id', '=', pendingId).execute();
    urls = await sitemapUrls();
    expect(urls).toContain(`${ORIGIN}/booking/${pendingId}`);
    await env.db.updateTable('activities').set({ status: 'archived' }).where('id', '=', pendingId).execute();
    urls = await sitemapUrls();
    expect(urls).not.toContain(`${ORIGIN}/booking/${pendingId}`);
  });

  it.skipIf(!hasSsrBundle)('lists the news articles and blog posts of the client build', async () => {
    const urls = await sitemapUrls();
    expect(urls).toContain(`${ORIGIN}/blog/what-is-regenerative-tourism`);
    expect(urls).toContain(`${ORIGIN}/news/article/ai-powered-regenerative-tourism`);
  });
});

/** The JSON-LD blocks of a page, parsed. */
type JsonLdBlock = Exclude<Thing, string> & Record<string, unknown>;
function jsonLdOf(html: string): JsonLdBlock[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (m) =>
      JSON.parse(
        m[1]!
          .replace(/&lt;/g, '<')
          .replace(/&gt;/g, '>')
          .replace(/&quot;/g, '"')
          .replace(/&#39;/g, "'")
          .replace(/&amp;/g, '&'),
      ) as JsonLdBlock,
  );
}

function headOf(html: string) {
  const attr = (re: RegExp) => re.exec(html)?.[1];
  return {
    title: attr(/<title>([^<]*)<\/title>/),
    description: attr(/<meta name="description" content="([^"]*)"/),
    canonical: attr(/<link rel="canonical" href="([^"]*)"/),
    ogImage: attr(/<meta property="og:image" content="([^"]*)"/),
    ogTitle: attr(/<meta property="og:title" content="([^"]*)"/),
    twitterCard: attr(/<meta name="twitter:card" content="([^"]*)"/),
    robots: attr(/<meta name="robots" content="([^"]*)"/),
  };
}

describe.skipIf(!hasSsrBundle)('server-rendered pages', () => {
  it('renders the home page with its head, the Organization and no session data', async () => {
    const res = await env.server.app.inject({
      method: 'GET',
      url: '/',
      headers: { cookie: 'regen_session=not-a-session' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    // Kept by the page cache, so a shared cache may keep it a few seconds (docs/decisions/083).
    expect(res.headers['cache-control']).toBe('public, s-maxage=10, stale-while-revalidate=30');
    const head = headOf(res.body);
    expect(head.title).toBe('Regen Marketplace');
    expect(head.canonical).toBe(`${ORIGIN}/`);
    expect(head.twitterCard).toBe('summary_large_image');
    expect(head.ogImage).toMatch(new RegExp(`^${ORIGIN}/images/`));
    expect(head.robots).toBeUndefined();
    // The hydration scripts run by the response's nonce, never by hash (docs/decisions/086; csp-nonce.test.ts).
    expect(res.headers['content-security-policy']).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9_-]{22}';/);
    expect(res.headers['content-security-policy']).not.toContain('sha256-');
    expect(jsonLdOf(res.body)).toEqual([
      expect.objectContaining({
        '@context': 'https://schema.org',
        '@type': 'Organization',
        name: 'Regen Marketplace',
        url: `${ORIGIN}/`,
      }),
    ]);
  });

  it('renders a country page with its data and a TouristDestination', async () => {
    const res = await get('/country/New%20Zealand');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<h1 class="mt-6 text-4xl font-extrabold tracking-tight sm:text-6xl">New Zealand</h1>');
    const head = headOf(res.body);
    expect(head.title).toBe('New Zealand · Regen Marketplace');
    expect(head.canonical).toBe(`${ORIGIN}/country/New%20Zealand`);
    expect(head.ogImage).toBe(`${ORIGIN}/images/countries/new-zealand.svg`);
    const [destination] = jsonLdOf(res.body);
    expect(destination).toMatchObject({ '@type': 'TouristDestination', name: 'New Zealand' });
    // The summary the loader read is in the page: the browser does not read it again.
    expect(res.body).toContain('"destinationsSummary"');
  });

  it('renders an activity with a Product, its Offer and no rating before any review', async () => {
    const res = await get(`/booking/${approvedId}`);
    expect(res.statusCode).toBe(200);
    expect(headOf(res.body).title).toBe('Book Seo approved meadow day · Regen Marketplace');
    const [product] = jsonLdOf(res.body);
    expect(product).toMatchObject({
      '@type': 'Product',
      name: 'Seo approved meadow day',
      offers: { '@type': 'Offer', price: '50.00', priceCurrency: 'USD', availability: 'https://schema.org/InStock' },
    });
    expect(product).not.toHaveProperty('aggregateRating');
  });

  it('adds the AggregateRating once the activity has reviews', async () => {
    await env.db
      .updateTable('activities')
      .set({ review_count: 2, review_stars_sum: 9 })
      .where('id', '=', approvedId)
      .execute();
    const [product] = jsonLdOf((await get(`/booking/${approvedId}`)).body);
    expect(product).toMatchObject({
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.5, reviewCount: 2 },
    });
  });

  it('renders articles and posts with NewsArticle and BlogPosting', async () => {
    const news = await get('/news/article/ai-powered-regenerative-tourism');
    expect(news.statusCode).toBe(200);
    const [article] = jsonLdOf(news.body);
    expect(article).toMatchObject({ '@type': 'NewsArticle' });
    expect(article!.datePublished).toMatch(/^\d{4}-\d\d-\d\d$/);
    const post = await get('/blog/what-is-regenerative-tourism');
    expect(post.statusCode).toBe(200);
    expect(jsonLdOf(post.body)[0]).toMatchObject({ '@type': 'BlogPosting', author: { '@type': 'Person' } });
  });

  it.each([
    ['an unknown path', '/no-such-page', 'Oops! Page not found'],
    ['an unknown country', '/country/Atlantis', 'Country not found'],
    ['experiences of an unknown country', '/experiences/Atlantis', 'Country not found'],
    ['an unknown activity', '/booking/00000000-0000-4000-8000-000000000000', 'Activity not found'],
    ['a pending activity', 'pending', 'Activity not found'],
    ['an unknown article', '/news/article/no-such-article', 'Article Not Found'],
    ['an unknown blog post', '/blog/no-such-post', 'Post Not Found'],
  ])('answers 404 for %s, with the page saying so', async (_name, url, heading) => {
    const res = await get(url === 'pending' ? `/booking/${rejectedId}` : url);
    expect(res.statusCode).toBe(404);
    expect(res.body).toMatch(new RegExp(`<h1[^>]*>${heading}</h1>`));
  });

  it('answers the old /activities path with a 301 to the experiences page', async () => {
    const moved = await get('/activities/Slovenia');
    expect(moved.statusCode).toBe(301);
    expect(moved.headers.location).toBe('/experiences/Slovenia');
  });

  it('renders signed-in pages in the browser only: their loading state, noindex, no data', async () => {
    const res = await env.server.app.inject({ method: 'GET', url: '/profile', headers: { cookie: 'regen_session=x' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-robots-tag']).toBe('noindex');
    expect(res.body).toContain('Loading...');
  });

  it('never serves the SSR bundle as a file', async () => {
    expect((await get('/server/entry-server.js')).statusCode).toBe(404);
  });
});
