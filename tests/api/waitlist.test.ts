import { describe, expect, it } from 'vitest';
import { formatLongDate } from '@regen/shared/format';
import { sql } from 'kysely';
import { fixedNow } from '../../server/src/rules/booking.ts';
import {
  WAITLIST_HOLD_MINUTES,
  confirmWaitlistHold,
  offerFreedSpots,
  runWaitlist,
} from '../../server/src/modules/waitlist/index.ts';
import { expireHolds } from '../../server/src/modules/octo/index.ts';
import { useApiEnvironment } from '../helpers/api-environment.ts';
import { createApiClient, failure } from '../helpers/client.ts';
import {
  createApprovedActivity,
  createSlot,
  createSupplier,
  createUser,
  daysFromToday,
  dbNow,
} from '../helpers/factories.ts';

// The waitlist of a full slot (docs/decisions/095): freed spots are offered to the first in line
// whose party fits and held for them (in the slot's one capacity) until the hold runs out.

const { env, signedIn } = useApiEnvironment({ RATE_LIMITS: 'false' });
const services = () => ({ db: env.db, config: env.server.config });

async function traveler(firstName: string) {
  const user = await createUser(env.db, { firstName, lastName: 'Traveler' });
  return { user, client: await signedIn(user.email) };
}
type Client = Awaited<ReturnType<typeof traveler>>['client'];

async function fullSlot(spots = 4) {
  const { supplier, user: supplierUser } = await createSupplier(env.db, { businessName: 'Green Trails Ltd' });
  const activity = await createApprovedActivity(env.db, supplier.id, { maxParticipants: 6, priceCents: 5000 });
  const slot = await createSlot(env.db, activity.id, { date: daysFromToday(12), startTime: '09:00', spots });
  const owner = await traveler('Olga');
  const booking = await book(owner.client, activity.id, slot.id, spots);
  return { supplier, supplierUser, activity, slot, owner, booking };
}

const book = (client: Client, activityId: string, slotId: string, people: number) =>
  client.trpc.booking.create.mutate({
    activityId,
    availabilityId: slotId,
    numberOfPeople: people,
    customerName: 'Tara Traveler',
    customerEmail: 'tara@example.test',
    customerPhone: '+386 40 123 456',
  });

const join = (client: Client, slotId: string, people: number, name = 'Wanda Waiting') =>
  client.trpc.waitlist.join.mutate({
    availabilityId: slotId,
    numberOfPeople: people,
    customerName: name,
    customerPhone: '+386 41 555 666',
  });

const bookedSpots = async (slotId: string) =>
  (
    await env.db
      .selectFrom('activity_availability')
      .select('booked_spots')
      .where('id', '=', slotId)
      .executeTakeFirstOrThrow()
  ).booked_spots;

const entry = (id: string) =>
  env.db.selectFrom('waitlist_entries').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

const offerMails = (to: string) =>
  env.db
    .selectFrom('email_outbox')
    .select(['subject', 'text_body'])
    .where('kind', '=', 'waitlist_offer')
    .where('to_address', '=', to)
    .execute();

/** The database's clock `minutes` from now: the injected clock of the waitlist's sweep. */
const inMinutes = (minutes: number) => fixedNow(new Date(dbNow().getTime() + minutes * 60_000));

describe('waitlist', () => {
  it('offers a full slot’s freed spots to the first in line whose party fits, holds them in the slot’s capacity, and books them on confirm', async () => {
    const { activity, slot, owner, booking } = await fullSlot(4);
    expect(
      await services().db.selectFrom('waitlist_entries').select('id').where('availability_id', '=', slot.id).execute(),
    ).toEqual([]);
    const fullSlots = await owner.client.trpc.waitlist.fullSlots.query({ activityId: activity.id });
    expect(fullSlots).toEqual([{ id: slot.id, date: daysFromToday(12), startTime: '09:00', endTime: '12:00' }]);

    const big = await traveler('Bea');
    const small = await traveler('Sol');
    const bigEntry = await join(big.client, slot.id, 3, 'Bea Traveler');
    const smallEntry = await join(small.client, slot.id, 1, 'Sol Traveler');
    expect(await failure(join(small.client, slot.id, 1))).toMatchObject({
      code: 'CONFLICT',
      message: 'You are already on the waitlist for this time.',
    });
    expect(await small.client.trpc.waitlist.mine.query()).toMatchObject([
      { id: smallEntry.id, status: 'waiting', position: 2, numberOfPeople: 1, activityTitle: activity.title },
    ]);

    // The owner moves 2 people away (party of 4 → 2): 2 spots free, Bea's 3 do not fit, Sol's 1 does.
    await owner.client.trpc.booking.reschedule.mutate({
      bookingId: booking.id,
      availabilityId: slot.id,
      numberOfPeople: 2,
    });
    await offerFreedSpots(services(), { activityId: activity.id });
    expect((await entry(smallEntry.id)).status).toBe('offered');
    expect((await entry(bigEntry.id)).status).toBe('waiting');
    // The held spot is in the slot's capacity: 2 booked + 1 held, 1 left for anyone.
    expect(await bookedSpots(slot.id)).toBe(3);
    const mails = await offerMails(small.user.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe(`Spots freed up: ${activity.title} on ${formatLongDate(daysFromToday(12))}`);
    expect(mails[0]!.text_body).toContain(
      `Good news: spots freed up for ${activity.title} with Green Trails Ltd on ${formatLongDate(daysFromToday(12))} at 9:00 AM (Europe/Ljubljana time). We are holding 1 spot for you.`,
    );
    expect(mails[0]!.text_body).toMatch(/\n\nConfirm your booking: http\S+\/waitlist\n\n/);
    const held = await entry(smallEntry.id);
    expect(new Date(held.hold_expires_at!).getTime() - new Date(held.offered_at!).getTime()).toBe(
      WAITLIST_HOLD_MINUTES * 60_000,
    );

    // Another owner's hands are off the hold; the traveler confirms it.
    expect(await failure(big.client.trpc.waitlist.confirm.mutate({ entryId: smallEntry.id }))).toMatchObject({
      code: 'NOT_FOUND',
      message: 'Waitlist entry not found',
    });
    expect(await failure(big.client.trpc.waitlist.confirm.mutate({ entryId: bigEntry.id }))).toMatchObject({
      code: 'CONFLICT',
      message: 'No spots are held for you yet: we will email you when they free up.',
    });
    const confirmed = await small.client.trpc.waitlist.confirm.mutate({ entryId: smallEntry.id });
    expect(confirmed).toMatchObject({ status: 'confirmed', numberOfPeople: 1, bookingDate: daysFromToday(12) });
    expect(await bookedSpots(slot.id)).toBe(3);
    expect(await entry(smallEntry.id)).toMatchObject({
      status: 'booked',
      booking_id: confirmed.id,
      hold_expires_at: null,
    });
    const written = await env.db
      .selectFrom('bookings')
      .select(['user_id', 'customer_name', 'customer_email', 'customer_phone', 'status'])
      .where('id', '=', confirmed.id)
      .executeTakeFirstOrThrow();
    expect(written).toEqual({
      user_id: small.user.id,
      customer_name: 'Sol Traveler',
      customer_email: small.user.email,
      customer_phone: '+386 41 555 666',
      status: 'confirmed',
    });
    const confirmation = await env.db
      .selectFrom('email_outbox')
      .select('to_address')
      .where('booking_id', '=', confirmed.id)
      .where('kind', '=', 'booking_confirmed')
      .execute();
    expect(confirmation).toEqual([{ to_address: small.user.email }]);
    expect(await failure(small.client.trpc.waitlist.confirm.mutate({ entryId: smallEntry.id }))).toMatchObject({
      code: 'CONFLICT',
      message: 'These spots are already booked.',
    });
  });

  it('a hold that runs out (injected clock) gives its spots back and passes them to the next in line', async () => {
    const { activity, slot, owner, booking } = await fullSlot(2);
    const first = await traveler('Fay');
    const second = await traveler('Sid');
    const firstEntry = await join(first.client, slot.id, 2);
    const secondEntry = await join(second.client, slot.id, 2);
    await owner.client.trpc.booking.cancel.mutate({ bookingId: booking.id, reason: 'Plans changed' });
    await offerFreedSpots(services(), { activityId: activity.id });
    expect((await entry(firstEntry.id)).status).toBe('offered');
    expect(await bookedSpots(slot.id)).toBe(2);
    // Nobody else can take the held spots meanwhile.
    const late = await traveler('Lou');
    expect(await failure(book(late.client, activity.id, slot.id, 1))).toMatchObject({
      code: 'CONFLICT',
      message: 'Booking would exceed available capacity',
    });

    // Just before the hold's end nothing moves; just after, it expires and Sid is offered the spots.
    expect(await runWaitlist(services(), inMinutes(WAITLIST_HOLD_MINUTES - 1))).toEqual({ expired: 0, offered: 0 });
    const after = await runWaitlist(services(), inMinutes(WAITLIST_HOLD_MINUTES + 1));
    expect(after.expired).toBeGreaterThanOrEqual(1);
    expect(await entry(firstEntry.id)).toMatchObject({ status: 'expired', hold_expires_at: null });
    expect((await entry(secondEntry.id)).status).toBe('offered');
    expect(await bookedSpots(slot.id)).toBe(2);
    expect(await offerMails(second.user.email)).toHaveLength(1);
    expect(await failure(first.client.trpc.waitlist.confirm.mutate({ entryId: firstEntry.id }))).toMatchObject({
      code: 'CONFLICT',
      message: 'The spots held for you have been released: your hold has expired.',
    });
    // A hold past its end is refused even before the sweep runs.
    const early = await confirmWaitlistHold(
      services(),
      second.user.id,
      { entryId: secondEntry.id },
      inMinutes(WAITLIST_HOLD_MINUTES * 3),
    ).catch((error: unknown) => error as Error);
    expect((early as Error).message).toBe('The spots held for you have been released: your hold has expired.');
    // Sid gives the hold back: the spots return to the slot (nobody else waits).
    await second.client.trpc.waitlist.leave.mutate({ entryId: secondEntry.id });
    expect(await bookedSpots(slot.id)).toBe(0);
    expect((await entry(secondEntry.id)).status).toBe('left');
  });

  it('spots a reseller’s expired hold gives back reach the line through the sweep', async () => {
    const { slot, owner, booking } = await fullSlot(3);
    // The owner's booking becomes a reseller's hold that has run out (the OCTO sweep releases it).
    await env.db
      .updateTable('bookings')
      .set({ status: 'on_hold', hold_expires_at: sql<Date>`now() - interval '1 second'` })
      .where('id', '=', booking.id)
      .execute();
    const waiting = await traveler('Wes');
    const waitingEntry = await join(waiting.client, slot.id, 3);
    await expireHolds(env.db);
    expect(await bookedSpots(slot.id)).toBe(0);
    await runWaitlist(services());
    expect((await entry(waitingEntry.id)).status).toBe('offered');
    expect(await bookedSpots(slot.id)).toBe(3);
    expect(owner.user.id).not.toBe(waiting.user.id);
  });

  it('refuses with a 4xx: spots still free, too many people, unknown or started slots; others’ entries; anonymous callers', async () => {
    const { activity, slot, supplierUser } = await fullSlot(2);
    const open = await createSlot(env.db, activity.id, { date: daysFromToday(13), spots: 5 });
    const { client } = await traveler('Rex');
    expect(await failure(join(client, open.id, 2))).toMatchObject({
      code: 'CONFLICT',
      message: 'This time still has spots for your party: book it instead.',
    });
    expect(await failure(join(client, slot.id, 7))).toMatchObject({
      code: 'BAD_REQUEST',
      message: 'This activity takes at most 6 people per booking',
    });
    expect(await failure(join(client, '7d2c1a55-8f0e-4f6c-9d7e-3c1b2a4e5f60', 1))).toMatchObject({
      code: 'NOT_FOUND',
      message: 'Activity not found or not available for booking',
    });
    const past = await createSlot(env.db, activity.id, { date: daysFromToday(-1), spots: 1, booked: 1 });
    expect(await failure(join(client, past.id, 1))).toMatchObject({
      code: 'BAD_REQUEST',
      message: 'This time slot has already started. Please select another time.',
    });
    // Only the entry's traveler may see, confirm or leave it: another traveler, the activity's
    // supplier and an admin are told it does not exist.
    const mine = await join(client, slot.id, 1);
    const { client: other } = await traveler('Ola');
    const supplierClient = await signedIn(supplierUser.email);
    const admin = await createUser(env.db, { role: 'admin' });
    const adminClient = await signedIn(admin.email);
    for (const c of [other, supplierClient, adminClient]) {
      for (const call of [c.trpc.waitlist.confirm, c.trpc.waitlist.leave]) {
        expect(await failure(call.mutate({ entryId: mine.id }))).toMatchObject({
          code: 'NOT_FOUND',
          message: 'Waitlist entry not found',
        });
      }
      expect((await c.trpc.waitlist.mine.query()).some((e) => e.id === mine.id)).toBe(false);
    }
    expect((await entry(mine.id)).status).toBe('waiting');
    const anonymous = createApiClient(env.server.url);
    expect((await failure(join(anonymous, slot.id, 1))).code).toBe('UNAUTHORIZED');
    expect((await failure(anonymous.trpc.waitlist.confirm.mutate({ entryId: mine.id }))).code).toBe('UNAUTHORIZED');
    expect((await failure(anonymous.trpc.waitlist.mine.query())).code).toBe('UNAUTHORIZED');
    // Full slots are public (no one's data): the booking page offers them to everyone.
    expect(await anonymous.trpc.waitlist.fullSlots.query({ activityId: activity.id })).toHaveLength(1);
    await anonymous.close();
  });
});

describe('a booking made from a waitlist hold (docs/decisions/120)', () => {
  /** A full slot of 4 whose activity prices children ($30) and asks a required question. */
  async function pricedFullSlot() {
    const setup = await fullSlot(4);
    const supplierClient = await signedIn(setup.supplierUser.email);
    await supplierClient.trpc.pricing.savePersonTypes.mutate({
      activityId: setup.activity.id,
      types: [{ personType: 'child', priceCents: 3000, minAge: 4, maxAge: 12, seats: 1 }],
    });
    const { questions } = await supplierClient.trpc.pricing.saveQuestions.mutate({
      activityId: setup.activity.id,
      questions: [
        { kind: 'text', label: 'Dietary needs', options: [], required: true },
        { kind: 'yes_no', label: 'Can everyone swim?', options: [], required: false },
      ],
    });
    return { ...setup, supplierClient, diet: questions[0]!, swim: questions[1]! };
  }

  it('books the held seats as the party chosen by kind of guest, with the answers, priced by the server', async () => {
    const { activity, slot, owner, booking, diet, swim } = await pricedFullSlot();
    const bea = await traveler('Bea');
    const cy = await traveler('Cy');
    const beaEntry = await join(bea.client, slot.id, 3, 'Bea Traveler');
    const cyEntry = await join(cy.client, slot.id, 1, 'Cy Traveler');
    await owner.client.trpc.booking.cancel.mutate({ bookingId: booking.id, reason: 'Plans changed' });
    await offerFreedSpots(services(), { activityId: activity.id });
    expect((await entry(beaEntry.id)).status).toBe('offered');
    expect((await entry(cyEntry.id)).status).toBe('offered');
    expect(await bookedSpots(slot.id)).toBe(4);

    const answers = [
      { questionId: diet.id, answer: 'Vegetarian' },
      { questionId: swim.id, answer: 'yes' },
    ];
    // More seats than held, a required question left out, a kind the activity does not price: 400s.
    expect(
      await failure(
        bea.client.trpc.waitlist.confirm.mutate({ entryId: beaEntry.id, party: { adult: 2, child: 2 }, answers }),
      ),
    ).toMatchObject({ code: 'BAD_REQUEST', message: 'Your hold is for 3 spots: choose a party that fits in it.' });
    expect(
      await failure(bea.client.trpc.waitlist.confirm.mutate({ entryId: beaEntry.id, party: { adult: 1, child: 1 } })),
    ).toMatchObject({ code: 'BAD_REQUEST', message: 'Please answer: Dietary needs' });
    expect(
      await failure(bea.client.trpc.waitlist.confirm.mutate({ entryId: beaEntry.id, party: { senior: 1 }, answers })),
    ).toMatchObject({ code: 'BAD_REQUEST', message: 'This activity has no Senior price.' });
    // Refused attempts leave the hold as it was.
    expect(await entry(beaEntry.id)).toMatchObject({ status: 'offered', booking_id: null });
    expect(await bookedSpots(slot.id)).toBe(4);

    // One adult ($50) and one child ($30): 2 of the 3 held seats; the third goes to the next in line.
    const confirmed = await bea.client.trpc.waitlist.confirm.mutate({
      entryId: beaEntry.id,
      party: { adult: 1, child: 1 },
      answers,
    });
    expect(confirmed).toMatchObject({ status: 'confirmed', numberOfPeople: 2, totalPriceCents: 8000 });
    expect(await bea.client.trpc.pricing.bookingExtras.query({ bookingId: confirmed.id })).toEqual({
      party: [
        { personType: 'adult', quantity: 1, unitPriceCents: 5000, seats: 1 },
        { personType: 'child', quantity: 1, unitPriceCents: 3000, seats: 1 },
      ],
      promoCode: null,
      discountCents: 0,
      answers: [
        { questionLabel: 'Dietary needs', answer: 'Vegetarian' },
        { questionLabel: 'Can everyone swim?', answer: 'Yes' },
      ],
    });
    const mails = await env.db
      .selectFrom('email_outbox')
      .select(['kind', 'text_body'])
      .where('booking_id', '=', confirmed.id)
      .where('kind', 'in', ['booking_confirmed', 'booking_new_supplier'])
      .orderBy('kind')
      .execute();
    expect(mails.map((m) => m.kind)).toEqual(['booking_confirmed', 'booking_new_supplier']);
    for (const mail of mails) expect(mail.text_body).toContain('Guests: 1 × Adult, 1 × Child');
    expect(mails[1]!.text_body).toContain('Dietary needs: Vegetarian');
    // Cy's 1 held + Bea's 2 booked; Bea's unused seat is free for anyone.
    expect(await bookedSpots(slot.id)).toBe(3);
    expect(await entry(beaEntry.id)).toMatchObject({ status: 'booked', booking_id: confirmed.id });
  });

  it('books a hold without a party as that many adults, and offers nothing more', async () => {
    const { activity, slot, owner, booking, diet } = await pricedFullSlot();
    const dee = await traveler('Dee');
    const deeEntry = await join(dee.client, slot.id, 2, 'Dee Traveler');
    await owner.client.trpc.booking.reschedule.mutate({
      bookingId: booking.id,
      availabilityId: slot.id,
      numberOfPeople: 2,
    });
    await offerFreedSpots(services(), { activityId: activity.id });
    const confirmed = await dee.client.trpc.waitlist.confirm.mutate({
      entryId: deeEntry.id,
      answers: [{ questionId: diet.id, answer: 'None' }],
    });
    expect(confirmed).toMatchObject({ numberOfPeople: 2, totalPriceCents: 10000 });
    // No party rows: a booking without them is all adults (docs/decisions/103); the answer is kept.
    expect(await dee.client.trpc.pricing.bookingExtras.query({ bookingId: confirmed.id })).toEqual({
      party: [],
      promoCode: null,
      discountCents: 0,
      answers: [{ questionLabel: 'Dietary needs', answer: 'None' }],
    });
    expect(await bookedSpots(slot.id)).toBe(4);
  });
});
