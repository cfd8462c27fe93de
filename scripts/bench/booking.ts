// Booking creation on real PostgreSQL (docs/design.md §10: ≥ 300 bookings/s across many slots;
// zero overbooking with 200 concurrent attempts on one slot; issue 11: ≥ 0.5× the same
// statement driven by a bare `pg` client, p99 ≤ 50 ms). Printed as a table:
//   many slots    — 50 connections book 1 person each on 200 roomy slots (no contention)
//   one slot      — 50 connections book 1 person each on a single roomy slot (row-lock contention)
//   bare pg       — the same two loads as 50 concurrent callers of the app's booking statement
//                   (bookSpots, captured from the app's own code with its parameters) on a plain
//                   `pg` pool of the app's size: no HTTP, no tRPC, no session, no Kysely. Run
//                   while no app is running, so nothing else reads the events it notifies.
//                   The ratio is against `pool.query(text, values)`; a reference row gives the
//                   statement prepared (named), as the app's pool runs its repeated statements.
// CPU columns: milliseconds of CPU per booking of this process's main thread (the server, or
// the bare client) and of the PostgreSQL backends: unlike throughput, hardly moved by load.
//   200 on 10     — 200 simultaneous requests of 1–3 people on one 10-spot slot (correctness)
// BENCH_ROUNDS=n alternates bare and app n times (same run, same database) to see the noise.
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
import {
  benchConfig,
  benchPool,
  cpuMeter,
  createBenchDatabase,
  fmt,
  insertBenchSupplier,
  loadTest,
  percentile,
  printTable,
  withCpuProfile,
} from './lib.ts';

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

/** CPU time per booking (ms) of the server's main thread and of PostgreSQL, for a table row. */
function cpuColumns(cpu: { serverMs: number; postgresMs: number }, booked: number) {
  return {
    'node CPU ms/booking': fmt(cpu.serverMs / booked, 2),
    'PG CPU ms/booking': fmt(cpu.postgresMs / booked, 2),
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
  prepared = false,
) {
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
          const r = prepared
            ? await pool.query({ name: 'book', text: statement.sql, values: statement.parameters(slot) })
            : await pool.query(statement.sql, statement.parameters(slot));
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
    requests: latencies.length,
    booked: ok,
    conflicts: 0,
    errors,
    'bookings/s': fmt(ok / elapsed, 0),
    'p50 ms': fmt(percentile(latencies, 50)),
    'p99 ms': fmt(percentile(latencies, 99)),
    ...cpuColumns(cpu, ok),
    firstError,
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
) {
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
    requests: r.requests,
    booked: r.ok,
    conflicts: r.conflicts,
    errors: r.errors,
    'bookings/s': fmt(r.okPerSecond, 0),
    'p50 ms': fmt(r.p50),
    'p99 ms': fmt(r.p99),
    ...cpuColumns(cpu, r.ok),
    firstError: r.firstError,
  };
}

function summarise(outcomes: Outcome[], elapsed: number) {
  const ok = outcomes.filter((o) => o.status === 200);
  const conflicts = outcomes.filter((o) => o.status === 409);
  const other = outcomes.length - ok.length - conflicts.length;
  const latencies = outcomes.map((o) => o.ms).sort((a, b) => a - b);
  return {
    requests: outcomes.length,
    booked: ok.length,
    conflicts: conflicts.length,
    errors: other,
    'bookings/s': fmt(ok.length / elapsed, 0),
    'p50 ms': fmt(percentile(latencies, 50)),
    'p99 ms': fmt(percentile(latencies, 99)),
    firstError: outcomes.find((o) => o.status !== 200 && o.status !== 409)?.message ?? '',
  };
}

export async function benchBooking(seconds = Number(process.env.BENCH_SECONDS ?? 5)) {
  const rounds = Math.max(1, Math.min(5, Number(process.env.BENCH_ROUNDS ?? 1)));
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

  const rows: Record<string, string | number>[] = [];
  const ratios: { ratio: number; p99: number; rate: number }[] = [];
  let preparedRatio = NaN;
  try {
    for (let round = 1; round <= rounds; round++) {
      const last = round === rounds;
      const tag = rounds > 1 ? ` (round ${round})` : '';
      const pool = benchPool(database.url, POSTGRES_POOL_SIZE);
      await bareLoop(database.url, pool, statement, 50, 2, roomy); // warm-up
      const bareMany = await withCpuProfile(`booking-bare-round${round}`, () =>
        bareLoop(database.url, pool, statement, 50, seconds, roomy),
      );
      const bareOne = last ? await bareLoop(database.url, pool, statement, 50, seconds, [hot!]) : undefined;
      // For reference: the same statement prepared (named), as the app's pool runs it (src/db/database.ts).
      const barePrepared = last ? await bareLoop(database.url, pool, statement, 50, seconds, roomy, true) : undefined;
      // The app's mail worker sends only the app's own bookings' emails.
      await pool.query('update email_outbox set sent_at = now() where sent_at is null');
      await pool.end();

      const app = await buildApp(config);
      try {
        await app.listen({ host: '127.0.0.1', port: 0 });
        const baseUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
        await closedLoop(baseUrl, cookies, 50, 3, activityId, roomy, database.url); // warm-up (JIT, pools, caches)
        const many = await withCpuProfile(`booking-app-round${round}`, () =>
          closedLoop(baseUrl, cookies, 50, seconds, activityId, roomy, database.url),
        );
        rows.push({ run: `many slots, 50 connections${tag}`, ...many });
        rows.push({ run: `  bare pg, same statement${tag}`, ...bareMany });
        const ratio = Number(many['bookings/s']) / Number(bareMany['bookings/s']);
        ratios.push({ ratio, p99: Number(many['p99 ms']), rate: Number(many['bookings/s']) });
        if (!last) continue;
        rows.push({ run: '  bare pg, same statement prepared', ...barePrepared! });
        preparedRatio = Number(many['bookings/s']) / Number(barePrepared!['bookings/s']);

        const one = await closedLoop(baseUrl, cookies, 50, seconds, activityId, [hot!], database.url);
        rows.push({ run: 'one slot, 50 connections', ...one });
        rows.push({ run: '  bare pg, same statement', ...bareOne! });
        const race = await raceOnSmallSlot(app.services.db, baseUrl, cookies, activityId, small!);
        rows.push({ run: '200 at once on a 10-spot slot', ...race.summary });
        printTable(`Booking creation on PostgreSQL (${seconds} s per run)`, rows);
        console.log(race.verdict);
      } finally {
        await app.close();
      }
    }
    const worst = {
      ratio: Math.min(...ratios.map((r) => r.ratio)),
      p99: Math.max(...ratios.map((r) => r.p99)),
      rate: Math.min(...ratios.map((r) => r.rate)),
    };
    const ratioText = ratios.map((r) => fmt(r.ratio, 2)).join(', ');
    console.log(`budget: ≥ 300 bookings/s across many slots → ${worst.rate >= 300 ? 'within' : 'BELOW'}`);
    console.log(`budget: app/bare throughput ${ratioText} (≥ 0.50) → ${worst.ratio >= 0.5 ? 'within' : 'BELOW'}`);
    console.log(`(app/bare with the statement prepared: ${fmt(preparedRatio, 2)})`);
    console.log(`budget: app p99 ${fmt(worst.p99)} ms (≤ 50 ms) → ${worst.p99 <= 50 ? 'within' : 'ABOVE'}`);
  } finally {
    await database.drop();
  }
}

/** 200 simultaneous requests of 1–3 people on a 10-spot slot, then the slot and its bookings checked. */
async function raceOnSmallSlot(db: Db, baseUrl: string, cookies: string[], activityId: string, small: Slot) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 200 });
  const started = Date.now();
  const attempts = await Promise.all(
    Array.from({ length: 200 }, (_, i) =>
      book(agent, baseUrl, baseUrl, cookies[i % cookies.length]!, bookingBody(activityId, small.id, (i % 3) + 1)),
    ),
  );
  agent.destroy();
  const summary = summarise(attempts, (Date.now() - started) / 1000);
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
  return {
    summary,
    verdict: `10-spot slot: booked_spots ${slot.booked_spots}/${slot.available_spots}, people in stored bookings ${people} → ${overbooked ? 'OVERBOOKED' : 'no overbooking'}`,
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await benchBooking();
  process.exit(0);
}
