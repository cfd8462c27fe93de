import {
  SEARCH_PAGE_SIZE,
  durationRanges,
  type SearchFilters,
  type SearchSort,
} from '@regen/shared/rules/search-filters';
import { REGEN_POINTS_PER_HOUR } from '@regen/shared/constants';
import { sql, type ExpressionBuilder, type RawBuilder } from 'kysely';
import type { DbOrTrx } from '../../db/database.ts';
import type { DB } from '../../db/schema.ts';
import {
  databaseNow,
  dateText,
  isLiveActivitySql,
  remainingSpotsSql,
  slotHasStartedSql,
  todayInZoneSql,
  type RuleClock,
} from '../booking/index.ts';
import { experienceCardColumns } from '../catalogue/index.ts';

// The search's one statement per page of results (docs/decisions/068, 069): the live activities
// matching the filters, each with the open slot it is offered by (the next one, or the first on
// the chosen date with room for the party), ordered, counted with a window function and cut to
// the page. Which activity is live and which slot is open are the booking rules
// (booking/booking-rules.ts), exactly as the experiences listing applies them: an activity
// without an open slot is listed, unless a date or a party size asks for one.

type WithSlot = DB & { slot: DB['activity_availability'] };

/**
 * An open slot with room for `people`, seen from `activity_availability as slot` with the
 * activity as `a`: on offer, enough spots left, not started in the activity's zone. The date
 * bound repeats the start rule in a form the slot key (activity_id, date, start_time) can use.
 */
function isOpenSlotFor(people: number, now: RuleClock) {
  return (eb: ExpressionBuilder<WithSlot, 'slot'>) =>
    eb.and([
      eb('slot.is_available', '=', true),
      sql<boolean>`${remainingSpotsSql('slot')} >= ${people}`,
      sql<boolean>`slot.date >= ${todayInZoneSql('a', now)}`,
      sql<boolean>`not ${slotHasStartedSql('slot', 'a', now)}`,
    ]);
}

const slotStartTime = sql<string>`left(slot.start_time::text, 5)`;
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
 * Every word, stemmed as the documents are, as a prefix: 'reefs cor' finds 'Coral reef'. The
 * words hold no tsquery syntax (only letters, marks and digits), so each is safe to parse.
 * Null when the text has no word: no text filter.
 */
function textQuery(text: string | undefined): RawBuilder<string> | null {
  const words = text ? searchWords(text) : [];
  if (words.length === 0) return null;
  return sql<string>`(${sql.join(
    words.map((word) => sql`to_tsquery('english'::regconfig, ${word}::text || ':*')`),
    sql` && `,
  )})`;
}

/** ORDER BY of a sort; every one ends on the soonest open slot and the id, so pages are stable. */
function orderBy(sort: SearchSort, rank: RawBuilder<number>) {
  const soonest = sql`next.starts_at asc nulls last, a.id asc`;
  switch (sort) {
    case 'relevance':
      return sql`${rank} desc, ${soonest}`;
    case 'soonest':
      return soonest;
    case 'price-low':
      return sql`a.price_cents asc, ${soonest}`;
    case 'price-high':
      return sql`a.price_cents desc, ${soonest}`;
    case 'rating':
      return sql`${averageStars} desc nulls last, a.review_count desc, ${soonest}`;
    case 'points':
      return sql`${regenPointsSql('a')} desc, ${soonest}`;
  }
}

export interface SearchQueryOptions {
  filters: SearchFilters;
  sort: SearchSort;
  page: number;
  /** The rules' clock: the database's, or a fixed instant in tests. */
  now?: RuleClock;
}

/**
 * One page of search results with the total and the first start the answer depends on, in
 * one statement. The matching rows are numbered by the sort in a window, counted in another,
 * and only the page's rows are joined with their display columns and supplier.
 */
export function searchActivitiesQuery(db: DbOrTrx, { filters, sort, page, now = databaseNow }: SearchQueryOptions) {
  const people = filters.people ?? 1;
  const openSlot = isOpenSlotFor(people, now);
  const text = textQuery(filters.q);
  const rank = text ? sql<number>`ts_rank(a.search_document, ${text})` : sql<number>`0`;
  const slotRequired = filters.date !== undefined || filters.people !== undefined;

  const matches = db
    .selectFrom('activities as a')
    .$call((qb) => {
      const next = (eb: ExpressionBuilder<DB & { a: DB['activities'] }, 'a'>) =>
        eb
          .selectFrom('activity_availability as slot')
          .select([dateText('slot.date').as('date'), slotStartTime.as('start_time'), slotStartsAt.as('starts_at')])
          .whereRef('slot.activity_id', '=', 'a.id')
          .$if(filters.date !== undefined, (q) => q.where('slot.date', '=', filters.date!))
          .where(openSlot)
          .orderBy('slot.date')
          .orderBy('slot.start_time')
          .limit(1)
          .as('next');
      // A date or a party size keeps only activities with such a slot; otherwise every live
      // activity is listed, with its next open slot when it has one (as the listing does).
      return slotRequired
        ? qb.innerJoinLateral(next, (join) => join.onTrue())
        : qb.leftJoinLateral(next, (join) => join.onTrue());
    })
    .select([
      'a.id',
      'next.date',
      'next.start_time',
      'next.starts_at',
      sql<number>`row_number() over (order by ${orderBy(sort, rank)})`.as('position'),
      sql<number>`count(*) over ()::int`.as('total'),
      sql<Date | null>`min(next.starts_at) over ()`.as('holds_until'),
    ])
    .where(isLiveActivitySql('a'))
    .$if(filters.date !== undefined, (qb) =>
      // Lets the planner start from the slots of that day (activity_availability_date_idx)
      // instead of probing every live activity; the lateral join above picks the slot.
      qb.where(
        'a.id',
        'in',
        db
          .selectFrom('activity_availability as day')
          .select('day.activity_id')
          .where('day.date', '=', filters.date!)
          .where('day.is_available', '=', true)
          .where(sql<boolean>`${remainingSpotsSql('day')} >= ${people}`),
      ),
    )
    .$if(filters.country !== undefined, (qb) => qb.where('a.country', '=', filters.country!))
    .$if(filters.category !== undefined, (qb) => qb.where('a.impact_category', '=', filters.category!))
    .$if(text !== null, (qb) => qb.where(sql<boolean>`a.search_document @@ ${text}`))
    .$if(filters.minPrice !== undefined, (qb) => qb.where('a.price_cents', '>=', filters.minPrice! * 100))
    .$if(filters.maxPrice !== undefined, (qb) => qb.where('a.price_cents', '<=', filters.maxPrice! * 100))
    .$if(filters.duration !== undefined, (qb) => {
      const range = durationRanges[filters.duration!];
      const above = qb.where('a.duration_hours', '>', range.above);
      return range.atMost === null ? above : above.where('a.duration_hours', '<=', range.atMost);
    })
    .$if(filters.effort !== undefined, (qb) => qb.where(sql<boolean>`${effortLevelSql('a')} = ${filters.effort!}`))
    .orderBy('position')
    .limit(SEARCH_PAGE_SIZE)
    .offset((page - 1) * SEARCH_PAGE_SIZE);

  return db
    .with('matches', () => matches)
    .selectFrom('matches as m')
    .innerJoin('activities as a', 'a.id', 'm.id')
    .innerJoin('suppliers as s', 's.id', 'a.supplier_id')
    .select([
      ...experienceCardColumns,
      'm.date as next_date',
      'm.start_time as next_start_time',
      'm.starts_at as next_starts_at',
      'm.total',
      'm.holds_until',
    ])
    .orderBy('m.position');
}
