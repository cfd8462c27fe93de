import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  createPublicReadCache,
  earliestStart,
  NOT_SHARED,
  sharedCacheControl,
  type CatalogueClock,
} from './public-read-cache.ts';
import { visitorRegionKeyOf } from '../modules/visitor-region/index.ts';

// The JSON public reads, the hottest of the site: the experiences listing and the search. Each
// answer is kept as the exact bytes tRPC sent, on the public read cache's rule (version and
// expiry, public-read-cache.ts, docs/decisions/083), and a repeated request gets them without
// going through the tRPC adapter, the query or superjson. Every other answer under /trpc
// (a party search, anything of a signed-in user, a mutation, an error) is `private, no-store`.

/**
 * Single-procedure GET paths whose answer depends on the input only, never on the user. A
 * search's answer carries `holdsUntil.startsAt`, the first start among all its matches, not only
 * the page's cards; a party search's is the epoch, so it is never kept (docs/decisions/083).
 */
const PUBLIC_READ_PATHS = new Set(['/trpc/catalogue.experiences', '/trpc/search.activities']);
/** Bounds memory against a flood of distinct inputs. */
const MAX_ENTRIES = 200;
/**
 * tRPC's own: its answers differ by these request headers; and the page's language, which picks
 * the activities' texts and stems the search words (docs/decisions/119); and the browser's
 * languages, which order a search's equally soon results (docs/decisions/124).
 */
const VARY = 'trpc-accept, accept, x-regen-locale';
const SEARCH_VARY = `${VARY}, accept-language`;
const isSearch = (url: string) => url.startsWith('/trpc/search.activities');

/**
 * The kept answer's key: the path and query, the page's language when it is not English, and
 * for the search the visitor's region when their languages name one.
 */
function keyOf(request: FastifyRequest): string {
  const locale = request.headers['x-regen-locale'];
  const key =
    typeof locale === 'string' && locale !== 'en' && /^[a-z]{2}$/.test(locale)
      ? `${request.url}\u0000${locale}`
      : request.url;
  const region = isSearch(request.url) ? visitorRegionKeyOf(request.headers['accept-language']) : '';
  return region ? `${key}\u0001${region}` : key;
}

/**
 * Whether a request may be answered from, and its answer kept in, the cache: a GET of a public
 * read asking for one JSON document. A client asking for a stream (`trpc-accept:
 * application/jsonl`, or `accept` naming it) gets tRPC's streamed answer, never kept.
 */
function isPublicRead(request: FastifyRequest): boolean {
  if (request.method !== 'GET') return false;
  const query = request.url.indexOf('?');
  if (!PUBLIC_READ_PATHS.has(query === -1 ? request.url : request.url.slice(0, query))) return false;
  const { 'trpc-accept': trpcAccept, accept } = request.headers;
  return trpcAccept === undefined && !accept?.includes('application/jsonl');
}

const isTrpc = (url: string) => url === '/trpc' || url.startsWith('/trpc/') || url.startsWith('/trpc?');

/** `readClock`: the catalogue version with the database's clock (sharedVersionReader). */
export function registerListingCache(app: FastifyInstance, readClock: () => Promise<CatalogueClock>): void {
  const cache = createPublicReadCache<Buffer>(readClock, { maxEntries: MAX_ENTRIES });
  /** A public read that missed, with the version and clock it read. */
  const misses = new WeakMap<FastifyRequest, CatalogueClock>();

  app.addHook('onRequest', async (request, reply) => {
    if (!isPublicRead(request)) return;
    const { kept, clock } = await cache.lookup(keyOf(request));
    if (!kept) {
      misses.set(request, clock);
      return;
    }
    return reply
      .type('application/json')
      .header('vary', isSearch(request.url) ? SEARCH_VARY : VARY)
      .header('cache-control', sharedCacheControl(kept.expiresAt, clock.now))
      .header('x-cache', 'HIT')
      .send(kept.value);
  });

  // Registered after the hook that turns tRPC's Response into one buffer (app.ts).
  app.addHook('onSend', async (request, reply, payload) => {
    if (!isTrpc(request.url) || reply.hasHeader('x-cache')) return payload;
    const clock = misses.get(request);
    if (clock === undefined) {
      void reply.header('cache-control', NOT_SHARED);
      return payload;
    }
    let cacheControl = NOT_SHARED;
    if (reply.statusCode === 200 && Buffer.isBuffer(payload)) {
      const expiresAt = earliestStart(payload);
      // A renewed session cookie is this visitor's own: this response is not for a shared cache.
      if (cache.store(keyOf(request), clock, payload, expiresAt) && !reply.hasHeader('set-cookie')) {
        cacheControl = sharedCacheControl(expiresAt, clock.now);
      }
    }
    // tRPC's own Vary, and the page's language (the kept answers are per locale).
    void reply
      .header('cache-control', cacheControl)
      .header('x-cache', 'MISS')
      .header('vary', isSearch(request.url) ? SEARCH_VARY : VARY);
    return payload;
  });
}
