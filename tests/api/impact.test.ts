import {
  GOAL_COUNTRY_MESSAGE,
  GOAL_DAYS_MESSAGE,
  RECEIPT_NOT_FOUND_MESSAGE,
  RECEIPT_OWNER_ONLY_MESSAGE,
} from '@regen/shared/schemas/impact';
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, demoAccounts } from '../../server/src/demo/seed-demo.ts';
import { useApiEnvironment } from '../helpers/api-environment.ts';
import { createApiClient, failure } from '../helpers/client.ts';
import {
  createApprovedActivity,
  createSlot,
  createSupplier,
  createUser,
  daysFromToday,
  insertBooking,
} from '../helpers/factories.ts';
import { setupTestEnvironment } from '../helpers/server.ts';

// My Impact, trip goals and impact receipts (issue 13, docs/decisions/049, 050): only the
// traveler saves goals and shares receipts; a goal's target is the shared calculator's,
// recomputed on the server; a private receipt is not found for anyone but its traveler.

const { env, signedIn, anonymousClient: anonymous } = useApiEnvironment({ RATE_LIMITS: 'false' });

/** A traveler with one attended booking per given activity, marked by its supplier. */
async function travelerWithCredits(
  activities: { country: string; durationHours: number; people: number; title?: string }[],
) {
  const traveler = await createUser(env.db, { firstName: 'Tara', lastName: 'Traveler' });
  const travelerClient = await signedIn(traveler.email);
  const { user: supplierUser, supplier } = await createSupplier(env.db, { businessName: 'Alpine Stewards' });
  const supplierClient = await signedIn(supplierUser.email);
  const bookings = [];
  for (const [i, a] of activities.entries()) {
    const activity = await createApprovedActivity(env.db, supplier.id, {
      country: a.country,
      durationHours: a.durationHours,
      ...(a.title ? { title: a.title } : {}),
    });
    const date = daysFromToday(-2 - i);
    const slot = await createSlot(env.db, activity.id, { date });
    const booking = await insertBooking(env.db, {
      activityId: activity.id,
      slotId: slot.id,
      userId: traveler.id,
      date,
      people: a.people,
    });
    await supplierClient.trpc.attendance.mark.mutate({
      bookingId: booking.id,
      attendance: 'attended',
      attendedPeople: a.people,
    });
    bookings.push({ booking, activity, date });
  }
  return { traveler, travelerClient, supplierClient, bookings };
}

describe('My Impact', () => {
  it('shows the total, points by country and the credited activities with their receipts', async () => {
    const t = await travelerWithCredits([
      { country: 'Slovenia', durationHours: 3, people: 2, title: 'Meadow day' },
      { country: 'Egypt', durationHours: 2, people: 1, title: 'Nile clean-up' },
      { country: 'Slovenia', durationHours: 1, people: 1, title: 'Forest walk' },
    ]);
    const mine = await t.travelerClient.trpc.impact.mine.query();
    expect(mine.totalPoints).toBe(900 + 300 + 150);
    expect(mine.byCountry).toEqual([
      { country: 'Slovenia', points: 1050 },
      { country: 'Egypt', points: 300 },
    ]);
    expect(mine.credited.map((c) => [c.activityTitle, c.points, c.attendedPeople])).toEqual([
      ['Meadow day', 900, 2],
      ['Nile clean-up', 300, 1],
      ['Forest walk', 150, 1],
    ]);
    expect(mine.credited.every((c) => typeof c.receiptId === 'string' && c.receiptShared === false)).toBe(true);
    expect(mine.credited[0]).toMatchObject({ supplierName: 'Alpine Stewards', date: t.bookings[0]!.date });
    expect(mine.goal).toBeNull();
    expect(await t.travelerClient.trpc.impact.total.query()).toEqual({ totalPoints: 1350, verifiedPoints: 0 });
  });

  it('is empty for a traveler with nothing credited, and only the traveler’s own', async () => {
    await travelerWithCredits([{ country: 'Slovenia', durationHours: 3, people: 1 }]);
    const other = await signedIn((await createUser(env.db)).email);
    expect(await other.trpc.impact.mine.query()).toEqual({
      totalPoints: 0,
      verifiedPoints: 0,
      awaitingPoints: 0,
      byCountry: [],
      credited: [],
      goal: null,
    });
  });

  it('leaves out a booking corrected to a no-show', async () => {
    const t = await travelerWithCredits([{ country: 'Slovenia', durationHours: 3, people: 1 }]);
    await t.supplierClient.trpc.attendance.mark.mutate({ bookingId: t.bookings[0]!.booking.id, attendance: 'no_show' });
    const mine = await t.travelerClient.trpc.impact.mine.query();
    expect(mine).toMatchObject({ totalPoints: 0, byCountry: [], credited: [] });
  });
});

describe('trip goals', () => {
  it('saves the calculator’s result with the target recomputed on the server', async () => {
    const t = await travelerWithCredits([{ country: 'Slovenia', durationHours: 3, people: 2 }]);
    // A target sent by the client is not part of the input: it is dropped, never trusted.
    const saved = await t.travelerClient.trpc.impact.saveGoal.mutate({
      country: 'Slovenia',
      days: 7,
      cities: 2,
      targetPoints: 1,
    } as never);
    // Slovenia is tier 3: 450 × 7 + (2 − 1) × 250 × 7 = 4,900.
    expect(saved).toEqual({ country: 'Slovenia', days: 7, cities: 2, targetPoints: 4900 });
    const { goal } = await t.travelerClient.trpc.impact.mine.query();
    expect(goal).toMatchObject({
      country: 'Slovenia',
      days: 7,
      cities: 2,
      targetPoints: 4900,
      progress: { earned: 900, target: 4900, remaining: 4000, percent: 18 },
    });
  });

  it('keeps one goal per traveler: saving again replaces it', async () => {
    const client = await signedIn((await createUser(env.db)).email);
    await client.trpc.impact.saveGoal.mutate({ country: 'Slovenia', days: 7, cities: 2 });
    await client.trpc.impact.saveGoal.mutate({ country: 'Kenya', days: 3, cities: 1 });
    const { goal } = await client.trpc.impact.mine.query();
    expect(goal).toMatchObject({ country: 'Kenya', targetPoints: 4500, progress: { earned: 0, percent: 0 } });
  });

  it('refuses a country outside the calculator and days or cities out of range', async () => {
    const client = await signedIn((await createUser(env.db)).email);
    expect(
      await failure(client.trpc.impact.saveGoal.mutate({ country: 'Atlantis', days: 3, cities: 1 })),
    ).toMatchObject({
      code: 'BAD_REQUEST',
      message: GOAL_COUNTRY_MESSAGE,
    });
    expect(await failure(client.trpc.impact.saveGoal.mutate({ country: 'Kenya', days: 0, cities: 1 }))).toMatchObject({
      code: 'BAD_REQUEST',
      message: GOAL_DAYS_MESSAGE,
    });
    expect(await failure(client.trpc.impact.saveGoal.mutate({ country: 'Kenya', days: 3, cities: 51 }))).toMatchObject({
      code: 'BAD_REQUEST',
      message: 'Cities must be a whole number from 1 to 50',
    });
  });

  it('needs a signed-in traveler', async () => {
    expect(
      await failure(anonymous().trpc.impact.saveGoal.mutate({ country: 'Kenya', days: 3, cities: 1 })),
    ).toMatchObject({ code: 'UNAUTHORIZED' });
  });
});

describe('impact receipts', () => {
  async function receiptOf() {
    const t = await travelerWithCredits([{ country: 'Slovenia', durationHours: 3, people: 2, title: 'Meadow day' }]);
    const { credited } = await t.travelerClient.trpc.impact.mine.query();
    return { ...t, receiptId: credited[0]!.receiptId! };
  }

  it('is private by default: its traveler sees it, anyone else is told it is not found', async () => {
    const r = await receiptOf();
    const own = await r.travelerClient.trpc.impact.receipt.query({ receiptId: r.receiptId });
    expect(own).toMatchObject({
      id: r.receiptId,
      travelerName: 'Tara T.',
      activityTitle: 'Meadow day',
      country: 'Slovenia',
      supplierName: 'Alpine Stewards',
      date: r.bookings[0]!.date,
      attendedPeople: 2,
      points: 900,
      isOwner: true,
      shared: false,
      anonymous: false,
    });
    const otherTraveler = await signedIn((await createUser(env.db)).email);
    for (const client of [anonymous(), otherTraveler, r.supplierClient]) {
      expect(await failure(client.trpc.impact.receipt.query({ receiptId: r.receiptId }))).toEqual({
        code: 'NOT_FOUND',
        message: RECEIPT_NOT_FOUND_MESSAGE,
        fieldErrors: {},
      });
    }
  });

  it('once shared, opens for anyone; anonymous, it names "A traveler"', async () => {
    const r = await receiptOf();
    expect(await r.travelerClient.trpc.impact.updateReceipt.mutate({ receiptId: r.receiptId, shared: true })).toEqual({
      id: r.receiptId,
      shared: true,
      anonymous: false,
    });
    const seen = await anonymous().trpc.impact.receipt.query({ receiptId: r.receiptId });
    expect(seen).toMatchObject({ travelerName: 'Tara T.', points: 900, isOwner: false, anonymous: null });
    // Absolute, for share previews.
    expect(new URL(seen.imageUrl!).pathname).toBe('/images/mountains.svg');
    await r.travelerClient.trpc.impact.updateReceipt.mutate({ receiptId: r.receiptId, anonymous: true });
    expect(await anonymous().trpc.impact.receipt.query({ receiptId: r.receiptId })).toMatchObject({
      travelerName: 'A traveler',
    });
    await r.travelerClient.trpc.impact.updateReceipt.mutate({ receiptId: r.receiptId, shared: false });
    expect(await failure(anonymous().trpc.impact.receipt.query({ receiptId: r.receiptId }))).toMatchObject({
      code: 'NOT_FOUND',
    });
  });

  it('only its traveler changes how it is shared', async () => {
    const r = await receiptOf();
    const other = await signedIn((await createUser(env.db)).email);
    expect(
      await failure(other.trpc.impact.updateReceipt.mutate({ receiptId: r.receiptId, shared: true })),
    ).toMatchObject({ code: 'NOT_FOUND', message: RECEIPT_NOT_FOUND_MESSAGE });
    await r.travelerClient.trpc.impact.updateReceipt.mutate({ receiptId: r.receiptId, shared: true });
    expect(
      await failure(other.trpc.impact.updateReceipt.mutate({ receiptId: r.receiptId, anonymous: true })),
    ).toMatchObject({ code: 'FORBIDDEN', message: RECEIPT_OWNER_ONLY_MESSAGE });
    expect(
      await failure(r.supplierClient.trpc.impact.updateReceipt.mutate({ receiptId: r.receiptId, shared: false })),
    ).toMatchObject({ code: 'FORBIDDEN' });
    const row = await env.db
      .selectFrom('impact_receipts')
      .selectAll()
      .where('id', '=', r.receiptId)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ shared: true, anonymous: false });
  });

  it('is not found for an unknown or malformed id, or once its booking is corrected to a no-show', async () => {
    const r = await receiptOf();
    for (const receiptId of ['00000000-0000-4000-8000-000000000000', 'nope']) {
      expect(await failure(r.travelerClient.trpc.impact.receipt.query({ receiptId }))).toMatchObject({
        code: 'NOT_FOUND',
        message: RECEIPT_NOT_FOUND_MESSAGE,
      });
    }
    await r.travelerClient.trpc.impact.updateReceipt.mutate({ receiptId: r.receiptId, shared: true });
    await r.supplierClient.trpc.attendance.mark.mutate({ bookingId: r.bookings[0]!.booking.id, attendance: 'no_show' });
    expect(await failure(anonymous().trpc.impact.receipt.query({ receiptId: r.receiptId }))).toMatchObject({
      code: 'NOT_FOUND',
    });
  });
});

describe('the demo data tells the story', () => {
  it('gives the demo traveler one attended booking with points, a shared receipt and a trip goal', async () => {
    const demo = await setupTestEnvironment({ RATE_LIMITS: 'false', SEED_DEMO: 'true' });
    try {
      const client = anonymous(demo.server.url);
      await client.trpc.auth.signIn.mutate({ email: demoAccounts.traveler, password: DEMO_PASSWORD });
      const mine = await client.trpc.impact.mine.query();
      // Alpine Meadow Restoration Day: 4 hours × 150 points, 1 person.
      expect(mine).toMatchObject({ totalPoints: 600, byCountry: [{ country: 'Slovenia', points: 600 }] });
      expect(mine.credited).toHaveLength(1);
      expect(mine.credited[0]).toMatchObject({ activityTitle: 'Alpine Meadow Restoration Day', receiptShared: true });
      expect(mine.goal).toMatchObject({
        country: 'Slovenia',
        targetPoints: 3500,
        progress: { earned: 600, percent: 17 },
      });
      const attended = await demo.db
        .selectFrom('bookings as b')
        .innerJoin('users as u', 'u.id', 'b.user_id')
        .select('b.id')
        .where('u.email', '=', demoAccounts.traveler)
        .where('b.attendance', '=', 'attended')
        .execute();
      expect(attended).toHaveLength(1);
      const receipt = await createApiClient(demo.server.url).trpc.impact.receipt.query({
        receiptId: mine.credited[0]!.receiptId!,
      });
      expect(receipt).toMatchObject({
        travelerName: 'Tara T.',
        activityTitle: 'Alpine Meadow Restoration Day',
        points: 600,
        shared: true,
      });
    } finally {
      await demo.close();
    }
  }, 120_000);
});
