import { describe, expect, it } from 'vitest';
import {
  createPublicReadCache,
  earliestStart,
  NOT_SHARED,
  NOT_SHARED_PAGE,
  sharedCacheControl,
  type CatalogueClock,
} from './public-read-cache.ts';

/** A catalogue clock the test moves: the version and the database's time. */
function fakeClock() {
  const clock: CatalogueClock = { version: '1', now: 1_000 };
  return { clock, read: () => Promise.resolve({ ...clock }) };
}

describe('createPublicReadCache', () => {
  it('serves a kept answer until the version moves or the database clock reaches its expiry', async () => {
    const { clock, read } = fakeClock();
    const cache = createPublicReadCache<string>(read, { maxEntries: 10 });
    const miss = await cache.lookup('/experiences/Peru');
    expect(miss).toEqual({ kept: undefined, clock: { version: '1', now: 1_000 } });
    expect(cache.store('/experiences/Peru', miss.clock, 'Peru v1', 5_000)).toBe(true);
    expect((await cache.lookup('/experiences/Peru')).kept).toEqual({ value: 'Peru v1', expiresAt: 5_000 });

    clock.now = 4_999;
    expect((await cache.lookup('/experiences/Peru')).kept?.value).toBe('Peru v1');
    clock.now = 5_000;
    expect((await cache.lookup('/experiences/Peru')).kept).toBeUndefined();

    clock.now = 1_000;
    cache.store('/experiences/Peru', { version: '1', now: 1_000 }, 'Peru v1', 5_000);
    clock.version = '2';
    expect(await cache.lookup('/experiences/Peru')).toEqual({ kept: undefined, clock: { version: '2', now: 1_000 } });
  });

  it('never keeps an answer computed under a version that has moved since, nor one already out of date', async () => {
    const { clock, read } = fakeClock();
    const cache = createPublicReadCache<string>(read, { maxEntries: 10 });
    const before = (await cache.lookup('/country/Peru')).clock;
    clock.version = '2';
    await cache.lookup('/destinations');
    expect(cache.store('/country/Peru', before, 'old', Infinity)).toBe(false);
    expect((await cache.lookup('/country/Peru')).kept).toBeUndefined();

    // A party search's answer holds until the epoch: out of date when it was read.
    const now = (await cache.lookup('/search?people=2')).clock;
    expect(cache.store('/search?people=2', now, 'party', 0)).toBe(false);
    expect(cache.store('/search?people=2', now, 'party', now.now)).toBe(false);
  });

  it('keeps at most maxEntries and maxBytes, dropping the least recently used', async () => {
    const { read } = fakeClock();
    const cache = createPublicReadCache<string>(read, { maxEntries: 3, maxBytes: 10, sizeOf: (v) => v.length });
    const { clock } = await cache.lookup('/');
    for (const key of ['a', 'b', 'c']) cache.store(key, clock, 'xx', Infinity);
    expect((await cache.lookup('a')).kept).toBeDefined();
    cache.store('d', clock, 'xx', Infinity);
    expect((await cache.lookup('b')).kept).toBeUndefined();
    expect((await cache.lookup('a')).kept).toBeDefined();

    // 'e' takes the place of 'c' (3 entries at most), and its 7 bytes push out 'd' (10 bytes at most).
    cache.store('e', clock, '1234567', Infinity);
    expect([(await cache.lookup('c')).kept, (await cache.lookup('d')).kept]).toEqual([undefined, undefined]);
    expect((await cache.lookup('a')).kept?.value).toBe('xx');
    expect(cache.store('f', clock, '12345678901', Infinity)).toBe(false);
  });
});

describe('sharedCacheControl', () => {
  it('lets a shared cache keep a kept answer 10 seconds, then 30 more while it asks again', () => {
    expect(sharedCacheControl(Infinity, 1_000)).toBe('public, s-maxage=10, stale-while-revalidate=30');
  });

  it('never for longer than the answer is exact, and not at all within its last second', () => {
    expect(sharedCacheControl(5_500, 1_000)).toBe('public, s-maxage=4, stale-while-revalidate=30');
    expect(sharedCacheControl(1_999, 1_000)).toBe(NOT_SHARED);
    expect(sharedCacheControl(1_999, 1_000, NOT_SHARED_PAGE)).toBe('private, no-cache');
    expect(NOT_SHARED).toBe('private, no-store');
  });
});

describe('earliestStart', () => {
  const body = (json: unknown) => Buffer.from(JSON.stringify({ result: { data: { json } } }));
  const card = (startsAt: string | null) => ({ nextAvailable: startsAt ? { startsAt } : null });

  it('finds the earliest startsAt anywhere in an answer, Infinity without one', () => {
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

  it('says a body that is not one JSON document is out of date (tRPC’s streamed lines)', () => {
    expect(earliestStart('{"0":{"result":1}}\n{"1":2}\n')).toBe(-Infinity);
  });
});
