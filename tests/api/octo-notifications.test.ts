import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebhookWorker, type RecordedAttempt } from '../../server/src/modules/octo-notifications/index.ts';
import type { ApiClient } from '../helpers/client.ts';
import {
  createApprovedActivity,
  createSlot,
  createSupplier,
  createUser,
  daysFromToday,
  signedInClient,
} from '../helpers/factories.ts';
import { octoAvailabilityId as availabilityId } from '../helpers/octo.ts';
import { setupTestEnvironment, startTestServer, type TestServer } from '../helpers/server.ts';

// OCTO's webhooks (docs/decisions/115): a reseller registers a URL per event over /octo, every
// change on any channel is delivered once (signed, so the reseller can check it), a failing URL
// is retried with exponential backoff on an injected clock and given up after 8 attempts, two
// instances (and two more workers) on one database never send a delivery twice, and /admin lists
// each reseller's deliveries. The receiver is a local node:http server; tests wait on what it
// receives and on the workers' recorded attempts, never on time.

const START = new Date('2030-01-01T00:00:00Z');
let clockMs = START.getTime();
const clock = () => new Date(clockMs);

const OVERRIDES = { RATE_LIMITS: 'false', OCTO_WEBHOOKS_ALLOW_LOOPBACK: 'true' };

let env: Awaited<ReturnType<typeof setupTestEnvironment>>;
let second: TestServer;
const clients: ApiClient[] = [];
let admin: ApiClient;

// ---- The reseller's receiver ----------------------------------------------------------------

interface Received {
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
  json: Record<string, unknown> & { webhook: { id: string; event: string } };
}

class Receiver {
  readonly received: Received[] = [];
  /** The answer's status per path (200 unless set). */
  readonly statusFor = new Map<string, number>();
  private server: Server | undefined;
  private waiters: { ready: () => boolean; resolve: () => void }[] = [];
  url = '';

  async start() {
    this.server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const body = Buffer.concat(chunks).toString('utf8');
        const path = request.url ?? '/';
        this.received.push({ path, headers: request.headers, body, json: JSON.parse(body) as Received['json'] });
        response.writeHead(this.statusFor.get(path) ?? 200).end();
        this.waiters = this.waiters.filter((w) => (w.ready() ? (w.resolve(), false) : true));
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  /** The requests to `path` matching `match`, once there are `count` of them. */
  async waitFor(path: string, count: number, match: (r: Received) => boolean = () => true): Promise<Received[]> {
    const found = () => this.received.filter((r) => r.path === path && match(r));
    if (found().length < count) {
      await new Promise<void>((resolve) => this.waiters.push({ ready: () => found().length >= count, resolve }));
    }
    return found();
  }

  close() {
    return new Promise<void>((resolve) => this.server?.close(() => resolve()) ?? resolve());
  }
}

const receiver = new Receiver();

// ---- Recorded attempts of every worker ----------------------------------------------------------

const attempts: RecordedAttempt[] = [];
let attemptWaiters: { ready: () => boolean; resolve: () => void }[] = [];
function recordAttempts(worker: WebhookWorker) {
  worker.onAttempt((attempt) => {
    attempts.push(attempt);
    attemptWaiters = attemptWaiters.filter((w) => (w.ready() ? (w.resolve(), false) : true));
  });
}
async function attemptRecorded(deliveryId: string, attemptNumber: number): Promise<RecordedAttempt> {
  const find = () => attempts.find((a) => a.deliveryId === deliveryId && a.attempts === attemptNumber);
  if (!find()) await new Promise<void>((resolve) => attemptWaiters.push({ ready: () => !!find(), resolve }));
  return find()!;
}

// ---- OCTO calls ------------------------------------------------------------------------------

async function octo(key: string, method: string, path: string, body?: unknown, capabilities = '') {
  const response = await fetch(`${env.server.url}/octo${path}`, {
    method,
    headers: {
      authorization: `Bearer ${key}`,
      'octo-capabilities': capabilities,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function newReseller(name: string) {
  const reseller = await admin.trpc.resellers.create.mutate({ name });
  const key = (await admin.trpc.resellers.createKey.mutate({ resellerId: reseller.id })).key;
  return { id: reseller.id, key };
}

async function registerWebhook(key: string, event: string, path: string, capabilities = '') {
  const created = await octo(key, 'POST', '/webhooks', { event, url: `${receiver.url}${path}` }, capabilities);
  expect(created.status).toBe(200);
  return created.body as { id: string; secret: string; url: string; event: string; capabilities: string[] };
}

/** The reseller's own check: HMAC-SHA256 of the raw body under the secret, hex, after "sha256=". */
function resellerAccepts(secret: string, received: Received): boolean {
  const header = received.headers['octo-signature'];
  if (typeof header !== 'string' || !header.startsWith('sha256=')) return false;
  const expected = createHmac('sha256', secret).update(received.body).digest();
  const given = Buffer.from(header.slice('sha256='.length), 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

async function website(email: string) {
  const client = await signedInClient(env.server.url, email);
  clients.push(client);
  return client;
}

beforeAll(async () => {
  await receiver.start();
  env = await setupTestEnvironment(OVERRIDES, { octoWebhookClock: clock });
  // A second instance on the same database, with its own worker (docs/decisions/100).
  second = await startTestServer(env.database, OVERRIDES, { octoWebhookClock: clock });
  recordAttempts(env.server.app.octoWebhookWorker);
  recordAttempts(second.app.octoWebhookWorker);
  const adminUser = await createUser(env.db, { role: 'admin' });
  admin = await signedInClient(env.server.url, adminUser.email);
  clients.push(admin);
}, 240_000);

afterAll(async () => {
  await Promise.all(clients.map((c) => c.close()));
  await second?.close();
  await env?.close();
  await receiver.close();
});

describe('registering webhooks over OCTO', () => {
  it('creates a webhook per event with its secret shown once, lists and deletes only the reseller’s own', async () => {
    const mine = await newReseller('Harbour Tours');
    const theirs = await newReseller('Alpine Agents');
    const created = await registerWebhook(mine.key, 'booking_update', '/register', 'octo/pricing');
    expect(created).toMatchObject({
      event: 'booking_update',
      url: `${receiver.url}/register`,
      retryOnError: true,
      useContactLanguage: false,
      headers: {},
      capabilities: ['octo/pricing'],
    });
    expect(created.secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);

    const listed = await octo(mine.key, 'GET', '/webhooks');
    expect(listed.status).toBe(200);
    expect(listed.body).toEqual([
      {
        id: created.id,
        event: 'booking_update',
        url: `${receiver.url}/register`,
        retryOnError: true,
        useContactLanguage: false,
        headers: {},
        capabilities: ['octo/pricing'],
      },
    ]);
    expect((await octo(theirs.key, 'GET', '/webhooks')).body).toEqual([]);

    // Another reseller cannot delete it; its owner can, once.
    expect(await octo(theirs.key, 'DELETE', `/webhooks/${created.id}`)).toEqual({
      status: 400,
      body: { error: 'BAD_REQUEST', errorMessage: 'The webhook id was missing or invalid', webhookId: created.id },
    });
    const deleted = await octo(mine.key, 'DELETE', `/webhooks/${created.id}`);
    expect(deleted.status).toBe(200);
    expect(deleted.body).toMatchObject({ id: created.id, event: 'booking_update' });
    expect((await octo(mine.key, 'DELETE', `/webhooks/${created.id}`)).status).toBe(400);
    expect((await octo(mine.key, 'GET', '/webhooks')).body).toEqual([]);
  });

  it('refuses plain http (outside the allowed loopback), unknown events and requests without a valid key', async () => {
    const { key } = await newReseller('Coastline Travel');
    expect(await octo(key, 'POST', '/webhooks', { event: 'booking_update', url: 'http://example.com/hook' })).toEqual({
      status: 400,
      body: { error: 'BAD_REQUEST', errorMessage: 'url: webhooks are sent over https only' },
    });
    expect(await octo(key, 'POST', '/webhooks', { event: 'booking_update', url: 'not a url' })).toEqual({
      status: 400,
      body: { error: 'BAD_REQUEST', errorMessage: 'url: give a full https URL' },
    });
    expect(await octo(key, 'POST', '/webhooks', { event: 'order_update', url: 'https://example.com/hook' })).toEqual({
      status: 400,
      body: {
        error: 'BAD_REQUEST',
        errorMessage: 'event: one of booking_update, availability_update, product_update',
      },
    });
    const https = await octo(key, 'POST', '/webhooks', { event: 'product_update', url: 'https://example.com/hook' });
    expect(https.status).toBe(200);
    for (const [method, path] of [
      ['GET', '/webhooks'],
      ['POST', '/webhooks'],
      ['DELETE', `/webhooks/${String(https.body.id)}`],
    ] as const) {
      const response = await fetch(`${env.server.url}/octo${path}`, { method });
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({
        error: 'UNAUTHORIZED',
        errorMessage: 'The API key is missing, invalid or revoked',
      });
    }
    // Cleaned up: an https URL of example.com must not be tried by later tests.
    expect((await octo(key, 'DELETE', `/webhooks/${String(https.body.id)}`)).status).toBe(200);
  });
});

describe('deliveries', () => {
  it('pushes a website booking’s changed availability to every subscribed reseller, once each, signed', async () => {
    const first = await newReseller('Fjord Journeys');
    const secondReseller = await newReseller('Lagoon Holidays');
    const hookA = await registerWebhook(first.key, 'availability_update', '/avail-a');
    const hookB = await registerWebhook(secondReseller.key, 'availability_update', '/avail-b', 'octo/pricing');
    const { supplier } = await createSupplier(env.db, { businessName: 'Wadden Wardens' });
    const activity = await createApprovedActivity(env.db, supplier.id, { title: 'Mudflat walk', priceCents: 3000 });
    const date = daysFromToday(30);
    const slot = await createSlot(env.db, activity.id, { date, startTime: '10:00', endTime: '12:00', spots: 8 });
    const id = availabilityId(date, '10:00', activity.time_zone);
    // The new slot is a change of its own, sent with all its spots before anything is booked.
    const forSlot = (r: Received) => (r.json.availability as { id: string }).id === id;
    await receiver.waitFor('/avail-a', 1, forSlot);
    await receiver.waitFor('/avail-b', 1, forSlot);

    const traveler = await website((await createUser(env.db)).email);
    await traveler.trpc.booking.create.mutate({
      activityId: activity.id,
      availabilityId: slot.id,
      numberOfPeople: 3,
      customerName: 'Tara Traveler',
      customerEmail: 'tara@example.test',
      customerPhone: '+386 40 123 456',
      specialRequests: '',
    });

    // The booking leaves 5.
    const booked = (r: Received) => forSlot(r) && (r.json.availability as { vacancies: number }).vacancies === 5;
    const [a] = await receiver.waitFor('/avail-a', 1, booked);
    const [b] = await receiver.waitFor('/avail-b', 1, booked);
    for (const [received, hook] of [
      [a!, hookA],
      [b!, hookB],
    ] as const) {
      expect(resellerAccepts(hook.secret, received)).toBe(true);
      expect(resellerAccepts(hookA.secret === hook.secret ? hookB.secret : hookA.secret, received)).toBe(false);
      expect(received.headers['octo-event']).toBe('availability_update');
      expect(received.headers['octo-webhook-id']).toBe(hook.id);
      expect(received.json).toMatchObject({
        webhook: { id: hook.id, event: 'availability_update', url: hook.url },
        productId: activity.id,
        optionId: 'DEFAULT',
        availability: { id, localDateTimeStart: id, status: 'AVAILABLE', vacancies: 5, capacity: 8, available: true },
      });
    }
    // With octo/pricing asked for at registration, the availability carries its price.
    expect(b!.json.availability).toMatchObject({ pricing: { retail: 3000, currency: 'USD' } });
    expect(a!.json.availability).not.toHaveProperty('pricing');

    // Once each: recorded delivered at the first attempt; per reseller, one for the new slot and
    // one for the booking, nothing else for this slot.
    for (const received of receiver.received.filter((r) => r.path.startsWith('/avail-') && forSlot(r))) {
      expect(await attemptRecorded(String(received.headers['octo-delivery-id']), 1)).toMatchObject({
        outcome: 'delivered',
      });
    }
    for (const path of ['/avail-a', '/avail-b']) {
      const vacancies = receiver.received
        .filter((r) => r.path === path && forSlot(r))
        .map((r) => (r.json.availability as { vacancies: number }).vacancies);
      expect(vacancies).toEqual([8, 5]);
    }
  });

  it('sends booking_update to the reseller that owns an OCTO booking (not to others) as it is reserved, confirmed and cancelled', async () => {
    const owner = await newReseller('Glacier Guides');
    const other = await newReseller('Delta Discoveries');
    const ownerHook = await registerWebhook(owner.key, 'booking_update', '/booking-owner');
    await registerWebhook(other.key, 'booking_update', '/booking-other');
    const { supplier } = await createSupplier(env.db, { businessName: 'Peat Keepers' });
    const activity = await createApprovedActivity(env.db, supplier.id, { title: 'Bog restoration', priceCents: 2500 });
    const date = daysFromToday(31);
    await createSlot(env.db, activity.id, { date, startTime: '09:00', endTime: '11:00', spots: 6 });
    const uuid = '6a1f8f0e-2c4b-4d35-9b1e-6a7c3e2f9d10';

    const reserved = await octo(owner.key, 'POST', '/bookings', {
      uuid,
      productId: activity.id,
      optionId: 'DEFAULT',
      availabilityId: availabilityId(date, '09:00', activity.time_zone),
      unitItems: [{ unitId: 'ADULT' }, { unitId: 'ADULT' }],
    });
    expect(reserved.status).toBe(200);
    const onHold = await receiver.waitFor(
      '/booking-owner',
      1,
      (r) => (r.json.booking as { uuid: string }).uuid === uuid,
    );
    expect(onHold[0]!.json.booking).toMatchObject({ uuid, status: 'ON_HOLD', productId: activity.id });

    const confirmed = await octo(owner.key, 'POST', `/bookings/${uuid}/confirm`, {
      contact: { fullName: 'Ada Lovelace', emailAddress: 'ada@example.test' },
    });
    expect(confirmed.status).toBe(200);
    const afterConfirm = await receiver.waitFor(
      '/booking-owner',
      1,
      (r) => (r.json.booking as { uuid: string; status: string }).status === 'CONFIRMED',
    );
    expect(afterConfirm[0]!.json.booking).toMatchObject({ uuid, status: 'CONFIRMED' });

    // Cancelled by the supplier on the website: the reseller hears of it too.
    const supplierClient = await website(
      (await env.db.selectFrom('users').select('email').where('id', '=', supplier.user_id).executeTakeFirstOrThrow())
        .email,
    );
    const booking = await env.db
      .selectFrom('bookings')
      .select('id')
      .where('idempotency_key', '=', uuid)
      .executeTakeFirstOrThrow();
    await supplierClient.trpc.booking.cancel.mutate({ bookingId: booking.id, reason: 'Flooded path' });
    const cancelled = await receiver.waitFor(
      '/booking-owner',
      1,
      (r) => (r.json.booking as { uuid: string; status: string }).status === 'CANCELLED',
    );
    expect(resellerAccepts(ownerHook.secret, cancelled[0]!)).toBe(true);
    for (const received of receiver.received.filter((r) => r.path === '/booking-owner')) {
      await attemptRecorded(String(received.headers['octo-delivery-id']), 1);
    }

    // Reserve, confirm, cancel: three changes, three deliveries, none twice, none to the other reseller.
    const ownerDeliveries = receiver.received.filter((r) => r.path === '/booking-owner');
    expect(ownerDeliveries.map((r) => (r.json.booking as { status: string }).status)).toEqual([
      'ON_HOLD',
      'CONFIRMED',
      'CANCELLED',
    ]);
    expect(new Set(ownerDeliveries.map((r) => r.headers['octo-delivery-id'])).size).toBe(3);
    expect(receiver.received.filter((r) => r.path === '/booking-other')).toEqual([]);
  });

  it('sends product_update when a live activity changes, as an approved edit changes it, but not for its review counts', async () => {
    const { key } = await newReseller('Canopy Connections');
    const hook = await registerWebhook(key, 'product_update', '/product', 'octo/content');
    const { supplier } = await createSupplier(env.db, { businessName: 'Reed Cutters' });
    const activity = await createApprovedActivity(env.db, supplier.id, { title: 'Reed bed count', priceCents: 2000 });
    // Approving a revision writes its values to the activity's row (docs/decisions/102); the
    // trigger sees that write whichever path makes it.
    await env.db.updateTable('activities').set({ title: 'Reed bed census' }).where('id', '=', activity.id).execute();
    const [received] = await receiver.waitFor(
      '/product',
      1,
      (r) => (r.json.product as { id: string }).id === activity.id,
    );
    expect(resellerAccepts(hook.secret, received!)).toBe(true);
    expect(received!.json.product).toMatchObject({ id: activity.id, internalName: 'Reed bed census' });
    // A review's counts are not a product change.
    await env.db
      .updateTable('activities')
      .set({ review_count: 1, review_stars_sum: 5 })
      .where('id', '=', activity.id)
      .execute();
    expect(
      await env.db.selectFrom('octo_notification_changes').select('id').where('subject', '=', activity.id).execute(),
    ).toEqual([]);
  });
});

describe('retries', () => {
  it('retries a failing URL with exponential backoff on the injected clock, then gives up after 8 attempts', async () => {
    const reseller = await newReseller('Storm Petrel Tours');
    await registerWebhook(reseller.key, 'product_update', '/failing');
    receiver.statusFor.set('/failing', 503);
    const { supplier } = await createSupplier(env.db, { businessName: 'Dune Menders' });
    const activity = await createApprovedActivity(env.db, supplier.id, { title: 'Dune fencing', priceCents: 1500 });
    await env.db.updateTable('activities').set({ title: 'Dune fencing day' }).where('id', '=', activity.id).execute();

    const [first] = await receiver.waitFor('/failing', 1, (r) => (r.json.product as { id: string }).id === activity.id);
    const deliveryId = String(first!.headers['octo-delivery-id']);
    expect(await attemptRecorded(deliveryId, 1)).toMatchObject({ outcome: 'retry' });
    const row = () =>
      env.db
        .selectFrom('octo_webhook_deliveries')
        .select(['status', 'attempts', 'last_error', 'last_status', 'next_attempt_at', 'failed_at'])
        .where('id', '=', deliveryId)
        .executeTakeFirstOrThrow();
    expect(await row()).toMatchObject({ status: 'pending', attempts: 1, last_error: 'HTTP 503', last_status: 503 });
    expect((await row()).next_attempt_at.getTime() - clockMs).toBe(30_000);

    // Not due a moment before its time, by any worker.
    const idle = new WebhookWorker(env.db, { config: env.server.config, log: env.server.app.log, now: clock });
    clockMs += 29_999;
    expect(await idle.runOnce()).toEqual({ changes: 0, attempted: 0 });

    const delays = [30_000, 60_000, 120_000, 240_000, 480_000, 960_000, 1_920_000];
    clockMs += 1;
    for (let attempt = 2; attempt <= 8; attempt++) {
      const recorded = await attemptRecorded(deliveryId, attempt);
      const now = clockMs;
      if (attempt < 8) {
        expect(recorded.outcome).toBe('retry');
        expect((await row()).next_attempt_at.getTime() - now).toBe(delays[attempt - 1]);
        clockMs += delays[attempt - 1]!;
      } else {
        expect(recorded.outcome).toBe('failed');
      }
    }
    expect(await row()).toMatchObject({ status: 'failed', attempts: 8, last_error: 'HTTP 503' });
    expect(receiver.received.filter((r) => r.headers['octo-delivery-id'] === deliveryId)).toHaveLength(8);
    // Given up: never tried again, however late.
    clockMs += 365 * 86_400_000;
    expect(await idle.runOnce()).toEqual({ changes: 0, attempted: 0 });

    // /admin lists it with its final state.
    const listed = await admin.trpc.octoNotifications.deliveries.query({ resellerId: reseller.id });
    expect(
      listed.webhooks.map(({ createdAt, ...webhook }) => ({ ...webhook, created: createdAt instanceof Date })),
    ).toEqual([{ id: first!.json.webhook.id, event: 'product_update', url: `${receiver.url}/failing`, created: true }]);
    expect(
      listed.deliveries.map(({ createdAt, ...delivery }) => ({ ...delivery, created: createdAt instanceof Date })),
    ).toEqual([
      {
        id: Number(deliveryId),
        event: 'product_update',
        url: `${receiver.url}/failing`,
        status: 'failed',
        attempts: 8,
        lastError: 'HTTP 503',
        created: true,
        settledAt: new Date(clockMs - 365 * 86_400_000),
        nextAttemptAt: null,
      },
    ]);
  });
});

describe('several instances', () => {
  it('delivers each change exactly once with two instances and two more workers claiming at the same time', async () => {
    const reseller = await newReseller('Tidewater Trips');
    await registerWebhook(reseller.key, 'availability_update', '/race');
    const { supplier } = await createSupplier(env.db, { businessName: 'Salt Marsh Friends' });
    const activity = await createApprovedActivity(env.db, supplier.id, {
      title: 'Salt marsh planting',
      priceCents: 1000,
      maxParticipants: 2,
    });
    const date = daysFromToday(32);
    const slot = await createSlot(env.db, activity.id, { date, startTime: '08:00', endTime: '10:00', spots: 12 });
    // The new slot is a change of its own: delivered first, with all 12 spots.
    const [created] = await receiver.waitFor('/race', 1);
    expect(created!.json.availability).toMatchObject({ vacancies: 12 });
    await attemptRecorded(String(created!.headers['octo-delivery-id']), 1);
    const extra = [1, 2].map(
      () => new WebhookWorker(env.db, { config: env.server.config, log: env.server.app.log, now: clock }),
    );
    extra.forEach(recordAttempts);

    // Six bookings, three through each instance, while four workers claim.
    const travelers = [];
    for (let i = 0; i < 6; i++) {
      const email = (await createUser(env.db)).email;
      const client = await signedInClient(i % 2 === 0 ? env.server.url : second.url, email);
      clients.push(client);
      travelers.push(client);
    }
    const bookings = travelers.map((client) =>
      client.trpc.booking.create.mutate({
        activityId: activity.id,
        availabilityId: slot.id,
        numberOfPeople: 2,
        customerName: 'Tara Traveler',
        customerEmail: 'tara@example.test',
        customerPhone: '+386 40 123 456',
        specialRequests: '',
      }),
    );
    const claiming = Promise.all(extra.flatMap((w) => [w.runOnce(), w.runOnce(), w.runOnce()]));
    await Promise.all([...bookings, claiming]);

    const race = await receiver.waitFor('/race', 7);
    for (const received of race) await attemptRecorded(String(received.headers['octo-delivery-id']), 1);
    while ((await Promise.all(extra.map((w) => w.runOnce()))).some((r) => r.changes > 0 || r.attempted > 0)) {
      // Drains anything left; every change is already delivered, so this ends at once.
    }
    const vacancies = receiver.received
      .filter((r) => r.path === '/race')
      .map((r) => (r.json.availability as { vacancies: number }).vacancies);
    // The slot's creation, then one delivery per booking. A body tells the slot as it is when its
    // change is taken (docs/decisions/115), so bookings taken together show the same later state.
    expect(vacancies).toHaveLength(7);
    expect(vacancies[0]).toBe(12);
    expect(vacancies.slice(1).every((v) => v <= 10 && v % 2 === 0)).toBe(true);
    expect(vacancies).toContain(0);
    expect(
      new Set(receiver.received.filter((r) => r.path === '/race').map((r) => r.headers['octo-delivery-id'])).size,
    ).toBe(7);
    expect(Math.min(...vacancies)).toBe(0);
    const rows = await env.db
      .selectFrom('octo_webhook_deliveries as d')
      .innerJoin('octo_webhooks as w', 'w.id', 'd.webhook_id')
      .select(['d.status', 'd.attempts'])
      .where('w.reseller_id', '=', reseller.id)
      .execute();
    expect(rows).toEqual(Array.from({ length: 7 }, () => ({ status: 'delivered', attempts: 1 })));
  });
});
