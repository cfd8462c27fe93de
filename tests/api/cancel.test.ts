import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { useApiEnvironment } from '../helpers/api-environment.ts';
import { collect, createApiClient, failure } from '../helpers/client.ts';
import { createSupplier, createUser, dbNow, uniqueEmail } from '../helpers/factories.ts';

const { env, signedIn, bookableSlot } = useApiEnvironment({
  RATE_LIMITS: 'false',
  ADMIN_EMAILS: 'boss-cancel@example.test',
});

/**
 * A confirmed booking of 3 people on a 10-spot slot a week away, with its two parties signed
 * in; the form's email is the account's unless `typedEmail` is given.
 */
async function confirmedBooking(values: { typedEmail?: string; verified?: boolean } = {}) {
  const {
    supplier,
    supplierUser,
    activity,
    slot,
    travelerUser,
    traveler: travelerClient,
  } = await bookableSlot({
    daysAhead: 7,
    slot: { spots: 10 },
    traveler: { verified: values.verified },
  });
  const supplierClient = await signedIn(supplierUser.email);
  const booking = await travelerClient.trpc.booking.create.mutate({
    activityId: activity.id,
    availabilityId: slot.id,
    numberOfPeople: 3,
    customerName: 'Tara Traveler',
    customerEmail: values.typedEmail ?? travelerUser.email,
    customerPhone: '+386 40 123 456',
  });
  return { supplier, supplierUser, activity, slot, travelerUser, travelerClient, supplierClient, booking };
}

const bookedSpots = async (slotId: string) =>
  (
    await env.db
      .selectFrom('activity_availability')
      .select('booked_spots')
      .where('id', '=', slotId)
      .executeTakeFirstOrThrow()
  ).booked_spots;

const eventsOf = (bookingId: string) =>
  env.db
    .selectFrom('events')
    .selectAll()
    .where('booking_id', '=', bookingId)
    .where('type', '=', 'booking.cancelled')
    .execute();

/** Cancellation emails about an activity (each test's activity has a unique title). */
const cancellationMails = (_bookingId: string, title: string) =>
  env.db
    .selectFrom('email_outbox')
    .select(['to_address', 'kind', 'text_body'])
    .where('kind', '=', 'booking_cancelled')
    .where('text_body', 'like', `%${title}%`)
    .execute();

describe('booking.cancel', () => {
  it('the traveler cancels before the deadline: status, reason, cancelled_at and _by set, the spots given back exactly, both parties told live and by email', async () => {
    const b = await confirmedBooking();
    expect(await bookedSpots(b.slot.id)).toBe(3);
    const travelerEvents = collect<{ type: string; bookingId: string | null }>();
    const supplierEvents = collect<{ type: string; bookingId: string | null; payload: Record<string, unknown> }>();
    const subs = [
      b.travelerClient.trpc.auth.events.subscribe(undefined, {
        onStarted: travelerEvents.onStarted,
        onData: (e) => travelerEvents.push(e.data),
      }),
      b.supplierClient.trpc.auth.events.subscribe(undefined, {
        onStarted: supplierEvents.onStarted,
        onData: (e) => supplierEvents.push(e.data),
      }),
    ];
    await Promise.all([travelerEvents.started, supplierEvents.started]);
    const result = await b.travelerClient.trpc.booking.cancel.mutate({
      bookingId: b.booking.id,
      reason: '  Flight cancelled  ',
    });
    expect(result).toMatchObject({ id: b.booking.id, status: 'cancelled', reason: 'Flight cancelled' });
    const row = await env.db
      .selectFrom('bookings')
      .selectAll()
      .where('id', '=', b.booking.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      status: 'cancelled',
      cancellation_reason: 'Flight cancelled',
      cancelled_by: b.travelerUser.id,
    });
    expect(row.cancelled_at).toBeInstanceOf(Date);
    expect(await bookedSpots(b.slot.id)).toBe(0);
    const events = await eventsOf(b.booking.id);
    expect(events).toHaveLength(1);
    expect(new Set(events[0]!.audience)).toEqual(new Set([b.travelerUser.id, b.supplierUser.id]));
    const mails = await cancellationMails(b.booking.id, b.activity.title);
    expect(mails.map((m) => m.to_address).sort()).toEqual([b.supplier.email, b.travelerUser.email].sort());
    expect(mails.every((m) => m.text_body.includes('Reason: Flight cancelled'))).toBe(true);
    await Promise.all([travelerEvents.waitFor(1), supplierEvents.waitFor(1)]);
    subs.forEach((s) => s.unsubscribe());
    expect(supplierEvents.items[0]).toMatchObject({
      type: 'booking.cancelled',
      bookingId: b.booking.id,
      payload: { status: 'cancelled', cancelledBy: 'traveler', reason: 'Flight cancelled' },
    });
    expect(travelerEvents.items[0]).toMatchObject({ type: 'booking.cancelled', bookingId: b.booking.id });
  });

  it.each(['traveler', 'supplier'] as const)(
    'cancelled by the %s: the traveler’s email goes to the account’s address, never to the one typed in the booking form',
    async (party) => {
      const typedEmail = uniqueEmail('typed');
      const b = await confirmedBooking({ typedEmail });
      const client = party === 'traveler' ? b.travelerClient : b.supplierClient;
      await client.trpc.booking.cancel.mutate({ bookingId: b.booking.id, reason: 'Visit spam.example now' });
      const mails = await cancellationMails(b.booking.id, b.activity.title);
      expect(mails.map((m) => m.to_address).sort()).toEqual([b.supplier.email, b.travelerUser.email].sort());
      const typed = await env.db
        .selectFrom('email_outbox')
        .select('kind')
        .where('to_address', '=', typedEmail)
        .execute();
      expect(typed).toEqual([]);
    },
  );

  it('an account whose address is not verified gets no cancellation email; the supplier does', async () => {
    const b = await confirmedBooking({ verified: false });
    await b.supplierClient.trpc.booking.cancel.mutate({ bookingId: b.booking.id, reason: 'Storm warning' });
    const mails = await cancellationMails(b.booking.id, b.activity.title);
    expect(mails.map((m) => m.to_address)).toEqual([b.supplier.email]);
    expect(mails[0]!.text_body).toContain('Reason: Storm warning');
    expect(await eventsOf(b.booking.id)).toHaveLength(1);
  });

  it('the activity’s supplier cancels with the same procedure', async () => {
    const b = await confirmedBooking();
    await b.supplierClient.trpc.booking.cancel.mutate({ bookingId: b.booking.id, reason: 'Storm warning' });
    const row = await env.db
      .selectFrom('bookings')
      .selectAll()
      .where('id', '=', b.booking.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      status: 'cancelled',
      cancellation_reason: 'Storm warning',
      cancelled_by: b.supplierUser.id,
    });
    expect(await bookedSpots(b.slot.id)).toBe(0);
  });

  it('the freed spots can be booked again', async () => {
    const b = await confirmedBooking();
    await env.db.updateTable('activity_availability').set({ available_spots: 3 }).where('id', '=', b.slot.id).execute();
    const again = {
      activityId: b.activity.id,
      availabilityId: b.slot.id,
      numberOfPeople: 3,
      customerName: 'Tara Traveler',
      customerEmail: b.travelerUser.email,
      customerPhone: '+386 40 123 456',
    };
    expect(await failure(b.travelerClient.trpc.booking.create.mutate(again))).toMatchObject({ code: 'CONFLICT' });
    await b.travelerClient.trpc.booking.cancel.mutate({ bookingId: b.booking.id, reason: 'Changed plans' });
    await expect(b.travelerClient.trpc.booking.create.mutate(again)).resolves.toMatchObject({ status: 'confirmed' });
    expect(await bookedSpots(b.slot.id)).toBe(3);
  });

  it('refuses a second cancellation ("already cancelled") and gives no spots back twice', async () => {
    const b = await confirmedBooking();
    await b.travelerClient.trpc.booking.cancel.mutate({ bookingId: b.booking.id, reason: 'Ill' });
    const second = await failure(
      b.supplierClient.trpc.booking.cancel.mutate({ bookingId: b.booking.id, reason: 'Again' }),
    );
    expect(second).toMatchObject({ code: 'CONFLICT', message: 'This booking has already been cancelled.' });
    expect(await bookedSpots(b.slot.id)).toBe(0);
    expect(await eventsOf(b.booking.id)).toHaveLength(1);
  });

  it('two simultaneous cancellations by both parties: exactly one succeeds', async () => {
    const b = await confirmedBooking();
    const results = await Promise.allSettled([
      b.travelerClient.trpc.booking.cancel.mutate({ bookingId: b.booking.id, reason: 'A' }),
      b.supplierClient.trpc.booking.cancel.mutate({ bookingId: b.booking.id, reason: 'B' }),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(await bookedSpots(b.slot.id)).toBe(0);
  });

  it.each(['traveler', 'supplier'] as const)(
    'refuses the %s after the cancellation deadline: “Cancellation deadline has passed”, nothing written',
    async (party) => {
      const b = await confirmedBooking();
      await env.db
        .updateTable('bookings')
        .set({ cancellation_deadline: new Date(dbNow().getTime() - 60_000) })
        .where('id', '=', b.booking.id)
        .execute();
      const mailsBefore = (await cancellationMails(b.booking.id, b.activity.title)).length;
      const client = party === 'traveler' ? b.travelerClient : b.supplierClient;
      const error = await failure(client.trpc.booking.cancel.mutate({ bookingId: b.booking.id, reason: 'Too late' }));
      expect(error).toMatchObject({ code: 'PRECONDITION_FAILED', message: 'Cancellation deadline has passed' });
      const row = await env.db
        .selectFrom('bookings')
        .select(['status', 'cancellation_reason'])
        .where('id', '=', b.booking.id)
        .executeTakeFirstOrThrow();
      expect(row).toEqual({ status: 'confirmed', cancellation_reason: null });
      expect(await bookedSpots(b.slot.id)).toBe(3);
      expect(await eventsOf(b.booking.id)).toHaveLength(0);
      expect((await cancellationMails(b.booking.id, b.activity.title)).length).toBe(mailsBefore);
    },
  );

  it('requires a non-blank reason: “Please provide a reason for cancellation”', async () => {
    const b = await confirmedBooking();
    const error = await failure(
      b.travelerClient.trpc.booking.cancel.mutate({ bookingId: b.booking.id, reason: '   ' }),
    );
    expect(error.code).toBe('BAD_REQUEST');
    expect(error.message).toContain('Please provide a reason for cancellation');
  });

  it('authorisation: another traveler, another supplier and an admin are refused; anonymous must sign in; an unknown booking is not found', async () => {
    const b = await confirmedBooking();
    const otherTraveler = await signedIn((await createUser(env.db)).email);
    const otherSupplier = await signedIn((await createSupplier(env.db)).user.email);
    const admin = await signedIn(
      (await createUser(env.db, { email: 'boss-cancel@example.test', role: 'admin' })).email,
    );
    for (const client of [otherTraveler, otherSupplier, admin]) {
      expect(
        await failure(client.trpc.booking.cancel.mutate({ bookingId: b.booking.id, reason: 'Mine now' })),
      ).toMatchObject({
        code: 'FORBIDDEN',
        message: 'You do not have permission to cancel this booking.',
      });
    }
    expect(
      await failure(
        createApiClient(env.server.url).trpc.booking.cancel.mutate({ bookingId: b.booking.id, reason: 'x' }),
      ),
    ).toMatchObject({ code: 'UNAUTHORIZED' });
    expect(
      await failure(otherTraveler.trpc.booking.cancel.mutate({ bookingId: randomUUID(), reason: 'x' })),
    ).toMatchObject({
      code: 'NOT_FOUND',
      message: 'Booking not found',
    });
    expect(await bookedSpots(b.slot.id)).toBe(3);
  });
});
