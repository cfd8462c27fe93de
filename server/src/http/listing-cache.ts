import { sql } from 'kysely';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { DbOrTrx } from '../db/database.ts';

// A response cache for the public experiences listing, the hottest read of the site.
// Each answer is stored as the exact bytes tRPC sent, under the catalogue version read
// *before* the procedure ran (a trigger bumps it on every write to activities). A request
// reads the version (one indexed row) and, when it matches, gets the stored bytes without
// going through the tRPC adapter, the listing query or superjson. Because the version is read
// before the data, a stored answer is never older than its version: a write that commits
// meanwhile bumps the version and the next request misses. Requests arriving together share
// one version read (sharedVersionReader). Every instance sees a change as
// soon as it commits; nothing is stale, only cheaper (docs/decisions/012).

/** Single-procedure GET paths whose answer depends on the input only, never on the user. */
const CACHEABLE_PATHS = new Set(['/trpc/catalogue.experiences']);
/** Bounds memory against a flood of distinct inputs; the oldest entry goes first. */
const MAX_ENTRIES = 200;

/**
 * Reads the catalogue version, one read shared by every request that arrived before it was
 * sent: a read sent after a request arrived sees every write committed before that, so the
 * answer stays exact while a burst of requests costs one round trip instead of one each.
 */
export function sharedVersionReader(db: DbOrTrx): () => Promise<string> {
  let next: Promise<string> | undefined;
  return () =>
    (next ??= new Promise<string>((resolve, reject) => {
      // Requests handled in this turn of the event loop join; later ones start the next read.
      setImmediate(() => {
        next = undefined;
        sql<{ version: string }>`select version::text as version from catalogue_version`
          .execute(db)
          .then((result) => resolve(result.rows[0]?.version ?? '0'), reject);
      });
    }));
}

export function registerListingCache(app: FastifyInstance, db: DbOrTrx): void {
  const readVersion = sharedVersionReader(db);
  let version = '-1';
  const entries = new Map<string, Buffer>();
  const pending = new WeakMap<FastifyRequest, string>();

  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET') return;
    const query = request.url.indexOf('?');
    if (!CACHEABLE_PATHS.has(query === -1 ? request.url : request.url.slice(0, query))) return;
    const current = await readVersion();
    // Versions only grow; a request whose read lost a race with a newer one just misses.
    if (BigInt(current) > BigInt(version)) {
      entries.clear();
      version = current;
    }
    if (current !== version) return;
    const body = entries.get(request.url);
    if (body) return reply.type('application/json').header('x-cache', 'HIT').send(body);
    pending.set(request, current);
  });

  // Registered after the hook that turns tRPC's Response into one buffer.
  app.addHook('onSend', async (request, reply, payload) => {
    const readAt = pending.get(request);
    if (readAt === undefined) return payload;
    void reply.header('x-cache', 'MISS');
    if (reply.statusCode !== 200 || !Buffer.isBuffer(payload)) return payload;
    if (readAt === version) {
      if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value!);
      entries.set(request.url, payload);
    }
    return payload;
  });
}
