import { sql } from 'kysely';
import type { DbOrTrx, Trx } from '../../db/database.ts';
import {
  isLiveActivitySql,
  remainingSpotsSql,
  slotHasStartedSql,
  todayInZoneSql,
  type RuleClock,
} from '../../rules/booking.ts';
import { dateText } from '../booking/index.ts';

// Waitlist SQL (docs/decisions/095). Held spots are counted in the slot's booked_spots, the one
// capacity that bookings and resellers' holds share, so every capacity check already sees them.
// Every function that takes a clock defaults to the database's (the rules' one clock); tests
// pass a fixed instant instead.

const hhmm = (column: string) => sql<string>`to_char(${sql.ref(column)}, 'HH24:MI')`;

/** Upcoming slots of a live activity with no spot left: those a traveler can wait for. */
export function listFullSlots(db: DbOrTrx, activityId: string) {
  return db
    .selectFrom('activity_availability as s')
    .innerJoin('activities as a', 'a.id', 's.activity_id')
    .select([
      's.id',
      dateText('s.date').as('date'),
      hhmm('s.start_time').as('start_time'),
      hhmm('s.end_time').as('end_time'),
    ])
    .where('s.activity_id', '=', activityId)
    .where(isLiveActivitySql('a'))
    .where('s.is_available', '=', true)
    .where(sql<boolean>`s.date >= ${todayInZoneSql('a')}`)
    .where(sql<boolean>`not ${slotHasStartedSql('s', 'a')}`)
    .where(sql<boolean>`${remainingSpotsSql('s')} = 0`)
    .orderBy('s.date')
    .orderBy('s.start_time')
    .execute();
}

/** A slot as joining its waitlist needs it (undefined: no such slot). */
export function findSlotForWaitlist(db: DbOrTrx, slotId: string) {
  return db
    .selectFrom('activity_availability as s')
    .innerJoin('activities as a', 'a.id', 's.activity_id')
    .select([
      's.id',
      's.activity_id',
      's.is_available',
      'a.max_participants',
      isLiveActivitySql('a').as('activity_live'),
      slotHasStartedSql('s', 'a').as('started'),
      remainingSpotsSql('s').as('remaining'),
    ])
    .where('s.id', '=', slotId)
    .executeTakeFirst();
}

export function insertEntry(
  db: DbOrTrx,
  values: {
    userId: string;
    activityId: string;
    slotId: string;
    people: number;
    customerName: string;
    customerPhone: string;
  },
) {
  return db
    .insertInto('waitlist_entries')
    .values({
      user_id: values.userId,
      activity_id: values.activityId,
      availability_id: values.slotId,
      number_of_people: values.people,
      customer_name: values.customerName,
      customer_phone: values.customerPhone,
    })
    .returning(['id', 'status', 'created_at'])
    .executeTakeFirstOrThrow();
}

/** The traveler's live entries and those settled in the last 30 days, newest first, with their place in line. */
export function listEntriesOfTraveler(db: DbOrTrx, userId: string) {
  return db
    .selectFrom('waitlist_entries as w')
    .innerJoin('activity_availability as s', 's.id', 'w.availability_id')
    .innerJoin('activities as a', 'a.id', 'w.activity_id')
    .select([
      'w.id',
      'w.status',
      'w.number_of_people',
      'w.hold_expires_at',
      'w.booking_id',
      'w.created_at',
      'a.id as activity_id',
      'a.title as activity_title',
      'a.time_zone',
      dateText('s.date').as('date'),
      hhmm('s.start_time').as('start_time'),
      sql<number>`(select count(*)::int from waitlist_entries ahead
        where ahead.availability_id = w.availability_id and ahead.status = 'waiting'
          and (ahead.created_at, ahead.id) < (w.created_at, w.id)) + 1`.as('position'),
    ])
    .where('w.user_id', '=', userId)
    .where((eb) =>
      eb.or([
        eb('w.status', 'in', ['waiting', 'offered']),
        eb('w.updated_at', '>', sql<Date>`now() - interval '30 days'`),
      ]),
    )
    .orderBy('w.created_at', 'desc')
    .execute();
}

/** One entry of the traveler, locked until the transaction ends, with whether its hold still runs. */
export function lockEntryOfTraveler(trx: Trx, entryId: string, userId: string, now: RuleClock) {
  return trx
    .selectFrom('waitlist_entries as w')
    .innerJoin('users as u', 'u.id', 'w.user_id')
    .select([
      'w.id',
      'w.status',
      'w.activity_id',
      'w.availability_id',
      'w.number_of_people',
      'w.customer_name',
      'w.customer_phone',
      'u.email',
      sql<boolean>`(w.status = 'offered' and w.hold_expires_at > ${now})`.as('hold_running'),
    ])
    .where('w.id', '=', entryId)
    .where('w.user_id', '=', userId)
    .forUpdate('w')
    .executeTakeFirst();
}

export function settleEntry(trx: Trx, entryId: string, status: 'booked' | 'left', bookingId: string | null = null) {
  return trx
    .updateTable('waitlist_entries')
    .set({ status, booking_id: bookingId, hold_expires_at: null, updated_at: sql`now()` })
    .where('id', '=', entryId)
    .execute();
}

export function releaseHeldSpots(trx: Trx, slotId: string, people: number) {
  return trx
    .updateTable('activity_availability')
    .set({ booked_spots: sql`booked_spots - ${people}` })
    .where('id', '=', slotId)
    .execute();
}

/**
 * Slots with travelers waiting and spots free, open for booking (optionally of one activity):
 * those an offer round should look at.
 */
export function slotsToOffer(db: DbOrTrx, activityId: string | null, now: RuleClock) {
  let query = db
    .selectFrom('activity_availability as s')
    .innerJoin('activities as a', 'a.id', 's.activity_id')
    .select('s.id')
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('waitlist_entries as w')
          .select('w.id')
          .whereRef('w.availability_id', '=', 's.id')
          .where('w.status', '=', 'waiting'),
      ),
    )
    .where(isLiveActivitySql('a'))
    .where('s.is_available', '=', true)
    .where(sql<boolean>`not ${slotHasStartedSql('s', 'a', now)}`)
    .where(sql<boolean>`${remainingSpotsSql('s')} > 0`);
  if (activityId) query = query.where('s.activity_id', '=', activityId);
  return query.execute();
}

/** The slot locked for an offer round, with what the offer email says about it. */
export function lockSlotForOffers(trx: Trx, slotId: string, now: RuleClock) {
  return trx
    .selectFrom('activity_availability as s')
    .innerJoin('activities as a', 'a.id', 's.activity_id')
    .innerJoin('suppliers as sup', 'sup.id', 'a.supplier_id')
    .select([
      's.id',
      's.activity_id',
      dateText('s.date').as('date'),
      hhmm('s.start_time').as('start_time'),
      'a.title',
      'a.time_zone',
      'sup.business_name',
      remainingSpotsSql('s').as('remaining'),
      sql<boolean>`(${isLiveActivitySql('a')} and s.is_available and not ${slotHasStartedSql('s', 'a', now)})`.as(
        'open',
      ),
    ])
    .where('s.id', '=', slotId)
    .forUpdate('s')
    .executeTakeFirst();
}

/** The slot's line, first come first served, with each traveler's account address if verified. */
export function waitingLine(trx: Trx, slotId: string) {
  return trx
    .selectFrom('waitlist_entries as w')
    .innerJoin('users as u', 'u.id', 'w.user_id')
    .select([
      'w.id',
      'w.number_of_people',
      'w.customer_name',
      sql<string | null>`case when u.email_verified_at is not null then u.email end`.as('email'),
      // The traveler's language, for the offer (docs/decisions/118).
      'u.locale',
    ])
    .where('w.availability_id', '=', slotId)
    .where('w.status', '=', 'waiting')
    .orderBy('w.created_at')
    .orderBy('w.id')
    .forUpdate('w')
    .execute();
}

/** Offers an entry the spots (already taken from its locked slot): held until `now` + minutes. */
export function offerEntry(trx: Trx, entryId: string, now: RuleClock, holdMinutes: number) {
  return trx
    .updateTable('waitlist_entries')
    .set({
      status: 'offered',
      offered_at: now,
      hold_expires_at: sql<Date>`${now} + ${holdMinutes}::int * interval '1 minute'`,
      updated_at: sql`now()`,
    })
    .where('id', '=', entryId)
    .returning(['hold_expires_at'])
    .executeTakeFirstOrThrow();
}

export function takeHeldSpots(trx: Trx, slotId: string, people: number) {
  return trx
    .updateTable('activity_availability')
    .set({ booked_spots: sql`booked_spots + ${people}` })
    .where('id', '=', slotId)
    .execute();
}

/**
 * Expires the holds whose time is up at `now` and gives their spots back, in one statement
 * (as OCTO's hold sweep does): `skip locked` lets instances sweep at once, and the status
 * change is the gate, so each hold's spots come back exactly once. Returns how many expired.
 */
export async function expireDueHolds(db: DbOrTrx, now: RuleClock, batch: number): Promise<number> {
  const { rows } = await sql<{ expired: number }>`
    with due as (
      select id from waitlist_entries
      where status = 'offered' and hold_expires_at <= ${now}
      order by hold_expires_at
      limit ${batch}
      for update skip locked
    ), expired as (
      update waitlist_entries w set status = 'expired', hold_expires_at = null, updated_at = now()
      from due where w.id = due.id and w.status = 'offered'
      returning w.availability_id, w.number_of_people
    ), per_slot as (
      select availability_id, sum(number_of_people)::int as people from expired group by availability_id
    ), released as (
      update activity_availability s set booked_spots = s.booked_spots - per_slot.people
      from per_slot where s.id = per_slot.availability_id
      returning s.id
    )
    select (select count(*) from expired)::int as expired, (select count(*) from released)::int as slots`.execute(db);
  return rows[0]?.expired ?? 0;
}

/**
 * A cancelled slot's line is closed (docs/decisions/104): waiting and offered entries end as
 * expired, and the spots an offer held go back to the slot. Returns the entries closed.
 */
export async function closeWaitlistOfSlot(trx: Trx, slotId: string): Promise<number> {
  const open = await trx
    .selectFrom('waitlist_entries')
    .select(['id', 'status', 'number_of_people'])
    .where('availability_id', '=', slotId)
    .where('status', 'in', ['waiting', 'offered'])
    .forUpdate()
    .execute();
  const held = open.filter((e) => e.status === 'offered').reduce((sum, e) => sum + e.number_of_people, 0);
  if (held > 0) await releaseHeldSpots(trx, slotId, held);
  if (open.length > 0) {
    await trx
      .updateTable('waitlist_entries')
      .set({ status: 'expired', hold_expires_at: null, updated_at: sql`now()` })
      .where(
        'id',
        'in',
        open.map((e) => e.id),
      )
      .execute();
  }
  return open.length;
}
