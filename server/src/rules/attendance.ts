import { ATTENDANCE_CORRECTION_DAYS, CHECK_IN_OPENS_HOURS } from '@regen/shared/constants';
import type { AttendanceWindow } from '@regen/shared/rules/attendance';
import { sql, type RawBuilder } from 'kysely';
import { databaseNow, slotHasStartedSql, type RuleClock } from './booking.ts';

// The attendance rule in SQL, twin of attendanceWindow in shared/src/rules/attendance.ts;
// tests/api/attendance.test.ts evaluates both over the same cases (docs/decisions/022, 048).
// `slot` has date and start_time (activity_availability), `activity` has time_zone.

const column = (alias: string, name: string) => sql.ref(`${alias}.${name}`);

const slotStart = (slot: string, activity: string) =>
  sql<Date>`((${column(slot, 'date')} + ${column(slot, 'start_time')}) at time zone ${column(activity, 'time_zone')})`;

/** attendanceFinalAt: the slot's start plus 14 × 24 hours (real hours, whatever the zone's changes). */
export function attendanceFinalAtSql(slot: string, activity: string): RawBuilder<Date> {
  return sql<Date>`(${slotStart(slot, activity)} + (${ATTENDANCE_CORRECTION_DAYS * 24}::float8 * interval '1 hour'))`;
}

/** attendanceWindow: not_started before the slot's start, open for 14 × 24 hours from it, then closed. */
export function attendanceWindowSql(
  slot: string,
  activity: string,
  now: RuleClock = databaseNow,
): RawBuilder<AttendanceWindow> {
  return sql<AttendanceWindow>`(case when not ${slotHasStartedSql(slot, activity, now)} then 'not_started' when ${now} < ${attendanceFinalAtSql(slot, activity)} then 'open' else 'closed' end)`;
}

/**
 * Check-in at the meeting point (docs/decisions/104): a party may be checked in from
 * CHECK_IN_OPENS_HOURS before the slot's start, as people arrive; marking attendance otherwise
 * waits for the start.
 */
export function checkInOpenSql(slot: string, activity: string, now: RuleClock = databaseNow): RawBuilder<boolean> {
  return sql<boolean>`(${slotStart(slot, activity)} - (${CHECK_IN_OPENS_HOURS}::float8 * interval '1 hour') <= ${now})`;
}
