import { bearerTokenGuard } from '../../http/bearer-token.ts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { MAX_BATCH_SIZE } from '@regen/shared/constants';
import type { Db, PoolStats } from '../../db/database.ts';
import type { EventHub } from '../../events/event-hub.ts';

// What an operator watches per instance, in Prometheus's text format at /metrics
// (docs/decisions/100). Every label comes from a bounded set: a route's pattern as Fastify
// matched it, a tRPC procedure path only if the router has it, a status code, an error code.
// A raw URL, an id or an address never becomes a label (each would be a new series).

export interface MetricsSources {
  /** The bearer token /metrics asks for; without one /metrics is not served (404). */
  token: string | undefined;
  db: Db;
  events: EventHub;
  /** The PostgreSQL pool's counts (the embedded database has no pool). */
  pool: (() => PoolStats) | undefined;
  /** Every procedure path of the router: a path outside it is counted as '(unknown)'. */
  procedures: Iterable<string>;
}

export interface Metrics {
  /** Counts a failed tRPC call (either transport) by procedure and tRPC error code. */
  trpcError(path: string | undefined, code: string): void;
}

const UNKNOWN = '(unknown)';
const UNMATCHED = '(unmatched)';
/** Seconds: from a cached read (a millisecond) to a slow report. */
const LATENCY_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
/** Seconds from an event's transaction to its fan-out here: tens of milliseconds, or a catch-up second. */
const LAG_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

/** Registers /metrics and the hooks that feed it; returns the counters the app's other hooks feed. */
export function registerMetrics(app: FastifyInstance, sources: MetricsSources): Metrics {
  // One registry per app: several apps in one process (tests) keep their own counts.
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const registers = [registry];
  const procedures = new Set(sources.procedures);
  const procedureLabel = (path: string | undefined) => (path && procedures.has(path) ? path : UNKNOWN);

  const httpRequests = new Counter({
    name: 'regen_http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status code',
    labelNames: ['method', 'route', 'status'] as const,
    registers,
  });
  const httpDuration = new Histogram({
    name: 'regen_http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by method and route pattern',
    labelNames: ['method', 'route'] as const,
    buckets: LATENCY_BUCKETS,
    registers,
  });
  const trpcRequests = new Counter({
    name: 'regen_trpc_requests_total',
    help: 'tRPC procedure calls over HTTP, by procedure and status code (each call of a batch counts)',
    labelNames: ['procedure', 'status'] as const,
    registers,
  });
  const trpcDuration = new Histogram({
    name: 'regen_trpc_request_duration_seconds',
    help: "Time to answer a tRPC HTTP request, by procedure (a batch's time counts for each of its calls)",
    labelNames: ['procedure'] as const,
    buckets: LATENCY_BUCKETS,
    registers,
  });
  const trpcErrors = new Counter({
    name: 'regen_trpc_errors_total',
    help: 'Failed tRPC calls over HTTP or the websocket, by procedure and tRPC error code',
    labelNames: ['procedure', 'code'] as const,
    registers,
  });
  const eventLag = new Histogram({
    name: 'regen_event_delivery_lag_seconds',
    help: "Seconds from an event's transaction (its created_at) to its fan-out on this instance",
    buckets: LAG_BUCKETS,
    registers,
  });
  const openSockets = new Gauge({
    name: 'regen_websocket_connections_open',
    help: 'Websocket connections open on this instance',
    registers,
  });

  if (sources.pool) {
    const pool = sources.pool;
    new Gauge({
      name: 'regen_db_pool_connections',
      help: "Connections of this instance's PostgreSQL pool, by state (idle, in_use) and its maximum (max)",
      labelNames: ['state'] as const,
      registers,
      collect() {
        const stats = pool();
        this.set({ state: 'idle' }, stats.idle);
        this.set({ state: 'in_use' }, stats.total - stats.idle);
        this.set({ state: 'max' }, stats.max);
      },
    });
    new Gauge({
      name: 'regen_db_pool_waiting_requests',
      help: 'Queries waiting for a free connection of the pool',
      registers,
      collect() {
        this.set(pool().waiting);
      },
    });
  }

  // The outbox, read at each scrape (one small statement): what is due and not sent, and how long the oldest has waited.
  const outboxDue = new Gauge({ name: 'regen_outbox_due', help: 'Mails due and not sent yet', registers });
  const outboxAge = new Gauge({
    name: 'regen_outbox_oldest_due_age_seconds',
    help: 'Seconds the oldest due mail has waited (0 when none is due)',
    registers,
  });
  const outboxFailed = new Gauge({
    name: 'regen_outbox_failed',
    help: 'Mails given up after their last attempt',
    registers,
  });
  const readOutbox = async () => {
    const { rows } = await sql<{ due: number; age: number | null; failed: number }>`
      select count(*) filter (where sent_at is null and failed_at is null and send_after <= now())::int as due,
        extract(epoch from now() - min(send_after) filter (where sent_at is null and failed_at is null
          and send_after <= now()))::float8 as age,
        count(*) filter (where failed_at is not null)::int as failed
      from email_outbox where sent_at is null`.execute(sources.db);
    const row = rows[0]!;
    outboxDue.set(row.due);
    outboxAge.set(row.age ?? 0);
    outboxFailed.set(row.failed);
  };

  sources.events.onAny((event) => {
    eventLag.observe(Math.max(0, (Date.now() - event.createdAt.getTime()) / 1000));
  });

  // A websocket is counted from its upgrade to its close (a refused upgrade closes at once).
  app.server.on('upgrade', (_request, socket) => {
    openSockets.inc();
    socket.once('close', () => openSockets.dec());
  });

  app.addHook('onResponse', async (request, reply) => {
    const seconds = reply.elapsedTime / 1000;
    const route = request.routeOptions.url ?? UNMATCHED;
    httpRequests.inc({ method: request.method, route, status: reply.statusCode });
    httpDuration.observe({ method: request.method, route }, seconds);
    const paths = trpcPaths(request.url);
    if (!paths) return;
    for (const path of paths) {
      const procedure = procedureLabel(path);
      trpcRequests.inc({ procedure, status: reply.statusCode });
      trpcDuration.observe({ procedure }, seconds);
    }
  });

  const authorised = bearerTokenGuard(sources.token, 'metrics');
  // Always this route, so that without a token /metrics is a plain 404 (not the pages' catch-all).
  app.get('/metrics', async (request: FastifyRequest, reply: FastifyReply) => {
    if (!authorised(request, reply)) return reply;
    await readOutbox();
    return reply
      .header('Cache-Control', 'no-store')
      .type(registry.contentType)
      .send(await registry.metrics());
  });

  return {
    trpcError(path, code) {
      trpcErrors.inc({ procedure: procedureLabel(path), code });
    },
  };
}

/** Digests compare in constant time whatever the lengths. */

/**
 * The procedure paths of a tRPC HTTP request ('/trpc/a,b?batch=1' → ['a', 'b']), or undefined
 * for another URL: at most a batch's worth (tRPC refuses a longer batch).
 */
function trpcPaths(url: string): string[] | undefined {
  const pathname = url.split('?', 1)[0]!;
  if (!pathname.startsWith('/trpc/')) return undefined;
  return pathname.slice('/trpc/'.length).split(',', MAX_BATCH_SIZE);
}
