import { existsSync } from 'node:fs';
import path from 'node:path';
import { createTRPCClient, httpBatchLink } from '@trpc/client';
import superjson from 'superjson';
import { describe, expect, it } from 'vitest';
import { formatMessage, LOCALES } from '@regen/shared/i18n';
import type { AppRouter } from '../../server/src/trpc/router.ts';
import { renderBookingCalendarAttachment } from '../../server/src/modules/calendars/booking-calendar.ts';
import { useApiEnvironment } from '../helpers/api-environment.ts';
import { createApiClient, failure, type CookieJar } from '../helpers/client.ts';
import { createApprovedActivity, createSlot, createSupplier, createUser, daysFromToday } from '../helpers/factories.ts';

// Issue 33 part 2 and 5 (docs/decisions/109): the locale in the URL, the first visit's redirect
// by Accept-Language, hreflang alternates and canonical URLs per locale, the sitemap's
// alternates, the user's remembered language and the mails written in it, and OCTO's content
// language. The page checks need a client build with its SSR bundle (CLIENT_DIST or client/dist).

const ORIGIN = 'https://regen.example';
const clientDist = path.resolve(process.env.CLIENT_DIST ?? 'client/dist');
if (!existsSync(path.join(clientDist, 'server', 'entry-server.js'))) {
  throw new Error(`No SSR bundle at ${clientDist}/server/entry-server.js: build the client first`);
}

const { env, signedIn } = useApiEnvironment({ PUBLIC_URL: ORIGIN, CLIENT_DIST: clientDist, RATE_LIMITS: 'false' });

const get = (url: string, headers: Record<string, string> = {}) =>
  env.server.app.inject({ method: 'GET', url, headers });

/** The page's `<html lang>`, canonical URL and hreflang alternates. */
function headOf(html: string) {
  const links = [...html.matchAll(/<link\b[^>]*>/g)].map((m) => m[0]);
  const attr = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag)?.[1];
  return {
    lang: /<html lang="([^"]*)"/.exec(html)?.[1],
    canonical: links.filter((l) => attr(l, 'rel') === 'canonical').map((l) => attr(l, 'href')),
    alternates: Object.fromEntries(
      links.filter((l) => attr(l, 'rel') === 'alternate').map((l) => [attr(l, 'hreflang'), attr(l, 'href')]),
    ) as Record<string, string>,
  };
}

const alternatesOf = (pathname: string) => ({
  en: `${ORIGIN}${pathname}`,
  de: `${ORIGIN}/de${pathname === '/' ? '' : pathname}`,
  fr: `${ORIGIN}/fr${pathname === '/' ? '' : pathname}`,
  es: `${ORIGIN}/es${pathname === '/' ? '' : pathname}`,
  it: `${ORIGIN}/it${pathname === '/' ? '' : pathname}`,
  'x-default': `${ORIGIN}${pathname}`,
});

/** A tRPC client on the cookie jar of a signed-in client, sending the page's locale as the browser does. */
function onPageOf(locale: string, jar: CookieJar) {
  return createTRPCClient<AppRouter>({
    links: [
      httpBatchLink({
        url: `${env.server.url}/trpc`,
        transformer: superjson,
        fetch: async (input, init) => {
          const headers = new Headers(init?.headers);
          headers.set('cookie', jar.header());
          headers.set('origin', env.server.url);
          headers.set('x-regen-locale', locale);
          return fetch(input, { ...init, headers });
        },
      }),
    ],
  });
}

describe('the first visit by Accept-Language', () => {
  const german = { 'accept-language': 'de-DE,de;q=0.9,en;q=0.8', 'user-agent': 'Mozilla/5.0 (Linux; Android 14)' };

  it('redirects an unprefixed page to the preferred locale, keeping path and query', async () => {
    const res = await get('/experiences/Germany?duration=short', german);
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/de/experiences/Germany?duration=short');
    expect(res.headers.vary).toBe('Accept-Language, Cookie');
    expect((await get('/', { ...german, 'accept-language': 'fr-CH, fr;q=0.9' })).headers.location).toBe('/fr');
    expect((await get('/', { ...german, 'accept-language': 'en;q=0.5, it;q=0.8' })).headers.location).toBe('/it');
  });

  it('answers the English page to English, unknown or no Accept-Language, a chosen language, a crawler and the API', async () => {
    expect((await get('/experiences/Germany', { 'accept-language': 'en-US,en;q=0.9,de;q=0.8' })).statusCode).toBe(200);
    expect((await get('/experiences/Germany', { 'accept-language': 'ja-JP' })).statusCode).toBe(200);
    expect((await get('/experiences/Germany')).statusCode).toBe(200);
    expect((await get('/experiences/Germany', { ...german, cookie: 'locale=en' })).statusCode).toBe(200);
    const bot = { ...german, 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' };
    expect((await get('/experiences/Germany', bot)).statusCode).toBe(200);
    expect((await get('/api/no-such-thing', german)).statusCode).toBe(404);
    expect((await get('/robots.txt', german)).statusCode).toBe(200);
    // A prefixed page is what it says, whatever the header.
    const french = await get('/fr/experiences/Germany', german);
    expect(french.statusCode).toBe(200);
    expect(french.headers.vary).toBe('Accept-Encoding, Cookie');
    // …but the search over every destination orders by the visitor's region (docs/decisions/124).
    expect((await get('/fr/experiences', german)).headers.vary).toBe('Accept-Encoding, Accept-Language, Cookie');
  });
});

describe('pages rendered per locale', () => {
  it('renders a prefixed page in its locale: lang, canonical, alternates and messages', async () => {
    const res = await get('/de/experiences/Germany');
    expect(res.statusCode).toBe(200);
    const head = headOf(res.body);
    expect(head.lang).toBe('de');
    expect(head.canonical).toEqual([`${ORIGIN}/de/experiences/Germany`]);
    expect(head.alternates).toEqual(alternatesOf('/experiences/Germany'));
    // The entry's messages are preloaded in the page's language only (docs/decisions/123).
    const preloaded = [...res.body.matchAll(/href="\/assets\/messages\/[\w-]+\.(\w+)\.js" data-regen-messages/g)];
    expect(preloaded.map((match) => match[1])).toEqual(['de']);
    // The footer's switcher, in German where de.ts has the message, English otherwise (per key).
    expect(res.body).toContain(`aria-label="${formatMessage('de', 'locales.switcher.label')}"`);
    expect(res.body).toContain(`<option value="de" lang="de" selected="">Deutsch</option>`);
    // The layout's own messages come from de.ts (its core area) in the server render.
    expect(formatMessage('de', 'layout.skipToContent')).not.toBe(formatMessage('en', 'layout.skipToContent'));
    expect(res.body).toContain(`>${formatMessage('de', 'layout.skipToContent')}</a>`);
    const english = headOf((await get('/experiences/Germany')).body);
    expect(english.lang).toBe('en');
    expect(english.canonical).toEqual([`${ORIGIN}/experiences/Germany`]);
    expect(english.alternates).toEqual(alternatesOf('/experiences/Germany'));
  });

  it('writes its links with the page’s prefix, and the home page of a locale is /de', async () => {
    const res = await get('/de');
    expect(res.statusCode).toBe(200);
    expect(headOf(res.body).canonical).toEqual([`${ORIGIN}/de`]);
    expect(res.body).toContain('href="/de/about-us"');
    expect(res.body).not.toContain('href="/about-us"');
  });

  it('answers an unknown path under a prefix with the not-found page in that locale', async () => {
    const res = await get('/it/no-such-page');
    expect(res.statusCode).toBe(404);
    expect(headOf(res.body).lang).toBe('it');
    expect(headOf(res.body).alternates).toEqual({});
  });

  it('keeps private pages without alternates', async () => {
    const res = await get('/de/auth');
    expect(headOf(res.body).alternates).toEqual({});
  });

  it('gives every public page alternates that resolve and name each other (reciprocal)', async () => {
    const { supplier } = await createSupplier(env.db, { businessName: 'Lake Guides' });
    const activity = await createApprovedActivity(env.db, supplier.id, { title: 'Lake walk', country: 'Italy' });
    await createSlot(env.db, activity.id, { date: daysFromToday(20) });
    const pages = [
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
      '/country/Italy',
      '/experiences/Italy',
      '/actions/Italy',
      `/booking/${activity.id}`,
      `/suppliers/${supplier.id}`,
      '/blog/what-is-regenerative-tourism',
      '/news/article/ai-powered-regenerative-tourism',
    ];
    for (const page of pages) {
      const expected = alternatesOf(page);
      for (const locale of LOCALES) {
        const url = expected[locale];
        const res = await get(url.slice(ORIGIN.length));
        expect(res.statusCode, url).toBe(200);
        const head = headOf(res.body);
        expect(head.lang, url).toBe(locale);
        expect(head.canonical, url).toEqual([url]);
        // Reciprocal: the alternate names this page, and the same set as every other locale's.
        expect(head.alternates, url).toEqual(expected);
      }
    }
  }, 120_000);
});

describe('/sitemap.xml in every locale', () => {
  it('lists each page once per locale, each with all alternates and x-default', async () => {
    const res = await get('/sitemap.xml');
    expect(res.statusCode).toBe(200);
    const urls = [...res.body.matchAll(/<url\b[^>]*>([\s\S]*?)<\/url>/g)].map((m) => m[1]!);
    const byLoc = new Map(urls.map((u) => [/<loc>([^<]+)<\/loc>/.exec(u)![1]!, u]));
    const alternates = (url: string): Record<string, string> =>
      Object.fromEntries(
        [...url.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)].map(
          (m) => [m[1]!, m[2]!] as const,
        ),
      );
    for (const page of ['/', '/experiences/New%20Zealand', '/blog']) {
      const expected = alternatesOf(page);
      for (const locale of LOCALES) expect(alternates(byLoc.get(expected[locale])!)).toEqual(expected);
    }
    expect(res.body).toContain('<url xmlns:xhtml="http://www.w3.org/1999/xhtml">');
    expect(urls.length % LOCALES.length).toBe(0);
  });
});

describe('the language remembered on the profile, and mails in the reader’s language', () => {
  it('keeps a signed-in user’s choice; an anonymous caller cannot', async () => {
    const user = await createUser(env.db, { firstName: 'Greta' });
    const client = await signedIn(user.email);
    expect(await client.trpc.locales.mine.query()).toBeNull();
    expect(await client.trpc.locales.setMine.mutate({ locale: 'de' })).toEqual({ locale: 'de' });
    expect(await client.trpc.locales.mine.query()).toBe('de');
    const row = await env.db.selectFrom('users').select('locale').where('id', '=', user.id).executeTakeFirstOrThrow();
    expect(row.locale).toBe('de');
    const anonymous = createApiClient(env.server.url);
    expect((await failure(anonymous.trpc.locales.setMine.mutate({ locale: 'fr' }))).code).toBe('UNAUTHORIZED');
    expect((await failure(client.trpc.locales.setMine.mutate({ locale: 'nl' as 'de' }))).code).toBe('BAD_REQUEST');
    await anonymous.close();
  });

  it('confirms a German user’s booking in German, its .ics included; the same booking from an English page in English', async () => {
    const { supplier } = await createSupplier(env.db, { businessName: 'Harz Hikes' });
    const activity = await createApprovedActivity(env.db, supplier.id, { title: 'Moor walk', priceCents: 4000 });
    const date = '2031-05-06';
    const slot = await createSlot(env.db, activity.id, { date, spots: 10 });
    const bookAs = async (locale: string, firstName: string) => {
      const user = await createUser(env.db, { firstName });
      const client = await signedIn(user.email);
      await client.trpc.locales.setMine.mutate({ locale: locale as 'de' });
      const booking = await onPageOf(locale, client.jar).booking.create.mutate({
        activityId: activity.id,
        availabilityId: slot.id,
        numberOfPeople: 2,
        customerName: `${firstName} Muster`,
        customerEmail: user.email,
        customerPhone: '+49 30 123456',
      });
      return env.db
        .selectFrom('email_outbox')
        .selectAll()
        .where('booking_id', '=', booking.id)
        .where('kind', '=', 'booking_confirmed')
        .executeTakeFirstOrThrow();
    };

    const german = await bookAs('de', 'Greta');
    // de.ts has these keys (shared/src/i18n/messages/de/core.ts); dates in German through the seam.
    expect(german.subject).toBe('Buchung bestätigt: Moor walk am 6. Mai 2031');
    expect(german.text_body.startsWith('Hallo Greta Muster,')).toBe(true);
    const ics = renderBookingCalendarAttachment((german.attachments![0] as { render: { data: unknown } }).render.data, {
      publicUrl: ORIGIN,
      organizerEmail: 'bookings@regen.example',
    });
    expect(ics).toContain('SUMMARY:Moor walk bei Harz Hikes');

    const english = await bookAs('en', 'Emma');
    expect(english.subject).toBe('Booking confirmed: Moor walk on May 6, 2031');
    expect(english.text_body.startsWith('Hello Emma Muster,')).toBe(true);
  });
});

describe('OCTO content by Accept-Language', () => {
  it('answers Content-Language and Available-Languages with octo/content, in the best locale accepted', async () => {
    const admin = await signedIn((await createUser(env.db, { role: 'admin' })).email);
    const reseller = await admin.trpc.resellers.create.mutate({ name: 'Voyages Lumière' });
    const { key } = await admin.trpc.resellers.createKey.mutate({ resellerId: reseller.id });
    const { supplier } = await createSupplier(env.db, { businessName: 'Alpine Meadows' });
    await createApprovedActivity(env.db, supplier.id, { title: 'Scything the meadow' });
    const products = (language: string | undefined, capabilities: string) =>
      fetch(`${env.server.url}/octo/products`, {
        headers: {
          authorization: `Bearer ${key}`,
          'octo-capabilities': capabilities,
          ...(language ? { 'accept-language': language } : {}),
        },
      });

    const french = await products('fr-CH, fr;q=0.9, en;q=0.8', 'octo/content');
    expect(french.status).toBe(200);
    expect(french.headers.get('content-language')).toBe('fr');
    expect(french.headers.get('available-languages')).toBe('en, de, fr, es, it');
    const body = (await french.json()) as { options: { units: { title: string }[] }[] }[];
    expect(body[0]!.options[0]!.units[0]!.title).toBe(formatMessage('fr', 'octo.content.unitTitle'));

    const unknown = await products('ja', 'octo/content');
    expect(unknown.headers.get('content-language')).toBe('en');
    expect((await products(undefined, 'octo/content')).headers.get('content-language')).toBe('en');
    const weighted = await products('en;q=0.3, it;q=0.9', 'octo/content');
    expect(weighted.headers.get('content-language')).toBe('it');

    const withoutContent = await products('de', 'octo/pricing');
    expect(withoutContent.headers.get('content-language')).toBeNull();
    expect(withoutContent.headers.get('available-languages')).toBeNull();
  });
});
