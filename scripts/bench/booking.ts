// Booking creation on real PostgreSQL beside its bare baseline in the same run
// (docs/design.md §10: ≥ 0.5× the bare statement, p99 ≤ 1.5× its p99; zero overbooking). Rows:
//   many slots    — 50 connections book 1 person each, walking 200 roomy slots (no contention)
//   one slot      — 50 connections book 1 person each on a single roomy slot (row-lock contention)
//   each beside   — the same load as 50 concurrent callers of the app's booking statement (bookSpots,
//                   captured from the app's own code with its parameters) on a plain `pg` pool of
//                   the app's size: no HTTP, no tRPC, no session, no Kysely. Run while no app is
//                   running, so nothing else reads the events it notifies.
//   200 on 10     — 200 simultaneous requests of 1–3 people on one 10-spot slot (correctness)
// CPU: milliseconds a booking of this process's main thread (the server, or the bare client) and
// of the PostgreSQL backends: unlike throughput, hardly moved by other work on the machine.
import http from 'node:http';
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { Kysely, PostgresDialect, sql, type CompiledQuery } from 'kysely';
import pg from 'pg';
import { buildApp } from '../../server/src/app.ts';
import type { Config } from '../../server/src/config.ts';
import { POSTGRES_POOL_SIZE, openDatabase, type Db } from '../../server/src/db/database.ts';
import { migrateToLatest } from '../../server/src/db/migrate.ts';
import type { DB } from '../../server/src/db/schema.ts';
import { createSession, sessionCookieName } from '../../server/src/modules/auth/index.ts';
import { createBooking } from '../../server/src/modules/booking/index.ts';
import { loadTicketKey } from '../../server/src/modules/tickets/index.ts';
import {
  atLeast,
  atMost,
  benchConfig,
  benchPairs,
  benchPool,
  cpuMeter,
  createBenchDatabase,
  insertBenchSupplier,
  loadTest,
  median,
  P99_RATIO_BUDGET,
  percentile,
  reportRows,
  withCpuProfile,
  type BenchRow,
} from './lib.ts';

/** The app's booking throughput budget against the bare statement. */
const BOOKING_RATIO = 0.5;

function daysAhead(days: number) {
  const d = new Date();
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

async function setUp(db: Db, users: number, cookieName: string) {
  const { supplierId } = await insertBenchSupplier(db, `bench-supplier-${randomUUID()}@bench.test`);
  const activity = await db
    .insertInto('activities')
    .values({
      supplier_id: supplierId,
      title: 'Bench Meadow Day',
      description: 'A benchmark activity.',
      impact_description: 'None',
      country: 'Slovenia',
      impact_category: 'environmental',
      activity_type: 'Environmental',
      price_cents: 5000,
      duration_hours: 3,
      max_participants: 10,
      photo_url: null,
      regen_points_override: null,
      effort: 'Low',
      time_zone: 'Europe/Ljubljana',
      status: 'approved',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const cookies: string[] = [];
  const userIds: string[] = [];
  for (let i = 0; i < users; i++) {
    const user = await db
      .insertInto('users')
      // Verified, as a booker whose confirmation (and its .ics) is written: the usual case.
      .values({
        email: `bench-traveler-${i}-${randomUUID()}@bench.test`,
        password_hash: 'x',
        first_name: 'Bench',
        email_verified_at: new Date(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const session = await createSession(db, user.id, 1);
    cookies.push(`${cookieName}=${session.token}`);
    userIds.push(user.id);
  }
  return { activityId: activity.id, cookies, userIds };
}

async function createSlots(db: Db, activityId: string, count: number, spots: number, startDay: number) {
  const rows = Array.from({ length: count }, (_, i) => ({
    activity_id: activityId,
    date: daysAhead(startDay + Math.floor(i / 20)),
    // Start times 06:00, 06:30, … 15:30 (20 a day).
    start_time: `${String(6 + Math.floor((i % 20) / 2)).padStart(2, '0')}:${i % 2 ? '30' : '00'}`,
    end_time: '23:59',
    available_spots: spots,
  }));
  const inserted = await db
    .insertInto('activity_availability')
    .values(rows)
    .returning(['id', 'date', sql<string>`start_time::text`.as('start_time')])
    .execute();
  return inserted.map((r) => ({ id: r.id, date: r.date, startTime: r.start_time }));
}

type Slot = Awaited<ReturnType<typeof createSlots>>[number];

/**
 * The app's booking statement exactly as the app sends it: one booking made through
 * `createBooking` on a Kysely that logs its queries, and the one that books (bookSpots)
 * kept. Returns a function giving its parameters for another slot and idempotency key.
 */
async function captureBookingStatement(url: string, config: Config, userId: string, activityId: string, slot: Slot) {
  let captured: CompiledQuery | undefined;
  const key = randomUUID();
  const db = new Kysely<DB>({
    dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: url, max: 1 }) }),
    log(event) {
      if (event.level === 'query' && event.query.sql.includes('pg_notify')) captured = event.query;
    },
  });
  await loadTicketKey(db, config); // as buildApp does at start-up: the booking's mail carries its ticket
  const booked = await createBooking({ db, config }, userId, {
    ...bookingBody(activityId, slot.id, 1),
    idempotencyKey: key,
  });
  await db.destroy();
  if (!captured) throw new Error('The booking statement was not captured');
  const statement = captured;
  const replaced = new Map<unknown, (s: Slot) => string>([
    [slot.id, (s) => s.id],
    [slot.date, (s) => s.date],
    [slot.startTime, (s) => s.startTime],
    [key, () => randomUUID()],
    // The booking's id is chosen by the app (its calendar UID is written in the same statement).
    [booked.id, () => randomUUID()],
  ]);
  for (const value of replaced.keys()) {
    if (!statement.parameters.includes(value)) throw new Error(`Parameter ${String(value)} not found`);
  }
  return {
    sql: statement.sql,
    // One new value per replaced parameter and booking, however often the statement repeats it.
    parameters: (s: Slot) => {
      const fresh = new Map<unknown, string>();
      return statement.parameters.map((p) => {
        const replace = replaced.get(p);
        if (!replace) return p;
        if (!fresh.has(p)) fresh.set(p, replace(s));
        return fresh.get(p);
      });
    },
  };
}

/** `connections` callers run the statement back to back for `seconds` on a plain pg pool. */
async function bareLoop(
  url: string,
  pool: pg.Pool,
  statement: Awaited<ReturnType<typeof captureBookingStatement>>,
  connections: number,
  seconds: number,
  slots: Slot[],
): Promise<Side> {
  const meter = await cpuMeter(url);
  const latencies: number[] = [];
  let ok = 0;
  let errors = 0;
  let firstError = '';
  let counter = 0;
  const started = Date.now();
  const deadline = started + seconds * 1000;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (Date.now() < deadline) {
        const slot = slots[counter++ % slots.length]!;
        const t0 = process.hrtime.bigint();
        try {
          const r = await pool.query(statement.sql, statement.parameters(slot));
          if (r.rowCount === 1) ok++;
          else errors++;
        } catch (err) {
          errors++;
          firstError ||= err instanceof Error ? err.message : String(err);
        }
        latencies.push(Number(process.hrtime.bigint() - t0) / 1e6);
      }
    }),
  );
  const elapsed = (Date.now() - started) / 1000;
  const cpu = await meter();
  // A baseline that failed is no baseline: a ratio against it would read as met.
  if (errors > 0) throw new Error(`The bare booking statement failed ${errors} times: ${firstError}`);
  latencies.sort((a, b) => a - b);
  return {
    perSecond: ok / elapsed,
    p99: percentile(latencies, 99),
    cpu: { node: cpu.serverMs / ok, pg: cpu.postgresMs / ok },
    errors,
    firstError,
  };
}

/** One side of a booking row: bookings a second, p99 and CPU a booking. */
interface Side {
  perSecond: number;
  p99: number;
  cpu: { node: number; pg: number };
  errors: number;
  firstError: string;
}

/** A booking row: the median of its pairs' figures and ratios, CPU over every pair. */
function bookingRow(row: string, pairs: { app: Side; bare: Side }[]): BenchRow {
  const ratio = median(pairs.map((p) => p.app.perSecond / p.bare.perSecond));
  const p99Ratio = median(pairs.map((p) => p.app.p99 / p.bare.p99));
  const show = (n: number) => `${Math.round(n).toLocaleString('en-US')} bookings/s`;
  const cpu = (side: 'app' | 'bare') => ({
    node: median(pairs.map((p) => p[side].cpu.node)),
    pg: median(pairs.map((p) => p[side].cpu.pg)),
  });
  const errors = pairs.reduce((sum, p) => sum + p.app.errors, 0);
  const firstError = pairs.find((p) => p.app.errors)?.app.firstError;
  return {
    row,
    app: show(median(pairs.map((p) => p.app.perSecond))),
    bare: show(median(pairs.map((p) => p.bare.perSecond))),
    ratio,
    appP99: median(pairs.map((p) => p.app.p99)),
    bareP99: median(pairs.map((p) => p.bare.p99)),
    p99Ratio,
    appCpu: cpu('app'),
    bareCpu: cpu('bare'),
    errors,
    budgets: [
      atLeast('throughput', ratio, BOOKING_RATIO),
      atMost('p99', p99Ratio, P99_RATIO_BUDGET),
      ...(errors ? [{ met: false, miss: `${errors} errors: ${firstError}` }] : []),
    ],
  };
}

interface Outcome {
  ms: number;
  status: number;
  message: string;
}

function book(agent: http.Agent, baseUrl: string, origin: string, cookie: string, body: unknown): Promise<Outcome> {
  const payload = JSON.stringify({ json: body });
  return new Promise((resolve) => {
    const started = process.hrtime.bigint();
    const req = http.request(
      `${baseUrl}/trpc/booking.create`,
      {
        method: 'POST',
        agent,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload), cookie, origin },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => {
          const ms = Number(process.hrtime.bigint() - started) / 1e6;
          const message = res.statusCode === 200 ? '' : (/"message":"([^"]*)"/.exec(text)?.[1] ?? text.slice(0, 80));
          resolve({ ms, status: res.statusCode ?? 0, message });
        });
      },
    );
    req.on('error', (err) => resolve({ ms: 0, status: 0, message: err.message }));
    req.end(payload);
  });
}

function bookingBody(activityId: string, availabilityId: string, people: number) {
  return {
    activityId,
    availabilityId,
    numberOfPeople: people,
    customerName: 'Bench Traveler',
    customerEmail: 'bench@bench.test',
    customerPhone: '+386 40 000 000',
    idempotencyKey: randomUUID(),
  };
}

/** Closed loop in the load worker: `connections` book back to back for `seconds`. */
async function closedLoop(
  baseUrl: string,
  cookies: string[],
  connections: number,
  seconds: number,
  activityId: string,
  slots: Slot[],
  databaseUrl: string,
): Promise<Side> {
  const ids = slots.map((s) => s.id);
  const meter = await cpuMeter(databaseUrl);
  const r = await loadTest({
    url: `${baseUrl}/trpc/booking.create`,
    method: 'POST',
    connections,
    seconds,
    headers: cookies.map((cookie) => ({ cookie, origin: baseUrl })),
    body: {
      template: bookingBody(activityId, ids[0]!, 1),
      rotate: { field: 'availabilityId', values: ids },
      uniqueField: 'idempotencyKey',
    },
  });
  const cpu = await meter();
  return {
    perSecond: r.okPerSecond,
    p99: r.p99,
    cpu: { node: cpu.serverMs / r.ok, pg: cpu.postgresMs / r.ok },
    errors: r.errors,
    firstError: r.firstError,
  };
}

export async function benchBooking(seconds = Number(process.env.BENCH_SECONDS ?? 5)) {
  const database = await createBenchDatabase();
  const config = benchConfig(database.url, { NODE_ENV: 'production' });
  // Schema, data and the captured statement first, with no app running.
  const setup = openDatabase({ databaseUrl: database.url, dataDir: './none' });
  await migrateToLatest(setup.db);
  const { activityId, cookies, userIds } = await setUp(setup.db, 200, sessionCookieName(config));
  const roomy = await createSlots(setup.db, activityId, 200, 100_000, 2);
  const [hot] = await createSlots(setup.db, activityId, 1, 1_000_000, 20);
  const [small] = await createSlots(setup.db, activityId, 1, 10, 25);
  await setup.close();
  const statement = await captureBookingStatement(database.url, config, userIds[0]!, activityId, roomy[0]!);
  const warmUp = Math.min(2, seconds);

  try {
    // The sides alternate in BENCH_PAIRS pairs (bare then app, app then bare, …) and each row is
    // the median of its pairs. The bare loops run while no app is up (its mail worker would send
    // their emails on this thread), so each app side starts and stops its own app.
    const bareSide = async (pair: number) => {
      const pool = benchPool(database.url, POSTGRES_POOL_SIZE);
      try {
        await bareLoop(database.url, pool, statement, 50, warmUp, roomy);
        const many = await withCpuProfile(`booking-bare-${pair}`, () =>
          bareLoop(database.url, pool, statement, 50, seconds, roomy),
        );
        const one = await bareLoop(database.url, pool, statement, 50, seconds, [hot!]);
        // The app's mail worker sends only the app's own bookings' emails.
        await pool.query('update email_outbox set sent_at = now() where sent_at is null');
        return { many, one };
      } finally {
        await pool.end();
      }
    };
    const appSide = async (pair: number) => {
      const app = await buildApp(config);
      try {
        await app.listen({ host: '127.0.0.1', port: 0 });
        const baseUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
        await closedLoop(baseUrl, cookies, 50, warmUp, activityId, roomy, database.url); // JIT, pools, caches
        const many = await withCpuProfile(`booking-app-${pair}`, () =>
          closedLoop(baseUrl, cookies, 50, seconds, activityId, roomy, database.url),
        );
        const one = await closedLoop(baseUrl, cookies, 50, seconds, activityId, [hot!], database.url);
        return { many, one };
      } finally {
        await app.close();
      }
    };
    const pairs: { app: { many: Side; one: Side }; bare: { many: Side; one: Side } }[] = [];
    for (let i = 0; i < benchPairs(); i++) {
      if (i % 2 === 0) {
        const bare = await bareSide(i);
        pairs.push({ bare, app: await appSide(i) });
      } else {
        const app = await appSide(i);
        pairs.push({ app, bare: await bareSide(i) });
      }
    }
    const app = await buildApp(config);
    try {
      await app.listen({ host: '127.0.0.1', port: 0 });
      const baseUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
      const race = await raceOnSmallSlot(app.services.db, baseUrl, cookies, activityId, small!);
      reportRows(`Booking creation on PostgreSQL, 50 connections, ${seconds} s a side, ${pairs.length} pairs`, [
        bookingRow(
          'booking, 200 slots in turn',
          pairs.map((p) => ({ app: p.app.many, bare: p.bare.many })),
        ),
        bookingRow(
          'booking, one slot (row lock)',
          pairs.map((p) => ({ app: p.app.one, bare: p.bare.one })),
        ),
        race,
      ]);
    } finally {
      await app.close();
    }
  } finally {
    await database.drop();
  }
}

/** 200 simultaneous requests of 1–3 people on a 10-spot slot, then the slot and its bookings checked. */
async function raceOnSmallSlot(db: Db, baseUrl: string, cookies: string[], activityId: string, small: Slot) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 200 });
  const attempts = await Promise.all(
    Array.from({ length: 200 }, (_, i) =>
      book(agent, baseUrl, baseUrl, cookies[i % cookies.length]!, bookingBody(activityId, small.id, (i % 3) + 1)),
    ),
  );
  agent.destroy();
  const slot = await db
    .selectFrom('activity_availability')
    .select(['booked_spots', 'available_spots'])
    .where('id', '=', small.id)
    .executeTakeFirstOrThrow();
  const stored = await db
    .selectFrom('bookings')
    .select((eb) => eb.fn.sum<number>('number_of_people').as('people'))
    .where('availability_id', '=', small.id)
    .executeTakeFirstOrThrow();
  const people = Number(stored.people ?? 0);
  const overbooked = slot.booked_spots > slot.available_spots || people !== slot.booked_spots;
  const refused = attempts.filter((o) => o.status === 409).length;
  const failed = attempts.filter((o) => o.status !== 200 && o.status !== 409);
  const row: BenchRow = {
    row: '200 at once on a 10-spot slot',
    app: `${slot.booked_spots}/${slot.available_spots} spots, ${people} people stored, ${refused} refused`,
    bare: '-',
    ratio: NaN,
    errors: failed.length,
    budgets: [
      { met: !overbooked, miss: 'overbooked' },
      { met: failed.length === 0, miss: `${failed.length} errors: ${failed[0]?.message ?? ''}` },
    ],
  };
  return row;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await benchBooking();
  process.exit(0);
}
