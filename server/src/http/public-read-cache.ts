import { sql } from 'kysely';
import type { DbOrTrx } from '../db/database.ts';

// The one cache of public reads (docs/decisions/083): the JSON listing and search
// (listing-cache.ts) and the server-rendered pages built from them (page-cache.ts) are kept on
// this rule, and answered with the Cache-Control it gives.
//
// - Key: the request's path and query (the caller's choice of key).
// - Version: an answer is stored under the catalogue version read *before* it was computed.
//   Triggers bump the version on every write to activities, on a supplier's name or location,
//   and on a slot added, removed, moved, switched off, filled or reopened. A write that commits
//   while an answer is computed bumps the version, so the answer is never stored or is dropped:
//   a kept answer is what a new read would give. Every instance sees the new version at once.
// - Expiry: time changes an answer without a write (a card's next slot is no longer next once
//   it starts), so each answer also expires at the earliest `startsAt` in it, compared with the
//   database's clock read together with the version (the clock the queries pick slots by).
// - Cache-Control: a kept answer may be served by a shared cache (a CDN in front of several
//   instances) for a few seconds, and a little longer while it fetches a new one: there the
//   answer may be a little old. Everything else is `private`.

/** The catalogue version and the database's clock (ms since the epoch), read together. */
export interface CatalogueClock {
  version: string;
  now: number;
}

/**
 * Reads the catalogue version, one read shared by every request that arrived before it was
 * sent: a read sent after a request arrived sees every write committed before that, so a burst
 * of requests (of any public page or listing) costs one round trip instead of one each.
 */
export function sharedVersionReader(db: DbOrTrx): () => Promise<CatalogueClock> {
  let next: Promise<CatalogueClock> | undefined;
  return () =>
    (next ??= new Promise<CatalogueClock>((resolve, reject) => {
      // Requests handled in this turn of the event loop join; later ones start the next read.
      setImmediate(() => {
        next = undefined;
        sql<{ version: string; now: number }>`
          select version::text as version, extract(epoch from now())::float8 * 1000 as now from catalogue_version
        `
          .execute(db)
          .then((result) => {
            const row = result.rows[0];
            resolve({ version: row?.version ?? '0', now: Number(row?.now ?? 0) });
          }, reject);
      });
    }));
}

/**
 * The earliest `startsAt` (an ISO instant) anywhere in a JSON answer, in ms; Infinity when it has
 * none, and -Infinity for a body that is not one JSON document (never kept).
 */
export function earliestStart(body: Buffer | string): number {
  let earliest = Infinity;
  try {
    JSON.parse(typeof body === 'string' ? body : body.toString('utf8'), (key, value: unknown) => {
      if (key === 'startsAt' && typeof value === 'string') {
        const at = Date.parse(value);
        if (at < earliest) earliest = at;
      }
      return value;
    });
  } catch {
    return -Infinity;
  }
  return earliest;
}

/** A kept answer and the database time (ms) from which it may be out of date. */
export interface KeptAnswer<T> {
  value: T;
  expiresAt: number;
}

export interface PublicReadLookup<T> {
  /** The kept answer, when it is still exact. */
  kept: KeptAnswer<T> | undefined;
  /** The version and clock read for this request: a new answer is stored under them. */
  clock: CatalogueClock;
}

export interface PublicReadCache<T> {
  /** Reads the version and clock, and returns the answer kept for `key` while it is exact. */
  lookup(key: string): Promise<PublicReadLookup<T>>;
  /**
   * Keeps an answer computed after `clock` was read, until `expiresAt`. Returns whether it was
   * kept: not when the version has moved since, when it was already out of date, or too large.
   */
  store(key: string, clock: CatalogueClock, value: T, expiresAt: number): boolean;
}

export interface PublicReadCacheOptions<T> {
  /** Bounds memory against a flood of distinct keys; the least recently used goes first. */
  maxEntries: number;
  /** All entries' sizes together (`sizeOf`); a larger answer is not kept. */
  maxBytes?: number;
  sizeOf?: (value: T) => number;
}

export function createPublicReadCache<T>(
  readClock: () => Promise<CatalogueClock>,
  { maxEntries, maxBytes = Infinity, sizeOf = () => 0 }: PublicReadCacheOptions<T>,
): PublicReadCache<T> {
  let version = '-1';
  const entries = new Map<string, KeptAnswer<T>>();
  let bytes = 0;
  const remove = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    bytes -= sizeOf(entry.value);
  };

  return {
    async lookup(key) {
      const clock = await readClock();
      // Versions only grow; a request whose read lost a race with a newer one just misses.
      if (BigInt(clock.version) > BigInt(version)) {
        entries.clear();
        bytes = 0;
        version = clock.version;
      }
      const entry = clock.version === version ? entries.get(key) : undefined;
      if (entry && clock.now < entry.expiresAt) {
        // Most recently used last, so eviction takes the least used.
        entries.delete(key);
        entries.set(key, entry);
        return { kept: entry, clock };
      }
      if (entry) remove(key);
      return { kept: undefined, clock };
    },
    store(key, clock, value, expiresAt) {
      const size = sizeOf(value);
      if (clock.version !== version || expiresAt <= clock.now || size > maxBytes) return false;
      remove(key);
      while (entries.size >= maxEntries || (entries.size > 0 && bytes + size > maxBytes)) {
        remove(entries.keys().next().value!);
      }
      entries.set(key, { value, expiresAt });
      bytes += size;
      return true;
    },
  };
}

/** How long a shared cache may serve a kept answer as fresh, at most (seconds). */
export const SHARED_MAX_AGE = 10;
/** How long after that it may still serve it while it fetches a new one (seconds). */
export const STALE_WHILE_REVALIDATE = 30;

/** An API answer that may not be old, or is someone's own: no cache keeps it. */
export const NOT_SHARED = 'private, no-store';
/**
 * A page that may not be old (not kept, or rendered only for this request): the browser may keep
 * it for its back button, but asks again before using it; no shared cache keeps it.
 */
export const NOT_SHARED_PAGE = 'private, no-cache';

/**
 * The Cache-Control of a kept answer, looked up or stored at the database time `now`: shared for
 * at most SHARED_MAX_AGE, and never as fresh beyond its expiry. `notShared` when it expires
 * within the second.
 */
export function sharedCacheControl(expiresAt: number, now: number, notShared = NOT_SHARED): string {
  const seconds = Math.min(SHARED_MAX_AGE, Math.floor((expiresAt - now) / 1000));
  if (!(seconds > 0)) return notShared;
  return `public, s-maxage=${seconds}, stale-while-revalidate=${STALE_WHILE_REVALIDATE}`;
}
