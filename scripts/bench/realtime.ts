// Realtime: commit → subscriber socket latency on one instance and across two instances
// (docs/design.md §10: p99 ≤ 50 ms), and an idle subscriber's memory beside a bare `ws`
// socket's and beside tRPC's websocket adapter alone, all measured in the same run (budgets:
// ≤ 1.25× the adapter's JS heap and ≤ 1.5× its resident memory; ≤ 3× bare where reachable,
// docs/decisions/097).
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { createTRPCClient, createWSClient, wsLink } from '@trpc/client';
import superjson from 'superjson';
import WebSocket from 'ws';
import { createSession, sessionCookieName } from '../../server/src/modules/auth/index.ts';
import type { AppRouter } from '../../server/src/trpc/router.ts';
import { migrateToLatest } from '../../server/src/db/migrate.ts';
import type { DB } from '../../server/src/db/schema.ts';
import {
  atMost,
  benchConfig,
  createBenchDatabase,
  fmt,
  freePort,
  percentile,
  reportRows,
  rssKb,
  startBenchApp,
} from './lib.ts';

function startInstance(url: string) {
  return startBenchApp(benchConfig(url, { NODE_ENV: 'production' }));
}

function subscriber(baseUrl: string, token: string) {
  class CookieSocket extends WebSocket {
    constructor(u: string | URL) {
      super(u, { headers: { cookie: `${sessionCookieName({ env: 'production' })}=${token}`, origin: baseUrl } });
    }
  }
  const ws = createWSClient({
    url: baseUrl.replace('http', 'ws') + '/trpc',
    WebSocket: CookieSocket as unknown as typeof globalThis.WebSocket,
  });
  return { client: createTRPCClient<AppRouter>({ links: [wsLink({ client: ws, transformer: superjson })] }), ws };
}

async function measureLatency(writer: Awaited<ReturnType<typeof startInstance>>, readerUrl: string, count: number) {
  const db = writer.app.services.db;
  const user = await db
    .insertInto('users')
    .values({ email: `rt-${Date.now()}-${Math.random()}@bench.test`, password_hash: 'x' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const session = await createSession(db, user.id, 1);
  const { client, ws } = subscriber(readerUrl, session.token);
  const sent = new Map<number, bigint>();
  const latencies: number[] = [];
  let resolveAll!: () => void;
  const done = new Promise<void>((r) => (resolveAll = r));
  const sub = client.auth.events.subscribe(undefined, {
    onData: (d) => {
      if (d.data.type !== 'messages.read') return;
      const seq = Number(d.data.payload.messageIds[0]);
      const at = sent.get(seq);
      if (at !== undefined) latencies.push(Number(process.hrtime.bigint() - at) / 1e6);
      if (latencies.length === count) resolveAll();
    },
  });
  await new Promise((r) => setTimeout(r, 500));
  for (let seq = 0; seq < count; seq++) {
    await writer.app.services.events.transaction(async (_trx, emit) => {
      const payload = { readerId: user.id, messageIds: [String(seq)], readAt: new Date().toISOString() };
      await emit({ type: 'messages.read', audience: [user.id], payload });
      sent.set(seq, process.hrtime.bigint()); // just before commit
    });
    await new Promise((r) => setTimeout(r, 5));
  }
  await Promise.race([done, new Promise((r) => setTimeout(r, 10_000))]);
  sub.unsubscribe();
  await ws.close();
  latencies.sort((a, b) => a - b);
  return {
    received: latencies.length,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
  };
}

/** Resident memory and JS heap in use (KB) of a server process after a full collection (see gc-on-signal.mjs). */
async function settledMemoryKb(pid: number, file: string): Promise<{ rss: number; heapUsed: number }> {
  rmSync(file, { force: true });
  process.kill(pid, 'SIGUSR2');
  // The file appears once the collection is done (written whole, then renamed); at most 30 s.
  for (let i = 0; i < 300 && !existsSync(file); i++) await new Promise((r) => setTimeout(r, 100));
  const usage = JSON.parse(readFileSync(file, 'utf8')) as { heapUsed: number };
  return { rss: rssKb(pid), heapUsed: usage.heapUsed / 1024 };
}

/** Has the process write a heap snapshot into `folder` (it was started with --heapsnapshot-signal) and waits for it. */
async function heapSnapshot(pid: number, folder: string, memoryFile: string) {
  const count = () => readdirSync(folder).filter((f) => f.endsWith('.heapsnapshot')).length;
  const had = count();
  process.kill(pid, 'SIGUSR1');
  for (let i = 0; i < 600 && count() === had; i++) await new Promise((r) => setTimeout(r, 100));
  // The snapshot is written on the process's main thread, so its next answer comes once the file is whole.
  await settledMemoryKb(pid, memoryFile);
}

/**
 * The measured server's flags. Resident memory only tells per-socket cost once V8 stops
 * resizing on its own: the young generation is fixed at its usual maximum (16 MB semi-spaces,
 * otherwise it grows by some 25 MB while the first thousands of sockets open, and that growth
 * was counted per socket), and the memory reducer, which returns pages to the system on a
 * timer of its own, is off. BENCH_NODE_FLAGS replaces the first three.
 */
const memoryFlags = [
  ...(process.env.BENCH_NODE_FLAGS?.split(' ') ?? [
    '--min-semi-space-size=16',
    '--max-semi-space-size=16',
    '--no-memory-reducer',
  ]),
  '--expose-gc',
  '--import',
  './scripts/bench/gc-on-signal.mjs',
];

/** `n` users with a session each (their tokens), in the migrated bench database. */
async function idleSessionTokens(databaseUrl: string, n: number): Promise<string[]> {
  const db = new Kysely<DB>({
    dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: databaseUrl, max: 2 }) }),
  });
  try {
    await migrateToLatest(db);
    const stamp = `${Date.now()}-${Math.random()}`;
    const users = await db
      .insertInto('users')
      .values(Array.from({ length: n }, (_, i) => ({ email: `idle-${stamp}-${i}@bench.test`, password_hash: 'x' })))
      .returning('id')
      .execute();
    const tokens: string[] = [];
    for (const user of users) tokens.push((await createSession(db, user.id, 1)).token);
    return tokens;
  } finally {
    await db.destroy();
  }
}

/** The servers whose idle sockets are measured: the app, and its two floors. */
type IdleServer = 'app' | 'tRPC adapter' | 'bare ws';

const idleServerArgs: Record<IdleServer, string[]> = {
  app: ['--import', 'tsx', 'server/src/main.ts'],
  // tRPC's websocket adapter alone, with one subscription that yields nothing (docs/decisions/097).
  'tRPC adapter': ['scripts/bench/trpc-adapter-floor.mjs'],
  'bare ws': ['scripts/bench/bare-ws-server.mjs'],
};

/**
 * Idle subscribers' memory, measured on a server in its own process: its resident memory
 * and JS heap (after a full collection) before and after `count` more sockets each holding
 * one subscription, on a server already holding as many (see the warm-up below). Each
 * socket is signed in with a session of its own user (`tokens`, two per measured socket), as
 * idle subscribers are, so per-user and per-session state is counted per socket.
 * The floors get the same sockets: `tRPC adapter`, tRPC's websocket adapter alone with a
 * subscription that yields nothing, and `bare ws`, a `ws` server that does nothing else.
 */
async function measureIdleMemory(databaseUrl: string, tokens: string[], kind: IdleServer) {
  const count = tokens.length / 2;
  const port = await freePort();
  const memoryFile = join(tmpdir(), `regen-bench-memory-${port}.json`);
  // BENCH_HEAP_SNAPSHOTS=<folder>: a heap snapshot before and after the sockets, to compare
  // with `node scripts/bench/heap-diff.ts <before> <after> <sockets>` (and its --retainers).
  const snapshots = process.env.BENCH_HEAP_SNAPSHOTS;
  if (snapshots) mkdirSync(snapshots, { recursive: true });
  const snapshotFlags = snapshots ? ['--heapsnapshot-signal=SIGUSR1', `--diagnostic-dir=${snapshots}`] : [];
  const args = [...memoryFlags, ...snapshotFlags, ...idleServerArgs[kind]];
  const child = spawn('node', args, {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'false',
      RATE_LIMITS: 'false',
      CLIENT_DIST: './none',
      BENCH_MEMORY_FILE: memoryFile,
    },
    stdio: 'ignore',
  });
  const base = `http://127.0.0.1:${port}`;
  const wsUrl = `${base.replace('http', 'ws')}/trpc`;
  for (let i = 0; i < 300; i++) {
    const up = await new Promise<boolean>((resolve) => {
      const probe = new WebSocket(wsUrl, { headers: { origin: base } });
      probe.once('open', () => {
        probe.terminate();
        resolve(true);
      });
      probe.once('error', () => resolve(false));
    });
    if (up) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  // Warm the server with a few sockets so lazily loaded code is not counted per socket.
  const open = async (n: number, sockets: WebSocket[]) => {
    for (let i = 0; i < n; i++) {
      const socket = new WebSocket(wsUrl, {
        headers: { cookie: `${sessionCookieName({ env: 'production' })}=${tokens[sockets.length]}`, origin: base },
      });
      await new Promise<void>((resolve, reject) => {
        socket.once('open', () => {
          // What the tRPC client sends for `auth.events.subscribe(undefined)` (superjson's `{ json: undefined }`).
          socket.send(JSON.stringify({ id: 1, method: 'subscription', params: { path: 'auth.events', input: {} } }));
        });
        // Answers the server's keep-alive pings, as tRPC's client does (or the server ends the socket).
        socket.on('message', (data: Buffer) => {
          if (data.length === 4 && data.toString() === 'PING') socket.send('PONG');
        });
        // Counted once the server has started the subscription (its first answer).
        socket.once('message', (data: Buffer) => {
          const answer = data.toString();
          if (answer.includes('"started"')) resolve();
          else reject(new Error(`The subscription did not start: ${answer.slice(0, 200)}`));
        });
        socket.once('error', reject);
      });
      sockets.push(socket);
    }
  };
  // Warm-up: as many sockets first, kept open. Lazily loaded code is then not counted per
  // socket, and neither is the young generation, which V8 grows (and the process touches)
  // while the first thousands of sockets are opened: a fixed cost of about 20-30 MB, not a
  // per-socket one. What is measured is the cost of `count` more subscribers.
  const sockets: WebSocket[] = [];
  await open(count, sockets);
  await new Promise((r) => setTimeout(r, 1000));
  const before = await settledMemoryKb(child.pid!, memoryFile);
  if (snapshots) await heapSnapshot(child.pid!, snapshots, memoryFile);
  await open(count, sockets);
  await new Promise((r) => setTimeout(r, 1000));
  const after = await settledMemoryKb(child.pid!, memoryFile);
  if (snapshots) await heapSnapshot(child.pid!, snapshots, memoryFile);
  for (const s of sockets) s.terminate();
  child.kill('SIGTERM');
  await new Promise((r) => child.once('exit', r));
  rmSync(memoryFile, { force: true });
  return { rssKb: (after.rss - before.rss) / count, heapKb: (after.heapUsed - before.heapUsed) / count };
}

type IdleMemory = Awaited<ReturnType<typeof measureIdleMemory>>;

/** An idle subscriber's memory beside a bare `ws` socket's: the target where reachable (not with tRPC's adapter). */
const IDLE_SUBSCRIBER_BARE_BUDGET = { rss: 3, heap: 3 };
/**
 * The budget (docs/decisions/097): beside an idle subscriber of tRPC's adapter alone, what is
 * ours. Resident memory moves more from run to run than the heap does, hence its wider margin.
 */
const IDLE_SUBSCRIBER_ADAPTER_BUDGET = { rss: 1.5, heap: 1.25 };

/** `parts`: 'latency' (commit → subscriber), 'memory' (idle subscribers), or both. */
export async function benchRealtime(parts: ('latency' | 'memory')[] = ['latency', 'memory']) {
  const database = await createBenchDatabase();
  try {
    if (parts.includes('latency')) {
      const a = await startInstance(database.url);
      const b = await startInstance(database.url);
      const count = Number(process.env.BENCH_EVENTS ?? 300);
      const same = await measureLatency(a, a.url, count);
      const cross = await measureLatency(a, b.url, count);
      // Events sent one at a time, not a load: delivery has an absolute budget (docs/design.md §10).
      const latencyRow = (row: string, measured: typeof same) => ({
        row,
        app: `${measured.received}/${count} events, p50 ${fmt(measured.p50)} ms, p99 ${fmt(measured.p99)} ms`,
        bare: '-',
        ratio: NaN,
        budgets: [
          atMost('p99', measured.p99, 50, ' ms'),
          { met: measured.received === count, miss: `${count - measured.received} events lost` },
        ],
      });
      reportRows('Commit → subscriber latency, PostgreSQL', [
        latencyRow('commit → subscriber, same instance', same),
        latencyRow('commit → subscriber, instance A → B', cross),
      ]);
      await a.app.close();
      await b.app.close();
    }
    if (parts.includes('memory')) {
      const sockets = Number(process.env.BENCH_IDLE_SOCKETS ?? 2000);
      // The same sockets, with the same cookies, on each server.
      const tokens = await idleSessionTokens(database.url, 2 * sockets);
      const app = await measureIdleMemory(database.url, tokens, 'app');
      const adapter = await measureIdleMemory(database.url, tokens, 'tRPC adapter');
      const bare = await measureIdleMemory(database.url, tokens, 'bare ws');
      const perSocket = (m: IdleMemory) => `${fmt(m.rssKb)} KB RSS, ${fmt(m.heapKb)} KB heap`;
      const idleRow = (
        row: string,
        measured: IdleMemory,
        floor: IdleMemory,
        budget: { rss: number; heap: number },
      ) => ({
        row,
        app: perSocket(measured),
        bare: perSocket(floor),
        ratio: measured.rssKb / floor.rssKb,
        budgets: [
          atMost('RSS', measured.rssKb / floor.rssKb, budget.rss),
          atMost('JS heap', measured.heapKb / floor.heapKb, budget.heap),
        ],
      });
      reportRows('Idle subscriber beside its floors, same run (per socket, after a full GC)', [
        idleRow(`idle subscriber / bare ws, ${sockets} sockets`, app, bare, IDLE_SUBSCRIBER_BARE_BUDGET),
        idleRow(`idle subscriber / tRPC adapter, ${sockets} sockets`, app, adapter, IDLE_SUBSCRIBER_ADAPTER_BUDGET),
        // What tRPC's adapter itself costs beside bare ws: no budget of ours, printed so it is seen.
        {
          ...idleRow(`tRPC adapter / bare ws, ${sockets} sockets`, adapter, bare, IDLE_SUBSCRIBER_BARE_BUDGET),
          budgets: [],
        },
      ]);
    }
  } finally {
    await database.drop();
  }
}
