import Fastify, { type FastifyReply } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { registerListingCache } from './listing-cache.ts';
import type { CatalogueClock } from './public-read-cache.ts';

// The listing cache's hooks around a stand-in procedure, with the catalogue clock under the
// test's control: which answers are kept and served again, and what each tells a shared cache.

const SEARCH = '/trpc/search.activities?input=%7B%22json%22%3A%7B%22q%22%3A%22reef%22%7D%7D';
const SHARED = 'public, s-maxage=10, stale-while-revalidate=30';
const holdsUntil = (startsAt: string) => JSON.stringify({ result: { data: { json: { holdsUntil: { startsAt } } } } });

let close: (() => Promise<void>) | undefined;
afterEach(async () => {
  await close?.();
  close = undefined;
});

function listingApp(answer: { body: string; cookie?: boolean }) {
  const clock: CatalogueClock = { version: '1', now: Date.parse('2030-01-01T00:00:00.000Z') };
  let runs = 0;
  const app = Fastify();
  close = () => app.close();
  registerListingCache(app, () => Promise.resolve({ ...clock }));
  const procedure = async (_request: unknown, reply: FastifyReply) => {
    runs++;
    if (answer.cookie) void reply.header('set-cookie', 'session=renewed');
    return reply.type('application/json').send(Buffer.from(answer.body));
  };
  app.get('/trpc/search.activities', procedure);
  app.post('/trpc/search.activities', procedure);
  app.get('/trpc/auth.me', procedure);
  return { app, clock, runs: () => runs };
}

describe('registerListingCache', () => {
  it('serves a repeated public read from the cache, shared for 10 s, until the version moves', async () => {
    const { app, clock, runs } = listingApp({ body: holdsUntil('2030-01-02T00:00:00.000Z') });
    const first = await app.inject(SEARCH);
    const second = await app.inject(SEARCH);
    expect([first.headers['x-cache'], second.headers['x-cache']]).toEqual(['MISS', 'HIT']);
    expect([first.headers['cache-control'], second.headers['cache-control']]).toEqual([SHARED, SHARED]);
    expect(second.headers['vary']).toBe('trpc-accept, accept, x-regen-locale, accept-language');
    expect(second.body).toBe(first.body);
    expect(runs()).toBe(1);

    clock.version = '2';
    expect((await app.inject(SEARCH)).headers['x-cache']).toBe('MISS');
    expect(runs()).toBe(2);
  });

  it('tells a shared cache to keep an answer no longer than its first start', async () => {
    const { app, clock } = listingApp({ body: holdsUntil('2030-01-01T00:00:04.500Z') });
    expect((await app.inject(SEARCH)).headers['cache-control']).toBe('public, s-maxage=4, stale-while-revalidate=30');
    clock.now += 4_000;
    const hit = await app.inject(SEARCH);
    expect([hit.headers['x-cache'], hit.headers['cache-control']]).toEqual(['HIT', 'private, no-store']);
    clock.now += 500;
    expect((await app.inject(SEARCH)).headers['x-cache']).toBe('MISS');
  });

  it('never keeps nor shares a party search’s answer (it holds until the epoch)', async () => {
    const { app, runs } = listingApp({ body: holdsUntil('1970-01-01T00:00:00.000Z') });
    const answers = [await app.inject(SEARCH), await app.inject(SEARCH)];
    expect(answers.map((r) => [r.headers['x-cache'], r.headers['cache-control']])).toEqual([
      ['MISS', 'private, no-store'],
      ['MISS', 'private, no-store'],
    ]);
    expect(runs()).toBe(2);
  });

  it('answers a streamed request (trpc-accept: application/jsonl) through the procedure, never from or into the cache', async () => {
    const { app, runs } = listingApp({ body: holdsUntil('2030-01-02T00:00:00.000Z') });
    await app.inject(SEARCH);
    for (const headers of [{ 'trpc-accept': 'application/jsonl' }, { accept: 'application/jsonl' }]) {
      const streamed = await app.inject({ url: SEARCH, headers });
      expect([streamed.headers['x-cache'], streamed.headers['cache-control']]).toEqual([
        undefined,
        'private, no-store',
      ]);
    }
    expect(runs()).toBe(3);
    expect((await app.inject(SEARCH)).headers['x-cache']).toBe('HIT');
  });

  it('keeps a miss that renewed a session cookie, but tells no shared cache to keep that response', async () => {
    const { app } = listingApp({ body: holdsUntil('2030-01-02T00:00:00.000Z'), cookie: true });
    const first = await app.inject(SEARCH);
    expect([first.headers['x-cache'], first.headers['cache-control']]).toEqual(['MISS', 'private, no-store']);
    const second = await app.inject(SEARCH);
    expect([second.headers['x-cache'], second.headers['cache-control'], second.headers['set-cookie']]).toEqual([
      'HIT',
      SHARED,
      undefined,
    ]);
  });

  it('answers every other tRPC call private, no-store: a POST, a signed-in read', async () => {
    const { app } = listingApp({ body: holdsUntil('2030-01-02T00:00:00.000Z') });
    for (const request of [
      { method: 'POST' as const, url: SEARCH, payload: {} },
      { method: 'GET' as const, url: '/trpc/auth.me' },
    ]) {
      const response = await app.inject(request);
      expect([response.headers['x-cache'], response.headers['cache-control']]).toEqual([
        undefined,
        'private, no-store',
      ]);
    }
  });
});
