import type {
  Availability,
  AvailabilityCalendar,
  BaseError,
  Booking,
  Product,
  Supplier,
} from '@octocloud/types/dist/models/types.gen.js';
import { zonedWallTimeToInstant } from '@regen/shared/rules/booking';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { expireHolds } from '../../server/src/modules/octo/index.ts';
import { bookingTicketCode, ticketKey, verifyTicketCode } from '../../server/src/modules/tickets/index.ts';
import { useApiEnvironment } from '../helpers/api-environment.ts';
import type { ApiClient } from '../helpers/client.ts';
import {
  createApprovedActivity,
  createActivity,
  createSlot,
  createSupplier,
  createUser,
  daysFromToday,
} from '../helpers/factories.ts';
import {
  loadOctoOpenApi,
  octoAvailabilityId as availabilityId,
  octoCaller,
  slotBookedSpots,
  type OctoResponse,
} from '../helpers/octo.ts';
import { setupTestEnvironment } from '../helpers/server.ts';

// The OCTO supplier API (issue 16, docs/decisions/044–046): every endpoint and error code, the
// reserve → extend → confirm → update → cancel flow, holds expiring, one capacity shared with
// the website under a race, revoked keys, and every answer checked against the served OpenAPI
// document (and, at compile time, typed with the OCTO project's own types).

const { env, signedIn } = useApiEnvironment({ RATE_LIMITS: 'false' });
let admin: ApiClient;
let supplierClient: ApiClient;
let key = '';
let resellerId = '';
let supplierUserId = '';
let activity: { id: string; time_zone: string };
let schemas: Record<string, z.ZodType> = {};

const CAPABILITIES = 'octo/content, octo/pricing';

beforeAll(async () => {
  const adminUser = await createUser(env.db, { role: 'admin' });
  admin = await signedIn(adminUser.email);
  const { supplier, user } = await createSupplier(env.db, { businessName: 'Alpine Meadows' });
  supplierUserId = user.id;
  supplierClient = await signedIn(user.email);
  activity = await createApprovedActivity(env.db, supplier.id, {
    title: 'Scything the meadow',
    priceCents: 4500,
    maxParticipants: 8,
  });
  const reseller = await admin.trpc.resellers.create.mutate({ name: 'Trailfinders' });
  resellerId = reseller.id;
  key = (await admin.trpc.resellers.createKey.mutate({ resellerId })).key;

  // The served OpenAPI document's response schemas, as validators.
  ({ schemas } = await loadOctoOpenApi(env.server.url));
});

/** One OCTO call; a 2xx answer is validated against the OpenAPI component `schema`, an error against Error. */
const octo = octoCaller({
  serverUrl: () => env.server.url,
  schemas: () => schemas,
  apiKey: () => key,
  capabilities: CAPABILITIES,
});

const expectError = (response: OctoResponse<unknown>, error: string, status = 400) => {
  expect(response.status).toBe(status);
  expect((response.body as BaseError).error).toBe(error);
};

const bookedSpots = (slotId: string) => slotBookedSpots(env.db, slotId);

const reserveBody = (date: string, people: number, extra: Record<string, unknown> = {}) => ({
  productId: activity.id,
  optionId: 'DEFAULT',
  availabilityId: availabilityId(date, '09:00', activity.time_zone),
  unitItems: Array.from({ length: people }, () => ({ unitId: 'ADULT' })),
  ...extra,
});

describe('authentication', () => {
  it('refuses a request without a key, with an unknown key, and with a revoked key', async () => {
    expectError(await octo('GET', '/supplier', { apiKey: null }), 'UNAUTHORIZED', 401);
    expectError(await octo('GET', '/supplier', { apiKey: 'regen_octo_not-a-key' }), 'UNAUTHORIZED', 401);
    const second = await admin.trpc.resellers.createKey.mutate({ resellerId });
    expect((await octo('GET', '/supplier', { apiKey: second.key, schema: 'Supplier' })).status).toBe(200);
    await admin.trpc.resellers.revokeKey.mutate({ keyId: second.id });
    expectError(await octo('GET', '/supplier', { apiKey: second.key }), 'UNAUTHORIZED', 401);
  });

  it('refuses every key of a revoked reseller', async () => {
    const other = await admin.trpc.resellers.create.mutate({ name: 'Gone Travel' });
    const otherKey = (await admin.trpc.resellers.createKey.mutate({ resellerId: other.id })).key;
    expect((await octo('GET', '/products', { apiKey: otherKey, schema: 'Products' })).status).toBe(200);
    await admin.trpc.resellers.revoke.mutate({ resellerId: other.id });
    expectError(await octo('GET', '/products', { apiKey: otherKey }), 'UNAUTHORIZED', 401);
    await expect(admin.trpc.resellers.createKey.mutate({ resellerId: other.id })).rejects.toThrow(
      'This reseller has been revoked: it can get no new keys.',
    );
  });

  it('stores only the SHA-256 of a key and shows its last use and every request to the admin', async () => {
    const stored = await env.db
      .selectFrom('reseller_api_keys')
      .select(['key_hash', 'key_prefix'])
      .where('reseller_id', '=', resellerId)
      .execute();
    expect(stored.every((k) => k.key_hash.length === 64 && !k.key_hash.includes(key))).toBe(true);
    await octo('GET', '/supplier', { schema: 'Supplier' });
    const [listed] = (await admin.trpc.resellers.list.query()).filter((r) => r.id === resellerId);
    expect(listed?.keys.some((k) => k.lastUsedAt !== null && key.startsWith(k.prefix))).toBe(true);
    const requests = await admin.trpc.resellers.requests.query({ resellerId });
    expect(requests[0]).toMatchObject({ method: 'GET', path: '/octo/supplier', status: 200 });
    expect(requests.some((r) => r.status === 401)).toBe(false);
    expect(requests[0]!.durationMs).toBeGreaterThanOrEqual(0);
  });
});

describe('supplier and products', () => {
  it('answers GET /supplier with the marketplace as the OCTO supplier and the OCTO headers', async () => {
    const response = await octo<Supplier>('GET', '/supplier', { schema: 'Supplier' });
    expect(response.body).toMatchObject({
      id: 'regen-marketplace',
      name: 'Regen Marketplace',
      endpoint: `${env.server.config.publicUrl.replace(/\/$/, '')}/octo`.replace(
        env.server.config.publicUrl,
        response.body.endpoint.replace(/\/octo$/, ''),
      ),
    });
    expect(response.headers.get('octo-env')).toBe('test');
    expect(response.headers.get('octo-capabilities')).toBe('octo/content, octo/pricing');
  });

  it('lists approved activities only, as products with one option and one unit priced as the activity', async () => {
    const pending = await createActivity(env.db, (await createSupplier(env.db)).supplier.id, { status: 'pending' });
    const { body } = await octo<Product[]>('GET', '/products', { schema: 'Products' });
    const product = body.find((p) => p.id === activity.id);
    expect(body.some((p) => p.id === pending.id)).toBe(false);
    expect(product).toMatchObject({
      internalName: 'Scything the meadow',
      title: 'Scything the meadow',
      timeZone: activity.time_zone,
      availabilityType: 'START_TIME',
      defaultCurrency: 'USD',
      options: [
        {
          id: 'DEFAULT',
          default: true,
          cancellationCutoffAmount: 24,
          cancellationCutoffUnit: 'hour',
          restrictions: { minUnits: 1, maxUnits: 8 },
          units: [
            { id: 'ADULT', type: 'ADULT', pricingFrom: [{ retail: 4500, currency: 'USD', currencyPrecision: 2 }] },
          ],
        },
      ],
    });
  });

  it('leaves out content and pricing fields unless the capabilities are asked for', async () => {
    const response = await octo<Product>('GET', `/products/${activity.id}`, { schema: 'Product', capabilities: '' });
    expect(response.body.id).toBe(activity.id);
    expect(response.body.title).toBeUndefined();
    expect(response.body.defaultCurrency).toBeUndefined();
    expect(response.headers.get('octo-capabilities')).toBe('');
  });

  it('answers INVALID_PRODUCT_ID for an unknown, unapproved or opted-out product', async () => {
    expectError(await octo('GET', '/products/not-a-product'), 'INVALID_PRODUCT_ID');
    const unknown = await octo<{ productId: string }>('GET', '/products/00000000-0000-4000-8000-000000000000');
    expectError(unknown, 'INVALID_PRODUCT_ID');
    expect(unknown.body.productId).toBe('00000000-0000-4000-8000-000000000000');

    const optingOut = await createSupplier(env.db);
    const hidden = await createApprovedActivity(env.db, optingOut.supplier.id);
    const client = await signedIn(optingOut.user.email);
    expect((await octo('GET', `/products/${hidden.id}`, { schema: 'Product' })).status).toBe(200);
    expect(await client.trpc.resellers.setDistribution.mutate({ optOut: true })).toEqual({ optOut: true });
    expect(await client.trpc.resellers.distribution.query()).toEqual({ optOut: true });
    expectError(await octo('GET', `/products/${hidden.id}`), 'INVALID_PRODUCT_ID');
    const { body } = await octo<Product[]>('GET', '/products', { schema: 'Products' });
    expect(body.some((p) => p.id === hidden.id)).toBe(false);
  });
});

describe('availability', () => {
  it('gives each day of a 30-day calendar its status, vacancies and capacity from the slots', async () => {
    const start = daysFromToday(40);
    const end = daysFromToday(69);
    await createSlot(env.db, activity.id, {
      date: daysFromToday(41),
      spots: 10,
      booked: 0,
      startTime: '09:00',
      endTime: '12:00',
    });
    await createSlot(env.db, activity.id, { date: daysFromToday(42), spots: 10, booked: 6 });
    await createSlot(env.db, activity.id, { date: daysFromToday(43), spots: 4, booked: 4 });
    await createSlot(env.db, activity.id, { date: daysFromToday(44), spots: 4, available: false });
    const { body } = await octo<AvailabilityCalendar[]>('POST', '/availability/calendar', {
      schema: 'AvailabilityCalendar',
      body: { productId: activity.id, optionId: 'DEFAULT', localDateStart: start, localDateEnd: end },
    });
    expect(body).toHaveLength(30);
    const day = (n: number) => body.find((d) => d.localDate === daysFromToday(n));
    expect(day(41)).toMatchObject({
      status: 'AVAILABLE',
      available: true,
      vacancies: 10,
      capacity: 10,
      openingHours: [{ from: '09:00', to: '12:00' }],
    });
    expect(day(42)).toMatchObject({ status: 'LIMITED', available: true, vacancies: 4, capacity: 10 });
    expect(day(43)).toMatchObject({ status: 'SOLD_OUT', available: false, vacancies: 0, capacity: 4 });
    expect(day(44)).toMatchObject({ status: 'CLOSED', available: false, openingHours: [] });
    expect(day(40)).toMatchObject({ status: 'CLOSED', available: false, vacancies: 0, capacity: 0 });
    expect(day(41)?.unitPricingFrom).toEqual([
      {
        unitId: 'ADULT',
        original: 4500,
        retail: 4500,
        net: null,
        currency: 'USD',
        currencyPrecision: 2,
        includedTaxes: [],
      },
    ]);
  });

  it('answers calendars asked for together each with its own capabilities and units, logged one by one, and a hold made before the next poll shows in it', async () => {
    const date = daysFromToday(101);
    await createSlot(env.db, activity.id, { date, spots: 5, booked: 2 });
    const body = (units?: { id: string; quantity: number }[]) => ({
      productId: activity.id,
      optionId: 'DEFAULT',
      localDateStart: daysFromToday(100),
      localDateEnd: daysFromToday(129),
      ...(units ? { units } : {}),
    });
    const lastLogged = Math.max(0, ...(await admin.trpc.resellers.requests.query({ resellerId })).map((r) => r.id));
    // Identical polls overlap and share one read of the slots (docs/decisions/074); the ones
    // that differ in capabilities or units still get their own answer.
    const [plain, priced, forFour] = await Promise.all([
      Promise.all(
        Array.from({ length: 12 }, () =>
          octo<AvailabilityCalendar[]>('POST', '/availability/calendar', {
            schema: 'AvailabilityCalendar',
            body: body(),
            capabilities: '',
          }),
        ),
      ),
      Promise.all(
        Array.from({ length: 4 }, () =>
          octo<AvailabilityCalendar[]>('POST', '/availability/calendar', {
            schema: 'AvailabilityCalendar',
            body: body(),
          }),
        ),
      ),
      octo<AvailabilityCalendar[]>('POST', '/availability/calendar', {
        schema: 'AvailabilityCalendar',
        body: body([{ id: 'ADULT', quantity: 4 }]),
      }),
    ]);
    const day = (calendar: AvailabilityCalendar[]) => calendar.find((d) => d.localDate === date);
    for (const { status, body: calendar } of [...plain, ...priced]) {
      expect(status).toBe(200);
      expect(calendar).toHaveLength(30);
      expect(day(calendar)).toMatchObject({ status: 'AVAILABLE', available: true, vacancies: 3, capacity: 5 });
    }
    for (const { body: calendar } of plain) expect(day(calendar)).not.toHaveProperty('unitPricingFrom');
    for (const { body: calendar } of priced) expect(day(calendar)?.pricingFrom).toMatchObject({ retail: 4500 });
    expect(day(forFour.body)).toMatchObject({ available: false, vacancies: 3 });
    const logged = await admin.trpc.resellers.requests.query({ resellerId });
    expect(logged.filter((r) => r.id > lastLogged && r.path === '/octo/availability/calendar')).toHaveLength(17);

    await octo<Booking>('POST', '/bookings', { schema: 'Booking', body: reserveBody(date, 3) });
    const after = await octo<AvailabilityCalendar[]>('POST', '/availability/calendar', {
      schema: 'AvailabilityCalendar',
      body: body(),
      capabilities: '',
    });
    expect(day(after.body)).toMatchObject({ status: 'SOLD_OUT', available: false, vacancies: 0, capacity: 5 });
  });

  it('lists availabilities by date and by id, the id being the local start time with its offset', async () => {
    const date = daysFromToday(50);
    await createSlot(env.db, activity.id, { date, spots: 6, booked: 1 });
    const id = availabilityId(date, '09:00', activity.time_zone);
    const byDate = await octo<Availability[]>('POST', '/availability', {
      schema: 'Availabilities',
      body: { productId: activity.id, optionId: 'DEFAULT', localDateStart: date, localDateEnd: date },
    });
    expect(byDate.body).toEqual([
      expect.objectContaining({
        id,
        localDateTimeStart: id,
        status: 'AVAILABLE',
        vacancies: 5,
        capacity: 6,
        maxUnits: 5,
        available: true,
      }),
    ]);
    const byId = await octo<Availability[]>('POST', '/availability', {
      schema: 'Availabilities',
      body: {
        productId: activity.id,
        optionId: 'DEFAULT',
        availabilityIds: [id],
        units: [{ id: 'ADULT', quantity: 6 }],
      },
    });
    expect(byId.body[0]).toMatchObject({ id, available: false });
  });

  it('checks the key on the calendar (in its own statement) before the body and the product, and logs it', async () => {
    const date = daysFromToday(50);
    const base = { productId: activity.id, optionId: 'DEFAULT', localDateStart: date, localDateEnd: date };
    const calendar = (body: unknown, apiKey?: string | null) =>
      octo('POST', '/availability/calendar', { body, ...(apiKey === undefined ? {} : { apiKey }) });
    expectError(await calendar(base, null), 'UNAUTHORIZED', 401);
    expectError(await calendar(base, 'regen_octo_not-a-key'), 'UNAUTHORIZED', 401);
    expectError(await calendar('{not json', 'regen_octo_not-a-key'), 'UNAUTHORIZED', 401);
    expectError(await calendar({ ...base, optionId: 'VIP' }, 'regen_octo_not-a-key'), 'UNAUTHORIZED', 401);

    const revoked = await admin.trpc.resellers.createKey.mutate({ resellerId });
    const answered = await octo('POST', '/availability/calendar', {
      body: base,
      apiKey: revoked.key,
      schema: 'AvailabilityCalendar',
    });
    expect(answered.status).toBe(200);
    expect(answered.headers.get('octo-capabilities')).toBe(CAPABILITIES);
    await admin.trpc.resellers.revokeKey.mutate({ keyId: revoked.id });
    expectError(await calendar(base, revoked.key), 'UNAUTHORIZED', 401);

    expectError(await calendar({ ...base, productId: 'not-a-product' }), 'INVALID_PRODUCT_ID');
    expectError(await calendar({ ...base, productId: '00000000-0000-4000-8000-000000000000' }), 'INVALID_PRODUCT_ID');
    const requests = await admin.trpc.resellers.requests.query({ resellerId });
    expect(requests[0]).toMatchObject({ method: 'POST', path: '/octo/availability/calendar', status: 400 });
    expect(requests.some((r) => r.path === '/octo/availability/calendar' && r.status === 200)).toBe(true);
    expect(requests.some((r) => r.status === 401)).toBe(false);
  });

  it('answers INVALID_OPTION_ID, INVALID_UNIT_ID, INVALID_AVAILABILITY_ID and BAD_REQUEST', async () => {
    const date = daysFromToday(50);
    const base = { productId: activity.id, optionId: 'DEFAULT', localDateStart: date, localDateEnd: date };
    const option = await octo<{ optionId: string }>('POST', '/availability/calendar', {
      body: { ...base, optionId: 'VIP' },
    });
    expectError(option, 'INVALID_OPTION_ID');
    expect(option.body.optionId).toBe('VIP');
    expectError(
      await octo('POST', '/availability', { body: { ...base, units: [{ id: 'CHILD', quantity: 1 }] } }),
      'INVALID_UNIT_ID',
    );
    const wrongOffset = `${date}T09:00:00+05:00`;
    const invalid = await octo<{ availabilityId: string }>('POST', '/availability', {
      body: { productId: activity.id, optionId: 'DEFAULT', availabilityIds: [wrongOffset] },
    });
    expectError(invalid, 'INVALID_AVAILABILITY_ID');
    expect(invalid.body.availabilityId).toBe(wrongOffset);
    expectError(
      await octo('POST', '/availability', { body: { productId: activity.id, optionId: 'DEFAULT' } }),
      'BAD_REQUEST',
    );
    expectError(await octo('POST', '/availability/calendar', { body: '{not json' }), 'BAD_REQUEST');
    expectError(
      await octo('POST', '/availability/calendar', { body: { ...base, localDateEnd: daysFromToday(49) } }),
      'BAD_REQUEST',
    );
  });
});

describe('bookings', () => {
  it('reserves, extends, confirms, updates and cancels, holding and releasing the spots exactly', async () => {
    const date = daysFromToday(60);
    const slot = await createSlot(env.db, activity.id, { date, spots: 10 });
    const uuid = crypto.randomUUID();
    const reserved = await octo<Booking>('POST', '/bookings', {
      schema: 'Booking',
      body: reserveBody(date, 2, { uuid, resellerReference: 'TF-1042', expirationMinutes: 15 }),
    });
    expect(reserved.body).toMatchObject({
      uuid,
      status: 'ON_HOLD',
      resellerReference: 'TF-1042',
      productId: activity.id,
      optionId: 'DEFAULT',
      cancellable: true,
    });
    expect(reserved.body.unitItems).toHaveLength(2);
    expect(reserved.body.pricing).toMatchObject({ retail: 9000, currency: 'USD' });
    expect(await bookedSpots(slot.id)).toBe(2);

    // A retried reserve: the same booking, held once.
    const retried = await octo<Booking>('POST', '/bookings', {
      schema: 'Booking',
      body: reserveBody(date, 2, { uuid }),
    });
    expect(retried.body.id).toBe(reserved.body.id);
    expect(await bookedSpots(slot.id)).toBe(2);

    const extended = await octo<Booking>('POST', `/bookings/${uuid}/extend`, {
      schema: 'Booking',
      body: { expirationMinutes: 60 },
    });
    expect(Date.parse(extended.body.utcExpiresAt!)).toBeGreaterThan(Date.parse(reserved.body.utcExpiresAt!));

    expectError(await octo('POST', `/bookings/${uuid}/confirm`, { body: { contact: {} } }), 'BAD_REQUEST');
    const confirmed = await octo<Booking>('POST', `/bookings/${uuid}/confirm`, {
      schema: 'Booking',
      body: {
        contact: {
          firstName: 'Ada',
          lastName: 'Lovelace',
          emailAddress: 'ada@example.test',
          phoneNumber: '+44 20 0000',
        },
      },
    });
    expect(confirmed.body).toMatchObject({
      status: 'CONFIRMED',
      utcExpiresAt: null,
      contact: { fullName: 'Ada Lovelace', emailAddress: 'ada@example.test' },
    });
    expect(await bookedSpots(slot.id)).toBe(2);

    // The supplier sees it like any other booking, marked with the reseller's name and reference.
    const { current } = await supplierClient.trpc.supplier.bookings.query();
    expect(current.find((b) => b.id === confirmed.body.id)?.customerName).toBe(
      'Ada Lovelace (via Trailfinders, ref TF-1042)',
    );
    const mail = await env.db
      .selectFrom('email_outbox')
      .select(['subject', 'text_body'])
      .where('kind', '=', 'booking_new_supplier')
      .where('text_body', 'like', '%via Trailfinders, ref TF-1042%')
      .execute();
    expect(mail).toHaveLength(1);
    const alert = await env.db
      .selectFrom('events')
      .select(['type', 'audience', 'payload'])
      .where('booking_id', '=', confirmed.body.id)
      .execute();
    expect(alert).toEqual([expect.objectContaining({ type: 'booking.created', audience: [supplierUserId] })]);

    const updated = await octo<Booking>('PATCH', `/bookings/${uuid}`, {
      schema: 'Booking',
      body: {
        unitItems: [{ unitId: 'ADULT' }, { unitId: 'ADULT' }, { unitId: 'ADULT' }],
        notes: 'Vegetarian lunch',
        resellerReference: 'TF-1043',
      },
    });
    expect(updated.body).toMatchObject({
      status: 'CONFIRMED',
      notes: 'Vegetarian lunch',
      resellerReference: 'TF-1043',
    });
    expect(updated.body.unitItems).toHaveLength(3);
    expect(await bookedSpots(slot.id)).toBe(3);

    const listed = await octo<Booking[]>('GET', '/bookings?resellerReference=TF-1043', { schema: 'Bookings' });
    expect(listed.body.map((b) => b.uuid)).toEqual([uuid]);
    expect(
      (await octo<Booking[]>('GET', `/bookings?supplierReference=${confirmed.body.id}`, { schema: 'Bookings' })).body,
    ).toHaveLength(1);
    expect(
      (await octo<Booking[]>('GET', `/bookings?localDate=${date}`, { schema: 'Bookings' })).body.map((b) => b.uuid),
    ).toContain(uuid);
    expectError(await octo('GET', '/bookings'), 'BAD_REQUEST');
    expect((await octo<Booking>('GET', `/bookings/${uuid}`, { schema: 'Booking' })).body.status).toBe('CONFIRMED');

    const cancelled = await octo<Booking>('POST', `/bookings/${uuid}/cancel`, {
      schema: 'Booking',
      body: { reason: 'Plans changed' },
    });
    expect(cancelled.body).toMatchObject({
      status: 'CANCELLED',
      cancellable: false,
      cancellation: { reason: 'Plans changed', refund: 'FULL' },
    });
    expect(await bookedSpots(slot.id)).toBe(0);
    // Cancelling again changes nothing, and gives nothing back twice.
    expect((await octo<Booking>('POST', `/bookings/${uuid}/cancel`, { schema: 'Booking', body: {} })).body.status).toBe(
      'CANCELLED',
    );
    expect(await bookedSpots(slot.id)).toBe(0);
    expectError(await octo('POST', `/bookings/${uuid}/extend`, { body: {} }), 'UNPROCESSABLE_ENTITY');
  });

  it('refuses to update or cancel a confirmed booking once its cancellation deadline has passed', async () => {
    const date = daysFromToday(61);
    const slot = await createSlot(env.db, activity.id, { date, spots: 5 });
    const uuid = crypto.randomUUID();
    await octo('POST', '/bookings', { schema: 'Booking', body: reserveBody(date, 1, { uuid }) });
    await octo('POST', `/bookings/${uuid}/confirm`, {
      schema: 'Booking',
      body: { contact: { fullName: 'Grace Hopper' } },
    });
    await env.db
      .updateTable('bookings')
      .set({ cancellation_deadline: sql<Date>`now() - interval '1 minute'` })
      .where('idempotency_key', '=', uuid)
      .execute();
    expect((await octo<Booking>('GET', `/bookings/${uuid}`, { schema: 'Booking' })).body.cancellable).toBe(false);
    expectError(await octo('PATCH', `/bookings/${uuid}`, { body: { notes: 'Late change' } }), 'UNPROCESSABLE_ENTITY');
    const refused = await octo<BaseError>('POST', `/bookings/${uuid}/cancel`, { body: {} });
    expectError(refused, 'UNPROCESSABLE_ENTITY');
    expect(refused.body.errorMessage).toBe('The cancellation deadline of this booking has passed');
    expect(await bookedSpots(slot.id)).toBe(1);
  });

  it('answers INVALID_BOOKING_UUID, INVALID_UNIT_ID and UNPROCESSABLE_ENTITY', async () => {
    const date = daysFromToday(62);
    await createSlot(env.db, activity.id, { date, spots: 2 });
    const unknown = await octo<{ uuid: string }>('GET', '/bookings/7d2c1a55-8f0e-4f6c-9d7e-3c1b2a4e5f60');
    expectError(unknown, 'INVALID_BOOKING_UUID');
    expect(unknown.body.uuid).toBe('7d2c1a55-8f0e-4f6c-9d7e-3c1b2a4e5f60');
    expectError(
      await octo('POST', '/bookings/nope/confirm', { body: { contact: { fullName: 'X' } } }),
      'INVALID_BOOKING_UUID',
    );
    expectError(
      await octo('POST', '/bookings', { body: { ...reserveBody(date, 1), unitItems: [{ unitId: 'CHILD' }] } }),
      'INVALID_UNIT_ID',
    );
    expectError(
      await octo('POST', '/bookings', { body: { ...reserveBody(date, 1), optionId: 'X' } }),
      'INVALID_OPTION_ID',
    );
    expectError(
      await octo('POST', '/bookings', { body: { ...reserveBody(date, 1), productId: 'x' } }),
      'INVALID_PRODUCT_ID',
    );
    expectError(
      await octo('POST', '/bookings', { body: { ...reserveBody(date, 1), availabilityId: `${date}T10:00:00+01:00` } }),
      'INVALID_AVAILABILITY_ID',
    );
    const full = await octo<BaseError>('POST', '/bookings', { body: reserveBody(date, 3) });
    expectError(full, 'UNPROCESSABLE_ENTITY');
    expect(full.body.errorMessage).toBe('Not enough vacancies on this availability');
    expectError(await octo('POST', '/bookings', { body: { productId: activity.id } }), 'BAD_REQUEST');
  });

  it('expires a hold when its time is up: the spots come back exactly once, and it can no longer be confirmed', async () => {
    const date = daysFromToday(63);
    const slot = await createSlot(env.db, activity.id, { date, spots: 4 });
    const uuid = crypto.randomUUID();
    await octo('POST', '/bookings', { schema: 'Booking', body: reserveBody(date, 3, { uuid }) });
    expect(await bookedSpots(slot.id)).toBe(3);
    // The clock is the database's: the hold's expiry moves into the past instead.
    await env.db
      .updateTable('bookings')
      .set({ hold_expires_at: sql<Date>`now() - interval '1 second'` })
      .where('idempotency_key', '=', uuid)
      .execute();
    expect((await octo<Booking>('GET', `/bookings/${uuid}`, { schema: 'Booking' })).body.status).toBe('EXPIRED');
    expect(await expireHolds(env.db)).toBeGreaterThanOrEqual(1);
    expect(await bookedSpots(slot.id)).toBe(0);
    await expireHolds(env.db);
    expect(await bookedSpots(slot.id)).toBe(0);
    const late = await octo<BaseError>('POST', `/bookings/${uuid}/confirm`, {
      body: { contact: { fullName: 'Late Larry' } },
    });
    expectError(late, 'UNPROCESSABLE_ENTITY');
    expect(late.body.errorMessage).toBe('This reservation has expired');
    // The held-then-expired booking never shows to the supplier.
    const { current, past } = await supplierClient.trpc.supplier.bookings.query();
    expect([...current, ...past].some((b) => b.customerName.includes('Late Larry'))).toBe(false);
  });

  it('shares one capacity between 200 concurrent reseller reserves and website bookings, ending at exactly the capacity', async () => {
    const date = daysFromToday(64);
    const capacity = 37;
    const slot = await createSlot(env.db, activity.id, { date, spots: capacity });
    const travelers = await Promise.all(
      Array.from({ length: 10 }, async () => {
        const user = await createUser(env.db);
        return signedIn(user.email);
      }),
    );
    const attempts = Array.from({ length: 200 }, (_, i) =>
      i % 2 === 0
        ? octo<Booking>('POST', '/bookings', { body: reserveBody(date, 1), schema: 'Booking' }).then(
            (r) => r.status === 200,
          )
        : travelers[i % 10]!.trpc.booking.create.mutate({
            activityId: activity.id,
            availabilityId: slot.id,
            numberOfPeople: 1,
            customerName: 'Web Traveler',
            customerEmail: 'web@example.test',
            customerPhone: '+1 555 0101',
          }).then(
            () => true,
            () => false,
          ),
    );
    const succeeded = (await Promise.all(attempts)).filter(Boolean).length;
    expect(succeeded).toBe(capacity);
    expect(await bookedSpots(slot.id)).toBe(capacity);
    const held = await env.db
      .selectFrom('bookings')
      .select((eb) => eb.fn.sum<number>('number_of_people').as('people'))
      .where('availability_id', '=', slot.id)
      .where('status', 'in', ['on_hold', 'confirmed'])
      .executeTakeFirstOrThrow();
    expect(Number(held.people)).toBe(capacity);
  });
});

describe('departures from the OCTO specification (issue 34, docs/decisions/099)', () => {
  /** OCTO's instants: UTC to the second, as the validator's pattern has them. */
  const UTC_TO_THE_SECOND = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/;

  it('keeps and returns the whole contact on confirm and update, and shows it to the supplier', async () => {
    const date = daysFromToday(80);
    await createSlot(env.db, activity.id, { date, spots: 10 });
    const uuid = crypto.randomUUID();
    await octo('POST', '/bookings', { schema: 'Booking', body: reserveBody(date, 2, { uuid }) });
    const contact = {
      firstName: 'Mary',
      lastName: 'Somerville',
      emailAddress: 'mary@example.test',
      phoneNumber: '+44 131 0000',
      country: 'GB',
      locales: ['en', 'fr'],
      postalCode: 'EH1 1AA',
      notes: 'Arrives by train',
    };
    const confirmed = await octo<Booking>('POST', `/bookings/${uuid}/confirm`, {
      schema: 'Booking',
      body: { contact, resellerReference: 'TF-2001' },
    });
    const expected = { fullName: 'Mary Somerville', ...contact };
    expect(confirmed.body.contact).toEqual(expected);
    expect(confirmed.body.unitItems.map((item) => item.contact)).toEqual([expected, expected]);
    expect((await octo<Booking>('GET', `/bookings/${uuid}`, { schema: 'Booking' })).body.contact).toEqual(expected);

    const { current } = await supplierClient.trpc.supplier.bookings.query();
    expect(current.find((b) => b.id === confirmed.body.id)).toMatchObject({
      customerName: 'Mary Somerville (via Trailfinders, ref TF-2001)',
      customerEmail: 'mary@example.test',
      customerPhone: '+44 131 0000',
      contactDetails: { country: 'GB', postalCode: 'EH1 1AA', locales: ['en', 'fr'], notes: 'Arrives by train' },
    });

    // An update changes what it names and keeps the rest.
    const updated = await octo<Booking>('PATCH', `/bookings/${uuid}`, {
      schema: 'Booking',
      body: { contact: { postalCode: 'EH2 2BB', locales: ['de'], notes: 'Two bicycles' } },
    });
    expect(updated.body.contact).toEqual({
      ...expected,
      postalCode: 'EH2 2BB',
      locales: ['de'],
      notes: 'Two bicycles',
    });

    // A website booking has none of these.
    const traveler = await signedIn((await createUser(env.db)).email);
    const slot = await createSlot(env.db, activity.id, { date: daysFromToday(81), spots: 4 });
    const web = await traveler.trpc.booking.create.mutate({
      activityId: activity.id,
      availabilityId: slot.id,
      numberOfPeople: 1,
      customerName: 'Web Traveler',
      customerEmail: 'web@example.test',
      customerPhone: '+1 555 0101',
    });
    const after = await supplierClient.trpc.supplier.bookings.query();
    expect(after.current.find((b) => b.id === web.id)?.contactDetails).toEqual({
      country: null,
      postalCode: null,
      locales: [],
      notes: null,
    });
  });

  it('confirms with more or fewer unit items than the reservation, taking or giving back the spots in one step', async () => {
    const date = daysFromToday(82);
    const slot = await createSlot(env.db, activity.id, { date, spots: 5 });
    const contact = { fullName: 'Emmy Noether' };

    const more = crypto.randomUUID();
    await octo('POST', '/bookings', { schema: 'Booking', body: reserveBody(date, 2, { uuid: more }) });
    expect(await bookedSpots(slot.id)).toBe(2);
    const three = await octo<Booking>('POST', `/bookings/${more}/confirm`, {
      schema: 'Booking',
      body: { contact, unitItems: [{ unitId: 'ADULT' }, { unitId: 'ADULT' }, { unitId: 'ADULT' }] },
    });
    expect(three.body.status).toBe('CONFIRMED');
    expect(three.body.unitItems).toHaveLength(3);
    expect(new Set(three.body.unitItems.map((item) => item.uuid)).size).toBe(3);
    expect(three.body.pricing).toMatchObject({ retail: 13500 });
    expect(await bookedSpots(slot.id)).toBe(3);

    // More than the slot has left: refused as a whole, the hold as it was.
    const tooMany = crypto.randomUUID();
    await octo('POST', '/bookings', { schema: 'Booking', body: reserveBody(date, 1, { uuid: tooMany }) });
    expect(await bookedSpots(slot.id)).toBe(4);
    const refused = await octo<BaseError>('POST', `/bookings/${tooMany}/confirm`, {
      body: { contact, unitItems: [{ unitId: 'ADULT' }, { unitId: 'ADULT' }, { unitId: 'ADULT' }] },
    });
    expectError(refused, 'UNPROCESSABLE_ENTITY');
    expect(refused.body.errorMessage).toBe('Not enough vacancies on this availability');
    const held = await octo<Booking>('GET', `/bookings/${tooMany}`, { schema: 'Booking' });
    expect(held.body.status).toBe('ON_HOLD');
    expect(held.body.unitItems).toHaveLength(1);
    expect(await bookedSpots(slot.id)).toBe(4);

    // Fewer: the difference goes back to the slot.
    const fewer = crypto.randomUUID();
    await octo('POST', `/bookings/${tooMany}/cancel`, { schema: 'Booking', body: {} });
    await octo('POST', '/bookings', { schema: 'Booking', body: reserveBody(date, 2, { uuid: fewer }) });
    expect(await bookedSpots(slot.id)).toBe(5);
    const one = await octo<Booking>('POST', `/bookings/${fewer}/confirm`, {
      schema: 'Booking',
      body: { contact, unitItems: [{ unitId: 'ADULT' }] },
    });
    expect(one.body.unitItems).toHaveLength(1);
    expect(one.body.pricing).toMatchObject({ retail: 4500 });
    expect(await bookedSpots(slot.id)).toBe(4);
    expectError(
      await octo('POST', `/bookings/${crypto.randomUUID()}/confirm`, {
        body: { contact, unitItems: [{ unitId: 'CHILD' }] },
      }),
      'INVALID_BOOKING_UUID',
    );
  });

  it('refuses an availability check with a date range and availability ids together, and reads localDate alone as one day', async () => {
    const date = daysFromToday(83);
    await createSlot(env.db, activity.id, { date, spots: 6 });
    await createSlot(env.db, activity.id, { date: daysFromToday(84), spots: 6 });
    const id = availabilityId(date, '09:00', activity.time_zone);
    const base = { productId: activity.id, optionId: 'DEFAULT' };
    const both = await octo<BaseError>('POST', '/availability', {
      body: { ...base, localDateStart: date, localDateEnd: daysFromToday(84), availabilityIds: [id] },
    });
    expect(both.status).toBe(400);
    expect(both.body).toEqual({
      error: 'BAD_REQUEST',
      errorMessage: 'availabilityIds cannot be used together with localDate, localDateStart or localDateEnd',
    });
    expectError(
      await octo('POST', '/availability', { body: { ...base, localDate: date, availabilityIds: [id] } }),
      'BAD_REQUEST',
    );
    expectError(
      await octo('POST', '/availability', { body: { ...base, localDate: date, localDateStart: date } }),
      'BAD_REQUEST',
    );
    const oneDay = await octo<Availability[]>('POST', '/availability', {
      schema: 'Availabilities',
      body: { ...base, localDate: date },
    });
    expect(oneDay.body.map((a) => a.id)).toEqual([id]);
  });

  it('writes every instant to the second, without milliseconds', async () => {
    const date = daysFromToday(85);
    await createSlot(env.db, activity.id, { date, spots: 6 });
    const { body: slots } = await octo<Availability[]>('POST', '/availability', {
      schema: 'Availabilities',
      body: { productId: activity.id, optionId: 'DEFAULT', localDateStart: date, localDateEnd: date },
    });
    expect(slots[0]!.utcCutoffAt).toMatch(UTC_TO_THE_SECOND);
    expect(Date.parse(slots[0]!.utcCutoffAt)).toBe(zonedWallTimeToInstant(date, '09:00', activity.time_zone).getTime());
    const uuid = crypto.randomUUID();
    const held = await octo<Booking>('POST', '/bookings', { schema: 'Booking', body: reserveBody(date, 1, { uuid }) });
    for (const instant of [held.body.utcCreatedAt, held.body.utcUpdatedAt, held.body.utcExpiresAt]) {
      expect(instant).toMatch(UTC_TO_THE_SECOND);
    }
    const confirmed = await octo<Booking>('POST', `/bookings/${uuid}/confirm`, {
      schema: 'Booking',
      body: { contact: { fullName: 'Sophie Germain' } },
    });
    expect(confirmed.body.utcConfirmedAt).toMatch(UTC_TO_THE_SECOND);
    const cancelled = await octo<Booking>('POST', `/bookings/${uuid}/cancel`, { schema: 'Booking', body: {} });
    expect(cancelled.body.cancellation?.utcCancelledAt).toMatch(UTC_TO_THE_SECOND);
    expect(cancelled.body.availability?.utcCutoffAt).toMatch(UTC_TO_THE_SECOND);
  });

  it('answers a reservation without unit items UNPROCESSABLE_ENTITY, as the validator expects', async () => {
    const date = daysFromToday(87);
    await createSlot(env.db, activity.id, { date, spots: 2 });
    const { unitItems: _none, ...withoutItems } = reserveBody(date, 1);
    for (const body of [withoutItems, { ...withoutItems, unitItems: [] }]) {
      const refused = await octo<BaseError>('POST', '/bookings', { body });
      expectError(refused, 'UNPROCESSABLE_ENTITY');
      expect(refused.body.errorMessage).toBe('unitItems: give at least one unit item');
    }
    expectError(await octo('POST', '/bookings', { body: { ...withoutItems, unitItems: 'ADULT' } }), 'BAD_REQUEST');
  });

  it('holds a reservation for at least the 5 minutes Viator requires, however few are asked for', async () => {
    const date = daysFromToday(86);
    await createSlot(env.db, activity.id, { date, spots: 6 });
    const uuid = crypto.randomUUID();
    const minutesHeld = (booking: Booking, from: string) =>
      (Date.parse(booking.utcExpiresAt!) - Date.parse(from)) / 60_000;
    const held = await octo<Booking>('POST', '/bookings', {
      schema: 'Booking',
      body: reserveBody(date, 1, { uuid, expirationMinutes: 1 }),
    });
    // The hold's expiry and its creation come from the same statement's clock.
    expect(minutesHeld(held.body, held.body.utcCreatedAt)).toBe(5);
    const extended = await octo<Booking>('POST', `/bookings/${uuid}/extend`, {
      schema: 'Booking',
      body: { expirationMinutes: 2 },
    });
    expect(minutesHeld(extended.body, extended.body.utcUpdatedAt)).toBe(5);
    const longer = await octo<Booking>('POST', `/bookings/${uuid}/extend`, {
      schema: 'Booking',
      body: { expirationMinutes: 45 },
    });
    expect(minutesHeld(longer.body, longer.body.utcUpdatedAt)).toBe(45);
  });
});

describe('booking update: another availability or product (issue 34 departure 3, docs/decisions/101)', () => {
  const NO_LONGER_CHANGEABLE =
    'This booking can no longer be changed: it is expired, cancelled or past its cancellation deadline';

  async function reserved(date: string, people: number, confirm: boolean) {
    const uuid = crypto.randomUUID();
    await octo('POST', '/bookings', { schema: 'Booking', body: reserveBody(date, people, { uuid }) });
    if (confirm) {
      await octo('POST', `/bookings/${uuid}/confirm`, {
        schema: 'Booking',
        body: { contact: { fullName: 'Ada Lovelace' }, resellerReference: 'TF-3001' },
      });
    }
    return uuid;
  }

  const move = (uuid: string, body: Record<string, unknown>) =>
    octo<Booking>('PATCH', `/bookings/${uuid}`, { schema: 'Booking', body });

  it('moves a hold to another date, its spots with it', async () => {
    const [from, to] = [daysFromToday(140), daysFromToday(141)];
    const old = await createSlot(env.db, activity.id, { date: from, spots: 5 });
    const next = await createSlot(env.db, activity.id, { date: to, spots: 5 });
    const uuid = await reserved(from, 2, false);
    const moved = await move(uuid, { availabilityId: availabilityId(to, '09:00', activity.time_zone), notes: 'Moved' });
    expect(moved.status).toBe(200);
    expect(moved.body.status).toBe('ON_HOLD');
    expect(moved.body.availabilityId).toBe(availabilityId(to, '09:00', activity.time_zone));
    expect(moved.body.notes).toBe('Moved');
    expect(moved.body.unitItems).toHaveLength(2);
    expect([await bookedSpots(old.id), await bookedSpots(next.id)]).toEqual([0, 2]);
    // The supplier hears of a reseller's booking once it is confirmed, not of its holds.
    const mails = await env.db
      .selectFrom('email_outbox')
      .select('kind')
      .where('booking_id', '=', moved.body.supplierReference!)
      .execute();
    expect(mails).toEqual([]);
  });

  it('moves a confirmed booking to another date and tells the supplier', async () => {
    const [from, to] = [daysFromToday(142), daysFromToday(143)];
    const old = await createSlot(env.db, activity.id, { date: from, spots: 5 });
    const next = await createSlot(env.db, activity.id, { date: to, spots: 5 });
    const uuid = await reserved(from, 3, true);
    const moved = await move(uuid, {
      availabilityId: availabilityId(to, '09:00', activity.time_zone),
      unitItems: [1, 2].map(() => ({ unitId: 'ADULT' })),
    });
    expect(moved.status).toBe(200);
    expect(moved.body.status).toBe('CONFIRMED');
    expect(moved.body.availabilityId).toBe(availabilityId(to, '09:00', activity.time_zone));
    expect(moved.body.unitItems).toHaveLength(2);
    expect(moved.body.pricing?.retail).toBe(9000);
    expect([await bookedSpots(old.id), await bookedSpots(next.id)]).toEqual([0, 2]);
    const mails = await env.db
      .selectFrom('email_outbox')
      .innerJoin('suppliers', 'suppliers.email', 'email_outbox.to_address')
      .select(['kind', 'text_body'])
      .where('booking_id', '=', moved.body.supplierReference!)
      .where('kind', '=', 'booking_changed')
      .execute();
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text_body).toContain('Ada Lovelace (via Trailfinders, ref TF-3001)');
  });

  it("moves a booking to another product of the same supplier at that product's price", async () => {
    const { supplier_id } = await env.db
      .selectFrom('activities')
      .select('supplier_id')
      .where('id', '=', activity.id)
      .executeTakeFirstOrThrow();
    const other = await createApprovedActivity(env.db, supplier_id, {
      title: 'Mending the dry-stone wall',
      priceCents: 3000,
      maxParticipants: 6,
    });
    const [from, to] = [daysFromToday(144), daysFromToday(145)];
    const old = await createSlot(env.db, activity.id, { date: from, spots: 5 });
    const next = await createSlot(env.db, other.id, { date: to, spots: 5 });
    const uuid = await reserved(from, 2, true);
    const moved = await move(uuid, {
      productId: other.id,
      availabilityId: availabilityId(to, '09:00', other.time_zone),
    });
    expect(moved.status).toBe(200);
    expect(moved.body.status).toBe('CONFIRMED');
    expect(moved.body.productId).toBe(other.id);
    expect(moved.body.product?.internalName).toBe('Mending the dry-stone wall');
    expect(moved.body.availabilityId).toBe(availabilityId(to, '09:00', other.time_zone));
    expect(moved.body.pricing?.retail).toBe(6000);
    expect([await bookedSpots(old.id), await bookedSpots(next.id)]).toEqual([0, 2]);
    const got = await octo<Booking>('GET', `/bookings/${uuid}`, { schema: 'Booking' });
    expect(got.body.productId).toBe(other.id);
  });

  it('refuses an unknown availability or product, no spots, and a move past the deadline, changing nothing', async () => {
    const [from, to] = [daysFromToday(146), daysFromToday(147)];
    const old = await createSlot(env.db, activity.id, { date: from, spots: 5 });
    const full = await createSlot(env.db, activity.id, { date: to, spots: 3, booked: 2 });
    const uuid = await reserved(from, 2, true);
    const here = availabilityId(from, '09:00', activity.time_zone);
    const there = availabilityId(to, '09:00', activity.time_zone);

    const unknownSlot = await octo<{ availabilityId: string }>('PATCH', `/bookings/${uuid}`, {
      body: { availabilityId: availabilityId(daysFromToday(148), '09:00', activity.time_zone) },
    });
    expectError(unknownSlot, 'INVALID_AVAILABILITY_ID');
    expect(unknownSlot.body.availabilityId).toBe(availabilityId(daysFromToday(148), '09:00', activity.time_zone));

    const unknownProduct = await octo<{ productId: string }>('PATCH', `/bookings/${uuid}`, {
      body: { productId: '00000000-0000-4000-8000-000000000000', availabilityId: there },
    });
    expectError(unknownProduct, 'INVALID_PRODUCT_ID');
    expect(unknownProduct.body.productId).toBe('00000000-0000-4000-8000-000000000000');

    // Another supplier's product is one the key may sell: tests/api/octo-moves.test.ts (decision 122).

    const noSpots = await octo<BaseError>('PATCH', `/bookings/${uuid}`, {
      body: { availabilityId: there, notes: 'x' },
    });
    expectError(noSpots, 'UNPROCESSABLE_ENTITY');
    expect(noSpots.body.errorMessage).toBe('Not enough vacancies on this availability');

    await env.db
      .updateTable('bookings')
      .set({ cancellation_deadline: sql<Date>`now() - interval '1 minute'` })
      .where('idempotency_key', '=', uuid)
      .execute();
    await env.db.updateTable('activity_availability').set({ booked_spots: 0 }).where('id', '=', full.id).execute();
    const late = await octo<BaseError>('PATCH', `/bookings/${uuid}`, { body: { availabilityId: there } });
    expectError(late, 'UNPROCESSABLE_ENTITY');
    expect(late.body.errorMessage).toBe(NO_LONGER_CHANGEABLE);

    const after = await octo<Booking>('GET', `/bookings/${uuid}`, { schema: 'Booking' });
    expect(after.body.availabilityId).toBe(here);
    expect(after.body.productId).toBe(activity.id);
    expect(after.body.notes).toBeNull();
    expect([await bookedSpots(old.id), await bookedSpots(full.id)]).toEqual([2, 0]);
  });
});

describe('rate limit per key', () => {
  let limited: Awaited<ReturnType<typeof setupTestEnvironment>>;
  afterAll(async () => limited?.close());

  it('refuses a key that used up its minute with 429, while another key still gets through', async () => {
    limited = await setupTestEnvironment({ RATE_LIMITS: 'true' });
    const adminUser = await createUser(limited.db, { role: 'admin' });
    const client = await signedIn(adminUser.email, limited.server.url);
    const reseller = await client.trpc.resellers.create.mutate({ name: 'Busy Tours' });
    const busy = await client.trpc.resellers.createKey.mutate({ resellerId: reseller.id });
    const calm = await client.trpc.resellers.createKey.mutate({ resellerId: reseller.id });
    const call = (apiKey: string) =>
      fetch(`${limited.server.url}/octo/supplier`, { headers: { authorization: `Bearer ${apiKey}` } });
    expect((await call(busy.key)).status).toBe(200);
    // The window's count as if the key had made its 1200 requests this minute.
    await limited.db.updateTable('rate_limits').set({ count: 1200 }).where('key', '=', `octo-key|${busy.id}`).execute();
    const refused = await call(busy.key);
    expect(refused.status).toBe(429);
    expect(await refused.json()).toMatchObject({ error: 'TOO_MANY_REQUESTS' });
    expect((await call(calm.key)).status).toBe(200);
    // The calendar checks its key in its own statement, and counts against the same limit.
    const calendar = await fetch(`${limited.server.url}/octo/availability/calendar`, {
      method: 'POST',
      headers: { authorization: `Bearer ${busy.key}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        productId: activity.id,
        optionId: 'DEFAULT',
        localDateStart: '2030-01-01',
        localDateEnd: '2030-01-02',
      }),
    });
    expect(calendar.status).toBe(429);
  });
});

describe('delivery: the booking’s ticket (issue 34 departure 5, docs/decisions/104)', () => {
  it('advertises QR code tickets and vouchers, and returns the code the supplier’s scanner checks in', async () => {
    const products = await octo<Product[]>('GET', '/products', { schema: 'Products' });
    const product = products.body.find((p) => p.id === activity.id)!;
    expect(product).toMatchObject({
      deliveryFormats: ['QRCODE'],
      deliveryMethods: ['TICKET', 'VOUCHER'],
      redemptionMethod: 'DIGITAL',
    });
    const date = daysFromToday(66);
    await createSlot(env.db, activity.id, { date, spots: 10 });
    const uuid = crypto.randomUUID();
    const reserved = await octo<Booking>('POST', '/bookings', {
      schema: 'Booking',
      body: reserveBody(date, 2, { uuid }),
    });
    // A reservation has its ticket objects (the validator requires them), with no code until confirmed (docs/decisions/114).
    const noCodeYet = { redemptionMethod: 'DIGITAL', utcRedeemedAt: null, deliveryOptions: [] };
    expect(reserved.body).toMatchObject({ deliveryMethods: ['TICKET', 'VOUCHER'], voucher: noCodeYet });
    expect(reserved.body.unitItems.map((u) => u.ticket)).toEqual([noCodeYet, noCodeYet]);
    const confirmed = await octo<Booking>('POST', `/bookings/${uuid}/confirm`, {
      schema: 'Booking',
      body: { contact: { fullName: 'Ada Lovelace', emailAddress: 'ada@example.test' } },
    });
    const voucher = {
      redemptionMethod: 'DIGITAL',
      utcRedeemedAt: null,
      deliveryOptions: [{ deliveryFormat: 'QRCODE', deliveryValue: bookingTicketCode(confirmed.body.id) }],
    };
    expect(confirmed.body.voucher).toEqual(voucher);
    expect(confirmed.body.unitItems.map((u) => u.ticket)).toEqual([voucher, voucher]);
    // The code is the booking's ticket: the supplier's manifest checks the party in with it (once
    // the slot opens for check-in, docs/decisions/104); a forged one would be refused.
    expect(verifyTicketCode(ticketKey(), voucher.deliveryOptions[0]!.deliveryValue)).toBe(confirmed.body.id);
    const got = await octo<Booking>('GET', `/bookings/${uuid}`, { schema: 'Booking' });
    expect(got.body.voucher).toEqual(voucher);
  });
});
