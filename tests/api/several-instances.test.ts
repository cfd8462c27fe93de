import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { createTRPCClient, createWSClient, wsLink } from '@trpc/client';
import { sql } from 'kysely';
import pg from 'pg';
import superjson from 'superjson';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { openDatabase, type Database } from '../../server/src/db/database.ts';
import type { AppRouter } from '../../server/src/trpc/router.ts';
import { collect } from '../helpers/client.ts';
import { syncWithDatabaseClock } from '../helpers/clock.ts';
import { createBookableSlot, createSupplier, createUser, TEST_PASSWORD, uniqueEmail } from '../helpers/factories.ts';
import { NEWER_MIGRATION } from '../helpers/newer-migration/migrations.ts';
import { freePort } from '../helpers/process.ts';
import { startSmtpServer, type TestSmtpServer } from '../helpers/smtp.ts';

// Several instances behind a real load balancer (docs/decisions/100): two server processes
// (`node server/src/main.ts`, as production runs them) on one PostgreSQL, behind Debian's
// HAProxy started with a generated config on free ports. Needs PostgreSQL whatever the other
// api tests run on: TEST_DATABASE_URL's server, else the local one (.ci/run starts it).
//
// The generated config is deploy/haproxy.cfg's, with two test conveniences: a request may
// name its instance (`x-instance: a`; HAProxy ignores it while that instance is down) and
// every answer says which instance gave it (`x-served-by`). Checks run every 200 ms; the
// tests wait on what they observe (HAProxy's stats, the servers' logs), never on time.

const ADMIN_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const HAPROXY = process.env.HAPROXY_PATH ?? (existsSync('/usr/sbin/haproxy') ? '/usr/sbin/haproxy' : 'haproxy');
const WAIT_MS = 45_000;

interface Instance {
  name: string;
  url: string;
  child: ChildProcess;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  output(): string;
}

const workDir = mkdtempSync(path.join(tmpdir(), 'regen-instances-'));
const children: ChildProcess[] = [];
const closers: (() => Promise<void>)[] = [];
let databaseName: string;
let databaseUrl: string;
let database: Database;
let smtp: TestSmtpServer;
const mails: string[] = [];
let lbUrl: string;
let statsUrl: string;
let haproxyLog: () => string;
let a: Instance;
let b: Instance;

/** Polls `check` until it holds (a condition observed, not a time waited); fails after WAIT_MS. */
async function until<T>(what: string, check: () => Promise<T | undefined | false> | T | undefined | false): Promise<T> {
  const deadline = Date.now() + WAIT_MS;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await delay(25);
  }
}

/** Starts `node server/src/main.ts` on a free port and waits for its "serving" line. */
async function startInstance(
  name: string,
  nodeArgs: string[] = [],
  extraEnv: Record<string, string> = {},
): Promise<Instance> {
  const port = await freePort();
  const child = spawn(process.execPath, [...nodeArgs, 'server/src/main.ts'], {
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'test',
      LOG_LEVEL: 'info',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATABASE_URL: databaseUrl,
      // Browsers reach the site through the load balancer: its address is the origin.
      PUBLIC_URL: lbUrl,
      TRUST_PROXY: 'true',
      RATE_LIMITS: 'true',
      SEED_DEMO: 'false',
      REQUIRE_EMAIL_VERIFICATION: 'false',
      SMTP_URL: smtp.url,
      CLIENT_DIST: './does-not-exist',
      ...extraEnv,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  child.stdout.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr.on('data', (d: Buffer) => (output += d.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  let gone = false;
  void exited.then(() => (gone = true));
  await until(`instance ${name} to serve`, () => {
    if (gone) throw new Error(`instance ${name} exited:\n${output}`);
    return output.includes('Regen Marketplace is serving');
  });
  return { name, url: `http://127.0.0.1:${port}`, child, exited, output: () => output };
}

function haproxyConfig(lbPort: number, statsPort: number, servers: Instance[]): string {
  const lines = [
    'global',
    '  maxconn 2000',
    '  log stderr format raw local0 info',
    'defaults',
    '  mode http',
    '  log global',
    '  option httplog',
    '  timeout connect 2s',
    '  timeout client 30s',
    '  timeout server 30s',
    '  timeout http-request 10s',
    '  timeout tunnel 1h',
    // A check waits this long for /readyz: a busy instance is slow, not down (a killed one refuses at once).
    '  timeout check 5s',
    '  retries 3',
    '  option redispatch 1',
    '  retry-on conn-failure',
    'frontend site',
    `  bind 127.0.0.1:${lbPort}`,
    '  unique-id-format %[uuid()]',
    '  http-request set-header X-Request-ID %[unique-id]',
    '  http-request set-header X-Forwarded-For %[src]',
    '  default_backend app',
    'backend app',
    '  balance leastconn',
    '  option httpchk',
    '  http-check send meth GET uri /readyz',
    '  http-check expect status 200',
    '  default-server inter 200ms fastinter 100ms downinter 200ms fall 2 rise 1 on-marked-down shutdown-sessions',
    ...servers.map((s) => `  use-server ${s.name} if { req.hdr(x-instance) -m str ${s.name} }`),
    '  http-response set-header X-Served-By %s',
    ...servers.map((s) => `  server ${s.name} ${new URL(s.url).host} check`),
    'frontend stats',
    `  bind 127.0.0.1:${statsPort}`,
    '  stats enable',
    '  stats uri /stats',
  ];
  return `${lines.join('\n')}\n`;
}

/** HAProxy's view of one server of the `app` backend: its check status and sessions so far. */
async function serverStats(name: string): Promise<{ status: string; sessions: number }> {
  const csv = await (await fetch(`${statsUrl};csv`)).text();
  const [header, ...rows] = csv.trim().split('\n');
  const columns = header!.replace(/^# /, '').split(',');
  const row = rows.map((r) => r.split(',')).find((r) => r[0] === 'app' && r[1] === name)!;
  const field = (column: string) => row[columns.indexOf(column)]!;
  return { status: field('status'), sessions: Number(field('stot')) };
}

interface CallResult {
  status: number;
  servedBy: string | undefined;
  body: { result?: { data: { json: Record<string, unknown> } }; error?: { json: { data: { code: string } } } };
}

/**
 * One tRPC call over plain HTTP through the load balancer, from `localAddress` (a loopback
 * address of its own: HAProxy sees each simulated client as a different address).
 */
function call(
  procedure: string,
  input: unknown,
  options: { cookie?: string; instance?: string; localAddress?: string; query?: boolean } = {},
): Promise<CallResult & { setCookie: string[] }> {
  const url = new URL(lbUrl);
  const payload = JSON.stringify({ json: input ?? null });
  const target = options.query ? `/trpc/${procedure}?input=${encodeURIComponent(payload)}` : `/trpc/${procedure}`;
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: url.hostname,
        port: url.port,
        method: options.query ? 'GET' : 'POST',
        path: target,
        agent: false,
        localAddress: options.localAddress ?? '127.0.0.1',
        headers: {
          origin: lbUrl,
          ...(options.query ? {} : { 'content-type': 'application/json' }),
          ...(options.cookie ? { cookie: options.cookie } : {}),
          ...(options.instance ? { 'x-instance': options.instance } : {}),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let body: CallResult['body'] = {};
          try {
            body = JSON.parse(text) as CallResult['body'];
          } catch {
            // HAProxy's own error pages (502, 503) are HTML.
          }
          resolve({
            status: res.statusCode ?? 0,
            servedBy: res.headers['x-served-by'] as string | undefined,
            body,
            setCookie: res.headers['set-cookie'] ?? [],
          });
        });
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(options.query ? undefined : payload);
  });
}

async function signIn(email: string, options: { instance?: string; localAddress?: string } = {}): Promise<string> {
  const result = await call('auth.signIn', { email, password: TEST_PASSWORD }, options);
  expect(result.status).toBe(200);
  return result.setCookie.map((c) => c.split(';')[0]).join('; ');
}

/** A websocket-only tRPC client through the load balancer, recording which instance took each connection. */
function subscriber(cookie: string, instance: string) {
  const servedBy: string[] = [];
  class LbWebSocket extends WebSocket {
    constructor(address: string | URL) {
      super(address, { headers: { cookie, origin: lbUrl, 'x-instance': instance } });
      this.on('upgrade', (res) => servedBy.push(String(res.headers['x-served-by'])));
    }
  }
  const wsClient = createWSClient({
    url: `${lbUrl.replace(/^http/, 'ws')}/trpc`,
    WebSocket: LbWebSocket as unknown as typeof globalThis.WebSocket,
    retryDelayMs: () => 100,
  });
  const trpc = createTRPCClient<AppRouter>({ links: [wsLink({ transformer: superjson, client: wsClient })] });
  closers.push(() => wsClient.close());
  return { trpc, servedBy };
}

const bookingInput = (activityId: string, slotId: string, extra: Record<string, unknown> = {}) => ({
  activityId,
  availabilityId: slotId,
  numberOfPeople: 1,
  customerName: 'Tara Traveler',
  customerEmail: 'tara@example.test',
  customerPhone: '+1 555 0199',
  ...extra,
});

/** The To: address of a raw message. */
const recipient = (raw: string) => /^To: (.*)$/im.exec(raw)?.[1]?.trim();

beforeAll(async () => {
  databaseName = `regen_instances_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`create database ${databaseName}`);
  await admin.end();
  const url = new URL(ADMIN_URL);
  url.pathname = `/${databaseName}`;
  databaseUrl = url.toString();

  smtp = await startSmtpServer((raw) => void mails.push(raw));
  const [lbPort, statsPort] = [await freePort(), await freePort()];
  lbUrl = `http://127.0.0.1:${lbPort}`;
  statsUrl = `http://127.0.0.1:${statsPort}/stats`;

  // The first instance migrates the empty database; the second finds it migrated.
  a = await startInstance('a');
  // B reaches the database as it would through a transaction pooler: LISTEN (and the
  // migrations' lock) on their own session connection, named so that the test can find it.
  const sessionUrl = new URL(databaseUrl);
  sessionUrl.searchParams.set('application_name', 'regen-b-session');
  b = await startInstance('b', [], { DATABASE_SESSION_URL: sessionUrl.toString() });
  database = openDatabase({ databaseUrl, dataDir: workDir });
  await syncWithDatabaseClock(database.db);

  const config = path.join(workDir, 'haproxy.cfg');
  writeFileSync(config, haproxyConfig(lbPort, statsPort, [a, b]));
  const haproxy = spawn(HAPROXY, ['-f', config, '-db'], { stdio: ['ignore', 'pipe', 'pipe'] });
  children.push(haproxy);
  let haproxyOutput = '';
  haproxyLog = () => haproxyOutput;
  haproxy.stderr.on('data', (d: Buffer) => (haproxyOutput += d.toString()));
  haproxy.once('exit', (code) => {
    if (code) haproxyOutput += `\nexited with ${code}`;
  });
  await until('HAProxy to see both instances up', async () => {
    if (haproxy.exitCode !== null) throw new Error(`HAProxy exited: ${haproxyOutput}`);
    const stats = await Promise.all([serverStats('a'), serverStats('b')]).catch(() => undefined);
    return stats?.every((s) => s.status === 'UP');
  });
}, 120_000);

afterAll(async () => {
  await Promise.all(closers.map((close) => close().catch(() => undefined)));
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  await database?.close();
  await smtp?.close();
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`drop database if exists ${databaseName} with (force)`);
  await admin.end();
  rmSync(workDir, { recursive: true, force: true });
}, 60_000);

// Each test drives two server processes and HAProxy on a machine that runs other suites too.
describe('two instances behind HAProxy', { timeout: 120_000 }, () => {
  it('LISTENs on the session connection when one is configured (DATABASE_SESSION_URL)', async () => {
    const { rows } = await sql<{ query: string }>`select query from pg_stat_activity
      where datname = ${databaseName} and application_name = 'regen-b-session'`.execute(database.db);
    expect(rows.map((r) => r.query.toLowerCase())).toEqual(['listen "regen_events"']);
  });

  it("delivers a booking made through one instance to the supplier's alerts and the traveler's inbox on the other", async () => {
    const db = database.db;
    const parties = await createBookableSlot(db, { activity: { title: 'Two-instance meadow day' } });
    const supplierCookie = await signIn(parties.supplierUser.email, { instance: 'b' });
    const travelerCookie = await signIn(parties.travelerUser.email, { instance: 'a' });

    const supplier = subscriber(supplierCookie, 'b');
    const alerts = collect<{ id: string; data: { kind: string; bookingId: string } }>();
    supplier.trpc.supplier.bookingAlerts.subscribe(undefined, {
      onStarted: alerts.onStarted,
      onData: (d) => alerts.push(d),
    });
    const traveler = subscriber(travelerCookie, 'b');
    const inbox = collect<{ id: string; data: { type: string; bookingId: string | null } }>();
    traveler.trpc.inbox.onChange.subscribe(undefined, { onStarted: inbox.onStarted, onData: (d) => inbox.push(d) });
    await Promise.all([alerts.started, inbox.started]);
    expect([supplier.servedBy, traveler.servedBy]).toEqual([['b'], ['b']]);

    const booked = await call('booking.create', bookingInput(parties.activity.id, parties.slot.id), {
      cookie: travelerCookie,
      instance: 'a',
    });
    expect([booked.status, booked.servedBy]).toEqual([200, 'a']);
    const bookingId = booked.body.result!.data.json.id as string;
    await alerts.waitFor(1);
    expect(alerts.items[0]!.data).toMatchObject({ kind: 'new', bookingId, activityTitle: 'Two-instance meadow day' });

    // The supplier answers through instance A; the traveler's inbox on B hears of it.
    const sent = await call(
      'messaging.send',
      { conversationId: bookingId, text: 'See you at the trailhead' },
      { cookie: supplierCookie, instance: 'a' },
    );
    expect([sent.status, sent.servedBy]).toEqual([200, 'a']);
    await inbox.waitFor(1);
    expect(inbox.items[0]!.data).toEqual({ type: 'message.sent', bookingId });
  });

  it('holds one rate limit per address whichever instance answers', async () => {
    // auth.signIn: 20 a minute per address, counted in PostgreSQL. New emails each time, so
    // the per-email limit is not what refuses.
    const attempt = (instance: string, localAddress: string) =>
      call('auth.signIn', { email: uniqueEmail('limit'), password: 'not-the-password-1' }, { instance, localAddress });
    const first20 = [];
    for (let i = 0; i < 20; i++) first20.push(await attempt(i % 2 ? 'b' : 'a', '127.0.0.2'));
    expect(first20.map((r) => r.servedBy)).toEqual(Array.from({ length: 20 }, (_, i) => (i % 2 ? 'b' : 'a')));
    expect(new Set(first20.map((r) => r.status))).toEqual(new Set([401]));
    const refusedOnA = await attempt('a', '127.0.0.2');
    const refusedOnB = await attempt('b', '127.0.0.2');
    expect([refusedOnA.status, refusedOnA.servedBy]).toEqual([429, 'a']);
    expect([refusedOnB.status, refusedOnB.servedBy]).toEqual([429, 'b']);
    expect(refusedOnB.body.error!.json.data.code).toBe('TOO_MANY_REQUESTS');
    // Another address still has its own allowance, on either instance.
    expect((await attempt('a', '127.0.0.3')).status).toBe(401);
    expect((await attempt('b', '127.0.0.3')).status).toBe(401);
  });

  it('sends a booking confirmation and its reminder once, with both instances draining the outbox', async () => {
    const db = database.db;
    const parties = await createBookableSlot(db, { daysAhead: 9, traveler: { email: uniqueEmail('once') } });
    const cookie = await signIn(parties.travelerUser.email);
    const booked = await call('booking.create', bookingInput(parties.activity.id, parties.slot.id), { cookie });
    expect(booked.status).toBe(200);
    const bookingId = booked.body.result!.data.json.id as string;
    const to = (address: string) => mails.filter((raw) => recipient(raw) === address);

    await until('the confirmation and the supplier notice', () =>
      to(parties.travelerUser.email).length === 1 && to(parties.supplierUser.email).length === 1 ? true : undefined,
    );
    // The reminder is due a day before the slot: made due now, both workers race for it.
    const { numUpdatedRows } = await db
      .updateTable('email_outbox')
      .set({ send_after: sql<Date>`now()` })
      .where('booking_id', '=', bookingId)
      .where('sent_at', 'is', null)
      .executeTakeFirst();
    expect(Number(numUpdatedRows)).toBe(1);
    const rows = await until('every mail of the booking marked sent', async () => {
      const found = await db
        .selectFrom('email_outbox')
        .select(['to_address', 'attempts', 'sent_at'])
        .where((eb) =>
          eb.or([
            eb('booking_id', '=', bookingId),
            eb('to_address', 'in', [parties.travelerUser.email, parties.supplierUser.email]),
          ]),
        )
        .execute();
      return found.length === 3 && found.every((r) => r.sent_at !== null) ? found : undefined;
    });
    // Marked sent in the transaction that claimed it: no worker can send it again.
    expect(rows.map((r) => r.attempts)).toEqual([1, 1, 1]);
    expect(to(parties.travelerUser.email)).toHaveLength(2);
    expect(to(parties.supplierUser.email)).toHaveLength(1);
  });

  it('keeps answering while an instance of the next release applies an additive migration', async () => {
    const { user } = await createSupplier(database.db);
    const cookie = await signIn(user.email, { instance: 'a' });
    // Run often enough that instance A prepares its statements (`select *` on users and suppliers).
    for (let i = 0; i < 6; i++) {
      const r = await call('supplier.dashboard', undefined, { cookie, instance: 'a', query: true });
      expect([r.status, r.servedBy]).toEqual([200, 'a']);
    }
    const next = await startInstance('next', ['--import', './tests/helpers/newer-migration/hooks.ts']);
    const applied = await database.db
      .selectFrom('kysely_migration' as never)
      .select(sql<string>`name`.as('name'))
      .where(sql<string>`name`, '=', NEWER_MIGRATION)
      .execute();
    expect(applied).toHaveLength(1);
    for (let i = 0; i < 6; i++) {
      const r = await call('supplier.dashboard', undefined, { cookie, instance: 'a', query: true });
      expect([r.status, r.servedBy]).toEqual([200, 'a']);
    }
    expect((await fetch(`${next.url}/readyz`)).status).toBe(200);
    expect(a.output()).not.toContain('"level":50');
    // An instance of this release still starts on the migrated database (a restart mid-rollout).
    const restarted = await startInstance('restarted');
    expect((await fetch(`${restarted.url}/readyz`)).status).toBe(200);
    for (const instance of [next, restarted]) {
      instance.child.kill('SIGTERM');
      expect(await instance.exited).toEqual({ code: 0, signal: null });
    }
  });

  it('loses no acknowledged booking nor any event when an instance is killed mid-load, and HAProxy stops sending to it', async () => {
    const db = database.db;
    // 30 bookings; each traveler stays well under booking.create's 10 an hour, resends included.
    const TRAVELERS = 6;
    const PER_TRAVELER = 5;
    const KILL_AFTER = 8;
    const parties = await createBookableSlot(db, { slot: { spots: 100 }, activity: { maxParticipants: 100 } });
    const supplierCookie = await signIn(parties.supplierUser.email, { instance: 'a' });
    const travelers = await Promise.all(
      Array.from({ length: TRAVELERS }, async (_, i) => {
        const user = await createUser(db);
        const localAddress = `127.0.1.${i + 1}`;
        return { localAddress, cookie: await signIn(user.email, { localAddress }) };
      }),
    );

    const supplier = subscriber(supplierCookie, 'a');
    const alerts = collect<{ id: string; data: { bookingId: string } }>();
    supplier.trpc.supplier.bookingAlerts.subscribe(undefined, {
      onStarted: alerts.onStarted,
      onData: (d) => alerts.push(d),
    });
    await alerts.started;
    expect(supplier.servedBy).toEqual(['a']);

    const acknowledged: string[] = [];
    const failures: string[] = [];
    const book = async (traveler: (typeof travelers)[number], key: string) => {
      // Resent with the same key until answered: the server returns the booking it made, if it did.
      for (let attempt = 0; attempt < 20; attempt++) {
        const result = await call(
          'booking.create',
          bookingInput(parties.activity.id, parties.slot.id, { idempotencyKey: key }),
          traveler,
        ).catch((e: unknown) => void failures.push(String(e)));
        if (result && result.status !== 200) failures.push(`${result.status} ${JSON.stringify(result.body)}`);
        if (result?.status === 200) {
          acknowledged.push(result.body.result!.data.json.id as string);
          if (acknowledged.length === KILL_AFTER) a.child.kill('SIGKILL');
          return;
        }
        if (result && ![502, 503, 504].includes(result.status)) {
          throw new Error(`booking refused: ${result.status} ${JSON.stringify(result.body)}\n${failures.join('\n')}`);
        }
      }
      throw new Error(`booking ${key} never answered: ${failures.join('\n')}\n${haproxyLog().slice(-6000)}`);
    };
    await Promise.all(
      travelers.map(async (traveler, i) => {
        for (let j = 0; j < PER_TRAVELER; j++) await book(traveler, `load-${i}-${j}-${randomBytes(4).toString('hex')}`);
      }),
    );
    expect(await a.exited).toEqual({ code: null, signal: 'SIGKILL' });
    expect(acknowledged).toHaveLength(TRAVELERS * PER_TRAVELER);

    // Every acknowledged booking is there, once.
    const stored = await db
      .selectFrom('bookings')
      .select('id')
      .where('activity_id', '=', parties.activity.id)
      .execute();
    expect(stored.map((r) => r.id).sort()).toEqual([...acknowledged].sort());

    // The supplier's socket moved to B through HAProxy and resumed after its last event id: every event, once.
    const events = await db
      .selectFrom('events')
      .select('id')
      .where('type', '=', 'booking.created')
      .where('activity_id', '=', parties.activity.id)
      .orderBy('id')
      .execute();
    expect(events).toHaveLength(TRAVELERS * PER_TRAVELER);
    await alerts.waitFor(events.length);
    // Each once (concurrent bookings may commit, and so arrive, out of id order).
    expect(alerts.items.map((item) => Number(item.id)).sort((x, y) => x - y)).toEqual(events.map((e) => e.id));
    expect(new Set(alerts.items.map((item) => item.data.bookingId))).toEqual(new Set(acknowledged));
    expect(supplier.servedBy[0]).toBe('a');
    expect(supplier.servedBy.at(-1)).toBe('b');

    // HAProxy's check marks A down, and from then on nothing is sent to it, even when asked for.
    const down = await until('HAProxy to mark A down', async () => {
      const stats = await serverStats('a');
      return stats.status.startsWith('DOWN') ? stats : undefined;
    });
    for (const instance of ['a', undefined]) {
      const r = await call('catalogue.experiences', { country: 'Iceland' }, { instance, query: true });
      expect([r.status, r.servedBy]).toEqual([200, 'b']);
    }
    expect((await serverStats('a')).sessions).toBe(down.sessions);
  });
});
