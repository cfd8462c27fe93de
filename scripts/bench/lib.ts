import http from 'node:http';
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
  /** Several URLs, walked in turn across requests (varied traffic); `url` is then the first. */
  urls?: string[];
  connections: number;
  seconds: number;
  method?: 'GET' | 'POST';
  /** One set per connection, cycled (cookies, origin). */
  headers?: Record<string, string>[];
  /** A tRPC input sent as `{ json: … }`; `rotate` walks values, `uniqueField` gets a UUID. */
  body?: { template: Record<string, unknown>; rotate?: { field: string; values: string[] }; uniqueField?: string };
  /** JSON texts sent as they are, walked in turn (instead of `body`). */
  bodies?: string[];
  /** At most this many requests (default 500,000), whatever the time. */
  maxRequests?: number;
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

/** A statement as the app sends it: its text and parameters. */
export interface Statement {
  sql: string;
  parameters: readonly unknown[];
}

/**
 * The statements this process sends to PostgreSQL through `pg` while `work` runs, those whose
 * text `wanted` accepts: what the app (running in this process) really sends for a request,
 * so that the bare baseline runs exactly that SQL with exactly those parameters.
 */
export async function captureStatements(wanted: (sql: string) => boolean, work: () => Promise<unknown>) {
  const captured: Statement[] = [];
  const prototype = pg.Client.prototype as unknown as { query: (...args: unknown[]) => unknown };
  const original = prototype.query;
  prototype.query = function (this: unknown, ...args: unknown[]) {
    const [first, second] = args;
    const text = typeof first === 'string' ? first : (first as { text?: string } | null)?.text;
    const values = typeof first === 'string' ? second : (first as { values?: unknown[] } | null)?.values;
    if (typeof text === 'string' && wanted(text)) captured.push({ sql: text, parameters: (values ?? []) as unknown[] });
    return original.apply(this, args);
  };
  try {
    await work();
  } finally {
    prototype.query = original;
  }
  return captured;
}

/**
 * The bare baseline: `node:http` answering `GET /?s=<n>` with statement n's rows as JSON, straight
 * from `pool`. No framework, no cache, no validation: the floor the app is compared with.
 */
export async function startBareServer(pool: pg.Pool, statements: readonly Statement[]) {
  const server = http.createServer((req, res) => {
    const statement = statements[Number(new URL(req.url ?? '/', 'http://x').searchParams.get('s') ?? 0)];
    if (!statement) {
      res.statusCode = 404;
      res.end();
      return;
    }
    pool.query(statement.sql, statement.parameters as unknown[]).then(
      (r) => {
        res.setHeader('content-type', 'application/json');
        res.end(JSON.stringify(r.rows));
      },
      (error: Error) => {
        res.statusCode = 500;
        res.end(error.message);
      },
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  return {
    /** The URLs of statements `indexes` (all by default), for a rotating load. */
    urls: (indexes: readonly number[] = statements.map((_, i) => i)) => indexes.map((i) => `${base}?s=${i}`),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** One budget of a row: met or not, and how it reads when missed. */
export interface Budget {
  met: boolean;
  miss: string;
}

/** value ≥ min (a throughput ratio). */
export function atLeast(what: string, value: number, min: number, unit = '×'): Budget {
  return { met: Number.isFinite(value) && value >= min, miss: `${what} ${fmt(value, 2)}${unit} < ${min}${unit}` };
}

/** value ≤ max (a p99 or memory ratio, a size). */
export function atMost(what: string, value: number, max: number, unit = '×'): Budget {
  return { met: Number.isFinite(value) && value <= max, miss: `${what} ${fmt(value, 2)}${unit} > ${max}${unit}` };
}

/**
 * Every benchmark's result has this one shape: the app beside its bare baseline measured in the
 * same run, their ratio, both p99s and their ratio, the CPU each spent a request, and a verdict.
 * Rows that are not a load (memory, bytes, a score) fill what applies and leave the rest '-'.
 */
export interface BenchRow {
  row: string;
  /** The app's figure, with its unit ("1,234 req/s", "8.1 KB a socket"). */
  app: string;
  /** The baseline's figure, measured in the same run. */
  bare: string;
  /** app/bare of the row's main figure. */
  ratio: number;
  appP99?: number;
  bareP99?: number;
  /** The median of the pairs' p99 ratios, when the row measured pairs (else appP99/bareP99). */
  p99Ratio?: number;
  /** CPU milliseconds a request of the server's thread and of PostgreSQL. */
  appCpu?: { node: number; pg: number };
  bareCpu?: { node: number; pg: number };
  errors?: number;
  budgets: Budget[];
}

const rows: BenchRow[] = [];

export function verdict(row: BenchRow): string {
  const missed = row.budgets.filter((b) => !b.met).map((b) => b.miss);
  return missed.length ? `OVER budget: ${missed.join('; ')}` : 'within budget';
}

const cpuText = (cpu?: { node: number; pg: number }) => (cpu ? `${fmt(cpu.node, 2)} + PG ${fmt(cpu.pg, 2)}` : '-');

/** Prints a benchmark's rows in the common shape and keeps them for the final summary. */
export function reportRows(title: string, measured: BenchRow[]): void {
  rows.push(...measured);
  printTable(
    title,
    measured.map((r) => ({
      row: r.row,
      app: r.app,
      bare: r.bare,
      'app/bare': Number.isFinite(r.ratio) ? `${fmt(r.ratio, 2)}×` : '-',
      'app p99 ms': r.appP99 === undefined ? '-' : fmt(r.appP99),
      'bare p99 ms': r.bareP99 === undefined ? '-' : fmt(r.bareP99),
      'p99 ratio':
        r.p99Ratio !== undefined
          ? `${fmt(r.p99Ratio, 2)}×`
          : r.appP99 === undefined || r.bareP99 === undefined
            ? '-'
            : `${fmt(r.appP99 / r.bareP99, 2)}×`,
      'app CPU ms/req': cpuText(r.appCpu),
      'bare CPU ms/req': cpuText(r.bareCpu),
      errors: r.errors ?? 0,
    })),
  );
  for (const r of measured) console.log(`${r.row}: ${verdict(r)}`);
}

/** Every row's verdict, in the order measured. */
export function reportedRows(): readonly BenchRow[] {
  return rows;
}

const rate = (n: number) => `${Math.round(n).toLocaleString('en-US')} req/s`;

/** The p99 budget every load row has: at most 1.5× its baseline's p99 in the same run. */
export const P99_RATIO_BUDGET = 1.5;

/** The middle value (the mean of the two middle ones for an even count). */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** How many app/bare pairs a load row measures (`BENCH_PAIRS`, default 3). */
export function benchPairs(): number {
  const pairs = Number(process.env.BENCH_PAIRS ?? 3);
  if (!Number.isInteger(pairs) || pairs < 1) throw new Error('BENCH_PAIRS must be a whole number of at least 1');
  return pairs;
}

/**
 * A load row: `connections` closed-loop clients against the app and against its bare baseline,
 * each after a short warm-up, CPU measured on each (the app and the bare server both run on this
 * process's main thread; the load runs in a worker). The two sides alternate in `BENCH_PAIRS`
 * pairs (app then bare, bare then app, …), and the row reports the median of the pairs' ratios,
 * so a machine whose load drifts during the run moves both sides of a pair alike. `minRatio` is
 * the throughput budget, if any.
 */
export async function compareWithBare(options: {
  row: string;
  databaseUrl: string;
  seconds: number;
  app: Omit<LoadSpec, 'connections' | 'seconds'>;
  bare: Omit<LoadSpec, 'connections' | 'seconds'>;
  connections?: number;
  minRatio?: number;
  /** Counts what the row counts (bookings: the 200 answers), default every answer. */
  count?: (result: LoadResult) => number;
  unit?: string;
}): Promise<BenchRow> {
  const connections = options.connections ?? 50;
  const warmUp = Math.min(1, options.seconds);
  const count = options.count ?? ((r: LoadResult) => r.requests);
  const measure = async (spec: Omit<LoadSpec, 'connections' | 'seconds'>, name: string) => {
    await loadTest({ ...spec, connections: 10, seconds: warmUp });
    const meter = await cpuMeter(options.databaseUrl);
    const result = await withCpuProfile(name, () => loadTest({ ...spec, connections, seconds: options.seconds }));
    const cpu = await meter();
    const counted = count(result);
    return { result, counted, cpu, perSecond: counted / (result.requests / result.rps) };
  };
  const slug = options.row.replace(/[^\w]+/g, '-');
  const pairs: { app: Awaited<ReturnType<typeof measure>>; bare: Awaited<ReturnType<typeof measure>> }[] = [];
  for (let i = 0; i < benchPairs(); i++) {
    const appFirst = i % 2 === 0;
    const first = await measure(appFirst ? options.app : options.bare, `${slug}-${appFirst ? 'app' : 'bare'}-${i}`);
    const second = await measure(appFirst ? options.bare : options.app, `${slug}-${appFirst ? 'bare' : 'app'}-${i}`);
    const pair = appFirst ? { app: first, bare: second } : { app: second, bare: first };
    if (pair.bare.result.errors > 0) {
      throw new Error(`${options.row}: the bare baseline failed: ${pair.bare.result.firstError}`);
    }
    pairs.push(pair);
  }
  const ratio = median(pairs.map((p) => p.app.perSecond / p.bare.perSecond));
  const p99Ratio = median(pairs.map((p) => p.app.result.p99 / p.bare.result.p99));
  const cpuPerRequest = (side: 'app' | 'bare', of: 'serverMs' | 'postgresMs') =>
    pairs.reduce((sum, p) => sum + p[side].cpu[of], 0) / pairs.reduce((sum, p) => sum + p[side].counted, 0);
  const errors = pairs.reduce((sum, p) => sum + p.app.result.errors, 0);
  const firstError = pairs.find((p) => p.app.result.errors)?.app.result.firstError;
  const unit = options.unit ?? 'req/s';
  const show = (n: number) => (unit === 'req/s' ? rate(n) : `${Math.round(n).toLocaleString('en-US')} ${unit}`);
  return {
    row: options.row,
    app: show(median(pairs.map((p) => p.app.perSecond))),
    bare: show(median(pairs.map((p) => p.bare.perSecond))),
    ratio,
    appP99: median(pairs.map((p) => p.app.result.p99)),
    bareP99: median(pairs.map((p) => p.bare.result.p99)),
    p99Ratio,
    appCpu: { node: cpuPerRequest('app', 'serverMs'), pg: cpuPerRequest('app', 'postgresMs') },
    bareCpu: { node: cpuPerRequest('bare', 'serverMs'), pg: cpuPerRequest('bare', 'postgresMs') },
    errors,
    budgets: [
      ...(options.minRatio === undefined ? [] : [atLeast('throughput', ratio, options.minRatio)]),
      atMost('p99', p99Ratio, P99_RATIO_BUDGET),
      ...(errors ? [{ met: false, miss: `${errors} errors: ${firstError}` }] : []),
    ],
  };
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
