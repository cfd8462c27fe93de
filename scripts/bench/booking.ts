// Booking creation on real PostgreSQL (DESIGN.md §10: ≥ 300 bookings/s across many slots;
// zero overbooking with 200 concurrent attempts on one slot). Three runs, printed as a table:
//   many slots    — 50 connections book 1 person each on 200 roomy slots (no contention)
//   one slot      — 50 connections book 1 person each on a single roomy slot (row-lock contention)
//   200 on 10     — 200 simultaneous requests of 1–3 people on one 10-spot slot (correctness)
import http from 'node:http';
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { buildApp } from '../../server/src/app.ts';
import { loadConfig } from '../../server/src/config.ts';
import { SESSION_COOKIE, createSession } from '../../server/src/modules/auth/session.ts';
import { createBenchDatabase, fmt, loadTest, percentile, printTable } from './lib.ts';

type Db = Awaited<ReturnType<typeof buildApp>>['services']['db'];

function daysAhead(days: number) {
  const d = new Date();
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

async function setUp(db: Db, users: number) {
  const owner = await db
    .insertInto('users')
    .values({ email: `bench-supplier-${randomUUID()}@bench.test`, password_hash: 'x' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const supplier = await db
    .insertInto('suppliers')
    .values({
      user_id: owner.id,
      business_name: 'Bench Tours',
      contact_person: 'Ben Ch',
      email: 'bench-supplier@bench.test',
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
  const activity = await db
    .insertInto('activities')
    .values({
      supplier_id: supplier.id,
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
  for (let i = 0; i < users; i++) {
    const user = await db
      .insertInto('users')
      .values({ email: `bench-traveler-${i}-${randomUUID()}@bench.test`, password_hash: 'x', first_name: 'Bench' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const session = await createSession(db, user.id, 1);
    cookies.push(`${SESSION_COOKIE}=${session.token}`);
  }
  return { activityId: activity.id, cookies };
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
  const inserted = await db.insertInto('activity_availability').values(rows).returning('id').execute();
  return inserted.map((r) => r.id);
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
  slots: string[],
) {
  const r = await loadTest({
    url: `${baseUrl}/trpc/booking.create`,
    method: 'POST',
    connections,
    seconds,
    headers: cookies.map((cookie) => ({ cookie, origin: baseUrl })),
    body: {
      template: bookingBody(activityId, slots[0]!, 1),
      rotate: { field: 'availabilityId', values: slots },
      uniqueField: 'idempotencyKey',
    },
  });
  return {
    requests: r.requests,
    booked: r.ok,
    conflicts: r.conflicts,
    errors: r.errors,
    'bookings/s': fmt(r.okPerSecond, 0),
    'p50 ms': fmt(r.p50),
    'p99 ms': fmt(r.p99),
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
  const database = await createBenchDatabase();
  const config = loadConfig({
    NODE_ENV: 'production',
    DATABASE_URL: database.url,
    SEED_DEMO: 'false',
    LOG_LEVEL: 'warn',
    RATE_LIMITS: 'false',
    CLIENT_DIST: './none',
    PORT: '0',
  });
  const app = await buildApp(config);
  try {
    await app.listen({ host: '127.0.0.1', port: 0 });
    const baseUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    const db = app.services.db;
    const { activityId, cookies } = await setUp(db, 200);

    const roomy = await createSlots(db, activityId, 200, 100_000, 2);
    await closedLoop(baseUrl, cookies, 50, 3, activityId, roomy); // warm-up (JIT, pools, caches)
    const many = await closedLoop(baseUrl, cookies, 50, seconds, activityId, roomy);

    const [hot] = await createSlots(db, activityId, 1, 1_000_000, 20);
    const one = await closedLoop(baseUrl, cookies, 50, seconds, activityId, [hot!]);

    const [small] = await createSlots(db, activityId, 1, 10, 25);
    const agent = new http.Agent({ keepAlive: true, maxSockets: 200 });
    const started = Date.now();
    const attempts = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        book(agent, baseUrl, baseUrl, cookies[i % cookies.length]!, bookingBody(activityId, small!, (i % 3) + 1)),
      ),
    );
    agent.destroy();
    const race = summarise(attempts, (Date.now() - started) / 1000);
    const slot = await db
      .selectFrom('activity_availability')
      .select(['booked_spots', 'available_spots'])
      .where('id', '=', small!)
      .executeTakeFirstOrThrow();
    const stored = await db
      .selectFrom('bookings')
      .select((eb) => eb.fn.sum<number>('number_of_people').as('people'))
      .where('availability_id', '=', small!)
      .executeTakeFirstOrThrow();

    printTable(`Booking creation on PostgreSQL (${seconds} s per run)`, [
      { run: 'many slots, 50 connections', ...many },
      { run: 'one slot, 50 connections', ...one },
      { run: '200 at once on a 10-spot slot', ...race },
    ]);
    const overbooked = slot.booked_spots > slot.available_spots || Number(stored.people ?? 0) !== slot.booked_spots;
    console.log(
      `10-spot slot: booked_spots ${slot.booked_spots}/${slot.available_spots}, people in stored bookings ${Number(stored.people ?? 0)} → ${overbooked ? 'OVERBOOKED' : 'no overbooking'}`,
    );
    console.log(
      `budget: ≥ 300 bookings/s across many slots → ${Number(many['bookings/s']) >= 300 ? 'within' : 'BELOW'}`,
    );
  } finally {
    await app.close();
    await database.drop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await benchBooking();
  process.exit(0);
}
