import { createHash } from 'node:crypto';
import type { ProcedureCall } from '@regen/shared/server-render';
import type { CatalogueClock } from './listing-cache.ts';

// A cache of server-rendered pages, exact on the same principle as the listing's response cache
// (listing-cache.ts, docs/decisions/012, 032, 071). A page is stored under the catalogue
// version read *before* it was rendered, keyed by the request's path and query, and is good
// while the version has not moved and the database's clock (read with the version) has not
// reached the earliest slot start in the data it was rendered from. Only pages whose every
// tRPC call is on CACHEABLE_PROCEDURES are stored: their answers change only with the version
// and with time through `startsAt`, so a stored page is what a new render would give.
//
// Each entry keeps its body plain, brotli and gzip, compressed once when it is stored, and the
// hashes of its inline scripts for its Content-Security-Policy: a hit renders nothing and
// compresses nothing, and no nonce is ever sent twice (there is none: scripts are allowed by hash).

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
]);

/** Bounds memory against a flood of distinct URLs; the least recently used entry goes first. */
const MAX_ENTRIES = 200;
/** All entries' bodies (plain + br + gzip) together; a larger page is not kept. */
const MAX_BYTES = 48 * 1024 * 1024;

export type PageEncoding = 'br' | 'gzip' | 'identity';

/** What the cache needs to know of a render. */
export interface RenderedPage {
  status: number;
  /** The page's tRPC calls (absent from an SSR bundle built before the cache). */
  calls?: ProcedureCall[] | undefined;
}

export interface CachedPage {
  status: number;
  headers: Record<string, string>;
  /** `'sha256-…'` sources for script-src, one per inline script. */
  scriptSources: string;
  bodies: Record<PageEncoding, Buffer>;
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

// Executable inline scripts: no src, and no type or a JavaScript one (JSON-LD is data, not run).
const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const SCRIPT_TYPE = /\btype\s*=\s*["']?([^"'\s>]+)/i;
const JAVASCRIPT_TYPES = new Set(['module', 'text/javascript', 'application/javascript']);

/**
 * The CSP hash sources of a page's inline scripts. The hash is of the script's text as the
 * browser reads it: the HTML parser turns CR LF and lone CR into LF before anything else.
 */
export function inlineScriptSources(html: string): string {
  const sources = new Set<string>();
  for (const [, attributes = '', text = ''] of html.matchAll(SCRIPT)) {
    if (/\bsrc\s*=/i.test(attributes)) continue;
    const type = SCRIPT_TYPE.exec(attributes)?.[1]?.toLowerCase();
    if (type !== undefined && !JAVASCRIPT_TYPES.has(type)) continue;
    const digest = createHash('sha256').update(text.replace(/\r\n?/g, '\n'), 'utf8').digest('base64');
    sources.add(`'sha256-${digest}'`);
  }
  return [...sources].join(' ');
}

export interface PageCache {
  /**
   * Reads the version and the database's clock (one read shared by requests that arrive
   * together), and returns the stored page for `key` when it is still exact, with the version
   * a new render must be stored under.
   */
  lookup(key: string): Promise<{ page: CachedPage | undefined; readAt: string; now: number }>;
  /** Keeps a page rendered after the version `readAt` was read, unless the version has moved since. */
  store(key: string, readAt: string, page: CachedPage): void;
}

export function createPageCache(readClock: () => Promise<CatalogueClock>): PageCache {
  let version = '-1';
  const entries = new Map<string, CachedPage>();
  let bytes = 0;
  const sizeOf = (page: CachedPage) => page.bodies.identity.length + page.bodies.br.length + page.bodies.gzip.length;
  const remove = (key: string) => {
    const page = entries.get(key);
    if (!page) return;
    entries.delete(key);
    bytes -= sizeOf(page);
  };

  return {
    async lookup(key) {
      const { version: current, now } = await readClock();
      // Versions only grow; a request whose read lost a race with a newer one just misses.
      if (BigInt(current) > BigInt(version)) {
        entries.clear();
        bytes = 0;
        version = current;
      }
      const page = current === version ? entries.get(key) : undefined;
      if (page && now < page.expiresAt) {
        // Most recently used last, so eviction takes the least used.
        entries.delete(key);
        entries.set(key, page);
        return { page, readAt: current, now };
      }
      if (page) remove(key);
      return { page: undefined, readAt: current, now };
    },
    store(key, readAt, page) {
      const size = sizeOf(page);
      if (readAt !== version || size > MAX_BYTES) return;
      remove(key);
      while (entries.size >= MAX_ENTRIES || (entries.size > 0 && bytes + size > MAX_BYTES)) {
        remove(entries.keys().next().value!);
      }
      entries.set(key, page);
      bytes += size;
    },
  };
}
