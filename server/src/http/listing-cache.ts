import { sql } from 'kysely';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { DbOrTrx } from '../db/database.ts';
import { share, type SharedRuns } from '../db/shared-reads.ts';

// A response cache for the public experiences listing, the hottest read of the site.
// Each answer is stored as the exact bytes tRPC sent, under the catalogue version read
// *before* the procedure ran (triggers bump it on every write to activities, on a supplier's
// name or location, and on a slot added, removed, moved, switched off, filled or reopened). A
// request reads the version (one indexed row) and, when it matches, gets the stored bytes without
// going through the tRPC adapter, the listing query or superjson. Because the version is read
// before the data, a stored answer is never older than its version: a write that commits
// meanwhile bumps the version and the next request misses. Requests arriving together share
// one version read (sharedVersionReader). Every instance sees a change as
// soon as it commits; nothing is stale, only cheaper (docs/decisions/012).
//
// One thing changes an answer without a write: time. A card shows its next open slot, which is
// no longer next once it starts. So an entry also expires at the earliest `startsAt` in its
// answer, compared with the database's clock (read with the version), the clock the query used
// to pick the slots (docs/decisions/032).
//
// An answer that cannot be stored (a party search: a booking that leaves spots does not move
// the version) or is not stored yet is still shared by identical requests that overlap: one
// request runs the procedure and those that arrived while an earlier run was under way get its
// bytes, never the bytes of a run that started before they arrived (docs/decisions/074).

/**
 * Single-procedure GET paths whose answer depends on the input only, never on the user. A
 * search's answer carries `holdsUntil.startsAt`, the first start among all its matches, not
 * only the page's cards (docs/decisions/069).
 */
const CACHEABLE_PATHS = new Set(['/trpc/catalogue.experiences', '/trpc/search.activities']);
/** Bounds memory against a flood of distinct inputs; the oldest entry goes first. */
const MAX_ENTRIES = 200;

/**
 * Reads the catalogue version, one read shared by every request that arrived before it was
 * sent: a read sent after a request arrived sees every write committed before that, so the
 * answer stays exact while a burst of requests costs one round trip instead of one each.
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

/** The catalogue version and the database's clock (ms since the epoch), read together. */
export interface CatalogueClock {
  version: string;
  now: number;
}

/**
 * The earliest `startsAt` (an ISO instant) anywhere in a stored answer, in ms; Infinity when it
 * has none. The answer stays exact until then, unless the version moves first.
 */
export function earliestStart(body: Buffer): number {
  let earliest = Infinity;
  JSON.parse(body.toString('utf8'), (key, value: unknown) => {
    if (key === 'startsAt' && typeof value === 'string') {
      const at = Date.parse(value);
      if (at < earliest) earliest = at;
    }
    return value;
  });
  return earliest;
}

interface Entry {
  body: Buffer;
  /** Database time (ms) from which this answer may be out of date. */
  expiresAt: number;
}

/** `readVersion`: the catalogue version with the database's clock (sharedVersionReader). */
export function registerListingCache(app: FastifyInstance, readVersion: () => Promise<CatalogueClock>): void {
  let version = '-1';
  const entries = new Map<string, Entry>();
  /** A request that missed, with the version and clock it read. */
  const pending = new WeakMap<FastifyRequest, CatalogueClock>();
  /** Identical requests' runs of the procedure (docs/decisions/074), by URL. */
  const runs: SharedRuns = new Map();
  /** The request running the procedure for others, with how to hand them its answer. */
  const leaders = new WeakMap<FastifyRequest, (answer: Buffer | null) => void>();

  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET') return;
    const query = request.url.indexOf('?');
    if (!CACHEABLE_PATHS.has(query === -1 ? request.url : request.url.slice(0, query))) return;
    const { version: current, now } = await readVersion();
    // Versions only grow; a request whose read lost a race with a newer one just misses.
    if (BigInt(current) > BigInt(version)) {
      entries.clear();
      version = current;
    }
    if (current !== version) return;
    const entry = entries.get(request.url);
    if (entry && now < entry.expiresAt) {
      return reply.type('application/json').header('x-cache', 'HIT').send(entry.body);
    }
    if (entry) entries.delete(request.url);
    pending.set(request, { version: current, now });

    // Run the procedure, or share the answer of the run that starts after this request arrived.
    const turn = deferred<typeof LEAD>();
    const answer = share(runs, request.url, () => {
      const run = deferred<Buffer | null>();
      leaders.set(request, run.settle);
      turn.settle(LEAD);
      return run.promise;
    });
    const outcome = await Promise.race([turn.promise, answer]);
    // This request runs the procedure, or the run it waited for failed: it goes on its own.
    if (outcome === LEAD || outcome === null) return;
    pending.delete(request);
    return reply.type('application/json').header('x-cache', 'SHARED').send(outcome);
  });

  // Registered after the hook that turns tRPC's Response into one buffer.
  app.addHook('onSend', async (request, reply, payload) => {
    const readAt = pending.get(request);
    if (readAt === undefined) return payload;
    void reply.header('x-cache', 'MISS');
    const ok = reply.statusCode === 200 && Buffer.isBuffer(payload);
    endRun(request, ok ? payload : null);
    if (!ok) return payload;
    const expiresAt = earliestStart(payload);
    // An answer already out of date when read (a party search's) is not kept: it would only
    // push out answers that can be served.
    if (readAt.version === version && expiresAt > readAt.now) {
      if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value!);
      entries.set(request.url, { body: payload, expiresAt });
    }
    return payload;
  });
  // A run that ended without an answer to share (the client went away): the others go on alone.
  app.addHook('onResponse', (request, _reply, done) => {
    endRun(request, null);
    done();
  });

  function endRun(request: FastifyRequest, answer: Buffer | null): void {
    const settle = leaders.get(request);
    if (!settle) return;
    leaders.delete(request);
    settle(answer);
  }
}

const LEAD = Symbol('lead');

function deferred<T>(): { promise: Promise<T>; settle: (value: T) => void } {
  let settle!: (value: T) => void;
  const promise = new Promise<T>((resolve) => (settle = resolve));
  return { promise, settle };
}
