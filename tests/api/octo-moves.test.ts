import type { Availability, BaseError, Booking } from '@octocloud/types/dist/models/types.gen.js';
import type { SupplierBookingAlert } from '@regen/shared/schemas/supplier';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { createApiKey, createReseller } from '../../server/src/modules/resellers/index.ts';
import { useApiEnvironment } from '../helpers/api-environment.ts';
import { collect, type ApiClient } from '../helpers/client.ts';
import { createApprovedActivity, createSlot, createSupplier, daysFromToday } from '../helpers/factories.ts';
import { loadOctoOpenApi, octoAvailabilityId, octoCaller, slotBookedSpots } from '../helpers/octo.ts';

// Issue 34, what the OCTO validator's last flows need (docs/decisions/122): over OCTO the
// marketplace is one supplier, so a reseller moves a booking to another supplier's product in the
// one capacity-safe reschedule (the old supplier is told it left, the new one gets a new booking,
// each in their language; a booking checked in, paid or in conversation stays); the webhook
// endpoints in the OpenAPI document; a test key's own holds taken off the vacancies it sees.

const { env, signedIn } = useApiEnvironment({ RATE_LIMITS: 'false' });
let key = '';
let testKey = '';
let schemas: Record<string, z.ZodType> = {};
let document: Record<string, unknown> = {};
let meadow: { id: string; time_zone: string };
let hedges: { id: string; time_zone: string };
let meadowSupplier: { id: string; userId: string; email: string };
let hedgesSupplier: { id: string; userId: string; email: string };
let meadowClient: ApiClient;
let hedgesClient: ApiClient;

const octo = octoCaller({
  serverUrl: () => env.server.url,
  schemas: () => schemas,
  apiKey: () => key,
  capabilities: 'octo/content, octo/pricing',
});

beforeAll(async () => {
  const first = await createSupplier(env.db, { businessName: 'Alpine Meadows' });
  const second = await createSupplier(env.db, { businessName: 'Lowland Hedges' });
  meadowSupplier = { id: first.supplier.id, userId: first.user.id, email: first.user.email };
  hedgesSupplier = { id: second.supplier.id, userId: second.user.id, email: second.user.email };
  // The old supplier reads German, the new one French: each mail in its reader's language.
  await env.db.updateTable('users').set({ locale: 'de' }).where('id', '=', first.user.id).execute();
  await env.db.updateTable('users').set({ locale: 'fr' }).where('id', '=', second.user.id).execute();
  meadowClient = await signedIn(first.user.email);
  hedgesClient = await signedIn(second.user.email);
  meadow = await createApprovedActivity(env.db, first.supplier.id, {
    title: 'Scything the meadow',
    priceCents: 4500,
    maxParticipants: 8,
  });
  hedges = await createApprovedActivity(env.db, second.supplier.id, {
    title: 'Laying a hedge',
    priceCents: 3000,
    maxParticipants: 6,
  });
  const reseller = await createReseller(env.db, 'Trailfinders');
  key = (await createApiKey(env.db, reseller.id)).key;
  testKey = (await createApiKey(env.db, reseller.id, 'test')).key;
  ({ schemas, document } = await loadOctoOpenApi(env.server.url));
});

const at = (date: string, activity: { time_zone: string }) => octoAvailabilityId(date, '09:00', activity.time_zone);

async function reserved(date: string, people: number, confirm: boolean, apiKey = key) {
  const uuid = crypto.randomUUID();
  const held = await octo<Booking>('POST', '/bookings', {
    schema: 'Booking',
    apiKey,
    body: {
      uuid,
      productId: meadow.id,
      optionId: 'DEFAULT',
      availabilityId: at(date, meadow),
      unitItems: Array.from({ length: people }, () => ({ unitId: 'ADULT' })),
    },
  });
  expect(held.status).toBe(200);
  if (confirm) {
    const confirmed = await octo<Booking>('POST', `/bookings/${uuid}/confirm`, {
      schema: 'Booking',
      apiKey,
      body: { contact: { fullName: 'Ada Lovelace', emailAddress: 'ada@example.test' }, resellerReference: 'TF-3001' },
    });
    expect(confirmed.status).toBe(200);
  }
  return { uuid, bookingId: held.body.supplierReference! };
}

const mailsOf = (bookingId: string) =>
  env.db
    .selectFrom('email_outbox')
    .select(['to_address', 'kind', 'subject', 'text_body'])
    .where('booking_id', '=', bookingId)
    .orderBy('id')
    .execute();

function alertsOf(client: ApiClient) {
  const alerts = collect<SupplierBookingAlert>();
  const subscription = client.trpc.supplier.bookingAlerts.subscribe(undefined, {
    onStarted: alerts.onStarted,
    onData: (d) => alerts.push(d.data),
  });
  return { alerts, subscription };
}

describe('booking update: another supplier’s product (docs/decisions/122)', () => {
  it('moves a confirmed booking to another supplier: the old one is told it left, the new one gets it as new, each in their language', async () => {
    const [from, to] = [daysFromToday(160), daysFromToday(161)];
    const old = await createSlot(env.db, meadow.id, { date: from, spots: 5 });
    const next = await createSlot(env.db, hedges.id, { date: to, spots: 5 });
    const { uuid, bookingId } = await reserved(from, 2, true);
    const mailsBefore = (await mailsOf(bookingId)).length;
    const meadowAlerts = alertsOf(meadowClient);
    const hedgesAlerts = alertsOf(hedgesClient);
    await Promise.all([meadowAlerts.alerts.started, hedgesAlerts.alerts.started]);

    const moved = await octo<Booking>('PATCH', `/bookings/${uuid}`, {
      schema: 'Booking',
      body: { productId: hedges.id, availabilityId: at(to, hedges) },
    });
    expect(moved.status).toBe(200);
    expect(moved.body.status).toBe('CONFIRMED');
    expect(moved.body.supplierReference).toBe(bookingId);
    expect(moved.body.productId).toBe(hedges.id);
    expect(moved.body.product?.internalName).toBe('Laying a hedge');
    expect(moved.body.availabilityId).toBe(at(to, hedges));
    expect(moved.body.pricing?.retail).toBe(6000);
    expect([await slotBookedSpots(env.db, old.id), await slotBookedSpots(env.db, next.id)]).toEqual([0, 2]);

    // The move's mails: one to each supplier.
    const mails = (await mailsOf(bookingId)).slice(mailsBefore);
    expect(mails.map((m) => [m.kind, m.to_address])).toEqual([
      ['booking_moved_away', meadowSupplier.email],
      ['booking_new_supplier', hedgesSupplier.email],
    ]);
    const left = mails.filter((m) => m.kind === 'booking_moved_away');
    expect(left.map((m) => m.to_address)).toEqual([meadowSupplier.email]);
    expect(left[0]!.subject).toMatch(/^Buchung verlegt: Scything the meadow am /);
    expect(left[0]!.text_body).toContain('Trailfinders hat die Buchung von Scything the meadow am ');
    expect(left[0]!.text_body).toContain('für 2 Personen zu einem anderen Anbieter verlegt.');
    expect(left[0]!.text_body).toContain('Gast: Ada Lovelace (via Trailfinders, ref TF-3001)');
    expect(left[0]!.text_body).toContain('Es ist nicht mehr Ihre Buchung, und ihre Plätze sind wieder frei.');
    const arrived = mails.filter((m) => m.kind === 'booking_new_supplier' && m.to_address === hedgesSupplier.email);
    expect(arrived).toHaveLength(1);
    expect(arrived[0]!.subject).toMatch(/^Nouvelle réservation\u00a0: Laying a hedge le /);
    expect(arrived[0]!.text_body).toContain('Ada Lovelace (via Trailfinders, ref TF-3001)');
    // No "Booking changed" to either: for each of them the booking came or went.
    expect(mails.filter((m) => m.kind === 'booking_changed')).toEqual([]);

    // Live: the old supplier's alert is the old slot, the new one's the new booking.
    await Promise.all([meadowAlerts.alerts.waitFor(1), hedgesAlerts.alerts.waitFor(1)]);
    expect(meadowAlerts.alerts.items[0]).toMatchObject({
      kind: 'movedAway',
      bookingId,
      activityTitle: 'Scything the meadow',
      customerName: 'Ada Lovelace (via Trailfinders, ref TF-3001)',
      bookingDate: from,
      bookingTime: '09:00',
      timeZone: meadow.time_zone,
      numberOfPeople: 2,
    });
    expect(hedgesAlerts.alerts.items[0]).toMatchObject({
      kind: 'new',
      bookingId,
      activityTitle: 'Laying a hedge',
      bookingDate: to,
      numberOfPeople: 2,
    });
    meadowAlerts.subscription.unsubscribe();
    hedgesAlerts.subscription.unsubscribe();

    // The booking is the new supplier's now, and no longer the old one's.
    const hedgesList = await hedgesClient.trpc.supplier.bookings.query();
    expect([...hedgesList.current, ...hedgesList.past].map((b) => b.id)).toContain(bookingId);
    const meadowList = await meadowClient.trpc.supplier.bookings.query();
    expect([...meadowList.current, ...meadowList.past].map((b) => b.id)).not.toContain(bookingId);
    const got = await octo<Booking>('GET', `/bookings/${uuid}`, { schema: 'Booking' });
    expect(got.body.productId).toBe(hedges.id);
  });

  it('moves a hold to another supplier without telling either', async () => {
    const [from, to] = [daysFromToday(162), daysFromToday(163)];
    const old = await createSlot(env.db, meadow.id, { date: from, spots: 5 });
    const next = await createSlot(env.db, hedges.id, { date: to, spots: 5 });
    const { uuid, bookingId } = await reserved(from, 3, false);
    const moved = await octo<Booking>('PATCH', `/bookings/${uuid}`, {
      schema: 'Booking',
      body: { productId: hedges.id, availabilityId: at(to, hedges) },
    });
    expect(moved.status).toBe(200);
    expect(moved.body.status).toBe('ON_HOLD');
    expect(moved.body.productId).toBe(hedges.id);
    expect([await slotBookedSpots(env.db, old.id), await slotBookedSpots(env.db, next.id)]).toEqual([0, 3]);
    expect(await mailsOf(bookingId)).toEqual([]);
  });

  it('refuses to move a booking checked in, paid or in conversation with its supplier, changing nothing', async () => {
    const [from, to] = [daysFromToday(164), daysFromToday(165)];
    const old = await createSlot(env.db, meadow.id, { date: from, spots: 9 });
    const next = await createSlot(env.db, hedges.id, { date: to, spots: 9 });
    const tie = async (bookingId: string, how: 'checkedIn' | 'paid' | 'conversation') => {
      if (how === 'checkedIn')
        await env.db
          .updateTable('bookings')
          .set({ attendance: 'attended', attended_people: 2, attendance_marked_at: sql<Date>`now()` })
          .where('id', '=', bookingId)
          .execute();
      if (how === 'paid')
        await env.db
          .updateTable('bookings')
          .set({ payment_method: 'cash', paid_at: sql<Date>`now()`, payment_status: 'completed' })
          .where('id', '=', bookingId)
          .execute();
      if (how === 'conversation') {
        const { user_id } = await env.db
          .selectFrom('bookings')
          .select('user_id')
          .where('id', '=', bookingId)
          .executeTakeFirstOrThrow();
        await env.db
          .insertInto('messages')
          .values({
            booking_id: bookingId,
            sender_id: meadowSupplier.userId,
            receiver_id: user_id,
            message_text: 'See you at the gate',
          })
          .execute();
      }
    };
    const refusals = {
      checkedIn: 'This booking is checked in with its provider: it cannot move to another provider.',
      paid: 'This booking is marked paid with its provider: it cannot move to another provider.',
      conversation:
        'This booking has messages with its provider: it cannot move to another provider. Cancel it and book again.',
    } as const;
    for (const how of ['checkedIn', 'paid', 'conversation'] as const) {
      const { uuid, bookingId } = await reserved(from, 2, true);
      await tie(bookingId, how);
      const before = (await mailsOf(bookingId)).length;
      const refused = await octo<BaseError>('PATCH', `/bookings/${uuid}`, {
        body: { productId: hedges.id, availabilityId: at(to, hedges), notes: 'x' },
      });
      expectError(refused, 'UNPROCESSABLE_ENTITY');
      expect(refused.body.errorMessage).toBe(refusals[how]);
      const after = await octo<Booking>('GET', `/bookings/${uuid}`, { schema: 'Booking' });
      expect(after.body.productId).toBe(meadow.id);
      expect(after.body.availabilityId).toBe(at(from, meadow));
      expect(after.body.notes).toBeNull();
      expect((await mailsOf(bookingId)).length).toBe(before);
      // Within its own supplier it still moves (a tie to the supplier goes with it).
      if (how === 'conversation') {
        const other = await createApprovedActivity(env.db, meadowSupplier.id, { title: 'Raking the hay' });
        await createSlot(env.db, other.id, { date: to, spots: 5 });
        const same = await octo<Booking>('PATCH', `/bookings/${uuid}`, {
          schema: 'Booking',
          body: { productId: other.id, availabilityId: at(to, other) },
        });
        expect(same.status).toBe(200);
        expect(same.body.productId).toBe(other.id);
      }
    }
    expect([await slotBookedSpots(env.db, old.id), await slotBookedSpots(env.db, next.id)]).toEqual([4, 0]);
  });
});

const expectError = (response: { status: number; body: unknown }, error: string, status = 400) => {
  expect(response.status).toBe(status);
  expect((response.body as BaseError).error).toBe(error);
};

describe('the OpenAPI document: webhooks (docs/decisions/115, 122)', () => {
  it('describes GET, POST and DELETE /webhooks, their bodies and answers, and the Octo-Signature header', async () => {
    const paths = document.paths as Record<string, Record<string, Record<string, unknown>>>;
    expect(Object.keys(paths['/webhooks']!).sort()).toEqual(['get', 'post']);
    expect(Object.keys(paths['/webhooks/{id}']!)).toEqual(['delete']);
    const post = paths['/webhooks']!.post as {
      requestBody: { content: { 'application/json': { schema: { required: string[]; properties: object } } } };
      description: string;
    };
    expect(post.requestBody.content['application/json'].schema.required.sort()).toEqual(['event', 'url']);
    expect(post.description).toContain('Octo-Signature');
    const webhooks = document.webhooks as Record<
      string,
      { post: { parameters: { name: string; description?: string }[] } }
    >;
    expect(Object.keys(webhooks).sort()).toEqual(['availability_update', 'booking_update', 'product_update']);
    const signature = webhooks.booking_update!.post.parameters.find((p) => p.name === 'Octo-Signature');
    expect(signature?.description).toBe(
      'sha256=<hex>: the HMAC-SHA256 of the raw request body under the secret POST /webhooks answered with (whsec_…). Recompute it over the bytes received, before parsing them, and compare in constant time.',
    );

    // Every answer of the three endpoints matches its schema in the document.
    const reseller = await createReseller(env.db, 'Hook Tours');
    const hookKey = (await createApiKey(env.db, reseller.id)).key;
    const created = await octo<{ id: string; secret: string }>('POST', '/webhooks', {
      schema: 'WebhookCreated',
      apiKey: hookKey,
      body: { event: 'product_update', url: 'https://reseller.example/hooks/products' },
    });
    expect(created.status).toBe(200);
    expect(created.body.secret).toMatch(/^whsec_/);
    const listed = await octo<{ id: string }[]>('GET', '/webhooks', { schema: 'Webhooks', apiKey: hookKey });
    expect(listed.body.map((w) => w.id)).toEqual([created.body.id]);
    const deleted = await octo<{ id: string }>('DELETE', `/webhooks/${created.body.id}`, {
      schema: 'Webhook',
      apiKey: hookKey,
    });
    expect(deleted.body.id).toBe(created.body.id);
    expect(schemas.WebhookCreated!.safeParse(deleted.body).success).toBe(false);
    const bad = await octo<BaseError>('POST', '/webhooks', { apiKey: hookKey, body: { event: 'nope', url: 'x' } });
    expectError(bad, 'BAD_REQUEST');
  });
});

describe('a test key’s availability check (docs/decisions/114, 122)', () => {
  it('shows the vacancies less the key’s own unexpired test holds, never touching real capacity', async () => {
    const date = daysFromToday(166);
    const slot = await createSlot(env.db, meadow.id, { date, spots: 10, booked: 1 });
    const check = (apiKey: string) =>
      octo<Availability[]>('POST', '/availability', {
        schema: 'Availabilities',
        apiKey,
        body: { productId: meadow.id, optionId: 'DEFAULT', localDate: date },
      });
    expect((await check(testKey)).body.map((a) => a.vacancies)).toEqual([9]);
    const first = await reserved(date, 3, false, testKey);
    await reserved(date, 2, false, testKey);
    const seen = (await check(testKey)).body[0]!;
    expect([seen.vacancies, seen.capacity, seen.maxUnits]).toEqual([4, 10, 4]);
    // A live key, and the slot itself, see the real capacity.
    expect((await check(key)).body.map((a) => a.vacancies)).toEqual([9]);
    expect(await slotBookedSpots(env.db, slot.id)).toBe(1);
    // A confirmed, an expired and a cancelled test booking keep nothing held.
    await octo('POST', `/bookings/${first.uuid}/confirm`, {
      schema: 'Booking',
      apiKey: testKey,
      body: { contact: { fullName: 'Ada Lovelace' } },
    });
    expect((await check(testKey)).body.map((a) => a.vacancies)).toEqual([7]);
    await env.db
      .updateTable('octo_test_bookings')
      .set({ hold_expires_at: sql<Date>`now() - interval '1 second'` })
      .where('status', '=', 'on_hold')
      .where('availability_id', '=', slot.id)
      .execute();
    expect((await check(testKey)).body.map((a) => a.vacancies)).toEqual([9]);
  });
});
