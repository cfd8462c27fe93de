import { describe, expect, it } from 'vitest';
import { bookingReference } from '@regen/shared/booking-reference';
import { formatLongDate } from '@regen/shared/format';
import type { SupplierBookingAlert } from '@regen/shared/schemas/supplier';
import { sql } from 'kysely';
import { useApiEnvironment } from '../helpers/api-environment.ts';
import { collect, createApiClient, failure, trpcCode } from '../helpers/client.ts';
import { createApprovedActivity, createSlot, createSupplier, createUser, daysFromToday } from '../helpers/factories.ts';

// "Manage booking" (booking.reschedule, docs/decisions/095): another slot and/or party size
// before the cancellation deadline, in one capacity-safe transaction.

const { env, signedIn } = useApiEnvironment({ RATE_LIMITS: 'false' });

async function traveler(firstName = 'Tara') {
  const user = await createUser(env.db, { firstName, lastName: 'Traveler' });
  return { user, client: await signedIn(user.email) };
}

/** An activity (at most 4 people a booking, $65 each) with two slots a week and 8 days away. */
async function twoSlots(spots = { a: 10, b: 10 }) {
  const { supplier, user: supplierUser } = await createSupplier(env.db, { businessName: 'Green Trails Ltd' });
  const activity = await createApprovedActivity(env.db, supplier.id, { maxParticipants: 4, priceCents: 6500 });
  const a = await createSlot(env.db, activity.id, { date: daysFromToday(7), startTime: '09:00', spots: spots.a });
  const b = await createSlot(env.db, activity.id, {
    date: daysFromToday(8),
    startTime: '14:00',
    endTime: '17:00',
    spots: spots.b,
  });
  return { supplier, supplierUser, activity, a, b };
}

const book = (client: Awaited<ReturnType<typeof traveler>>['client'], activityId: string, slotId: string, people = 2) =>
  client.trpc.booking.create.mutate({
    activityId,
    availabilityId: slotId,
    numberOfPeople: people,
    customerName: 'Tara Traveler',
    customerEmail: 'tara@example.test',
    customerPhone: '+386 40 123 456',
  });

const bookedSpots = async (slotId: string) =>
  (
    await env.db
      .selectFrom('activity_availability')
      .select('booked_spots')
      .where('id', '=', slotId)
      .executeTakeFirstOrThrow()
  ).booked_spots;

const bookingRow = (id: string) =>
  env.db
    .selectFrom('bookings')
    .select([
      'availability_id',
      sql<string>`to_char(booking_date, 'YYYY-MM-DD')`.as('date'),
      sql<string>`to_char(booking_time, 'HH24:MI')`.as('time'),
      'number_of_people',
      'total_price_cents',
      'status',
      'cancellation_deadline',
    ])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();

describe('booking.reschedule', () => {
  it('moves a booking to another slot and party size: spots moved exactly, row, emails, reminder, both parties told live', async () => {
    const { supplier, supplierUser, activity, a, b } = await twoSlots();
    const { user, client } = await traveler();
    const booking = await book(client, activity.id, a.id, 2);
    const supplierClient = await signedIn(supplierUser.email);
    const alerts = collect<SupplierBookingAlert>();
    const sub = supplierClient.trpc.supplier.bookingAlerts.subscribe(undefined, {
      onStarted: alerts.onStarted,
      onData: (d) => alerts.push(d.data),
    });
    await alerts.started;

    const changed = await client.trpc.booking.reschedule.mutate({
      bookingId: booking.id,
      availabilityId: b.id,
      numberOfPeople: 3,
    });
    expect(changed).toMatchObject({
      id: booking.id,
      reference: bookingReference(booking.id),
      availabilityId: b.id,
      bookingDate: daysFromToday(8),
      bookingTime: '14:00',
      numberOfPeople: 3,
      totalPriceCents: 19500,
      cancellable: true,
    });
    expect([await bookedSpots(a.id), await bookedSpots(b.id)]).toEqual([0, 3]);
    const row = await bookingRow(booking.id);
    expect(row).toMatchObject({
      availability_id: b.id,
      date: daysFromToday(8),
      time: '14:00',
      number_of_people: 3,
      total_price_cents: 19500,
      status: 'confirmed',
    });
    // The new slot's deadline: 24 hours before 14:00 in Ljubljana.
    const { rows } = await sql<{ deadline: Date }>`
      select ((${daysFromToday(8)}::date + time '14:00') at time zone 'Europe/Ljubljana') - interval '24 hours' as deadline
    `.execute(env.db);
    expect(new Date(row.cancellation_deadline).getTime()).toBe(new Date(rows[0]!.deadline).getTime());

    const mails = await env.db
      .selectFrom('email_outbox')
      .select(['kind', 'to_address', 'subject', 'text_body', 'send_after', 'sent_at'])
      .where('booking_id', '=', booking.id)
      .where('kind', 'in', ['booking_changed', 'booking_reminder'])
      .execute();
    const changedMails = mails.filter((m) => m.kind === 'booking_changed');
    expect(changedMails.map((m) => m.to_address).sort()).toEqual([supplier.email, user.email].sort());
    const subject = `Booking changed: ${activity.title} on ${formatLongDate(daysFromToday(8))}`;
    expect(changedMails.every((m) => m.subject === subject)).toBe(true);
    const travelerMail = changedMails.find((m) => m.to_address === user.email)!;
    expect(travelerMail.text_body).toContain(
      `Your booking of ${activity.title} with Green Trails Ltd is now on ${formatLongDate(daysFromToday(8))} at 2:00 PM (Europe/Ljubljana time) for 3 people.`,
    );
    expect(travelerMail.text_body).toContain(
      `It was on ${formatLongDate(daysFromToday(7))} at 9:00 AM (Europe/Ljubljana time) for 2 people.`,
    );
    expect(travelerMail.text_body).toContain('Total: $195, paid on site.');
    expect(travelerMail.text_body).toContain(`Booking reference: ${bookingReference(booking.id)}`);
    const supplierMail = changedMails.find((m) => m.to_address === supplier.email)!;
    expect(supplierMail.text_body).toContain(`Tara Traveler changed their booking of ${activity.title}.`);
    // One reminder, for the new slot: the old one went with the change.
    const reminders = mails.filter((m) => m.kind === 'booking_reminder');
    expect(reminders).toHaveLength(1);
    expect(reminders[0]!.text_body).toContain(formatLongDate(daysFromToday(8)));

    await alerts.waitFor(1);
    expect(alerts.items[0]).toMatchObject({
      kind: 'rescheduled',
      bookingId: booking.id,
      bookingDate: daysFromToday(8),
      numberOfPeople: 3,
    });
    sub.unsubscribe();
    const events = await env.db
      .selectFrom('events')
      .select(['type', 'audience', 'payload'])
      .where('booking_id', '=', booking.id)
      .where('type', '=', 'booking.rescheduled')
      .execute();
    expect(events).toHaveLength(1);
    expect(events[0]!.audience.sort()).toEqual([user.id, supplierUser.id].sort());
    expect(events[0]!.payload).toMatchObject({
      previous: { bookingDate: daysFromToday(7), bookingTime: '09:00', numberOfPeople: 2 },
    });

    // The confirmation page reads the booking as it is now.
    const details = await client.trpc.booking.details.query({ bookingId: booking.id });
    expect(details).toMatchObject({
      reference: bookingReference(booking.id),
      bookingDate: daysFromToday(8),
      bookingTime: '14:00',
      endTime: '17:00',
      numberOfPeople: 3,
      totalPriceCents: 19500,
      supplierName: 'Green Trails Ltd',
      changeable: true,
    });
  });

  it('changes the party size on the same slot by the difference only', async () => {
    const { activity, a } = await twoSlots({ a: 5, b: 5 });
    const { client } = await traveler();
    const booking = await book(client, activity.id, a.id, 2);
    await client.trpc.booking.reschedule.mutate({ bookingId: booking.id, availabilityId: a.id, numberOfPeople: 4 });
    expect(await bookedSpots(a.id)).toBe(4);
    await client.trpc.booking.reschedule.mutate({ bookingId: booking.id, availabilityId: a.id, numberOfPeople: 1 });
    expect(await bookedSpots(a.id)).toBe(1);
    expect((await bookingRow(booking.id)).total_price_cents).toBe(6500);
  });

  it('refuses with a 4xx and its message, changing nothing', async () => {
    const { activity, a, b } = await twoSlots({ a: 10, b: 3 });
    const { client } = await traveler();
    const booking = await book(client, activity.id, a.id, 2);
    const change = (availabilityId: string, numberOfPeople: number) =>
      failure(client.trpc.booking.reschedule.mutate({ bookingId: booking.id, availabilityId, numberOfPeople }));
    const { client: other } = await traveler('Otto');
    await book(other, activity.id, b.id, 2);

    expect(await change(b.id, 2)).toMatchObject({
      code: 'CONFLICT',
      message: 'Booking would exceed available capacity',
    });
    expect(await change(b.id, 5)).toMatchObject({
      code: 'BAD_REQUEST',
      message: 'This activity takes at most 4 people per booking',
    });
    expect(await change(a.id, 2)).toMatchObject({
      code: 'BAD_REQUEST',
      message: 'Choose another time or number of people to change this booking.',
    });
    const closed = await createSlot(env.db, activity.id, { date: daysFromToday(9), available: false });
    expect(await change(closed.id, 2)).toMatchObject({
      code: 'BAD_REQUEST',
      message: 'Please select a valid time slot',
    });
    const started = await createSlot(env.db, activity.id, { date: daysFromToday(-1) });
    expect(await change(started.id, 2)).toMatchObject({
      code: 'BAD_REQUEST',
      message: 'This time slot has already started. Please select another time.',
    });
    const { supplier: otherSupplier } = await createSupplier(env.db);
    const elsewhere = await createApprovedActivity(env.db, otherSupplier.id);
    const foreign = await createSlot(env.db, elsewhere.id, { date: daysFromToday(9) });
    expect(await change(foreign.id, 2)).toMatchObject({
      code: 'NOT_FOUND',
      message: 'Activity not found or not available for booking',
    });
    expect(await change('not-a-slot', 2)).toMatchObject({ code: 'NOT_FOUND' });
    expect((await change(b.id, 0)).code).toBe('BAD_REQUEST');
    expect([await bookedSpots(a.id), await bookedSpots(b.id)]).toEqual([2, 2]);
    expect((await bookingRow(booking.id)).availability_id).toBe(a.id);

    // The activity taken off the site: not bookable, so not changeable either.
    await env.db.updateTable('activities').set({ status: 'pending' }).where('id', '=', activity.id).execute();
    expect(await change(b.id, 1)).toMatchObject({
      code: 'NOT_FOUND',
      message: 'Activity not found or not available for booking',
    });
    await env.db.updateTable('activities').set({ status: 'approved' }).where('id', '=', activity.id).execute();

    // Past the cancellation deadline (the clock is the database's: the deadline moves instead).
    await env.db
      .updateTable('bookings')
      .set({ cancellation_deadline: sql<Date>`now() - interval '1 minute'` })
      .where('id', '=', booking.id)
      .execute();
    expect(await change(b.id, 1)).toMatchObject({
      code: 'PRECONDITION_FAILED',
      message: 'The cancellation deadline of this booking has passed: it can no longer be changed.',
    });
    await env.db
      .updateTable('bookings')
      .set({ cancellation_deadline: sql<Date>`now() + interval '5 days'` })
      .where('id', '=', booking.id)
      .execute();
    await client.trpc.booking.cancel.mutate({ bookingId: booking.id, reason: 'Plans changed' });
    expect(await change(b.id, 1)).toMatchObject({
      code: 'CONFLICT',
      message: 'This booking has been cancelled and can no longer be changed.',
    });
    expect([await bookedSpots(a.id), await bookedSpots(b.id)]).toEqual([0, 2]);
  });

  it('only the booking’s traveler may see or change it', async () => {
    const { supplierUser, activity, a, b } = await twoSlots();
    const { client } = await traveler();
    const booking = await book(client, activity.id, a.id, 2);
    const { client: other } = await traveler('Otto');
    const supplierClient = await signedIn(supplierUser.email);
    const anonymous = createApiClient(env.server.url);
    const input = { bookingId: booking.id, availabilityId: b.id, numberOfPeople: 2 };
    for (const c of [other, supplierClient]) {
      expect(await failure(c.trpc.booking.reschedule.mutate(input))).toMatchObject({
        code: 'FORBIDDEN',
        message: 'You do not have permission to change this booking.',
      });
      expect(await failure(c.trpc.booking.details.query({ bookingId: booking.id }))).toMatchObject({
        code: 'NOT_FOUND',
        message: 'Booking not found',
      });
    }
    expect((await failure(anonymous.trpc.booking.reschedule.mutate(input))).code).toBe('UNAUTHORIZED');
    expect((await failure(anonymous.trpc.booking.details.query({ bookingId: booking.id }))).code).toBe('UNAUTHORIZED');
    await anonymous.close();
    expect(await bookedSpots(a.id)).toBe(2);
  });
});

describe('reschedules racing bookings', () => {
  it('100 concurrent reschedules and bookings on two slots end with neither over capacity and every spot accounted for', async () => {
    const capacity = 30;
    const { activity, a, b } = await twoSlots({ a: capacity, b: capacity });
    const travelers = await Promise.all(Array.from({ length: 10 }, (_, i) => traveler(`T${i}`)));
    // 25 one-person bookings on each slot: 50 of the 60 spots taken before the race.
    const existing: { id: string; client: (typeof travelers)[number]['client']; slot: string }[] = [];
    for (let i = 0; i < 50; i++) {
      const { client } = travelers[i % 10]!;
      const slot = i % 2 === 0 ? a.id : b.id;
      existing.push({ id: (await book(client, activity.id, slot, 1)).id, client, slot });
    }
    const attempts = Array.from({ length: 100 }, (_, i) => {
      if (i % 2 === 0) {
        // Each existing booking is moved once, to the other slot, for 1–3 people.
        const { id, client, slot } = existing[i / 2]!;
        const people = (i % 3) + 1;
        return client.trpc.booking.reschedule
          .mutate({ bookingId: id, availabilityId: slot === a.id ? b.id : a.id, numberOfPeople: people })
          .then(() => ({ ok: true as const }))
          .catch((error: unknown) => ({
            ok: false as const,
            code: trpcCode(error),
            message: (error as Error).message,
          }));
      }
      const { client } = travelers[i % 10]!;
      return book(client, activity.id, i % 4 === 1 ? a.id : b.id, (i % 2) + 1)
        .then(() => ({ ok: true as const }))
        .catch((error: unknown) => ({ ok: false as const, code: trpcCode(error), message: (error as Error).message }));
    });
    const results = await Promise.all(attempts);
    const refused = results.filter((r) => !r.ok);
    expect(refused.length).toBeGreaterThan(0);
    expect(
      refused.every(
        (r) => 'code' in r && r.code === 'CONFLICT' && r.message === 'Booking would exceed available capacity',
      ),
    ).toBe(true);
    for (const slot of [a, b]) {
      const held = await bookedSpots(slot.id);
      const { people } = await env.db
        .selectFrom('bookings')
        .select(sql<number>`coalesce(sum(number_of_people), 0)::int`.as('people'))
        .where('availability_id', '=', slot.id)
        .where('status', '=', 'confirmed')
        .executeTakeFirstOrThrow();
      expect(held).toBeLessThanOrEqual(capacity);
      expect(held).toBe(people);
    }
  });
});
