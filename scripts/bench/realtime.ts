// Realtime: commit → subscriber socket latency on one instance and across two instances,
// and the memory of idle websocket subscribers (DESIGN.md §10: p99 ≤ 50 ms; ≤ 10 KB each).
import { spawn } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { createTRPCClient, createWSClient, wsLink } from '@trpc/client';
import superjson from 'superjson';
import WebSocket from 'ws';
import { buildApp } from '../../server/src/app.ts';
import { loadConfig } from '../../server/src/config.ts';
import { createSession } from '../../server/src/modules/auth/session.ts';
import type { AppRouter } from '../../server/src/trpc/router.ts';
import type { DB } from '../../server/src/db/schema.ts';
import { createBenchDatabase, fmt, freePort, percentile, printTable, rssKb } from './lib.ts';

async function startInstance(url: string) {
  const config = loadConfig({
    NODE_ENV: 'production',
    DATABASE_URL: url,
    SEED_DEMO: 'false',
    LOG_LEVEL: 'warn',
    RATE_LIMITS: 'false',
    CLIENT_DIST: './none',
    PORT: '0',
  });
  const app = await buildApp(config);
  await app.listen({ host: '127.0.0.1', port: 0 });
  return { app, url: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}` };
}

function subscriber(baseUrl: string, token: string) {
  class CookieSocket extends WebSocket {
    constructor(u: string | URL) {
      super(u, { headers: { cookie: `regen_session=${token}`, origin: baseUrl } });
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
      const seq = d.data.payload.seq as number;
      const at = sent.get(seq);
      if (at !== undefined) latencies.push(Number(process.hrtime.bigint() - at) / 1e6);
      if (latencies.length === count) resolveAll();
    },
  });
  await new Promise((r) => setTimeout(r, 500));
  for (let seq = 0; seq < count; seq++) {
    await writer.app.services.events.transaction(async (_trx, emit) => {
      await emit({ type: 'message.sent', audience: [user.id], payload: { seq } });
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
  process.kill(pid, 'SIGUSR2');
  await new Promise((r) => setTimeout(r, 500));
  const usage = JSON.parse(readFileSync(file, 'utf8')) as { heapUsed: number };
  return { rss: rssKb(pid), heapUsed: usage.heapUsed / 1024 };
}

const memoryFlags = ['--expose-gc', '--import', './scripts/bench/gc-on-signal.mjs'];

/**
 * Idle subscribers' memory, measured on a server in its own process: its resident memory
 * (after a full collection) before and after `count` sockets each holding one subscription.
 * `bare ws` is the floor: the same sockets on a `ws` server that does nothing else.
 */
async function measureIdleMemory(databaseUrl: string, count: number, kind: 'app' | 'bare ws') {
  const port = await freePort();
  const memoryFile = join(tmpdir(), `regen-bench-memory-${port}.json`);
  const args =
    kind === 'app'
      ? [...memoryFlags, '--import', 'tsx', 'server/src/main.ts']
      : [...memoryFlags, 'scripts/bench/bare-ws-server.mjs'];
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
  const wsUrl = kind === 'app' ? `${base.replace('http', 'ws')}/trpc` : base.replace('http', 'ws');
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
  const db = new Kysely<DB>({
    dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: databaseUrl, max: 2 }) }),
  });
  const user = await db
    .insertInto('users')
    .values({ email: `idle-${Date.now()}-${Math.random()}@bench.test`, password_hash: 'x' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const session = await createSession(db, user.id, 1);
  await db.destroy();
  // Warm the server with a few sockets so lazily loaded code is not counted per socket.
  const open = async (n: number, sockets: WebSocket[]) => {
    for (let i = 0; i < n; i++) {
      const socket = new WebSocket(wsUrl, { headers: { cookie: `regen_session=${session.token}`, origin: base } });
      await new Promise<void>((resolve, reject) => {
        socket.once('open', () => {
          socket.send(
            JSON.stringify({ id: 1, method: 'subscription', params: { path: 'auth.events', input: { json: null } } }),
          );
        });
        // Counted once the server has started the subscription (its first answer).
        socket.once('message', () => resolve());
        socket.once('error', reject);
      });
      sockets.push(socket);
    }
  };
  const sockets: WebSocket[] = [];
  await open(50, sockets);
  await new Promise((r) => setTimeout(r, 1000));
  const before = await settledMemoryKb(child.pid!, memoryFile);
  await open(count, sockets);
  await new Promise((r) => setTimeout(r, 1000));
  const after = await settledMemoryKb(child.pid!, memoryFile);
  for (const s of sockets) s.terminate();
  child.kill('SIGTERM');
  await new Promise((r) => child.once('exit', r));
  rmSync(memoryFile, { force: true });
  return {
    server: kind,
    sockets: count,
    'RSS growth MB': fmt((after.rss - before.rss) / 1024),
    'RSS KB per subscriber': fmt((after.rss - before.rss) / count),
    'JS heap KB per subscriber': fmt((after.heapUsed - before.heapUsed) / count),
  };
}

export async function benchRealtime() {
  const database = await createBenchDatabase();
  const a = await startInstance(database.url);
  const b = await startInstance(database.url);
  const count = Number(process.env.BENCH_EVENTS ?? 300);
  const same = await measureLatency(a, a.url, count);
  const cross = await measureLatency(a, b.url, count);
  printTable('Commit → subscriber latency (ms), PostgreSQL', [
    { path: 'same instance', events: same.received, p50: fmt(same.p50), p95: fmt(same.p95), p99: fmt(same.p99) },
    { path: 'instance A → B', events: cross.received, p50: fmt(cross.p50), p95: fmt(cross.p95), p99: fmt(cross.p99) },
  ]);
  const sockets = Number(process.env.BENCH_IDLE_SOCKETS ?? 5000);
  printTable('Idle websocket subscribers, one instance (resident memory after a full GC)', [
    await measureIdleMemory(database.url, sockets, 'app'),
    await measureIdleMemory(database.url, sockets, 'bare ws'),
  ]);
  await a.app.close();
  await b.app.close();
  await database.drop();
}
