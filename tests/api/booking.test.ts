import { sql } from 'kysely';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { formatInstantInZone, formatLongDate } from '@regen/shared/format';
import { cancellationDeadline } from '@regen/shared/rules/booking';
import type { CreateBookingInput } from '@regen/shared/schemas/booking';
import { useApiEnvironment } from '../helpers/api-environment.ts';
import { collect, createApiClient, failure, trpcCode } from '../helpers/client.ts';
import {
  createActivity,
  createApprovedActivity,
  createSlot,
  createSupplier,
  createUser,
  daysFromToday,
  signedInClient,
  uniqueEmail,
} from '../helpers/factories.ts';
import { bookSpots } from '../../server/src/modules/booking/booking.repository.ts';
import { setupTestEnvironment } from '../helpers/server.ts';

const { env, signedIn } = useApiEnvironment({ RATE_LIMITS: 'false' });

async function traveler(firstName = 'Tara', values: { verified?: boolean } = {}) {
  const user = await createUser(env.db, { firstName, lastName: 'Traveler', ...values });
  const client = await signedIn(user.email);
  return { user, client };
}

async function bookableSlot(
  values: { spots?: number; maxParticipants?: number; priceCents?: number; country?: string } = {},
) {
  const { supplier, user: supplierUser } = await createSupplier(env.db);
  const activity = await createApprovedActivity(env.db, supplier.id, {
    maxParticipants: values.maxParticipants ?? 10,
    priceCents: values.priceCents ?? 6500,
    country: values.country ?? 'Slovenia',
  });
  const slot = await createSlot(env.db, activity.id, { spots: values.spots ?? 10, date: daysFromToday(7) });
  return { supplier, supplierUser, activity, slot };
}

function input(
  activityId: string,
  availabilityId: string,
  overrides: Partial<CreateBookingInput> = {},
): CreateBookingInput {
  return {
    activityId,
    availabilityId,
    numberOfPeople: 2,
    customerName: 'Tara Traveler',
    customerEmail: 'tara@example.test',
    customerPhone: '+386 40 123 456',
    specialRequests: 'Vegetarian lunch, please',
    ...overrides,
  };
}

/** A `date` column as 'YYYY-MM-DD' whichever way the driver parsed it. */
const isoDay = (value: unknown) => (value instanceof Date ? value.toISOString().slice(0, 10) : value);

/**
 * Rows of a table; for `events`, the booking's own events: a slot's change of spots also writes
 * an `availability.changed` event for open booking pages (docs/decisions/121), counted apart.
 */
const countRows = async (table: 'email_outbox' | 'events' | 'bookings') =>
  Number(
    (
      await env.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as('n'))
        .$if(table === 'events', (query) => query.where(sql.ref('type'), '<>', 'availability.changed'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('booking.activity', () => {
  it('returns one approved activity with its supplier’s business name and location', async () => {
    const { activity } = await bookableSlot();
    const result = await createApiClient(env.server.url).trpc.booking.activity.query({ activityId: activity.id });
    expect(result).toMatchObject({
      id: activity.id,
      title: activity.title,
      priceCents: 6500,
      maxParticipants: 10,
      timeZone: 'Europe/Ljubljana',
      supplier: { businessName: 'Green Trails Ltd', location: 'Ljubljana, Slovenia' },
      cancellationWindowHours: 24,
    });
  });

  it.each(['pending', 'rejected'] as const)('answers Activity not found for a %s activity', async (status) => {
    const { supplier } = await createSupplier(env.db);
    const activity = await createActivity(env.db, supplier.id, { status });
    const error = await failure(
      createApiClient(env.server.url).trpc.booking.activity.query({ activityId: activity.id }),
    );
    expect(error).toMatchObject({ code: 'NOT_FOUND', message: 'Activity not found' });
  });

  it('answers Activity not found for an id that does not exist or is not an id', async () => {
    const anon = createApiClient(env.server.url).trpc;
    expect(await failure(anon.booking.activity.query({ activityId: randomUUID() }))).toMatchObject({
      code: 'NOT_FOUND',
    });
    expect(await failure(anon.booking.activity.query({ activityId: 'demo-revive-tschlin' }))).toMatchObject({
      code: 'NOT_FOUND',
      message: 'Activity not found',
    });
  });
});

describe('booking.availability', () => {
  it('lists available slots from today on by date then time with remaining spots, hiding full, past and unavailable ones', async () => {
    const { supplier } = await createSupplier(env.db);
    const activity = await createApprovedActivity(env.db, supplier.id);
    const later = await createSlot(env.db, activity.id, {
      date: daysFromToday(5),
      startTime: '14:00',
      endTime: '16:00',
      spots: 6,
      booked: 2,
    });
    const earlier = await createSlot(env.db, activity.id, {
      date: daysFromToday(5),
      startTime: '09:00',
      endTime: '11:00',
      spots: 8,
    });
    const first = await createSlot(env.db, activity.id, { date: daysFromToday(2), spots: 4, booked: 3 });
    await createSlot(env.db, activity.id, { date: daysFromToday(3), spots: 5, booked: 5 }); // full
    await createSlot(env.db, activity.id, { date: daysFromToday(-1), spots: 5 }); // past
    await createSlot(env.db, activity.id, { date: daysFromToday(4), spots: 5, available: false });
    const slots = await createApiClient(env.server.url).trpc.booking.availability.query({ activityId: activity.id });
    expect(slots.map((s) => [s.id, s.available_spots])).toEqual([
      [first.id, 1],
      [earlier.id, 8],
      [later.id, 4],
    ]);
    expect(slots[1]).toMatchObject({
      date: daysFromToday(5),
      start_time: '09:00:00',
      // The policy a booking made now would get, decided on the server.
      cancellation_deadline: cancellationDeadline(
        { date: daysFromToday(5), start_time: '09:00' },
        'Europe/Ljubljana',
        24,
      ),
      cancellable: true,
      end_time: '11:00:00',
      is_available: true,
    });
  });

  it('offers no slots for an activity that is not approved', async () => {
    const { supplier } = await createSupplier(env.db);
    const activity = await createActivity(env.db, supplier.id, { status: 'pending' });
    await createSlot(env.db, activity.id);
    expect(await createApiClient(env.server.url).trpc.booking.availability.query({ activityId: activity.id })).toEqual(
      [],
    );
  });
});

describe('booking.create', () => {
  it('confirms a booking: total from the server, date and time from the slot, payment pending, deadline = start in the activity’s zone − 24 h', async () => {
    const { activity, slot, supplier } = await bookableSlot({ priceCents: 6500 });
    const { user, client } = await traveler();
    const booking = await client.trpc.booking.create.mutate(input(activity.id, slot.id, { numberOfPeople: 3 }));
    expect(booking).toMatchObject({
      status: 'confirmed',
      numberOfPeople: 3,
      totalPriceCents: 19500,
      cancellable: true,
      created: true,
    });
    const row = await env.db.selectFrom('bookings').selectAll().where('id', '=', booking.id).executeTakeFirstOrThrow();
    expect(isoDay(row.booking_date)).toBe(daysFromToday(7));
    expect(row).toMatchObject({
      user_id: user.id,
      activity_id: activity.id,
      availability_id: slot.id,
      booking_time: '09:00:00',
      number_of_people: 3,
      total_price_cents: 19500,
      payment_status: 'pending',
      status: 'confirmed',
      customer_name: 'Tara Traveler',
      customer_email: 'tara@example.test',
      customer_phone: '+386 40 123 456',
      special_requests: 'Vegetarian lunch, please',
      credit_card_last4: null,
    });
    expect(row.cancellation_deadline.toISOString()).toBe(
      cancellationDeadline({ date: daysFromToday(7), start_time: '09:00' }, 'Europe/Ljubljana', 24).toISOString(),
    );
    const taken = await env.db
      .selectFrom('activity_availability')
      .select('booked_spots')
      .where('id', '=', slot.id)
      .executeTakeFirstOrThrow();
    expect(taken.booked_spots).toBe(3);
    const mails = await env.db
      .selectFrom('email_outbox')
      .selectAll()
      .where('text_body', 'like', `%${activity.title}%`)
      .execute();
    expect(mails.map((m) => [m.kind, m.to_address]).sort()).toEqual([
      ['booking_confirmed', user.email],
      ['booking_new_supplier', supplier.email],
      // Scheduled a day before the slot (docs/decisions/061).
      ['booking_reminder', user.email],
    ]);
    const confirmation = mails.find((m) => m.kind === 'booking_confirmed')!;
    // Times in the activity's zone, named; the deadline as the traveler's lists show it.
    expect(confirmation.text_body).toContain(
      `Your booking is confirmed: ${activity.title} with Green Trails Ltd on ${formatLongDate(daysFromToday(7))} at 9:00 AM (Europe/Ljubljana time), for 3 people.`,
    );
    expect(confirmation.text_body).toContain(
      `Cancellation policy: Free cancellation until ${formatInstantInZone(row.cancellation_deadline, 'Europe/Ljubljana')}.`,
    );
    const events = await env.db.selectFrom('events').selectAll().where('booking_id', '=', booking.id).execute();
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      type: 'booking.created',
      audience: [supplier.user_id],
      activity_id: activity.id,
      payload: {
        bookingId: booking.id,
        activityTitle: activity.title,
        customerName: 'Tara Traveler',
        bookingDate: daysFromToday(7),
        bookingTime: '09:00:00',
        numberOfPeople: 3,
        status: 'confirmed',
      },
    });
  });

  it('sends the traveler’s confirmation to the account’s address only, never to the email typed in the form, which the supplier gets as contact data', async () => {
    const { activity, slot, supplier } = await bookableSlot();
    const { user, client } = await traveler();
    const typed = uniqueEmail('typed');
    const booking = await client.trpc.booking.create.mutate(
      input(activity.id, slot.id, { customerEmail: typed, specialRequests: 'Buy cheap watches at spam.example' }),
    );
    const mails = await env.db
      .selectFrom('email_outbox')
      .select(['kind', 'to_address', 'text_body'])
      .where('text_body', 'like', `%${activity.title}%`)
      .execute();
    expect(mails.map((m) => [m.kind, m.to_address]).sort()).toEqual([
      ['booking_confirmed', user.email],
      ['booking_new_supplier', supplier.email],
      // Scheduled a day before the slot (docs/decisions/061).
      ['booking_reminder', user.email],
    ]);
    expect(await env.db.selectFrom('email_outbox').select('id').where('to_address', '=', typed).execute()).toEqual([]);
    const toSupplier = mails.find((m) => m.kind === 'booking_new_supplier')!;
    expect(toSupplier.text_body).toContain(`Tara Traveler (${typed}, +386 40 123 456) booked for 2 people`);
    const row = await env.db
      .selectFrom('bookings')
      .select('customer_email')
      .where('id', '=', booking.id)
      .executeTakeFirstOrThrow();
    expect(row.customer_email).toBe(typed);
  });

  it('sends no traveler email while the account’s address is not verified; the booking and the supplier’s email are written', async () => {
    const { activity, slot, supplier } = await bookableSlot();
    const { user, client } = await traveler('Una', { verified: false });
    const booking = await client.trpc.booking.create.mutate(input(activity.id, slot.id, { customerEmail: user.email }));
    expect(booking).toMatchObject({ status: 'confirmed', created: true });
    const mails = await env.db
      .selectFrom('email_outbox')
      .select(['kind', 'to_address'])
      .where('text_body', 'like', `%${activity.title}%`)
      .execute();
    expect(mails).toEqual([{ kind: 'booking_new_supplier', to_address: supplier.email }]);
    const events = await env.db.selectFrom('events').select('type').where('booking_id', '=', booking.id).execute();
    expect(events).toEqual([{ type: 'booking.created' }]);
  });

  it('writes nothing when the slot moved after it was read (the emails would describe the old time)', async () => {
    const { activity, slot, supplierUser } = await bookableSlot();
    const { user } = await traveler();
    const counts = [await countRows('bookings'), await countRows('email_outbox'), await countRows('events')];
    const write = (startTime: string) =>
      bookSpots(env.db, {
        slotId: slot.id,
        activityId: activity.id,
        slot: { date: daysFromToday(7), startTime, timeZone: 'Europe/Ljubljana' },
        userId: user.id,
        customerName: 'Tara Traveler',
        customerEmail: 'tara@example.test',
        customerPhone: '+386 40 123 456',
        numberOfPeople: 1,
        totalPriceCents: 6500,
        specialRequests: null,
        idempotencyKey: null,
        cancellationWindowHours: 24,
        emails: [{ to: 'tara@example.test', subject: 'Booked', text: 'Booked at 10:00', kind: 'booking_confirmed' }],
        event: {
          type: 'booking.created',
          audience: [supplierUser.id],
          payload: {
            activityTitle: activity.title,
            customerName: 'Tara Traveler',
            bookingDate: daysFromToday(7),
            bookingTime: startTime,
            numberOfPeople: 1,
            status: 'confirmed',
          },
        },
      });
    // Read as starting at 10:00, but the supplier has it at 09:00 now.
    expect(await write('10:00:00')).toBeUndefined();
    expect([await countRows('bookings'), await countRows('email_outbox'), await countRows('events')]).toEqual(counts);
    const spots = await env.db
      .selectFrom('activity_availability')
      .select('booked_spots')
      .where('id', '=', slot.id)
      .executeTakeFirstOrThrow();
    expect(spots.booked_spots).toBe(0);
    // As read: booked, with its one email and its event.
    const booked = await write('09:00:00');
    expect(booked).toMatchObject({ booking_time: '09:00:00', number_of_people: 1 });
    expect([await countRows('bookings'), await countRows('email_outbox'), await countRows('events')]).toEqual(
      counts.map((n) => n + 1),
    );
  });

  it('uses the CANCELLATION_WINDOW_HOURS setting for the deadline', async () => {
    const other = await setupTestEnvironment({ RATE_LIMITS: 'false', CANCELLATION_WINDOW_HOURS: '48' });
    try {
      const { supplier } = await createSupplier(other.db);
      const activity = await createApprovedActivity(other.db, supplier.id, { country: 'Egypt' });
      const slot = await createSlot(other.db, activity.id, {
        date: daysFromToday(9),
        startTime: '18:30',
        endTime: '20:00',
      });
      const user = await createUser(other.db);
      const client = await signedInClient(other.server.url, user.email);
      const booking = await client.trpc.booking.create.mutate(input(activity.id, slot.id));
      await client.close();
      expect(booking.cancellationDeadline.toISOString()).toBe(
        cancellationDeadline({ date: daysFromToday(9), start_time: '18:30' }, 'Africa/Cairo', 48).toISOString(),
      );
    } finally {
      await other.close();
    }
  });

  it('offers a slot whose cancellation deadline has passed with no free cancellation, and says so plainly on the booking and its confirmation', async () => {
    // A 30-day window: a slot a week ahead is already past its deadline, whatever the hour.
    const other = await setupTestEnvironment({ RATE_LIMITS: 'false', CANCELLATION_WINDOW_HOURS: '720' });
    try {
      const { supplier } = await createSupplier(other.db);
      const activity = await createApprovedActivity(other.db, supplier.id);
      const slot = await createSlot(other.db, activity.id, { date: daysFromToday(7) });
      const anonymous = createApiClient(other.server.url);
      const [offered] = await anonymous.trpc.booking.availability.query({ activityId: activity.id });
      await anonymous.close();
      expect(offered).toMatchObject({ id: slot.id, cancellable: false });
      const user = await createUser(other.db);
      const client = await signedInClient(other.server.url, user.email);
      const booking = await client.trpc.booking.create.mutate(input(activity.id, slot.id));
      const [listed] = await client.trpc.traveler.myBookings.query();
      await client.close();
      expect(booking).toMatchObject({ status: 'confirmed', cancellable: false });
      expect(listed).toMatchObject({ id: booking.id, status: 'confirmed', cancellable: false, isUpcoming: true });
      const confirmation = await other.db
        .selectFrom('email_outbox')
        .select('text_body')
        .where('kind', '=', 'booking_confirmed')
        .where('to_address', '=', user.email)
        .executeTakeFirstOrThrow();
      expect(confirmation.text_body).toContain(
        'Cancellation policy: No free cancellation: the cancellation deadline for this time slot has passed, so the booking cannot be cancelled.',
      );
      expect(confirmation.text_body).not.toContain('Free cancellation until');
    } finally {
      await other.close();
    }
  });

  it('tells the supplier live: the booking.created event reaches the supplier’s subscription after commit', async () => {
    const { activity, slot, supplierUser } = await bookableSlot();
    const supplierClient = await signedIn(supplierUser.email);
    const received = collect<{ type: string; bookingId: string | null }>();
    const sub = supplierClient.trpc.auth.events.subscribe(undefined, {
      onStarted: received.onStarted,
      onData: (e) => received.push(e.data),
    });
    await received.started;
    const { client } = await traveler();
    const booking = await client.trpc.booking.create.mutate(input(activity.id, slot.id));
    await received.waitFor(1);
    sub.unsubscribe();
    expect(received.items[0]).toMatchObject({ type: 'booking.created', bookingId: booking.id });
  });

  it('requires sign-in', async () => {
    const { activity, slot } = await bookableSlot();
    const error = await failure(
      createApiClient(env.server.url).trpc.booking.create.mutate(input(activity.id, slot.id)),
    );
    expect(error.code).toBe('UNAUTHORIZED');
  });

  it.each([
    ['a blank name', { customerName: '  ' }, 'Please fill in all required fields (name, email, phone)'],
    ['a blank email', { customerEmail: '' }, 'Please fill in all required fields (name, email, phone)'],
    ['a blank phone', { customerPhone: '' }, 'Please fill in all required fields (name, email, phone)'],
    ['an invalid email', { customerEmail: 'not-an-email' }, 'Please enter a valid email address'],
    ['an invalid phone', { customerPhone: 'call me' }, 'Please enter a valid phone number'],
    ['zero people', { numberOfPeople: 0 }, 'At least 1 person is required'],
    ['negative people', { numberOfPeople: -2 }, 'At least 1 person is required'],
    ['a fractional number of people', { numberOfPeople: 1.5 }, 'Please choose the number of people'],
    [
      'special requests over 1,000 characters',
      { specialRequests: 'x'.repeat(1001) },
      'Special requests can be at most 1000 characters',
    ],
    ['a name over 200 characters', { customerName: 'x'.repeat(201) }, 'Name is too long'],
  ])('refuses %s with a 400 and the form’s message, writing nothing', async (_label, overrides, message) => {
    const { activity, slot } = await bookableSlot();
    const { client } = await traveler();
    const before = await countRows('bookings');
    const error = await failure(client.trpc.booking.create.mutate(input(activity.id, slot.id, overrides)));
    expect(error.code).toBe('BAD_REQUEST');
    expect(error.message).toContain(message);
    expect(await countRows('bookings')).toBe(before);
  });

  it('refuses more people than the activity’s max_participants', async () => {
    const { activity, slot } = await bookableSlot({ maxParticipants: 4, spots: 20 });
    const { client } = await traveler();
    const error = await failure(client.trpc.booking.create.mutate(input(activity.id, slot.id, { numberOfPeople: 5 })));
    expect(error).toMatchObject({ code: 'BAD_REQUEST', message: 'This activity takes at most 4 people per booking' });
  });

  it('refuses a booking beyond the slot’s remaining spots with CONFLICT “Booking would exceed available capacity” and writes no booking, email or event', async () => {
    const { activity, slot } = await bookableSlot({ spots: 3 });
    const { client } = await traveler();
    await client.trpc.booking.create.mutate(input(activity.id, slot.id, { numberOfPeople: 2 }));
    const counts = [await countRows('bookings'), await countRows('email_outbox'), await countRows('events')];
    const error = await failure(client.trpc.booking.create.mutate(input(activity.id, slot.id, { numberOfPeople: 2 })));
    expect(error).toMatchObject({ code: 'CONFLICT', message: 'Booking would exceed available capacity' });
    expect([await countRows('bookings'), await countRows('email_outbox'), await countRows('events')]).toEqual(counts);
    const row = await env.db
      .selectFrom('activity_availability')
      .select('booked_spots')
      .where('id', '=', slot.id)
      .executeTakeFirstOrThrow();
    expect(row.booked_spots).toBe(2);
  });

  it('refuses an activity that is not approved', async () => {
    const { supplier } = await createSupplier(env.db);
    const activity = await createActivity(env.db, supplier.id, { status: 'pending' });
    const slot = await createSlot(env.db, activity.id);
    const { client } = await traveler();
    const error = await failure(client.trpc.booking.create.mutate(input(activity.id, slot.id)));
    expect(error).toMatchObject({ code: 'NOT_FOUND', message: 'Activity not found or not available for booking' });
  });

  it('refuses a slot that belongs to another activity, an unavailable slot and an unknown slot', async () => {
    const { activity } = await bookableSlot();
    const other = await bookableSlot();
    const unavailable = await createSlot(env.db, activity.id, { date: daysFromToday(8), available: false });
    const { client } = await traveler();
    for (const slotId of [other.slot.id, unavailable.id, randomUUID(), 'not-a-slot']) {
      expect(await failure(client.trpc.booking.create.mutate(input(activity.id, slotId)))).toMatchObject({
        code: 'BAD_REQUEST',
        message: 'Please select a valid time slot',
      });
    }
  });

  it('refuses a slot in the past', async () => {
    const { supplier } = await createSupplier(env.db);
    const activity = await createApprovedActivity(env.db, supplier.id);
    const past = await createSlot(env.db, activity.id, { date: daysFromToday(-2) });
    const { client } = await traveler();
    const error = await failure(client.trpc.booking.create.mutate(input(activity.id, past.id)));
    expect(error).toMatchObject({
      code: 'BAD_REQUEST',
      message: 'This time slot has already started. Please select another time.',
    });
  });

  it('returns the same booking for a retried request with the same idempotency key (booking once)', async () => {
    const { activity, slot } = await bookableSlot();
    const { client } = await traveler();
    const key = randomUUID();
    const first = await client.trpc.booking.create.mutate(input(activity.id, slot.id, { idempotencyKey: key }));
    const retry = await client.trpc.booking.create.mutate(input(activity.id, slot.id, { idempotencyKey: key }));
    const [a, b] = await Promise.all([
      client.trpc.booking.create.mutate(input(activity.id, slot.id, { idempotencyKey: `${key}-2` })),
      client.trpc.booking.create.mutate(input(activity.id, slot.id, { idempotencyKey: `${key}-2` })),
    ]);
    expect(retry).toMatchObject({ id: first.id, created: false });
    expect(a.id).toBe(b.id);
    const row = await env.db
      .selectFrom('activity_availability')
      .select('booked_spots')
      .where('id', '=', slot.id)
      .executeTakeFirstOrThrow();
    expect(row.booked_spots).toBe(4);
    const bookings = await env.db.selectFrom('bookings').select('id').where('availability_id', '=', slot.id).execute();
    expect(bookings).toHaveLength(2);
  });
});

describe('retries', () => {
  it('a retried request returns its booking even after the slot has filled up or the activity was withdrawn', async () => {
    const { activity, slot } = await bookableSlot({ spots: 2 });
    const { client } = await traveler();
    const key = randomUUID();
    const first = await client.trpc.booking.create.mutate(input(activity.id, slot.id, { idempotencyKey: key }));
    expect(await client.trpc.booking.create.mutate(input(activity.id, slot.id, { idempotencyKey: key }))).toMatchObject(
      {
        id: first.id,
        created: false,
      },
    );
    await env.db.updateTable('activities').set({ status: 'rejected' }).where('id', '=', activity.id).execute();
    expect(await client.trpc.booking.create.mutate(input(activity.id, slot.id, { idempotencyKey: key }))).toMatchObject(
      {
        id: first.id,
        created: false,
      },
    );
    const other = await failure(
      client.trpc.booking.create.mutate(input(activity.id, slot.id, { idempotencyKey: randomUUID() })),
    );
    expect(other).toMatchObject({ code: 'NOT_FOUND', message: 'Activity not found or not available for booking' });
  });
});

describe('no overbooking, ever', () => {
  it('a slot of 10 spots hit by 200 concurrent requests of 1–3 people ends with booked_spots ≤ 10, exactly the accepted bookings stored, every rejection a CONFLICT', async () => {
    const { activity, slot } = await bookableSlot({ spots: 10 });
    const travelers = await Promise.all(Array.from({ length: 20 }, () => traveler()));
    const attempts = Array.from({ length: 200 }, (_, i) => {
      const people = (i % 3) + 1;
      const { client } = travelers[i % travelers.length]!;
      return client.trpc.booking.create
        .mutate(input(activity.id, slot.id, { numberOfPeople: people }))
        .then((b) => ({ ok: true as const, people, id: b.id }))
        .catch((error: unknown) => ({
          ok: false as const,
          people,
          code: trpcCode(error),
          message: (error as Error).message,
        }));
    });
    const results = await Promise.all(attempts);
    const accepted = results.filter((r) => r.ok);
    const rejected = results.filter((r) => !r.ok);
    const row = await env.db
      .selectFrom('activity_availability')
      .select('booked_spots')
      .where('id', '=', slot.id)
      .executeTakeFirstOrThrow();
    const stored = await env.db
      .selectFrom('bookings')
      .select(['id', 'number_of_people'])
      .where('availability_id', '=', slot.id)
      .execute();
    expect(row.booked_spots).toBeLessThanOrEqual(10);
    expect(row.booked_spots).toBe(accepted.reduce((sum, r) => sum + r.people, 0));
    expect(stored.map((b) => b.id).sort()).toEqual(accepted.map((r) => r.id).sort());
    expect(
      rejected.every((r) => r.code === 'CONFLICT' && r.message === 'Booking would exceed available capacity'),
    ).toBe(true);
    expect(accepted.length + rejected.length).toBe(200);
    expect(row.booked_spots).toBeGreaterThanOrEqual(8); // the slot fills up (1–3 people each: at most 2 spots left over)
  });
});
