import type { NumbersWeek } from '@regen/shared/schemas/dashboard-numbers';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { dashboardNumbers } from '../../server/src/modules/dashboard-numbers/index.ts';
import { fixedNow } from '../../server/src/rules/booking.ts';
import { useApiEnvironment } from '../helpers/api-environment.ts';
import { failure } from '../helpers/client.ts';
import { createApprovedActivity, createSlot, createSupplier, createUser, insertBooking } from '../helpers/factories.ts';

// The supplier's numbers at a glance (issue 31 part 8, docs/decisions/105): the last 12 weeks and
// the next 4 by the database's clock, computed in SQL from the supplier's own bookings only.

const { env, signedIn, anonymousClient } = useApiEnvironment({ RATE_LIMITS: 'false' });

const DAY_MS = 86_400_000;
const plusDays = (isoDate: string, days: number) =>
  new Date(Date.parse(`${isoDate}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** The current week's Monday by the database's clock (UTC), as the procedure counts weeks. */
async function thisMonday(): Promise<string> {
  const { rows } = await sql<{
    monday: string;
  }>`select to_char(date_trunc('week', now() at time zone 'UTC'), 'YYYY-MM-DD') as monday`.execute(env.db);
  return rows[0]!.monday;
}

/** A booking of a slot on `date`, then set to what the test needs (payment, attendance). */
async function booking(
  activityId: string,
  slotId: string,
  date: string,
  values: {
    people: number;
    status?: 'confirmed' | 'cancelled' | 'completed';
    unpaid?: boolean;
    attendance?: 'attended' | 'no_show';
  },
) {
  const row = await insertBooking(env.db, { activityId, slotId, date, people: values.people, status: values.status });
  await env.db
    .updateTable('bookings')
    .set({
      payment_status: values.unpaid ? 'pending' : 'completed',
      attendance: values.attendance ?? null,
      attended_people: values.attendance === 'attended' ? values.people : null,
    })
    .where('id', '=', row.id)
    .execute();
  return row;
}

async function review(bookingId: string, activityId: string, userId: string, stars: number, at: string) {
  await env.db
    .insertInto('reviews')
    .values({
      booking_id: bookingId,
      activity_id: activityId,
      user_id: userId,
      stars,
      body: null,
      created_at: new Date(at),
    })
    .execute();
}

async function points(bookingId: string, activityId: string, userId: string, amount: number, at: string) {
  await env.db
    .insertInto('regen_points_ledger')
    .values({
      user_id: userId,
      booking_id: bookingId,
      activity_id: activityId,
      country: 'Slovenia',
      points: amount,
      reason: amount > 0 ? 'attended' : 'correction',
      created_at: new Date(at),
    })
    .execute();
}

/**
 * Supplier A: "Alpine meadow walk" with a slot two weeks back (10 spots) holding a paid booking of
 * 3 who came, an unpaid one of 2 who did not and a cancelled one of 4; two reviews (4 and 5
 * stars) written last week; 450 points credited then 150 taken back two weeks ago.
 * "Beekeeping morning" with a slot two weeks ahead (8 spots), booked by 2. Supplier B: a booking
 * the same week that A must never see.
 */
async function supplierWithKnownBookings() {
  const monday = await thisMonday();
  const twoWeeksAgo = plusDays(monday, -14 + 2); // a Wednesday
  const inTwoWeeks = plusDays(monday, 14 + 3); // a Thursday
  const a = await createSupplier(env.db, { businessName: 'Alpine Numbers' });
  const meadow = await createApprovedActivity(env.db, a.supplier.id, { title: 'Alpine meadow walk' });
  const bees = await createApprovedActivity(env.db, a.supplier.id, { title: 'Beekeeping morning' });
  const pastSlot = await createSlot(env.db, meadow.id, { date: twoWeeksAgo, spots: 10 });
  const aheadSlot = await createSlot(env.db, bees.id, { date: inTwoWeeks, spots: 8 });
  const came = await booking(meadow.id, pastSlot.id, twoWeeksAgo, { people: 3, attendance: 'attended' });
  const missed = await booking(meadow.id, pastSlot.id, twoWeeksAgo, { people: 2, unpaid: true, attendance: 'no_show' });
  await booking(meadow.id, pastSlot.id, twoWeeksAgo, { people: 4, status: 'cancelled' });
  await booking(bees.id, aheadSlot.id, inTwoWeeks, { people: 2 });
  await review(came.id, meadow.id, came.user_id, 4, `${plusDays(monday, -7)}T10:00:00Z`);
  await review(missed.id, meadow.id, missed.user_id, 5, `${plusDays(monday, -1)}T23:30:00Z`);
  await points(came.id, meadow.id, came.user_id, 450, `${plusDays(twoWeeksAgo, 1)}T12:00:00Z`);
  await points(came.id, meadow.id, came.user_id, -150, `${plusDays(twoWeeksAgo, 2)}T12:00:00Z`);

  const b = await createSupplier(env.db, { businessName: 'Other Numbers' });
  const theirs = await createApprovedActivity(env.db, b.supplier.id, { title: 'Another supplier’s walk' });
  const theirSlot = await createSlot(env.db, theirs.id, { date: twoWeeksAgo, spots: 4 });
  const theirBooking = await booking(theirs.id, theirSlot.id, twoWeeksAgo, { people: 4, attendance: 'no_show' });
  await review(theirBooking.id, theirs.id, theirBooking.user_id, 1, `${plusDays(monday, -7)}T10:00:00Z`);
  await points(theirBooking.id, theirs.id, theirBooking.user_id, 999, `${plusDays(twoWeeksAgo, 1)}T12:00:00Z`);
  return { monday, a, b, meadow, bees };
}

const emptyWeek: Omit<NumbersWeek, 'weekStart' | 'upcoming'> = {
  bookings: 0,
  people: 0,
  paidCents: 0,
  unpaidCents: 0,
  noShowPercent: null,
  averageRating: null,
  points: 0,
};

describe('a supplier’s numbers at a glance', () => {
  it('counts bookings, people, revenue by payment status, no-shows, ratings and points per week, for the last 12 weeks and the next 4', async () => {
    const { monday, a, meadow, bees } = await supplierWithKnownBookings();
    const client = await signedIn(a.user.email);
    const numbers = await client.trpc.dashboardNumbers.mine.query();

    expect(numbers.currentWeekStart).toBe(monday);
    expect(numbers.weeks.map((w) => w.weekStart)).toEqual(
      Array.from({ length: 16 }, (_, i) => plusDays(monday, (i - 11) * 7)),
    );
    expect(numbers.weeks.map((w) => w.upcoming)).toEqual([...Array<boolean>(12).fill(false), true, true, true, true]);
    const expected: NumbersWeek[] = numbers.weeks.map((w) => ({
      weekStart: w.weekStart,
      upcoming: w.upcoming,
      ...emptyWeek,
    }));
    // Two weeks back: 2 bookings that stand (the cancelled one left out) of 5 people; $150 paid,
    // $100 not yet; 1 of 2 marked bookings a no-show; 450 − 150 points.
    expected[9] = {
      ...expected[9]!,
      bookings: 2,
      people: 5,
      paidCents: 15000,
      unpaidCents: 10000,
      noShowPercent: 50,
      points: 300,
    };
    // Last week (Monday 10:00 and Sunday 23:30 UTC): two reviews, 4 and 5 stars.
    expected[10] = { ...expected[10]!, averageRating: 4.5 };
    // Two weeks ahead: 2 people booked and paid.
    expected[13] = { ...expected[13]!, bookings: 1, people: 2, paidCents: 10000 };
    expect(numbers.weeks).toEqual(expected);

    expect(numbers.occupancy).toEqual([
      { activityId: meadow.id, title: 'Alpine meadow walk', pastPercent: 50, upcomingPercent: null },
      { activityId: bees.id, title: 'Beekeeping morning', pastPercent: null, upcomingPercent: 25 },
    ]);
  });

  it('shows another supplier only its own bookings', async () => {
    const { b } = await supplierWithKnownBookings();
    const other = await signedIn(b.user.email);
    const numbers = await other.trpc.dashboardNumbers.mine.query();
    expect(numbers.occupancy.map((o) => o.title)).toEqual(['Another supplier’s walk']);
    expect(numbers.weeks[9]).toEqual(
      expect.objectContaining({ bookings: 1, people: 4, noShowPercent: 100, points: 999 }),
    );
    expect(numbers.weeks[10]).toEqual(expect.objectContaining({ averageRating: 1 }));
    expect(numbers.weeks.reduce((sum, w) => sum + w.bookings, 0)).toBe(1);
  });

  it('is for suppliers only: a traveler is refused, a visitor asked to sign in', async () => {
    const traveler = await createUser(env.db);
    const travelerClient = await signedIn(traveler.email);
    expect(await failure(travelerClient.trpc.dashboardNumbers.mine.query())).toEqual(
      expect.objectContaining({ code: 'FORBIDDEN' }),
    );
    expect(await failure(anonymousClient().trpc.dashboardNumbers.mine.query())).toEqual(
      expect.objectContaining({ code: 'UNAUTHORIZED' }),
    );
  });

  it('tells weeks by the clock it is given: Sunday ends the current week, Monday starts the next', async () => {
    const { supplier } = await createSupplier(env.db);
    const activity = await createApprovedActivity(env.db, supplier.id, { title: 'Salt pans at dusk' });
    const sunday = await createSlot(env.db, activity.id, { date: '2031-03-02', spots: 4 });
    const monday = await createSlot(env.db, activity.id, { date: '2031-03-03', spots: 4 });
    const eleventhWeekBack = await createSlot(env.db, activity.id, { date: '2030-12-08', spots: 4 });
    await booking(activity.id, sunday.id, '2031-03-02', { people: 1 });
    await booking(activity.id, monday.id, '2031-03-03', { people: 2 });
    await booking(activity.id, eleventhWeekBack.id, '2030-12-08', { people: 4 }); // a Sunday, before the first week

    // Sunday 2 March 2031, 23:30 UTC: the current week is the one of Monday 24 February.
    const numbers = await dashboardNumbers(env.db, supplier.id, fixedNow(new Date('2031-03-02T23:30:00Z')));
    expect(numbers.currentWeekStart).toBe('2031-02-24');
    expect(numbers.weeks[0]!.weekStart).toBe('2030-12-09');
    expect(numbers.weeks.at(-1)!.weekStart).toBe('2031-03-24');
    expect(numbers.weeks[11]).toEqual(expect.objectContaining({ weekStart: '2031-02-24', upcoming: false, people: 1 }));
    expect(numbers.weeks[12]).toEqual(expect.objectContaining({ weekStart: '2031-03-03', upcoming: true, people: 2 }));
    expect(numbers.weeks.reduce((sum, w) => sum + w.people, 0)).toBe(3);
    // Sunday's slot is past (today), Monday's ahead; the one of December is outside the 12 weeks.
    expect(numbers.occupancy).toEqual([
      { activityId: activity.id, title: 'Salt pans at dusk', pastPercent: 25, upcomingPercent: 50 },
    ]);
  });
});
