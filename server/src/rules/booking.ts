import type { BookingStatusAsShown } from '@regen/shared/constants';
import { sql, type Expression, type RawBuilder } from 'kysely';

// The booking rules in SQL, for queries that filter, count or sort by them. Each is the twin
// of a pure function in shared/src/rules/booking.ts (named in its comment; this file has that
// file's name), and
// tests/api/booking-rules.test.ts evaluates both over the same cases and checks that they agree
// (docs/decisions/022). Queries use these helpers instead of writing a rule out again.
//
// Arguments name table aliases in the caller's query: `slot` has date, start_time,
// available_spots and booked_spots (activity_availability); `activity` has time_zone and status
// (activities); `booking` has status, booking_date and cancellation_deadline (bookings).

/**
 * The one clock of the server's rules: the database's. Every instance and every test reads the
 * same time, whatever the clocks of the hosts running Node (docs/decisions/019).
 */
export const databaseNow: RawBuilder<Date> = sql<Date>`now()`;

/** A clock for the rules: the database's, or a fixed instant (the agreement test's cases). */
export type RuleClock = Expression<Date>;

export const fixedNow = (instant: Date): RawBuilder<Date> => sql<Date>`${instant.toISOString()}::timestamptz`;

const column = (alias: string, name: string) => sql.ref(`${alias}.${name}`);

/** cancellationDeadline: the slot's start in the activity's time zone minus the window. */
export function cancellationDeadlineSql(slot: string, activity: string, windowHours: number): RawBuilder<Date> {
  return sql<Date>`((${column(slot, 'date')} + ${column(slot, 'start_time')}) at time zone ${column(activity, 'time_zone')}) - (${windowHours}::float8 * interval '1 hour')`;
}

/**
 * hasCancellationDeadlinePassed: from the deadline's instant on. `deadline` is a booking's
 * stored one (`deadlineOf('b')`) or a slot's to be (`cancellationDeadlineSql`).
 */
export function cancellationDeadlinePassedSql(
  deadline: Expression<Date>,
  now: RuleClock = databaseNow,
): RawBuilder<boolean> {
  return sql<boolean>`(${now} >= ${deadline})`;
}

/** A booking's stored cancellation deadline. */
export const deadlineOf = (booking: string) => sql.ref<Date>(`${booking}.cancellation_deadline`);

/** canCancelBooking: confirmed, and the deadline not passed. */
export function canCancelSql(booking: string, now: RuleClock = databaseNow): RawBuilder<boolean> {
  return sql<boolean>`(${column(booking, 'status')} = 'confirmed' and not ${cancellationDeadlinePassedSql(deadlineOf(booking), now)})`;
}

/** todayInZone: the date on the wall clock of the activity's zone. */
export function todayInZoneSql(activity: string, now: RuleClock = databaseNow): RawBuilder<string> {
  return sql<string>`(${now} at time zone ${column(activity, 'time_zone')})::date`;
}

/** slotHasStarted: the zone's wall clock has reached the slot's date and start time. */
export function slotHasStartedSql(slot: string, activity: string, now: RuleClock = databaseNow): RawBuilder<boolean> {
  return sql<boolean>`(${column(slot, 'date')} + ${column(slot, 'start_time')} <= ${now} at time zone ${column(activity, 'time_zone')})`;
}

/**
 * bookingStatusAsShown: a confirmed booking marked attended reads 'completed', marked a no-show
 * 'no_show', unmarked with its slot ended 'completed'. `booking` also has attendance; `slot` has
 * end_time (the booking's slot, activity_availability).
 */
export function statusAsShownSql(
  booking: string,
  slot: string,
  activity: string,
  now: RuleClock = databaseNow,
): RawBuilder<BookingStatusAsShown> {
  return sql<BookingStatusAsShown>`(case when ${column(booking, 'status')} <> 'confirmed' then ${column(booking, 'status')} when ${column(booking, 'attendance')} = 'attended' then 'completed' when ${column(booking, 'attendance')} = 'no_show' then 'no_show' when ${column(booking, 'booking_date')} + ${column(slot, 'end_time')} <= ${now} at time zone ${column(activity, 'time_zone')} then 'completed' else ${column(booking, 'status')} end)`;
}

/** isUpcomingBooking: dated today or later in the activity's zone, and not cancelled. */
export function isUpcomingSql(booking: string, activity: string, now: RuleClock = databaseNow): RawBuilder<boolean> {
  return sql<boolean>`(${column(booking, 'status')} <> 'cancelled' and ${column(booking, 'booking_date')} >= ${todayInZoneSql(activity, now)})`;
}

/** remainingSpots: available minus booked, never negative. */
export function remainingSpotsSql(slot: string): RawBuilder<number> {
  return sql<number>`greatest(0, ${column(slot, 'available_spots')} - ${column(slot, 'booked_spots')})`;
}

/** isLiveActivity: approved (an archived activity is never approved). */
export function isLiveActivitySql(activity: string): RawBuilder<boolean> {
  return sql<boolean>`(${column(activity, 'status')} = 'approved')`;
}
