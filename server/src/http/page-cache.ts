import type { ProcedureCall } from '@regen/shared/server-render';
import {
  createPublicReadCache,
  NOT_SHARED_PAGE,
  sharedCacheControl,
  type CatalogueClock,
} from './public-read-cache.ts';

// A cache of server-rendered pages, on the public read cache's rule (public-read-cache.ts,
// docs/decisions/083): a page is kept under the catalogue version read *before* it was rendered,
// keyed by the request's path and query, while the version has not moved and the database's
// clock has not reached the earliest slot start in the data it was rendered from. Only pages
// whose every tRPC call is on CACHEABLE_PROCEDURES are kept: their answers change only with the
// version and with time through `startsAt`, so a kept page is what a new render would give.
//
// Each entry keeps its HTML with its status and headers: a hit renders nothing. What must differ
// per response (the CSP nonce, in the header and on the page's scripts) is put in when the page
// is sent, which then compresses it (server-render.ts, docs/decisions/086).

/**
 * Public queries whose answer changes only when the catalogue version moves (triggers on
 * activities, on a supplier's name and location, and on a slot added, removed, moved, switched
 * off, filled or reopened: migrations 2026-11-21T1400 and 2026-11-22T1000) or when a `startsAt`
 * in it is reached. Left out, because something they show changes without a bump:
 * `booking.availability` (remaining spots move with every booking; `cancellable` flips at the
 * cancellation deadline), `reviews.forActivity` (a supplier's reply, the reviewer's name),
 * `impact.receipt` (sharing, attendance), and anything that reads a session (`auth.me`).
 */
export const CACHEABLE_PROCEDURES: ReadonlySet<string> = new Set([
  // Live activities of a country with supplier name, place, next open slot and review aggregate.
  'catalogue.experiences',
  // Per country: live count and earliest open slot.
  'catalogue.destinationsSummary',
  // Live activities by filters; `holdsUntil.startsAt` is the first start among all matches, the
  // epoch for a party search (spots can change without a bump): such a page is never stored.
  'search.activities',
  // One live activity with its supplier's name and location.
  'booking.activity',
  // The outcomes an activity declares (cards and the activity page): a trigger on
  // activity_outcomes bumps the version (migration 2026-11-27T1840, docs/decisions/107).
  'outcomes.ofActivity',
  'outcomes.ofActivities',
]);

/** Bounds memory against a flood of distinct URLs; the least recently used entry goes first. */
const MAX_ENTRIES = 200;
/** All entries' HTML together; a larger page is not kept. */
const MAX_BYTES = 48 * 1024 * 1024;

/** What the cache needs to know of a render. */
export interface RenderedPage {
  status: number;
  /** The page's tRPC calls (absent from an SSR bundle built before the cache). */
  calls?: ProcedureCall[] | undefined;
}

export interface CachedPage {
  status: number;
  headers: Record<string, string>;
  /**
   * The page's HTML cut where its render's CSP nonce was: every send joins it with a new nonce
   * and compresses it (server-render.ts, docs/decisions/086).
   */
  htmlAroundNonce: string[];
  /** Database time (ms) from which the page may be out of date. */
  expiresAt: number;
}

/**
 * Whether a render may be kept: a 200 (or the not-found page) whose every call is a query on
 * the allow-list that answered; a 404 may also rest on the NOT_FOUND of such a query (an
 * unknown activity), never on a failure of another kind.
 */
export function isExactRender(page: RenderedPage): boolean {
  if ((page.status !== 200 && page.status !== 404) || !page.calls) return false;
  return page.calls.every(
    (call) =>
      call.type === 'query' &&
      CACHEABLE_PROCEDURES.has(call.path) &&
      (call.outcome === 'data' || (page.status === 404 && call.outcome === 'NOT_FOUND')),
  );
}

export interface PageCache {
  /**
   * Reads the version and the database's clock (one read shared by requests that arrive
   * together), and returns the stored page for `key` while it is still exact, with the version
   * and clock a new render must be stored under (`readAt`).
   */
  lookup(key: string): Promise<{ page: CachedPage | undefined; readAt: CatalogueClock; now: number }>;
  /**
   * Keeps a page rendered after `readAt` was read, unless the version has moved since, it is
   * already out of date or too large. Returns whether it was kept.
   */
  store(key: string, readAt: CatalogueClock, page: CachedPage): boolean;
}

export function createPageCache(readClock: () => Promise<CatalogueClock>): PageCache {
  const cache = createPublicReadCache<CachedPage>(readClock, {
    maxEntries: MAX_ENTRIES,
    maxBytes: MAX_BYTES,
    sizeOf: (page) => page.htmlAroundNonce.reduce((bytes, part) => bytes + Buffer.byteLength(part), 0),
  });
  return {
    async lookup(key) {
      const { kept, clock } = await cache.lookup(key);
      return { page: kept?.value, readAt: clock, now: clock.now };
    },
    store: (key, readAt, page) => cache.store(key, readAt, page, page.expiresAt),
  };
}

/**
 * The Cache-Control of a page: a kept one (looked up or stored at the database time `now`) may
 * be served by a shared cache for a few seconds; any other only to this visitor, asked again
 * before it is used.
 */
export function pageCacheControl(kept?: { page: CachedPage; now: number }): string {
  return kept ? sharedCacheControl(kept.page.expiresAt, kept.now, NOT_SHARED_PAGE) : NOT_SHARED_PAGE;
}
