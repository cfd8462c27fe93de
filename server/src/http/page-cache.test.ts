import type { ProcedureCall } from '@regen/shared/server-render';
import { describe, expect, it } from 'vitest';
import { createPageCache, isExactRender, pageCacheControl, type CachedPage } from './page-cache.ts';
import type { CatalogueClock } from './public-read-cache.ts';

const call = (path: string, outcome = 'data', type: ProcedureCall['type'] = 'query'): ProcedureCall => ({
  path,
  type,
  outcome,
});

describe('isExactRender', () => {
  it('keeps a page whose every call is an allow-listed query that answered', () => {
    expect(isExactRender({ status: 200, calls: [] })).toBe(true);
    expect(isExactRender({ status: 200, calls: [call('catalogue.experiences')] })).toBe(true);
    expect(
      isExactRender({ status: 200, calls: [call('search.activities'), call('catalogue.destinationsSummary')] }),
    ).toBe(true);
  });

  it('refuses a call off the list, a failed or unfinished call, and a bundle that does not report its calls', () => {
    expect(isExactRender({ status: 200, calls: [call('booking.activity'), call('booking.availability')] })).toBe(false);
    expect(isExactRender({ status: 200, calls: [call('reviews.forActivity')] })).toBe(false);
    expect(isExactRender({ status: 200, calls: [call('catalogue.experiences', 'INTERNAL_SERVER_ERROR')] })).toBe(false);
    expect(isExactRender({ status: 200, calls: [call('catalogue.experiences', 'pending')] })).toBe(false);
    expect(isExactRender({ status: 200, calls: [call('catalogue.subscribeNewsletter', 'data', 'mutation')] })).toBe(
      false,
    );
    expect(isExactRender({ status: 200 })).toBe(false);
  });

  it('keeps a not-found page decided by an allow-listed NOT_FOUND, and no other status', () => {
    expect(isExactRender({ status: 404, calls: [] })).toBe(true);
    expect(isExactRender({ status: 404, calls: [call('booking.activity', 'NOT_FOUND')] })).toBe(true);
    expect(isExactRender({ status: 200, calls: [call('booking.activity', 'NOT_FOUND')] })).toBe(false);
    expect(isExactRender({ status: 404, calls: [call('booking.activity', 'INTERNAL_SERVER_ERROR')] })).toBe(false);
    expect(isExactRender({ status: 500, calls: [] })).toBe(false);
  });
});

describe('createPageCache', () => {
  const page = (expiresAt = Infinity): CachedPage => ({
    status: 200,
    headers: {},
    htmlAroundNonce: ['<p>page</p>'],
    expiresAt,
  });
  function fakeClock() {
    const clock: CatalogueClock = { version: '1', now: 1_000 };
    return { clock, read: () => Promise.resolve({ ...clock }) };
  }

  it('serves a stored page until the version moves or the database clock reaches its earliest start', async () => {
    const { clock, read } = fakeClock();
    const cache = createPageCache(read);
    const miss = await cache.lookup('/experiences/Peru');
    expect(miss.page).toBeUndefined();
    const stored = page(5_000);
    expect(cache.store('/experiences/Peru', miss.readAt, stored)).toBe(true);
    expect((await cache.lookup('/experiences/Peru')).page).toBe(stored);

    clock.now = 4_999;
    expect((await cache.lookup('/experiences/Peru')).page).toBe(stored);
    clock.now = 5_000;
    expect((await cache.lookup('/experiences/Peru')).page).toBeUndefined();

    clock.now = 1_000;
    cache.store('/experiences/Peru', { version: '1', now: 1_000 }, stored);
    clock.version = '2';
    const afterWrite = await cache.lookup('/experiences/Peru');
    expect(afterWrite).toEqual({ page: undefined, readAt: { version: '2', now: 1_000 }, now: 1_000 });
  });

  it('never stores a page rendered under a version that has moved since', async () => {
    const { clock, read } = fakeClock();
    const cache = createPageCache(read);
    const { readAt } = await cache.lookup('/country/Peru');
    clock.version = '2';
    await cache.lookup('/destinations');
    expect(cache.store('/country/Peru', readAt, page())).toBe(false);
    expect((await cache.lookup('/country/Peru')).page).toBeUndefined();
  });

  it('keeps at most 200 pages, dropping the least recently used', async () => {
    const { read } = fakeClock();
    const cache = createPageCache(read);
    const { readAt } = await cache.lookup('/');
    for (let i = 0; i < 200; i++) cache.store(`/p/${i}`, readAt, page());
    expect((await cache.lookup('/p/0')).page).toBeDefined();
    cache.store('/p/200', readAt, page());
    expect((await cache.lookup('/p/1')).page).toBeUndefined();
    expect((await cache.lookup('/p/0')).page).toBeDefined();
    expect((await cache.lookup('/p/200')).page).toBeDefined();
  });
});

describe('pageCacheControl', () => {
  it('shares a kept page for 10 seconds (less when its first slot starts sooner), any other page with no one', () => {
    expect(pageCacheControl({ page: { expiresAt: Infinity } as CachedPage, now: 0 })).toBe(
      'public, s-maxage=10, stale-while-revalidate=30',
    );
    expect(pageCacheControl({ page: { expiresAt: 3_000 } as CachedPage, now: 0 })).toBe(
      'public, s-maxage=3, stale-while-revalidate=30',
    );
    expect(pageCacheControl({ page: { expiresAt: 999 } as CachedPage, now: 0 })).toBe('private, no-cache');
    expect(pageCacheControl()).toBe('private, no-cache');
  });
});
