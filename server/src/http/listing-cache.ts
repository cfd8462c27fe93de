import { sql } from 'kysely';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { DbOrTrx } from '../db/database.ts';

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
// the version) or is not stored yet is still shared by identical requests that overlap
// (docs/decisions/074, 078). A request that misses leads a round: it runs the procedure, and
// identical requests that arrive before its procedure starts reading join the round and get its
// bytes. The procedure reads through `request.readInTurn` (the tRPC context's `readInTurn`),
// which waits until the read of the round before has ended, closes the round (later requests
// lead the next one) and then reads. So every request's answer comes from a read sent after it
// arrived, and a URL has one read at a time: the next round gathers its requests and goes
// through tRPC while the current one reads, and sends its read before the current round's
// answers are written (docs/decisions/079).

/**
 * Single-procedure GET paths whose answer depends on the input only, never on the user, and
 * whose procedure reads through `ctx.readInTurn`. A search's answer carries
 * `holdsUntil.startsAt`, the first start among all its matches, not only the page's cards
 * (docs/decisions/069).
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

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * Set on a request that leads a round of identical requests: its procedure's reads go
     * through it (the tRPC context's `readInTurn`). Null on every other request.
     */
    readInTurn: ReadInTurn | null;
  }
}

/** Runs `read` when it is this request's turn to read; see the top of this file. */
export type ReadInTurn = <T>(read: () => Promise<T>) => Promise<T>;

/** Identical requests sharing one run of the procedure. */
interface Round {
  /** Takes requests until its leader starts reading. */
  open: boolean;
  /** Its leader's procedure read through readInTurn: only then is its answer handed on. */
  readInTurn: boolean;
  /** The leader's answer, or null when it has none to hand on (it failed, or its client left). */
  answer: Deferred<Buffer | null>;
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
  /**
   * URLs whose last answer held no time at all (its first start is the epoch: a party search's).
   * Such an answer is never kept, so their requests skip the version read (docs/decisions/078).
   */
  const timeless = new Set<string>();
  /** The round taking requests, by URL. */
  const rounds = new Map<string, Round>();
  /** The end of the last read begun, by URL: the next round reads after it. */
  const reads = new Map<string, Promise<void>>();
  /** The round each leading request runs the procedure for. */
  const leaders = new WeakMap<FastifyRequest, Round>();

  app.decorateRequest('readInTurn', null);

  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET') return;
    const query = request.url.indexOf('?');
    if (!CACHEABLE_PATHS.has(query === -1 ? request.url : request.url.slice(0, query))) return;
    if (timeless.has(request.url)) {
      pending.set(request, NOT_READ);
    } else {
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
    }

    // Join the round whose procedure has not started reading, or lead a new one.
    const round = rounds.get(request.url);
    if (round?.open) {
      const answer = await round.answer.promise;
      // The round's run failed: this request goes on its own.
      if (answer === null) return;
      pending.delete(request);
      return reply.type('application/json').header('x-cache', 'SHARED').send(answer);
    }
    const led: Round = { open: true, readInTurn: false, answer: deferred() };
    rounds.set(request.url, led);
    leaders.set(request, led);
    request.readInTurn = (read) => readInTurn(request.url, led, read);
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
    if (expiresAt <= 0) {
      if (timeless.size >= MAX_ENTRIES) timeless.delete(timeless.values().next().value!);
      timeless.add(request.url);
    } else {
      timeless.delete(request.url);
    }
    // An answer already out of date when read (a party search's) is not kept: it would only
    // push out answers that can be served. Nor is one whose request read no version.
    if (readAt !== NOT_READ && readAt.version === version && expiresAt > readAt.now) {
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

  /** After the read of the round before: closes `round` to new requests, then reads. */
  function readInTurn<T>(url: string, round: Round, read: () => Promise<T>): Promise<T> {
    const before = reads.get(url);
    const done = deferred<void>();
    reads.set(url, done.promise);
    const reading = (before ?? Promise.resolve()).then(async () => {
      close(url, round);
      round.readInTurn = true;
      try {
        return await read();
      } finally {
        const nextWaits = reads.get(url) !== done.promise;
        if (!nextWaits) reads.delete(url);
        done.settle();
        // The next round's read goes out before this round's answers are written: writing them
        // takes the event loop for a while, and the read would otherwise wait behind it.
        if (nextWaits) await new Promise((resolve) => setImmediate(resolve));
      }
    });
    return reading;
  }

  function close(url: string, round: Round): void {
    round.open = false;
    if (rounds.get(url) === round) rounds.delete(url);
  }

  function endRun(request: FastifyRequest, answer: Buffer | null): void {
    const round = leaders.get(request);
    if (!round) return;
    leaders.delete(request);
    // A leader whose procedure never read (a bad input) still ends its round. One that read
    // without readInTurn may have read before some of its round arrived: they go on alone.
    close(request.url, round);
    round.answer.settle(round.readInTurn ? answer : null);
  }
}

/** The clock of a request that skipped the version read (a timeless URL's). */
const NOT_READ: CatalogueClock = { version: '', now: Infinity };

interface Deferred<T> {
  promise: Promise<T>;
  settle: (value: T) => void;
}

function deferred<T>(): Deferred<T> {
  let settle!: (value: T) => void;
  const promise = new Promise<T>((resolve) => (settle = resolve));
  return { promise, settle };
}
