import { sql, type ExpressionBuilder } from 'kysely';
import type { DbOrTrx } from '../../db/database.ts';
import type { DB } from '../../db/schema.ts';
import { dateText } from '../booking/index.ts';
import { isLiveActivitySql, remainingSpotsSql, slotHasStartedSql, todayInZoneSql } from '../../rules/booking.ts';

// Catalogue SQL. Which activity is live and which slot is open are the booking rules
// (server/src/rules/booking.ts), used here rather than written out again.

/**
 * An open slot of activity `a`, seen from a query over `activity_availability as slot`: on
 * offer, spots left, not started in the activity's zone. The date bound repeats the start rule
 * in a form the slot index (activity_id, date, start_time) can use.
 */
function isOpenSlot(eb: ExpressionBuilder<DB & { slot: DB['activity_availability'] }, 'slot'>) {
  return eb.and([
    eb('slot.is_available', '=', true),
    sql<boolean>`${remainingSpotsSql('slot')} > 0`,
    sql<boolean>`slot.date >= ${todayInZoneSql('a')}`,
    sql<boolean>`not ${slotHasStartedSql('slot', 'a')}`,
  ]);
}

/**
 * What an experience card shows of activity `a` and its supplier `s` (experience-card.ts): the
 * listing and the search select these, each beside its own next open slot.
 */
export const experienceCardColumns = [
  'a.id',
  'a.title',
  'a.description',
  'a.impact_description',
  'a.impact_category',
  'a.price_cents',
  'a.duration_hours',
  'a.max_participants',
  'a.photo_url',
  'a.regen_points_override',
  'a.effort',
  'a.place',
  'a.time_zone',
  // The visible reviews' aggregate, kept beside the activity (reviews module): no join.
  'a.review_count',
  'a.review_stars_sum',
  's.business_name',
  's.location as supplier_location',
] as const;

/** A slot's start: the wall clock of the activity's zone ('HH:MM') and the instant. */
const slotStartTime = sql<string>`left(slot.start_time::text, 5)`;
const slotStartsAt = sql<Date>`(slot.date + slot.start_time) at time zone a.time_zone`;

/** Live activities `a` with their supplier `s` and their next open slot, as cards select them. */
function liveActivityCards(db: DbOrTrx) {
  return db
    .selectFrom('activities as a')
    .innerJoin('suppliers as s', 's.id', 'a.supplier_id')
    .leftJoinLateral(
      (eb) =>
        eb
          .selectFrom('activity_availability as slot')
          .select([dateText('slot.date').as('date'), slotStartTime.as('start_time'), slotStartsAt.as('starts_at')])
          .whereRef('slot.activity_id', '=', 'a.id')
          .where(isOpenSlot)
          .orderBy('slot.date')
          .orderBy('slot.start_time')
          .limit(1)
          .as('next'),
      (join) => join.onTrue(),
    )
    .select([
      ...experienceCardColumns,
      'next.date as next_date',
      'next.start_time as next_start_time',
      'next.starts_at as next_starts_at',
    ])
    .where(isLiveActivitySql('a'));
}

/**
 * Live activities of one country, newest first (docs/spec/public-site.md §7 call 1, with the
 * country as its own column matched exactly instead of a substring of the type text), each
 * with its supplier and its next open slot. Served by activities_listing_idx (country, status,
 * created_at desc) and, per activity, the slot key (activity_id, date, start_time).
 */
export function listApprovedActivitiesInCountry(db: DbOrTrx, country: string) {
  return liveActivityCards(db)
    .where('a.country', '=', country)
    .orderBy('a.created_at', 'desc')
    .orderBy('a.id', 'desc')
    .execute();
}

/** One supplier's live activities, newest first, as cards (the host's public page). */
export function listLiveActivitiesOfSupplier(db: DbOrTrx, supplierId: string) {
  return liveActivityCards(db)
    .where('a.supplier_id', '=', supplierId)
    .orderBy('a.created_at', 'desc')
    .orderBy('a.id', 'desc')
    .execute();
}

/**
 * Per country with live activities: how many, and the earliest open slot of any of them (by
 * instant, as a country may span time zones), in one statement.
 */
export function summariseDestinations(db: DbOrTrx) {
  return db
    .with('live', (qb) =>
      qb
        .selectFrom('activities as a')
        .select(['a.country', sql<number>`count(*)::int`.as('experiences')])
        .where(isLiveActivitySql('a'))
        .groupBy('a.country'),
    )
    .with('next_slot', (qb) =>
      qb
        .selectFrom('activity_availability as slot')
        .innerJoin('activities as a', 'a.id', 'slot.activity_id')
        .distinctOn('a.country')
        .select([
          'a.country',
          'a.time_zone',
          dateText('slot.date').as('date'),
          slotStartTime.as('start_time'),
          slotStartsAt.as('starts_at'),
        ])
        .where(isLiveActivitySql('a'))
        .where(isOpenSlot)
        .orderBy('a.country')
        .orderBy(slotStartsAt)
        .orderBy('slot.id'),
    )
    .selectFrom('live')
    .leftJoin('next_slot', 'next_slot.country', 'live.country')
    .select([
      'live.country',
      'live.experiences',
      'next_slot.date as next_date',
      'next_slot.start_time as next_start_time',
      'next_slot.time_zone as next_time_zone',
      'next_slot.starts_at as next_starts_at',
    ])
    .execute();
}

/** Inserts a newsletter address once; returns true when it was new. */
export async function insertNewsletterSubscription(db: DbOrTrx, email: string, source: string | null) {
  const row = await db
    .insertInto('newsletter_subscriptions')
    .values({ email, source })
    .onConflict((oc) => oc.column('email').doNothing())
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}
