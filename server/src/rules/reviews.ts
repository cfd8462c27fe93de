import { REVIEW_EDIT_HOURS, REVIEW_WINDOW_DAYS } from '@regen/shared/rules/reviews';
import { sql, type RawBuilder } from 'kysely';
import { databaseNow, type RuleClock } from './booking.ts';

// The review rules in SQL: each is the twin of a pure function in shared/src/rules/reviews.ts
// (named in its comment), and tests/api/reviews.test.ts evaluates both over the same cases and
// checks that they agree (as the booking rules do, docs/decisions/022, 052).
//
// Arguments name table aliases in the caller's query: `slot` has date and start_time
// (activity_availability), `activity` has time_zone (activities), `review` has created_at.

const column = (alias: string, name: string) => sql.ref(`${alias}.${name}`);

/** The slot's start as an instant (its wall clock in the activity's zone). */
function slotStartSql(slot: string, activity: string): RawBuilder<Date> {
  return sql<Date>`((${column(slot, 'date')} + ${column(slot, 'start_time')}) at time zone ${column(activity, 'time_zone')})`;
}

/** reviewWindowCloses: the slot's start time, REVIEW_WINDOW_DAYS calendar days later, in its zone. */
export function reviewWindowClosesSql(slot: string, activity: string): RawBuilder<Date> {
  return sql<Date>`(((${column(slot, 'date')} + ${REVIEW_WINDOW_DAYS}::int) + ${column(slot, 'start_time')}) at time zone ${column(activity, 'time_zone')})`;
}

/** isReviewWindowOpen: from the slot's start until (not including) the window closes. */
export function reviewWindowOpenSql(slot: string, activity: string, now: RuleClock = databaseNow): RawBuilder<boolean> {
  return sql<boolean>`(${slotStartSql(slot, activity)} <= ${now} and ${now} < ${reviewWindowClosesSql(slot, activity)})`;
}

/** Whether the slot has started (the window's first half, for a clearer refusal). */
export function reviewSlotStartedSql(
  slot: string,
  activity: string,
  now: RuleClock = databaseNow,
): RawBuilder<boolean> {
  return sql<boolean>`(${slotStartSql(slot, activity)} <= ${now})`;
}

/** canEditReview: before created_at + REVIEW_EDIT_HOURS. */
export function canEditReviewSql(review: string, now: RuleClock = databaseNow): RawBuilder<boolean> {
  return sql<boolean>`(${now} < ${column(review, 'created_at')} + (${REVIEW_EDIT_HOURS}::float8 * interval '1 hour'))`;
}
