import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { formatSlotDateTime } from '@regen/shared/format';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sharedVersionReader } from '../../server/src/http/public-read-cache.ts';
import type { ApiClient } from '../helpers/client.ts';
import { instantOf } from '../helpers/clock.ts';
import {
  createActivity,
  createApprovedActivity,
  createSlot,
  createSupplier,
  createUser,
  daysFromToday,
  dbNow,
  insertBooking,
  signedInClient,
} from '../helpers/factories.ts';
import { setupTestEnvironment } from '../helpers/server.ts';
import { hasSsrBundle, ssrBundleEnv, visibleText } from '../helpers/ssr-bundle.ts';

// The cache of server-rendered pages (server/src/http/page-cache.ts, docs/decisions/071): a
// page is served again only while it is exactly what a new render would give. Needs a client
// build with its SSR bundle (`npm run build`, or CLIENT_DIST), like seo.test.ts.

let env: Awaited<ReturnType<typeof setupTestEnvironment>>;
/** How far the page cache's clock runs ahead of the database's (a slot "starts" without waiting). */
let cacheClockAheadMs = 0;
const clients: ApiClient[] = [];
let supplierId: string;

beforeAll(async () => {
  env = await setupTestEnvironment(
    { RATE_LIMITS: 'false', ...ssrBundleEnv },
    {
      catalogueClock: (db) => {
        const read = sharedVersionReader(db);
        return async () => {
          const clock = await read();
          return { ...clock, now: clock.now + cacheClockAheadMs };
        };
      },
    },
  );
  ({
    supplier: { id: supplierId },
  } = await createSupplier(env.db, { businessName: 'Baltic Wild Trails' }));
}, 60_000);
afterAll(async () => {
  await Promise.all(clients.map((client) => client.close()));
  await env.close();
});

async function signedIn(email: string) {
  const client = await signedInClient(env.server.url, email);
  clients.push(client);
  return client;
}

const get = (url: string, headers: Record<string, string> = {}) =>
  env.server.app.inject({ method: 'GET', url, headers });

/** The response's CSP nonce. */
function nonceOf(response: { headers: Record<string, unknown> }): string {
  const nonce = /'nonce-([^']+)'/.exec(String(response.headers['content-security-policy']))?.[1];
  if (!nonce) throw new Error('The page has no CSP nonce');
  return nonce;
}

/** A page's HTML with its response's nonce taken out: what stays the same from one response to the next. */
const withoutNonce = (html: string, response: { headers: Record<string, unknown> }) =>
  html.split(nonceOf(response)).join('{nonce}');

async function page(url: string) {
  const res = await get(url);
  return { status: res.statusCode, cache: res.headers['x-cache'], text: visibleText(res.body) };
}

/** The Cache-Control of a kept page (docs/decisions/083). */
const SHARED = 'public, s-maxage=10, stale-while-revalidate=30';
/** What a cache may do with a page's response: its x-cache and Cache-Control. */
async function caching(url: string) {
  const res = await get(url);
  return [res.headers['x-cache'], res.headers['cache-control']];
}

describe.skipIf(!hasSsrBundle)('the server-rendered page cache', () => {
  it('answers a repeated page from the cache with the same bytes, for every visitor and encoding', async () => {
    await createApprovedActivity(env.db, supplierId, { country: 'Portugal', title: 'Cork forest walk' });
    const first = await get('/experiences/Portugal');
    expect(first.statusCode).toBe(200);
    expect(first.headers['x-cache']).toBe('MISS');
    expect(visibleText(first.body)).toContain('Cork forest walk');

    const second = await get('/experiences/Portugal');
    expect(second.headers['x-cache']).toBe('HIT');
    expect(second.statusCode).toBe(200);
    expect(second.headers['content-type']).toBe('text/html; charset=utf-8');
    // A kept page: a shared cache (a CDN) may serve it 10 seconds, and 30 more while it asks again.
    expect([first.headers['cache-control'], second.headers['cache-control']]).toEqual([SHARED, SHARED]);
    // The same bytes but for the CSP nonce, which is new on every response (docs/decisions/086).
    expect(withoutNonce(second.body, second)).toBe(withoutNonce(first.body, first));

    // A session cookie changes nothing: the page holds public data only.
    const signedInVisitor = await get('/experiences/Portugal', { cookie: 'regen_session=someone' });
    expect(signedInVisitor.headers['x-cache']).toBe('HIT');
    expect(withoutNonce(signedInVisitor.body, signedInVisitor)).toBe(withoutNonce(first.body, first));

    const br = await get('/experiences/Portugal', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['x-cache']).toBe('HIT');
    expect(br.headers['content-encoding']).toBe('br');
    expect(withoutNonce(brotliDecompressSync(br.rawPayload).toString('utf8'), br)).toBe(
      withoutNonce(first.body, first),
    );
    const gzip = await get('/experiences/Portugal', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['x-cache']).toBe('HIT');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(withoutNonce(gunzipSync(gzip.rawPayload).toString('utf8'), gzip)).toBe(withoutNonce(first.body, first));
  });

  it('allows the page’s inline scripts by a nonce that is new on every response, a hit’s too', async () => {
    const first = await get('/country/Portugal');
    const second = await get('/country/Portugal');
    expect(second.headers['x-cache']).toBe('HIT');
    for (const response of [first, second]) {
      const nonce = nonceOf(response);
      expect(/(?:^|;)script-src ([^;]*)/.exec(String(response.headers['content-security-policy']))?.[1]).toBe(
        `'self' 'nonce-${nonce}'`,
      );
      // Every inline script that runs (not the src ones, not the JSON-LD data) carries it.
      const inline = [...response.body.matchAll(/<script\b([^>]*)>/g)]
        .map(([, attributes]) => attributes!)
        .filter((attributes) => !/\bsrc=/.test(attributes) && !/application\/ld\+json/.test(attributes));
      expect(inline.length).toBeGreaterThan(0);
      for (const attributes of inline) expect(attributes).toContain(`nonce="${nonce}"`);
    }
    expect(nonceOf(second)).not.toBe(nonceOf(first));
  });

  it('shows an activity approved or withdrawn at once', async () => {
    const admin = await signedIn((await createUser(env.db, { role: 'admin' })).email);
    const { user: supplierUser, supplier } = await createSupplier(env.db, { businessName: 'Aegean Roots' });
    const supplierClient = await signedIn(supplierUser.email);
    const activity = await createActivity(env.db, supplier.id, {
      country: 'Greece',
      title: 'Olive grove restoration',
      status: 'pending',
    });
    expect(await page('/experiences/Greece')).toMatchObject({ cache: 'MISS', status: 200 });
    const before = await page('/experiences/Greece');
    expect(before.cache).toBe('HIT');
    expect(before.text).not.toContain('Olive grove restoration');

    await admin.trpc.admin.updateActivityStatus.mutate({ activityId: activity.id, status: 'approved' });
    const approved = await page('/experiences/Greece');
    expect(approved.cache).toBe('MISS');
    expect(approved.text).toContain('Olive grove restoration');
    expect((await page('/experiences/Greece')).cache).toBe('HIT');

    await supplierClient.trpc.supplier.deleteActivity.mutate({ activityId: activity.id });
    const withdrawn = await page('/experiences/Greece');
    expect(withdrawn.cache).toBe('MISS');
    expect(withdrawn.text).not.toContain('Olive grove restoration');
  });

  it('shows a slot added or filled at once, and absorbs a booking that leaves spots', async () => {
    const activity = await createApprovedActivity(env.db, supplierId, {
      country: 'Lithuania',
      title: 'Curonian Spit dune walk',
    });
    const url = '/experiences/Lithuania';
    expect((await page(url)).text).toContain('No dates open right now');
    expect((await page(url)).cache).toBe('HIT');

    const date = daysFromToday(8);
    const slot = await createSlot(env.db, activity.id, { date, startTime: '09:30', spots: 3 });
    const nextDate = formatSlotDateTime(date, '09:30', activity.time_zone);
    const added = await page(url);
    expect(added.cache).toBe('MISS');
    expect(added.text).toContain(nextDate);

    const traveler = await signedIn((await createUser(env.db)).email);
    const book = (numberOfPeople: number) =>
      traveler.trpc.booking.create.mutate({
        activityId: activity.id,
        availabilityId: slot.id,
        numberOfPeople,
        customerName: 'Tara Traveler',
        customerEmail: 'tara@example.test',
        customerPhone: '+370 600 12345',
      });
    // Spots left: the card reads the same, and the cache keeps answering.
    await book(2);
    const partlyBooked = await page(url);
    expect(partlyBooked.cache).toBe('HIT');
    expect(partlyBooked.text).toContain(nextDate);
    // The last spot: the slot is no longer open.
    await book(1);
    const full = await page(url);
    expect(full.cache).toBe('MISS');
    expect(full.text).not.toContain(nextDate);
    expect(full.text).toContain('No dates open right now');
  });

  it('shows a new visible review at once, and its hiding', async () => {
    const activity = await createApprovedActivity(env.db, supplierId, {
      country: 'Latvia',
      title: 'Gauja river clean-up',
    });
    const date = daysFromToday(-3);
    const slot = await createSlot(env.db, activity.id, { date });
    const travelerUser = await createUser(env.db, { firstName: 'Tara', lastName: 'Traveler' });
    const booking = await insertBooking(env.db, {
      activityId: activity.id,
      slotId: slot.id,
      userId: travelerUser.id,
      date,
    });
    await env.db
      .updateTable('bookings')
      .set({ attendance: 'attended', attended_people: 2, attendance_marked_at: sql`now()` })
      .where('id', '=', booking.id)
      .execute();
    const url = '/experiences/Latvia';
    expect((await page(url)).text).not.toContain('1 review');
    expect((await page(url)).cache).toBe('HIT');

    const traveler = await signedIn(travelerUser.email);
    const review = await traveler.trpc.reviews.create.mutate({
      bookingId: booking.id,
      stars: 4,
      text: 'Muddy and fun.',
    });
    const reviewed = await page(url);
    expect(reviewed.cache).toBe('MISS');
    expect(reviewed.text).toContain('Rated 4.0 out of 5 · 1 review');

    const admin = await signedIn((await createUser(env.db, { role: 'admin' })).email);
    await admin.trpc.reviews.hide.mutate({ reviewId: review.id, reason: 'Not about the activity' });
    const hidden = await page(url);
    expect(hidden.cache).toBe('MISS');
    expect(hidden.text).not.toContain('1 review');
  });

  it('renders a page again once the next slot it shows has started', async () => {
    const activity = await createApprovedActivity(env.db, supplierId, {
      country: 'Estonia',
      title: 'Bog boardwalk repair',
    });
    const date = daysFromToday(3);
    await createSlot(env.db, activity.id, { date, startTime: '10:00' });
    const startsAt = (await instantOf(env.db, date, '10:00', activity.time_zone)).getTime();
    const url = '/experiences/Estonia';
    expect((await page(url)).cache).toBe('MISS');
    try {
      cacheClockAheadMs = startsAt - dbNow().getTime() - 60_000;
      expect((await page(url)).cache).toBe('HIT');
      // The slot has started by the cache's clock: the page is rendered again, and not kept
      // while that clock says so (the database's own clock still offers the slot).
      cacheClockAheadMs = startsAt - dbNow().getTime() + 1_000;
      expect((await page(url)).cache).toBe('MISS');
      expect((await page(url)).cache).toBe('MISS');
    } finally {
      cacheClockAheadMs = 0;
    }
    expect((await page(url)).cache).toBe('MISS');
    expect((await page(url)).cache).toBe('HIT');
  });

  it('keeps a search page, never one for a party (spots change without a version bump)', async () => {
    await createApprovedActivity(env.db, supplierId, { country: 'Finland', title: 'Lake shore planting' });
    expect((await page('/experiences/Finland?q=lake')).cache).toBe('MISS');
    const search = await page('/experiences/Finland?q=lake');
    expect(search.cache).toBe('HIT');
    expect(search.text).toContain('Lake shore planting');

    for (let i = 0; i < 2; i++) {
      expect(await caching('/experiences/Finland?people=2')).toEqual(['MISS', 'private, no-cache']);
    }
    expect(await caching('/experiences/Finland?q=lake')).toEqual(['HIT', SHARED]);
  });

  it('never keeps a page built from data that changes without a version bump (an activity’s slots and reviews)', async () => {
    const activity = await createApprovedActivity(env.db, supplierId, { country: 'Sweden' });
    await createSlot(env.db, activity.id);
    for (let i = 0; i < 2; i++) {
      expect(await page(`/booking/${activity.id}`)).toMatchObject({ status: 200, cache: 'MISS' });
      expect(await page('/booking/00000000-0000-4000-8000-000000000000')).toMatchObject({
        status: 404,
        cache: 'MISS',
      });
    }
    // Nor may a shared cache keep it.
    expect(await caching(`/booking/${activity.id}`)).toEqual(['MISS', 'private, no-cache']);
  });

  it('keeps the not-found page of an unknown path or country', async () => {
    for (const url of ['/no-such-page', '/experiences/Atlantis']) {
      expect(await page(url)).toMatchObject({ status: 404, cache: 'MISS' });
      expect(await page(url)).toMatchObject({ status: 404, cache: 'HIT' });
    }
  });
});
