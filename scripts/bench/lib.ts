import net, { type AddressInfo } from 'node:net';
import inspector from 'node:inspector';
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import pg from 'pg';
import { buildApp } from '../../server/src/app.ts';
import { loadConfig, type Config } from '../../server/src/config.ts';
import type { Db } from '../../server/src/db/database.ts';

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)]!;
}

export function printTable(title: string, rows: Record<string, string | number>[]): void {
  console.log(`\n${title}`);
  console.table(rows);
}

export const fmt = (n: number, digits = 1) => (Number.isFinite(n) ? n.toFixed(digits) : '-');

/** Creates a throwaway PostgreSQL database for a benchmark; returns its URL and a drop function. */
export async function createBenchDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const adminUrl =
    process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const name = `regen_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

/**
 * A pool for a benchmark's bare baseline. An idle connection that the server ends (the forced drop
 * of the bench database) is dropped from the pool instead of crashing the process, so a failing
 * run reports its own error.
 */
export function benchPool(url: string, max: number): pg.Pool {
  const pool = new pg.Pool({ connectionString: url, max });
  pool.on('error', () => undefined);
  return pool;
}

/**
 * The server's settings for a benchmark on `databaseUrl`: test mode without demo data, logs at
 * warn, no rate limits (the load would hit them), no client build; `overrides` change any.
 */
export function benchConfig(databaseUrl: string, overrides: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    DATABASE_URL: databaseUrl,
    SEED_DEMO: 'false',
    LOG_LEVEL: 'warn',
    RATE_LIMITS: 'false',
    CLIENT_DIST: './none',
    PORT: '0',
    ...overrides,
  });
}

/** The app under bench, listening on a free port of 127.0.0.1, with its base URL. */
export async function startBenchApp(config: Config) {
  const app = await buildApp(config);
  await app.listen({ host: '127.0.0.1', port: 0 });
  return { app, url: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}` };
}

/** The supplier a benchmark's data belongs to: a user (no usable password) and its supplier row. */
export async function insertBenchSupplier(db: Db, email: string): Promise<{ userId: string; supplierId: string }> {
  const user = await db
    .insertInto('users')
    .values({ email, password_hash: 'x' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const supplier = await db
    .insertInto('suppliers')
    .values({
      user_id: user.id,
      business_name: 'Bench Tours',
      contact_person: 'Ben Ch',
      email,
      phone: null,
      location: 'Ljubljana, Slovenia',
      website: null,
      years_in_operation: 1,
      activity_type: 'Environmental',
      description: 'Benchmarks',
      impact: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { userId: user.id, supplierId: supplier.id };
}

export interface LoadSpec {
  url: string;
  connections: number;
  seconds: number;
  method?: 'GET' | 'POST';
  /** One set per connection, cycled (cookies, origin). */
  headers?: Record<string, string>[];
  /** A tRPC input sent as `{ json: … }`; `rotate` walks values, `uniqueField` gets a UUID. */
  body?: { template: Record<string, unknown>; rotate?: { field: string; values: string[] }; uniqueField?: string };
}

export interface LoadResult {
  requests: number;
  ok: number;
  conflicts: number;
  errors: number;
  rps: number;
  okPerSecond: number;
  p50: number;
  p99: number;
  firstError: string;
}

/**
 * Closed-loop load: `connections` workers send requests back to back for `seconds` over
 * keep-alive sockets to 127.0.0.1. The generator runs in a worker thread (its own event
 * loop, free to use the second core) so it does not slow the server it measures.
 */
export function loadTest(spec: LoadSpec): Promise<LoadResult> {
  const worker = new Worker(new URL('./load-worker.mjs', import.meta.url), { workerData: spec });
  return new Promise((resolve, reject) => {
    worker.once('error', reject);
    worker.once('message', (m: { latencies: number[]; statuses: number[]; elapsed: number; firstError: string }) => {
      const latencies = [...m.latencies].sort((a, b) => a - b);
      const ok = m.statuses.filter((s) => s === 200).length;
      const conflicts = m.statuses.filter((s) => s === 409).length;
      resolve({
        requests: latencies.length,
        ok,
        conflicts,
        errors: latencies.length - ok - conflicts,
        rps: latencies.length / m.elapsed,
        okPerSecond: ok / m.elapsed,
        p50: percentile(latencies, 50),
        p99: percentile(latencies, 99),
        firstError: m.firstError,
      });
      void worker.terminate();
    });
  });
}

/** A free TCP port on 127.0.0.1 (for a child server process). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** Resident memory of a process in KB, from /proc (Linux). */
export function rssKb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const match = /VmRSS:\s+(\d+) kB/.exec(status);
  return match ? Number(match[1]) : NaN;
}

/**
 * Runs `work` under the V8 CPU profiler of this thread when BENCH_CPU_PROFILE names a
 * folder, and writes `<folder>/<name>.cpuprofile` (open it in Chrome DevTools, or summarise
 * it with `npx tsx scripts/bench/profile-summary.ts <file>`). Otherwise just runs `work`.
 */
export async function withCpuProfile<T>(name: string, work: () => Promise<T>): Promise<T> {
  const folder = process.env.BENCH_CPU_PROFILE;
  if (!folder) return work();
  const session = new inspector.Session();
  session.connect();
  const post = (method: string, params?: object) =>
    new Promise<unknown>((resolve, reject) =>
      session.post(method, params, (err, result) => (err ? reject(err) : resolve(result))),
    );
  await post('Profiler.enable');
  await post('Profiler.setSamplingInterval', { interval: 200 });
  await post('Profiler.start');
  try {
    return await work();
  } finally {
    const { profile } = (await post('Profiler.stop')) as { profile: unknown };
    mkdirSync(folder, { recursive: true });
    writeFileSync(join(folder, `${name}.cpuprofile`), JSON.stringify(profile));
    session.disconnect();
  }
}

/** CPU time (ms) a process, or one of its threads, has used so far (Linux /proc; 10 ms steps). */
export function cpuMs(pid: number, tid?: number): number {
  try {
    const stat = readFileSync(tid === undefined ? `/proc/${pid}/stat` : `/proc/${pid}/task/${tid}/stat`, 'utf8');
    // After "pid (comm) ": state is field 3, utime 14 and stime 15 (in clock ticks of 10 ms).
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return NaN;
  }
}

/**
 * CPU time spent during a run by this process's main thread and by the PostgreSQL backends
 * serving `databaseUrl` (when PostgreSQL runs on this machine): CPU time, unlike throughput,
 * hardly changes when other work shares the cores, so it compares designs on a busy machine.
 * Backends that exit during the run are not counted: keep pools open across it.
 */
export async function cpuMeter(databaseUrl: string) {
  const url = new URL(databaseUrl);
  const database = url.pathname.slice(1);
  url.pathname = '/postgres';
  const backends = async () => {
    const client = new pg.Client({ connectionString: url.toString() });
    await client.connect();
    try {
      const { rows } = await client.query<{ pid: number }>('select pid from pg_stat_activity where datname = $1', [
        database,
      ]);
      return new Map(rows.map((r) => [r.pid, cpuMs(r.pid)]));
    } finally {
      await client.end();
    }
  };
  const before = await backends();
  const serverBefore = cpuMs(process.pid, process.pid);
  return async () => {
    const serverMs = cpuMs(process.pid, process.pid) - serverBefore;
    const after = await backends();
    let postgresMs = 0;
    for (const [pid, ms] of after) postgresMs += ms - (before.get(pid) ?? 0);
    return { serverMs, postgresMs };
  };
}
