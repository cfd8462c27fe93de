import { describe, expect, it } from 'vitest';
import { useApiEnvironment } from '../helpers/api-environment.ts';
import { createApiClient, failure } from '../helpers/client.ts';
import { createApprovedActivity, createSlot, createSupplier, createUser, daysFromToday } from '../helpers/factories.ts';
import { uploadedPhotoUrl, validActivity } from './supplier-helpers.ts';

// Inputs that look valid to a form but that the database cannot hold were answered with a
// 500 (PostgreSQL 22008 for year 0000, 22003 for a total over 2^31 cents, 22021/22P05/22P02
// for U+0000 and lone surrogates). Each must now be a 400 with a clear message, writing nothing.

const { env, signedIn } = useApiEnvironment({
  RATE_LIMITS: 'false',
  ACTIVITY_APPROVAL: 'auto',
  ADMIN_EMAILS: 'boss-bounds@example.test',
});

async function supplier() {
  const { user, supplier } = await createSupplier(env.db);
  return { supplier, client: await signedIn(user.email) };
}

async function traveler() {
  const user = await createUser(env.db, { firstName: 'Tara', lastName: 'Traveler' });
  return { user, client: await signedIn(user.email) };
}

const DATE_RANGE = 'Please select a date between January 1, 2000 and December 31, 2100';
const INVALID_CHARACTER = 'Please remove the unsupported character from this text';

const countRows = async (table: 'bookings' | 'email_outbox' | 'events' | 'activity_availability') =>
  Number(
    (
      await env.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

function booking(activityId: string, availabilityId: string, overrides: Record<string, unknown> = {}) {
  return {
    activityId,
    availabilityId,
    numberOfPeople: 1,
    customerName: 'Tara Traveler',
    customerEmail: 'tara@example.test',
    customerPhone: '+386 40 123 456',
    ...overrides,
  };
}

describe('dates stay between 2000-01-01 and 2100-12-31', () => {
  it.each([
    ['in year 0000', '0000-01-01', '0000-01-31'],
    ['before 2000', '1999-12-01', '1999-12-31'],
    ['after 2100', '2101-01-01', '2101-01-31'],
  ])('supplier.listSlots refuses a range %s with a 400', async (_label, from, to) => {
    const { client } = await supplier();
    const error = await failure(client.trpc.supplier.listSlots.query({ from, to }));
    expect(error).toMatchObject({ code: 'BAD_REQUEST', message: DATE_RANGE });
    expect(error.fieldErrors.from).toEqual([DATE_RANGE]);
  });

  it('supplier.listSlots still lists the last days of 2100', async () => {
    const { client } = await supplier();
    expect(await client.trpc.supplier.listSlots.query({ from: '2100-12-01', to: '2100-12-31' })).toEqual([]);
  });

  it.each([
    ['a single day in year 0000', { date: '0000-03-01' }],
    ['a single day in year 9999', { date: '9999-03-01' }],
    ['a range ending after 2100', { mode: 'range', startDate: '2100-12-30', endDate: '2101-01-02' }],
  ])('supplier.addSlots refuses %s with a 400 and adds nothing', async (_label, dates) => {
    const { client, supplier: s } = await supplier();
    const activity = await createApprovedActivity(env.db, s.id);
    const before = await countRows('activity_availability');
    const error = await failure(
      client.trpc.supplier.addSlots.mutate({
        activityId: activity.id,
        startTime: '09:00',
        endTime: '10:00',
        ...(dates as { date: string }),
      }),
    );
    expect(error).toMatchObject({ code: 'BAD_REQUEST', message: DATE_RANGE });
    expect(await countRows('activity_availability')).toBe(before);
  });

  it('supplier.addSlots names a date that is not a calendar day', async () => {
    const { client, supplier: s } = await supplier();
    const activity = await createApprovedActivity(env.db, s.id);
    const error = await failure(
      client.trpc.supplier.addSlots.mutate({
        activityId: activity.id,
        date: '20266-01-01',
        startTime: '09:00',
        endTime: '10:00',
      }),
    );
    expect(error).toMatchObject({ code: 'BAD_REQUEST', message: 'Please enter a valid date' });
  });
});

describe('money: a booking’s total always fits its integer column', () => {
  it('refuses a booking whose total would pass $10,000,000 ($1,000,000 × 30 people) with a 400, writing nothing', async () => {
    // An activity priced before the $100,000 bound existed.
    const { supplier: s } = await createSupplier(env.db);
    const activity = await createApprovedActivity(env.db, s.id, { priceCents: 100_000_000, maxParticipants: 50 });
    const slot = await createSlot(env.db, activity.id, { spots: 50, date: daysFromToday(7) });
    const { client } = await traveler();
    const counts = [await countRows('bookings'), await countRows('email_outbox'), await countRows('events')];
    const error = await failure(
      client.trpc.booking.create.mutate(booking(activity.id, slot.id, { numberOfPeople: 30 })),
    );
    expect(error).toMatchObject({
      code: 'BAD_REQUEST',
      message: 'The total of one booking can be at most $10,000,000. Please book fewer people.',
    });
    expect([await countRows('bookings'), await countRows('email_outbox'), await countRows('events')]).toEqual(counts);
    const spots = await env.db
      .selectFrom('activity_availability')
      .select('booked_spots')
      .where('id', '=', slot.id)
      .executeTakeFirstOrThrow();
    expect(spots.booked_spots).toBe(0);
  });

  it('books the largest allowed total: $100,000 per person for 100 people is $10,000,000', async () => {
    const { client: supplierClient, supplier: s } = await supplier();
    const photoUrl = await uploadedPhotoUrl(env.server.url, supplierClient);
    const created = await supplierClient.trpc.supplier.createActivity.mutate(
      validActivity(photoUrl, { price: '100000', maxParticipants: '100' }),
    );
    const activity = await env.db
      .selectFrom('activities')
      .select(['id', 'price_cents', 'max_participants', 'status'])
      .where('supplier_id', '=', s.id)
      .executeTakeFirstOrThrow();
    expect(activity).toMatchObject({
      id: created.id,
      price_cents: 10_000_000,
      max_participants: 100,
      status: 'approved',
    });
    const slot = await createSlot(env.db, activity.id, { spots: 100, date: daysFromToday(7) });
    const { client } = await traveler();
    const result = await client.trpc.booking.create.mutate(booking(activity.id, slot.id, { numberOfPeople: 100 }));
    expect(result).toMatchObject({ status: 'confirmed', numberOfPeople: 100, totalPriceCents: 1_000_000_000 });
  });

  it.each([
    ['a price over $100,000', { price: '100000.01' }, 'price', 'Price must be at most $100,000'],
    [
      'more than 100 participants',
      { maxParticipants: '101' },
      'maxParticipants',
      'Must allow at most 100 participants',
    ],
    ['a duration over 720 hours', { durationHours: '721' }, 'durationHours', 'Duration must be at most 720 hours'],
  ])('supplier.createActivity refuses %s with a 400', async (_label, overrides, field, message) => {
    const { client } = await supplier();
    const before = await countRows('bookings');
    const error = await failure(
      client.trpc.supplier.createActivity.mutate(validActivity('/uploads/activities/none.webp', overrides)),
    );
    expect(error).toMatchObject({ code: 'BAD_REQUEST', message });
    expect(error.fieldErrors[field]).toEqual([message]);
    expect(await countRows('bookings')).toBe(before);
  });

  it('supplier.updateActivity refuses a price over $100,000 with a 400', async () => {
    const { client, supplier: s } = await supplier();
    const activity = await createApprovedActivity(env.db, s.id);
    const error = await failure(
      client.trpc.supplier.updateActivity.mutate({
        activityId: activity.id,
        title: activity.title,
        description: activity.description,
        activityType: 'Environmental Restoration',
        price: 250_000,
        durationHours: 3,
        maxParticipants: 10,
        impactDescription: 'Protects meadow biodiversity for the valley',
      }),
    );
    expect(error).toMatchObject({ code: 'BAD_REQUEST', message: 'Price must be at most $100,000' });
  });

  it('supplier.addSlots and updateSpots refuse more than 10,000 spots', async () => {
    const { client, supplier: s } = await supplier();
    const activity = await createApprovedActivity(env.db, s.id);
    const slot = await createSlot(env.db, activity.id);
    const add = await failure(
      client.trpc.supplier.addSlots.mutate({
        activityId: activity.id,
        date: daysFromToday(3),
        startTime: '09:00',
        endTime: '10:00',
        spots: 10_001,
      }),
    );
    expect(add).toMatchObject({ code: 'BAD_REQUEST', message: 'Spots can be at most 10,000' });
    const update = await failure(client.trpc.supplier.updateSpots.mutate({ slotId: slot.id, spots: 10_001 }));
    expect(update).toMatchObject({ code: 'BAD_REQUEST', message: 'Spots can be at most 10,000' });
  });
});

describe('text PostgreSQL cannot store: U+0000 and lone surrogates', () => {
  const unstorable = [
    ['U+0000', 'Tara\u0000Traveler'],
    ['a lone high surrogate', 'Tara \uD83D'],
    ['a lone low surrogate', '\uDE00 Tara'],
  ] as const;

  it.each(unstorable)(
    'booking.create refuses %s in the name, the special requests and the retry key',
    async (_label, bad) => {
      const { supplier: s } = await createSupplier(env.db);
      const activity = await createApprovedActivity(env.db, s.id);
      const slot = await createSlot(env.db, activity.id);
      const { client } = await traveler();
      const counts = [await countRows('bookings'), await countRows('email_outbox')];
      for (const overrides of [
        { customerName: bad },
        { specialRequests: bad },
        { idempotencyKey: `retry-key-${bad}` },
      ]) {
        const error = await failure(client.trpc.booking.create.mutate(booking(activity.id, slot.id, overrides)));
        expect(error).toMatchObject({ code: 'BAD_REQUEST', message: INVALID_CHARACTER });
      }
      expect([await countRows('bookings'), await countRows('email_outbox')]).toEqual(counts);
    },
  );

  it('still books a name with an emoji and accents (a surrogate pair is a character)', async () => {
    const { supplier: s } = await createSupplier(env.db);
    const activity = await createApprovedActivity(env.db, s.id);
    const slot = await createSlot(env.db, activity.id);
    const { client } = await traveler();
    const result = await client.trpc.booking.create.mutate(
      booking(activity.id, slot.id, { customerName: 'Žana 🌿 Kovač', specialRequests: 'Čaj, prosim 🍵' }),
    );
    const row = await env.db
      .selectFrom('bookings')
      .select(['customer_name', 'special_requests'])
      .where('id', '=', result.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ customer_name: 'Žana 🌿 Kovač', special_requests: 'Čaj, prosim 🍵' });
  });

  it('every other free-text input refuses U+0000 with a 400', async () => {
    const anon = createApiClient(env.server.url).trpc;
    const { client: travelerClient } = await traveler();
    const { client: supplierClient, supplier: s } = await supplier();
    const activity = await createApprovedActivity(env.db, s.id);
    const admin = await signedIn(
      (await createUser(env.db, { email: 'boss-bounds@example.test', role: 'admin' })).email,
    );
    const bad = 'x\u0000y';
    const calls: [string, Promise<unknown>][] = [
      ['catalogue.experiences', anon.catalogue.experiences.query({ country: bad })],
      ['auth.signIn', anon.auth.signIn.mutate({ email: `${bad}@example.test`, password: 'secret1' })],
      [
        'auth.signUpTraveler',
        anon.auth.signUpTraveler.mutate({
          firstName: bad,
          lastName: 'Traveler',
          email: 'nul-signup@example.test',
          password: 'secret1',
          confirmPassword: 'secret1',
        }),
      ],
      [
        'booking.cancel',
        travelerClient.trpc.booking.cancel.mutate({ bookingId: '00000000-0000-4000-8000-000000000000', reason: bad }),
      ],
      [
        'messaging.send',
        travelerClient.trpc.messaging.send.mutate({
          conversationId: '00000000-0000-4000-8000-000000000000',
          text: bad,
        }),
      ],
      ['admin.activities', admin.trpc.admin.activities.query({ search: bad })],
      [
        'admin.updateActivityStatus',
        admin.trpc.admin.updateActivityStatus.mutate({ activityId: activity.id, status: 'rejected', reason: bad }),
      ],
      [
        'supplier.createActivity',
        supplierClient.trpc.supplier.createActivity.mutate(
          validActivity('/uploads/activities/none.webp', { title: bad }),
        ),
      ],
    ];
    // Every call is already on its way: each gets its handler now, or one that fails while an
    // earlier one is awaited would be an unhandled rejection.
    const errors = await Promise.all(calls.map(([, call]) => failure(call)));
    const results = calls.map(([name], i) => [name, errors[i]!.code, errors[i]!.message]);
    expect(results).toEqual(calls.map(([name]) => [name, 'BAD_REQUEST', INVALID_CHARACTER]));
    const signedUp = await env.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'nul-signup@example.test')
      .execute();
    expect(signedUp).toEqual([]);
  });
});
