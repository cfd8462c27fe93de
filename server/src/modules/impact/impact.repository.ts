import { sql } from 'kysely';
import type { DbOrTrx } from '../../db/database.ts';
import { dateText } from '../booking/index.ts';

// Regen Points (docs/decisions/049): the append-only ledger, the receipts of credited bookings
// and the traveler's trip goal. Every function takes the database or an open transaction first.

/** What a booking's ledger entries add up to, and how many there are. */
export async function bookingLedgerSum(db: DbOrTrx, bookingId: string): Promise<{ sum: number; entries: number }> {
  const row = await db
    .selectFrom('regen_points_ledger')
    .select([sql<number>`coalesce(sum(points), 0)::int`.as('sum'), sql<number>`count(*)::int`.as('entries')])
    .where('booking_id', '=', bookingId)
    .executeTakeFirstOrThrow();
  return { sum: Number(row.sum), entries: Number(row.entries) };
}

export interface NewLedgerEntry {
  userId: string;
  bookingId: string;
  activityId: string;
  country: string;
  points: number;
  reason: 'attended' | 'correction';
}

/** Writes one entry; its id is what the public chain's entry points to (docs/decisions/106). */
export async function insertLedgerEntry(db: DbOrTrx, entry: NewLedgerEntry): Promise<number> {
  const row = await db
    .insertInto('regen_points_ledger')
    .values({
      user_id: entry.userId,
      booking_id: entry.bookingId,
      activity_id: entry.activityId,
      country: entry.country,
      points: entry.points,
      reason: entry.reason,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

/** A traveler's total Regen Points. */
export async function totalPointsOf(db: DbOrTrx, userId: string): Promise<number> {
  const row = await db
    .selectFrom('regen_points_ledger')
    .select(sql<number>`coalesce(sum(points), 0)::int`.as('total'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

/** Points per country (countries where they add up to nothing are left out), most first. */
export async function pointsByCountry(db: DbOrTrx, userId: string): Promise<{ country: string; points: number }[]> {
  const rows = await db
    .selectFrom('regen_points_ledger')
    .select(['country', sql<number>`sum(points)::int`.as('points')])
    .where('user_id', '=', userId)
    .groupBy('country')
    .having(sql<boolean>`sum(points) <> 0`)
    .orderBy(sql`sum(points)`, 'desc')
    .orderBy('country')
    .execute();
  return rows.map((r) => ({ country: r.country, points: Number(r.points) }));
}

/** The traveler's credited bookings (their entries add up to more than nothing), latest slot first. */
export function creditedBookingsOf(db: DbOrTrx, userId: string) {
  const credits = db
    .selectFrom('regen_points_ledger')
    .select(['booking_id', sql<number>`sum(points)::int`.as('points'), sql<Date>`max(created_at)`.as('credited_at')])
    .where('user_id', '=', userId)
    .groupBy('booking_id')
    .having(sql<boolean>`sum(points) > 0`)
    .as('c');
  return db
    .selectFrom(credits)
    .innerJoin('bookings as b', 'b.id', 'c.booking_id')
    .innerJoin('activities as a', 'a.id', 'b.activity_id')
    .innerJoin('suppliers as s', 's.id', 'a.supplier_id')
    .leftJoin('impact_receipts as r', 'r.booking_id', 'b.id')
    .select([
      'b.id as bookingId',
      'a.title as activityTitle',
      'a.country',
      's.business_name as supplierName',
      dateText('b.booking_date').as('date'),
      'b.booking_time as startTime',
      'a.time_zone as timeZone',
      'b.attended_people as attendedPeople',
      'c.points',
      'c.credited_at as creditedAt',
      'r.id as receiptId',
      'r.shared as receiptShared',
    ])
    .orderBy('b.booking_date', 'desc')
    .orderBy('b.booking_time', 'desc')
    .limit(500)
    .execute();
}

/** The booking's receipt, created with its first credit; an existing one is kept as it is. */
export async function ensureReceipt(db: DbOrTrx, bookingId: string, userId: string): Promise<string> {
  await db
    .insertInto('impact_receipts')
    .values({ booking_id: bookingId, user_id: userId })
    .onConflict((oc) => oc.column('booking_id').doNothing())
    .execute();
  const row = await db
    .selectFrom('impact_receipts')
    .select('id')
    .where('booking_id', '=', bookingId)
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * A receipt with what its page states, while its booking is credited (attended, points above
 * nothing); undefined otherwise.
 */
export function findReceipt(db: DbOrTrx, receiptId: string) {
  return db
    .selectFrom('impact_receipts as r')
    .innerJoin('bookings as b', 'b.id', 'r.booking_id')
    .innerJoin('users as u', 'u.id', 'r.user_id')
    .innerJoin('activities as a', 'a.id', 'b.activity_id')
    .innerJoin('suppliers as s', 's.id', 'a.supplier_id')
    .select((eb) => [
      'r.id',
      'r.user_id as userId',
      'r.shared',
      'r.anonymous',
      'u.first_name as firstName',
      'u.last_name as lastName',
      'b.id as bookingId',
      'a.title as activityTitle',
      'a.country',
      'a.place',
      'a.photo_url as photoUrl',
      's.business_name as supplierName',
      dateText('b.booking_date').as('date'),
      'b.booking_time as startTime',
      'a.time_zone as timeZone',
      'b.attended_people as attendedPeople',
      'b.attendance_marked_at as confirmedAt',
      eb
        .selectFrom('regen_points_ledger as l')
        .select(sql<number>`coalesce(sum(l.points), 0)::int`.as('points'))
        .whereRef('l.booking_id', '=', 'b.id')
        .as('points'),
    ])
    .where('r.id', '=', receiptId)
    .where('b.attendance', '=', 'attended')
    .where('b.status', '=', 'confirmed')
    .executeTakeFirst();
}

/** Changes a receipt's sharing; only its traveler's (the owner check is in the statement). */
export async function updateReceiptSettings(
  db: DbOrTrx,
  receiptId: string,
  userId: string,
  settings: { shared?: boolean | undefined; anonymous?: boolean | undefined },
): Promise<boolean> {
  const result = await db
    .updateTable('impact_receipts')
    .set({
      ...(settings.shared === undefined ? {} : { shared: settings.shared }),
      ...(settings.anonymous === undefined ? {} : { anonymous: settings.anonymous }),
      updated_at: sql<Date>`now()`,
    })
    .where('id', '=', receiptId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export function findTripGoal(db: DbOrTrx, userId: string) {
  return db
    .selectFrom('trip_goals')
    .select(['country', 'days', 'cities', 'target_points as targetPoints', 'updated_at as savedAt'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

/** The traveler's one current goal: saving again replaces it. */
export async function upsertTripGoal(
  db: DbOrTrx,
  userId: string,
  goal: { country: string; days: number; cities: number; targetPoints: number },
): Promise<void> {
  await db
    .insertInto('trip_goals')
    .values({
      user_id: userId,
      country: goal.country,
      days: goal.days,
      cities: goal.cities,
      target_points: goal.targetPoints,
    })
    .onConflict((oc) =>
      oc.column('user_id').doUpdateSet({
        country: goal.country,
        days: goal.days,
        cities: goal.cities,
        target_points: goal.targetPoints,
        updated_at: sql<Date>`now()`,
      }),
    )
    .execute();
}

/** Points the traveler earned in one country. */
export async function pointsInCountry(db: DbOrTrx, userId: string, country: string): Promise<number> {
  const row = await db
    .selectFrom('regen_points_ledger')
    .select(sql<number>`coalesce(sum(points), 0)::int`.as('points'))
    .where('user_id', '=', userId)
    .where('country', '=', country)
    .executeTakeFirstOrThrow();
  return Number(row.points);
}
