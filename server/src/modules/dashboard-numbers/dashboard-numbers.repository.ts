import { NUMBERS_NEXT_WEEKS, NUMBERS_PAST_WEEKS } from '@regen/shared/schemas/dashboard-numbers';
import { sql } from 'kysely';
import type { DbOrTrx } from '../../db/database.ts';
import { databaseNow, type RuleClock } from '../../rules/booking.ts';

// The supplier's numbers, computed by the database (issue 31 part 8, docs/decisions/105). Weeks
// run Monday to Sunday and are told by the clock given (the database's `now()` unless a test
// fixes an instant), in UTC; a booking counts by its calendar date, a review and a points credit by the day they were
// written (UTC). Every query is limited to the one supplier's activities in its own where clause.

/** The row a week comes back as: counts as integers, averages as doubles or null. */
interface WeekRow {
  week_start: string;
  upcoming: boolean;
  bookings: number;
  people: number;
  paid_cents: number;
  unpaid_cents: number;
  no_show_percent: number | null;
  average_rating: number | null;
  points: number;
}

/** The 16 weeks (12 to the current one, 4 ahead), oldest first, with what happened in each. */
export async function weeklyNumbers(db: DbOrTrx, supplierId: string, now: RuleClock = databaseNow): Promise<WeekRow[]> {
  const { rows } = await sql<WeekRow>`
    with this_week as (
      select date_trunc('week', (${now} at time zone 'UTC'))::date as monday
    ),
    weeks as (
      select (this_week.monday + n * 7) as week_start, n > 0 as upcoming
      from this_week, generate_series(${1 - NUMBERS_PAST_WEEKS}::int, ${NUMBERS_NEXT_WEEKS}::int) as n
    ),
    booking_weeks as (
      select date_trunc('week', b.booking_date::timestamp)::date as week_start,
             count(*)::int as bookings,
             sum(b.number_of_people)::int as people,
             coalesce(sum(b.total_price_cents) filter (where b.payment_status = 'completed'), 0)::int as paid_cents,
             coalesce(sum(b.total_price_cents) filter (where b.payment_status <> 'completed'), 0)::int as unpaid_cents,
             count(*) filter (where b.attendance is not null)::int as marked,
             count(*) filter (where b.attendance = 'no_show')::int as no_shows
      from bookings b
      join activities a on a.id = b.activity_id
      where a.supplier_id = ${supplierId}
        and b.status in ('confirmed', 'completed')
      group by 1
    ),
    review_weeks as (
      select date_trunc('week', r.created_at at time zone 'UTC')::date as week_start,
             avg(r.stars)::float8 as average_rating
      from reviews r
      join activities a on a.id = r.activity_id
      where a.supplier_id = ${supplierId}
        and r.hidden_at is null
      group by 1
    ),
    point_weeks as (
      select date_trunc('week', l.created_at at time zone 'UTC')::date as week_start,
             sum(l.points)::int as points
      from regen_points_ledger l
      join activities a on a.id = l.activity_id
      where a.supplier_id = ${supplierId}
      group by 1
    )
    select to_char(w.week_start, 'YYYY-MM-DD') as week_start,
           w.upcoming,
           coalesce(bw.bookings, 0) as bookings,
           coalesce(bw.people, 0) as people,
           coalesce(bw.paid_cents, 0) as paid_cents,
           coalesce(bw.unpaid_cents, 0) as unpaid_cents,
           case when bw.marked > 0 then (100.0 * bw.no_shows / bw.marked)::float8 end as no_show_percent,
           rw.average_rating,
           coalesce(pw.points, 0) as points
    from weeks w
    left join booking_weeks bw on bw.week_start = w.week_start
    left join review_weeks rw on rw.week_start = w.week_start
    left join point_weeks pw on pw.week_start = w.week_start
    order by w.week_start
  `.execute(db);
  return rows;
}

interface OccupancyRow {
  activity_id: string;
  title: string;
  past_percent: number | null;
  upcoming_percent: number | null;
}

/**
 * Each activity's booked share of the spots its open slots offer: slots from the first of the 12
 * weeks to today, and from tomorrow to the end of the 4 weeks ahead.
 */
export async function occupancyByActivity(
  db: DbOrTrx,
  supplierId: string,
  now: RuleClock = databaseNow,
): Promise<OccupancyRow[]> {
  const { rows } = await sql<OccupancyRow>`
    with span as (
      select (${now} at time zone 'UTC')::date as today,
             date_trunc('week', (${now} at time zone 'UTC'))::date + ${(1 - NUMBERS_PAST_WEEKS) * 7}::int as first_day,
             date_trunc('week', (${now} at time zone 'UTC'))::date + ${(NUMBERS_NEXT_WEEKS + 1) * 7}::int as end_day
    )
    select a.id as activity_id,
           a.title,
           (100.0 * sum(s.booked_spots) filter (where s.date <= span.today)
             / nullif(sum(s.available_spots) filter (where s.date <= span.today), 0))::float8 as past_percent,
           (100.0 * sum(s.booked_spots) filter (where s.date > span.today)
             / nullif(sum(s.available_spots) filter (where s.date > span.today), 0))::float8 as upcoming_percent
    from activities a
    cross join span
    left join activity_availability s
      on s.activity_id = a.id
     and s.is_available
     and s.date >= span.first_day
     and s.date < span.end_day
    where a.supplier_id = ${supplierId}
      and a.status <> 'archived'
    group by a.id, a.title
    order by a.title, a.id
  `.execute(db);
  return rows;
}
