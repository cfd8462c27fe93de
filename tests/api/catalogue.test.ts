import { createTRPCClient, httpBatchStreamLink } from '@trpc/client';
import superjson from 'superjson';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AppRouter } from '../../server/src/trpc/router.ts';
import { useApiEnvironment } from '../helpers/api-environment.ts';
import { type ApiClient, trpcCode } from '../helpers/client.ts';
import { createActivity, createSlot, createSupplier, daysFromToday } from '../helpers/factories.ts';
import { earliestStart, sharedVersionReader } from '../../server/src/http/public-read-cache.ts';
import { instantOf } from '../helpers/clock.ts';

const { env, anonymousClient } = useApiEnvironment();
let api: ApiClient;
let supplierId: string;

beforeAll(async () => {
  api = anonymousClient();
  supplierId = (await createSupplier(env.db)).supplier.id;
});

async function setCreatedAt(id: string, iso: string) {
  await env.db
    .updateTable('activities')
    .set({ created_at: new Date(iso) })
    .where('id', '=', id)
    .execute();
}

describe('catalogue.experiences', () => {
  it('lists only approved activities of the country, split by impact category, newest first', async () => {
    const older = await createActivity(env.db, supplierId, { country: 'Croatia', title: 'Older reef survey' });
    const newer = await createActivity(env.db, supplierId, { country: 'Croatia', title: 'Newer seagrass planting' });
    const social = await createActivity(env.db, supplierId, {
      country: 'Croatia',
      category: 'social',
      title: 'Island cooking class',
    });
    await setCreatedAt(older.id, '2025-01-01T10:00:00Z');
    await setCreatedAt(newer.id, '2025-03-01T10:00:00Z');
    await createActivity(env.db, supplierId, { country: 'Croatia', status: 'pending', title: 'Pending walk' });
    await createActivity(env.db, supplierId, { country: 'Croatia', status: 'rejected', title: 'Rejected walk' });

    const result = await api.trpc.catalogue.experiences.query({ country: 'Croatia' });

    expect(result.environmental.map((a) => a.title)).toEqual(['Newer seagrass planting', 'Older reef survey']);
    expect(result.social.map((a) => a.activityId)).toEqual([social.id]);
  });

  it('matches the country exactly, not as a substring or in another case', async () => {
    await createActivity(env.db, supplierId, { country: 'Slovakia', title: 'Tatra trail repair' });
    await createActivity(env.db, supplierId, { country: 'Slovenia', title: 'Soča river clean-up' });

    const slovakia = await api.trpc.catalogue.experiences.query({ country: 'Slovakia' });
    expect(slovakia.environmental.map((a) => a.title)).toEqual(['Tatra trail repair']);

    for (const country of ['Slov', 'slovakia', 'Slovak', 'Atlantis']) {
      const other = await api.trpc.catalogue.experiences.query({ country });
      expect(other, country).toEqual({ environmental: [], social: [] });
    }
  });

  it('shapes each card with Regen points from duration × 150 (or the override) and the price in dollars', async () => {
    const activity = await createActivity(env.db, supplierId, {
      country: 'Egypt',
      category: 'social',
      title: 'Local Cairo food tour',
      durationHours: 3,
      priceCents: 4500,
      maxParticipants: 12,
    });
    const plain = await createActivity(env.db, supplierId, {
      country: 'Egypt',
      category: 'social',
      title: 'Old Cairo crafts walk',
      durationHours: 2.5,
      priceCents: 3999,
    });
    await setCreatedAt(plain.id, '2024-01-01T00:00:00Z');
    await env.db
      .updateTable('activities')
      .set({ regen_points_override: 400, effort: 'Low - flat town walk', place: 'Sayeda Zeinab, Cairo' })
      .where('id', '=', activity.id)
      .execute();
    await createSlot(env.db, activity.id, { date: daysFromToday(9), startTime: '18:00', endTime: '21:00' });

    const { social } = await api.trpc.catalogue.experiences.query({ country: 'Egypt' });

    expect(social[0]).toEqual({
      activityId: activity.id,
      title: 'Local Cairo food tour',
      description: activity.description,
      impact: activity.impact_description,
      impactCategory: 'social',
      effort: 'Low - flat town walk',
      duration: '3 Hours',
      durationHours: 3,
      regenPoints: 400,
      price: 45,
      maxParticipants: 12,
      photoUrl: activity.photo_url,
      isSupplierActivity: true,
      supplierName: 'Green Trails Ltd',
      place: 'Sayeda Zeinab, Cairo',
      nextAvailable: {
        date: daysFromToday(9),
        startTime: '18:00',
        timeZone: 'Africa/Cairo',
        startsAt: await instantOf(env.db, daysFromToday(9), '18:00', 'Africa/Cairo'),
      },
      // No reviews yet (reviews module, docs/decisions/054).
      rating: null,
    });
    // No place of its own: the supplier's location. No slot: no next date.
    expect(social[1]).toMatchObject({
      regenPoints: 375,
      price: 39.99,
      duration: '2.5 Hours',
      effort: 'Medium',
      place: 'Ljubljana, Slovenia',
      nextAvailable: null,
    });
  });

  it('gives each card its own next open slot: not full, on offer, not started, in its zone', async () => {
    const activity = await createActivity(env.db, supplierId, { country: 'Latvia', title: 'Gauja river clean-up' });
    await createSlot(env.db, activity.id, { date: daysFromToday(-2) });
    await createSlot(env.db, activity.id, { date: daysFromToday(3), spots: 5, booked: 5 });
    await createSlot(env.db, activity.id, { date: daysFromToday(4), available: false });
    await createSlot(env.db, activity.id, { date: daysFromToday(6), startTime: '14:00', endTime: '16:00' });
    await createSlot(env.db, activity.id, { date: daysFromToday(6), startTime: '09:30', endTime: '12:00', booked: 9 });

    const { environmental } = await api.trpc.catalogue.experiences.query({ country: 'Latvia' });

    expect(environmental.map((a) => [a.title, a.supplierName, a.nextAvailable])).toEqual([
      [
        'Gauja river clean-up',
        'Green Trails Ltd',
        {
          date: daysFromToday(6),
          startTime: '09:30',
          timeZone: 'Europe/Riga',
          startsAt: await instantOf(env.db, daysFromToday(6), '09:30', 'Europe/Riga'),
        },
      ],
    ]);
  });

  it('answers an empty country with a 400, not a 500', async () => {
    const error = await api.trpc.catalogue.experiences.query({ country: '  ' }).catch((e: unknown) => e);
    expect(trpcCode(error)).toBe('BAD_REQUEST');
  });
});

describe('the listing response cache', () => {
  const listingUrl = (country: string) =>
    `${env.server.url}/trpc/catalogue.experiences?input=${encodeURIComponent(JSON.stringify({ json: { country } }))}`;
  const titles = async (country: string) => {
    const response = await fetch(listingUrl(country));
    const body = (await response.json()) as { result: { data: { json: { environmental: { title: string }[] } } } };
    return { cache: response.headers.get('x-cache'), titles: body.result.data.json.environmental.map((a) => a.title) };
  };

  it('answers a repeated listing from the cache with the same bytes', async () => {
    await createActivity(env.db, supplierId, { country: 'Portugal', title: 'Cork forest walk' });
    const first = await fetch(listingUrl('Portugal'));
    const second = await fetch(listingUrl('Portugal'));
    expect(first.headers.get('x-cache')).toBe('MISS');
    expect(second.headers.get('x-cache')).toBe('HIT');
    expect(second.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await second.text()).toBe(await first.text());
  });

  it('shows every write to activities at once, even one made straight in the database', async () => {
    const activity = await createActivity(env.db, supplierId, { country: 'Greece', title: 'Olive grove restoration' });
    expect(await titles('Greece')).toEqual({ cache: 'MISS', titles: ['Olive grove restoration'] });
    expect(await titles('Greece')).toEqual({ cache: 'HIT', titles: ['Olive grove restoration'] });

    await env.db
      .updateTable('activities')
      .set({ title: 'Olive grove revival' })
      .where('id', '=', activity.id)
      .execute();
    expect(await titles('Greece')).toEqual({ cache: 'MISS', titles: ['Olive grove revival'] });

    await env.db.updateTable('activities').set({ status: 'rejected' }).where('id', '=', activity.id).execute();
    expect(await titles('Greece')).toEqual({ cache: 'MISS', titles: [] });

    await env.db.updateTable('activities').set({ status: 'approved' }).where('id', '=', activity.id).execute();
    expect((await titles('Greece')).titles).toEqual(['Olive grove revival']);
    await env.db.deleteFrom('activities').where('id', '=', activity.id).execute();
    expect(await titles('Greece')).toEqual({ cache: 'MISS', titles: [] });
  });

  it('shares one version read among requests that arrive together, never one sent before a request arrived', async () => {
    const readVersion = sharedVersionReader(env.db);
    const together = readVersion();
    expect(readVersion()).toBe(together);
    const before = BigInt((await together).version);
    await createActivity(env.db, supplierId, { country: 'Cyprus' });
    // The shared read has been sent: a request arriving now gets a new read, which sees the write.
    const after = readVersion();
    expect(after).not.toBe(together);
    expect(BigInt((await after).version)).toBeGreaterThan(before);
  });

  it('answers a burst of parallel requests the same, before and after a write', async () => {
    await createActivity(env.db, supplierId, { country: 'Malta', title: 'Salt pan care' });
    const burst = () => Promise.all(Array.from({ length: 20 }, () => titles('Malta')));
    expect(new Set((await burst()).map((r) => r.titles.join()))).toEqual(new Set(['Salt pan care']));
    await createActivity(env.db, supplierId, { country: 'Malta', title: 'Dry-stone wall repair' });
    const after = await burst();
    expect(after.every((r) => r.titles.includes('Dry-stone wall repair'))).toBe(true);
  });

  it('shows a card’s next date change at once when its slot fills, reopens, is added or switched off', async () => {
    const activity = await createActivity(env.db, supplierId, {
      country: 'Lithuania',
      title: 'Curonian Spit dune walk',
    });
    const first = await createSlot(env.db, activity.id, { date: daysFromToday(8), spots: 3 });
    const nextDate = async () => {
      const response = await fetch(listingUrl('Lithuania'));
      const body = (await response.json()) as {
        result: { data: { json: { environmental: { nextAvailable: { date: string } | null }[] } } };
      };
      return {
        cache: response.headers.get('x-cache'),
        date: body.result.data.json.environmental[0]?.nextAvailable?.date,
      };
    };
    expect(await nextDate()).toEqual({ cache: 'MISS', date: daysFromToday(8) });
    expect(await nextDate()).toEqual({ cache: 'HIT', date: daysFromToday(8) });

    // A booking that leaves spots changes nothing on the card: still answered from the cache.
    await env.db.updateTable('activity_availability').set({ booked_spots: 2 }).where('id', '=', first.id).execute();
    expect(await nextDate()).toEqual({ cache: 'HIT', date: daysFromToday(8) });
    // The last spot taken: the card has no open slot.
    await env.db.updateTable('activity_availability').set({ booked_spots: 3 }).where('id', '=', first.id).execute();
    expect(await nextDate()).toEqual({ cache: 'MISS', date: undefined });
    await env.db.updateTable('activity_availability').set({ booked_spots: 1 }).where('id', '=', first.id).execute();
    expect(await nextDate()).toEqual({ cache: 'MISS', date: daysFromToday(8) });

    const earlier = await createSlot(env.db, activity.id, { date: daysFromToday(7) });
    expect(await nextDate()).toEqual({ cache: 'MISS', date: daysFromToday(7) });
    await env.db
      .updateTable('activity_availability')
      .set({ is_available: false })
      .where('id', '=', earlier.id)
      .execute();
    expect(await nextDate()).toEqual({ cache: 'MISS', date: daysFromToday(8) });
  });

  it('shows a supplier’s new name at once', async () => {
    const { supplier } = await createSupplier(env.db, { businessName: 'Amber Coast Trails' });
    await createActivity(env.db, supplier.id, { country: 'Belgium', title: 'Zwin salt marsh walk' });
    const supplierNames = async () => {
      const result = await fetch(listingUrl('Belgium'));
      const body = (await result.json()) as {
        result: { data: { json: { environmental: { supplierName: string }[] } } };
      };
      return {
        cache: result.headers.get('x-cache'),
        names: body.result.data.json.environmental.map((a) => a.supplierName),
      };
    };
    expect(await supplierNames()).toEqual({ cache: 'MISS', names: ['Amber Coast Trails'] });
    expect(await supplierNames()).toEqual({ cache: 'HIT', names: ['Amber Coast Trails'] });
    await env.db
      .updateTable('suppliers')
      .set({ business_name: 'Zwin Wild Walks' })
      .where('id', '=', supplier.id)
      .execute();
    expect(await supplierNames()).toEqual({ cache: 'MISS', names: ['Zwin Wild Walks'] });
  });

  it('expires a stored answer when the earliest next slot in it starts', () => {
    const body = (json: unknown) => Buffer.from(JSON.stringify({ result: { data: { json } } }));
    const card = (startsAt: string | null) => ({ nextAvailable: startsAt ? { startsAt } : null });
    expect(
      earliestStart(
        body({
          environmental: [card('2030-05-02T07:00:00.000Z'), card(null)],
          social: [card('2030-05-01T16:30:00.000Z'), card('2030-05-03T07:00:00.000Z')],
        }),
      ),
    ).toBe(Date.parse('2030-05-01T16:30:00.000Z'));
    expect(earliestStart(body({ environmental: [card(null)], social: [] }))).toBe(Infinity);
  });

  it('never stores an error answer', async () => {
    for (let i = 0; i < 2; i++) {
      const response = await fetch(listingUrl(' '));
      expect(response.status).toBe(400);
      expect(response.headers.get('x-cache')).toBe('MISS');
      expect(response.headers.get('cache-control')).toBe('private, no-store');
    }
  });

  it('lets a shared cache (a CDN) keep a listing 10 seconds, and still answers the new version at once', async () => {
    const activity = await createActivity(env.db, supplierId, { country: 'Estonia', title: 'Bog boardwalk repair' });
    await createSlot(env.db, activity.id, { date: daysFromToday(9) });
    const headers = async () => {
      const response = await fetch(listingUrl('Estonia'));
      const body = (await response.json()) as { result: { data: { json: { environmental: { title: string }[] } } } };
      return {
        cache: response.headers.get('x-cache'),
        cacheControl: response.headers.get('cache-control'),
        vary: response.headers.get('vary'),
        titles: body.result.data.json.environmental.map((a) => a.title),
      };
    };
    const shared = 'public, s-maxage=10, stale-while-revalidate=30';
    const vary = 'trpc-accept, accept, x-regen-locale';
    expect(await headers()).toEqual({ cache: 'MISS', cacheControl: shared, vary, titles: ['Bog boardwalk repair'] });
    expect(await headers()).toEqual({ cache: 'HIT', cacheControl: shared, vary, titles: ['Bog boardwalk repair'] });
    await env.db
      .updateTable('activities')
      .set({ title: 'Bog boardwalk rebuild' })
      .where('id', '=', activity.id)
      .execute();
    expect(await headers()).toEqual({ cache: 'MISS', cacheControl: shared, vary, titles: ['Bog boardwalk rebuild'] });
  });

  it('answers a listing asked for as a stream (trpc-accept: application/jsonl) in full, never from the cache', async () => {
    await createActivity(env.db, supplierId, { country: 'Montenegro', title: 'Tara canyon trail repair' });
    const input = encodeURIComponent(JSON.stringify({ 0: { json: { country: 'Montenegro' } } }));
    const url = `${env.server.url}/trpc/catalogue.experiences?batch=1&input=${input}`;
    const streamed = async () => {
      const response = await fetch(url, { headers: { 'trpc-accept': 'application/jsonl' } });
      return {
        status: response.status,
        cacheControl: response.headers.get('cache-control'),
        cache: response.headers.get('x-cache'),
        listed: (await response.text()).includes('Tara canyon trail repair'),
      };
    };
    const answered = { status: 200, cacheControl: 'private, no-store', cache: null, listed: true };
    expect(await streamed()).toEqual(answered);
    // Also once a plain request has put the same URL's answer in the cache.
    expect((await fetch(url)).headers.get('x-cache')).toBe('MISS');
    expect(await streamed()).toEqual(answered);
    // tRPC's streaming link reads it as the same listing as a plain request.
    const streaming = createTRPCClient<AppRouter>({
      links: [httpBatchStreamLink({ url: `${env.server.url}/trpc`, transformer: superjson })],
    });
    const listing = await streaming.catalogue.experiences.query({ country: 'Montenegro' });
    expect(listing).toEqual(await api.trpc.catalogue.experiences.query({ country: 'Montenegro' }));
    expect(listing.environmental.map((a) => a.title)).toEqual(['Tara canyon trail repair']);
  });

  it('never answers a public read with a 500, whatever its method or headers', async () => {
    await createActivity(env.db, supplierId, { country: 'Albania', title: 'Vjosa river count' });
    const input = encodeURIComponent(JSON.stringify({ 0: { json: { country: 'Albania' } } }));
    const urls = [
      `${env.server.url}/trpc/catalogue.experiences?batch=1&input=${input}`,
      `${env.server.url}/trpc/search.activities?batch=1&input=${encodeURIComponent(JSON.stringify({ 0: { json: { q: 'vjosa' } } }))}`,
    ];
    const headerSets: Record<string, string>[] = [
      {},
      { 'trpc-accept': 'application/jsonl' },
      { 'trpc-accept': 'text/nonsense' },
      { accept: 'application/jsonl, */*' },
      { accept: 'text/event-stream' },
      { 'accept-encoding': 'br, gzip' },
      { 'content-type': 'application/x-www-form-urlencoded' },
    ];
    const statuses = new Set<number>();
    for (const url of urls) {
      for (const method of ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']) {
        for (const headers of headerSets) {
          const response = await fetch(url, { method, headers: { origin: env.server.url, ...headers } });
          await response.arrayBuffer();
          statuses.add(response.status);
          expect(response.status, `${method} ${JSON.stringify(headers)}`).toBeLessThan(500);
        }
      }
    }
    expect(statuses.has(200)).toBe(true);
  });

  it('answers what may not be shared private, no-store: a call that reads the session, and a mutation', async () => {
    const me = await fetch(`${env.server.url}/trpc/auth.me`);
    expect([me.status, me.headers.get('cache-control')]).toEqual([200, 'private, no-store']);
    const subscribe = await fetch(`${env.server.url}/trpc/catalogue.subscribeNewsletter`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: env.server.url },
      body: JSON.stringify({ json: { email: 'cdn@example.test', source: 'news' } }),
    });
    expect([subscribe.status, subscribe.headers.get('cache-control')]).toEqual([200, 'private, no-store']);
  });
});

describe('catalogue.subscribeNewsletter', () => {
  it('stores a subscription once, case-insensitively, and answers a known address as a new one', async () => {
    const first = await api.trpc.catalogue.subscribeNewsletter.mutate({ email: 'Reader@Example.test', source: 'news' });
    expect(first).toEqual({ email: 'reader@example.test' });

    const again = await api.trpc.catalogue.subscribeNewsletter.mutate({
      email: ' reader@example.TEST ',
      source: 'blog',
    });
    expect(again).toEqual(first);

    const rows = await env.db
      .selectFrom('newsletter_subscriptions')
      .select(['email', 'source'])
      .where('email', '=', 'reader@example.test')
      .execute();
    expect(rows).toEqual([{ email: 'reader@example.test', source: 'news' }]);
  });

  it.each(['', 'not-an-email', 'a@', '@example.test', 'two words@example.test'])(
    'refuses %j with a 400 and stores nothing',
    async (email) => {
      const before = await env.db.selectFrom('newsletter_subscriptions').select('id').execute();
      const error = await api.trpc.catalogue.subscribeNewsletter.mutate({ email }).catch((e: unknown) => e);
      expect(trpcCode(error)).toBe('BAD_REQUEST');
      // The rule's own words, not the validation issues as JSON.
      expect((error as Error).message).toBe(
        email === '' ? 'Please enter your email address' : 'Please enter a valid email address',
      );
      const after = await env.db.selectFrom('newsletter_subscriptions').select('id').execute();
      expect(after.length).toBe(before.length);
    },
  );

  it('keeps one row when the same address subscribes in parallel', async () => {
    const results = await Promise.all(
      Array.from({ length: 5 }, () => api.trpc.catalogue.subscribeNewsletter.mutate({ email: 'race@example.test' })),
    );
    expect(results).toEqual(Array.from({ length: 5 }, () => ({ email: 'race@example.test' })));
    const rows = await env.db
      .selectFrom('newsletter_subscriptions')
      .select('id')
      .where('email', '=', 'race@example.test')
      .execute();
    expect(rows).toHaveLength(1);
  });
});
