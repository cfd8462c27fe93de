import {
  SEARCH_PAGE_SIZE,
  durationRanges,
  type SearchFilters,
  type SearchSort,
} from '@regen/shared/rules/search-filters';
import { REGEN_POINTS_PER_HOUR } from '@regen/shared/constants';
import { nearnessRanks } from '@regen/shared/rules/nearness';
import { visitorNearnessRanks, type VisitorRegion } from '@regen/shared/rules/visitor-region';
import { sql, type Expression, type ExpressionBuilder, type RawBuilder, type SqlBool } from 'kysely';
import type { DbOrTrx } from '../../db/database.ts';
import type { DB } from '../../db/schema.ts';
import { dateText } from '../booking/index.ts';
import {
  databaseNow,
  isLiveActivitySql,
  remainingSpotsSql,
  slotHasStartedSql,
  todayInZoneSql,
  type RuleClock,
} from '../../rules/booking.ts';
import { experienceCardColumns } from '../catalogue/index.ts';
import { textSearchSql } from '../activity-translations/index.ts';
import type { Locale } from '@regen/shared/i18n';

// The search's one statement per page of results (docs/decisions/068, 069, 078): the live
// activities matching the filters, each with the open slot it is offered by (the next one, or
// the first on the chosen date with room for the party), kept once; the page is the first rows
// of those in the sort's order, the total and the first start are one aggregate over them. Which
// activity is live and which slot is open are the booking rules (server/src/rules/booking.ts),
// exactly as the experiences listing applies them: an activity without an open slot is listed,
// unless a date or a party size asks for one.

type WithSlot = DB & { slot: DB['activity_availability'] };

/**
 * An open slot with room for `people`, seen from `activity_availability as slot` with the
 * activity as `a`: on offer, enough spots left, not started in the activity's zone (a slot
 * after every zone's today has not, without converting its start).
 */
function isOpenSlotFor(people: number, now: RuleClock) {
  return (eb: ExpressionBuilder<WithSlot, 'slot'>) =>
    eb.and([
      eb('slot.is_available', '=', true),
      sql<boolean>`${remainingSpotsSql('slot')} >= ${people}`,
      sql<boolean>`(slot.date > ${latestTodaySql(now)} or not ${slotHasStartedSql('slot', 'a', now)})`,
    ]);
}

/**
 * A date after which no slot has started in any zone: every zone's today is at most the day
 * after UTC's (offsets stay under a day). So the start rule's time zone conversion runs only for
 * the slots of the first two days; an uncorrelated subquery, computed once per statement.
 */
function latestTodaySql(now: RuleClock) {
  return sql<string>`(select (${now} at time zone 'UTC')::date + 1)`;
}

/**
 * The start rule again, in a form the slot key (activity_id, date, start_time) can use: a slot
 * dated before the zone's today has started. For the lateral join only; with a date it is
 * another time zone conversion per slot of the day and narrows nothing.
 */
function notBeforeTodaySql(now: RuleClock) {
  return sql<boolean>`slot.date >= ${todayInZoneSql('a', now)}`;
}

const slotStartsAt = sql<Date>`(slot.date + slot.start_time) at time zone a.time_zone`;

/** activityRegenPoints (shared/src/rules/regen-points.ts) in SQL: Math.round is floor(x + 0.5). */
export function regenPointsSql(activity: string): RawBuilder<number> {
  return sql<number>`coalesce(${sql.ref(`${activity}.regen_points_override`)}, floor(${sql.ref(`${activity}.duration_hours`)} * ${REGEN_POINTS_PER_HOUR} + 0.5)::int)`;
}

/**
 * effortLevel (shared/src/rules/activity-card.ts) in SQL: the level the effort text begins
 * with, medium when it begins with neither low nor high (or is empty).
 */
export function effortLevelSql(activity: string): RawBuilder<'low' | 'medium' | 'high'> {
  const head = sql`lower(regexp_replace(coalesce(${sql.ref(`${activity}.effort`)}, ''), '^\\s+', ''))`;
  return sql<
    'low' | 'medium' | 'high'
  >`(case when ${head} like 'low%' then 'low' when ${head} like 'high%' then 'high' else 'medium' end)`;
}

/** The average of the visible reviews' stars; null without reviews (sorted last). */
const averageStars = sql<number | null>`(a.review_stars_sum::float8 / nullif(a.review_count, 0))`;

/** At most this many words of the search text take part (the text is at most 100 characters). */
const MAX_SEARCH_WORDS = 8;

/** The words of a search text: letters, marks and digits; everything else separates them. */
export function searchWords(text: string): string[] {
  return (text.match(/[\p{L}\p{M}\p{N}]+/gu) ?? []).slice(0, MAX_SEARCH_WORDS);
}

/**
 * Every word as a prefix, stemmed in the page's language or as written, over the activity's own
 * texts and every translation (docs/decisions/119): 'reefs cor' finds 'Coral reef', and
 * 'Salzwiesen' a German translation. Null when the text has no word: no text filter.
 */
function textQuery(text: string | undefined, locale: Locale) {
  return textSearchSql(text ? searchWords(text) : [], locale);
}

/** The columns a match carries: its slot, and the values the sorts order by. */
type MatchColumn =
  'id' | 'starts_at' | 'slot_date' | 'rank' | 'price_cents' | 'stars' | 'review_count' | 'points' | 'nearness';

/** A sort's keys, each a column of the matches with its direction. */
type SortKey = readonly [MatchColumn, 'asc' | 'desc' | 'asc nulls last' | 'desc nulls last'];

/** Every sort ends on the soonest open slot and the id, so pages are stable. */
const SOONEST: readonly SortKey[] = [
  ['starts_at', 'asc nulls last'],
  ['id', 'asc'],
];

/**
 * The sort's keys. With a country to be near, the soonest order is nearest first, then
 * soonest (docs/decisions/094); with only the visitor's region (their browser's languages,
 * docs/decisions/124), the soonest day first, nearer first within a day, then soonest. The other
 * orders say what they sort by and stay as they are.
 */
function sortKeys(sort: SearchSort, near: boolean, visitor = false): readonly SortKey[] {
  switch (sort) {
    case 'relevance':
      return [['rank', 'desc'], ...SOONEST];
    case 'soonest':
      if (near) return [['nearness', 'asc'], ...SOONEST];
      return visitor ? [['slot_date', 'asc nulls last'], ['nearness', 'asc'], ...SOONEST] : SOONEST;
    case 'price-low':
      return [['price_cents', 'asc'], ...SOONEST];
    case 'price-high':
      return [['price_cents', 'desc'], ...SOONEST];
    case 'rating':
      return [['stars', 'desc nulls last'], ['review_count', 'desc'], ...SOONEST];
    case 'points':
      return [['points', 'desc'], ...SOONEST];
  }
}

/**
 * The values a sort's keys read, beside the slot's start and the id every match carries. Only
 * those: a search for a date in the soonest order then reads nothing of the activities but
 * their zone, which activities_live_zone_idx holds (docs/decisions/078).
 */
function sortValues(
  keys: readonly SortKey[],
  rank: RawBuilder<number>,
  near: string | undefined,
  visitor: VisitorRegion | undefined,
) {
  const values: Record<Exclude<MatchColumn, 'id' | 'starts_at' | 'slot_date'>, RawBuilder<number | null>> = {
    rank,
    nearness: nearnessSql(near ? nearnessRanks(near) : visitor ? visitorNearnessRanks(visitor) : new Map()),
    price_cents: sql<number>`a.price_cents`,
    stars: averageStars,
    review_count: sql<number>`a.review_count`,
    points: regenPointsSql('a'),
  };
  return keys.flatMap(([column]) =>
    column === 'id' || column === 'starts_at' || column === 'slot_date' ? [] : [values[column].as(column)],
  );
}

/**
 * The nearness rank of the activity's country (shared/src/rules/nearness.ts) as one CASE over
 * the destinations, bound as parameters; a country it does not know ranks last.
 */
function nearnessSql(nearness: ReadonlyMap<string, number>): RawBuilder<number> {
  const ranks = [...nearness];
  if (ranks.length === 0) return sql<number>`0`;
  return sql<number>`(case a.country ${sql.join(
    ranks.map(([country, rank]) => sql`when ${country}::text then ${rank}::int`),
    sql` `,
  )} else 99 end)`;
}

/** ORDER BY the sort's keys, read from `relation` (the matches, or the page's rows). */
function orderByKeys(keys: readonly SortKey[], relation: string) {
  return sql.join(keys.map(([column, direction]) => sql`${sql.ref(`${relation}.${column}`)} ${sql.raw(direction)}`));
}

export interface SearchQueryOptions {
  filters: SearchFilters;
  sort: SearchSort;
  page: number;
  /** The rules' clock: the database's, or a fixed instant in tests. */
  now?: RuleClock;
  /** The page's language: the search words are stemmed in it (and as written). English by default. */
  locale?: Locale;
  /** Where the visitor likely is (their browser's languages): without `near`, the soonest order's tie-break. */
  visitor?: VisitorRegion;
}

/**
 * One page of search results with the total and the first start the answer depends on, in
 * one statement. The matches are kept once (a materialized CTE); the page is their first rows
 * in the sort's order (a top-N sort, not a sort of every match), the total and the first start
 * one aggregate over them, and only the page's rows are joined with their display columns and
 * supplier. With a date the matches are read from that day's slots, the first open one of each
 * activity (`distinct on`, in the order of activity_availability_day_idx); otherwise from the
 * live activities, each with its next open slot (a lateral join).
 */
export function searchActivitiesQuery(
  db: DbOrTrx,
  { filters, sort, page, now = databaseNow, locale = 'en', visitor }: SearchQueryOptions,
) {
  const people = filters.people ?? 1;
  const openSlot = isOpenSlotFor(people, now);
  const text = textQuery(filters.q, locale);
  // The visitor's region orders only a search over every destination.
  const region = filters.country === undefined ? visitor : undefined;
  const keys = sortKeys(sort, filters.near !== undefined, region !== undefined);
  // What every match carries besides its slot: the id, and the values its sort reads.
  const carried = ['a.id', ...sortValues(keys, text ? text.rank : sql<number>`0`, filters.near, region)] as const;
  const matchesFilters = (eb: ExpressionBuilder<DB & { a: DB['activities'] }, 'a'>) => {
    const conditions: Expression<SqlBool>[] = [isLiveActivitySql('a')];
    if (filters.country !== undefined) conditions.push(eb('a.country', '=', filters.country));
    if (filters.category !== undefined) conditions.push(eb('a.impact_category', '=', filters.category));
    if (text !== null) conditions.push(text.matches);
    if (filters.minPrice !== undefined) conditions.push(eb('a.price_cents', '>=', filters.minPrice * 100));
    if (filters.maxPrice !== undefined) conditions.push(eb('a.price_cents', '<=', filters.maxPrice * 100));
    if (filters.duration !== undefined) {
      const range = durationRanges[filters.duration];
      conditions.push(eb('a.duration_hours', '>', range.above));
      if (range.atMost !== null) conditions.push(eb('a.duration_hours', '<=', range.atMost));
    }
    if (filters.effort !== undefined) conditions.push(sql<boolean>`${effortLevelSql('a')} = ${filters.effort}`);
    return eb.and(conditions);
  };

  const matches =
    filters.date !== undefined
      ? // The day's slots with room, each activity's first one that is open.
        db
          .selectFrom('activity_availability as slot')
          .innerJoin('activities as a', 'a.id', 'slot.activity_id')
          .distinctOn('slot.activity_id')
          .select(['slot.date as slot_date', 'slot.start_time as slot_start', slotStartsAt.as('starts_at'), ...carried])
          .where('slot.date', '=', filters.date)
          .where(openSlot)
          .where(matchesFilters)
          .orderBy('slot.activity_id')
          .orderBy('slot.start_time')
      : db
          .selectFrom('activities as a')
          .$call((qb) => {
            const next = (eb: ExpressionBuilder<DB & { a: DB['activities'] }, 'a'>) =>
              eb
                .selectFrom('activity_availability as slot')
                .select(['slot.date', 'slot.start_time', slotStartsAt.as('starts_at')])
                .whereRef('slot.activity_id', '=', 'a.id')
                .where(notBeforeTodaySql(now))
                .where(openSlot)
                .orderBy('slot.date')
                .orderBy('slot.start_time')
                .limit(1)
                .as('next');
            // A party size keeps only activities with such a slot; otherwise every live
            // activity is listed, with its next open slot when it has one (as the listing does).
            return filters.people !== undefined
              ? qb.innerJoinLateral(next, (join) => join.onTrue())
              : qb.leftJoinLateral(next, (join) => join.onTrue());
          })
          .select(['next.date as slot_date', 'next.start_time as slot_start', 'next.starts_at', ...carried])
          .where(matchesFilters);

  return db
    .with(
      (cte) => cte('matches').materialized(),
      () => matches,
    )
    .with('page', (qc) =>
      qc
        .selectFrom('matches as m')
        .selectAll('m')
        .orderBy(orderByKeys(keys, 'm'))
        .limit(SEARCH_PAGE_SIZE)
        .offset((page - 1) * SEARCH_PAGE_SIZE),
    )
    .with('totals', (qc) =>
      qc
        .selectFrom('matches as m')
        .select([sql<number>`count(*)::int`.as('total'), sql<Date | null>`min(m.starts_at)`.as('holds_until')]),
    )
    .selectFrom('page as p')
    .innerJoin('activities as a', 'a.id', 'p.id')
    .innerJoin('suppliers as s', 's.id', 'a.supplier_id')
    .crossJoin('totals as t')
    .select([
      ...experienceCardColumns,
      'a.country',
      dateText('p.slot_date').as('next_date'),
      sql<string | null>`left(p.slot_start::text, 5)`.as('next_start_time'),
      'p.starts_at as next_starts_at',
      't.total',
      't.holds_until',
    ])
    .orderBy(orderByKeys(keys, 'p'));
}
