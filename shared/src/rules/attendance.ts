import { ATTENDANCE_CORRECTION_DAYS } from '../constants.ts';
import { slotHasStarted, zonedWallTimeToInstant } from './booking.ts';
import { activityRegenPoints, type RegenPointsSource } from './regen-points.ts';

// After the activity (docs/decisions/048, 049): when its supplier may mark a booking's
// attendance, and what Regen Points an attendance is worth. The window has a SQL twin in
// server/src/rules/attendance.ts; tests/api/attendance.test.ts checks
// that the two agree.

/** 'attended' with how many of the booked people came, or 'no_show'. */
export type AttendanceMark = { attendance: 'attended'; attendedPeople: number } | { attendance: 'no_show' };

/** not_started: before the slot's start; open: markable and correctable; closed: final. */
export type AttendanceWindow = 'not_started' | 'open' | 'closed';

const CORRECTION_MS = ATTENDANCE_CORRECTION_DAYS * 24 * 3_600_000;

/**
 * Attendance can be marked once the slot has started (the wall clock of the activity's zone,
 * as `slotHasStarted`) and corrected until 14 × 24 hours after its start; after that it is final.
 */
export function attendanceWindow(
  slot: { date: string; start_time: string },
  timeZone: string,
  now: Date,
): AttendanceWindow {
  if (!slotHasStarted(slot, timeZone, now)) return 'not_started';
  const start = zonedWallTimeToInstant(slot.date, slot.start_time, timeZone);
  return now.getTime() < start.getTime() + CORRECTION_MS ? 'open' : 'closed';
}

/** The instant attendance becomes final: the slot's start plus the correction window. */
export function attendanceFinalAt(slot: { date: string; start_time: string }, timeZone: string): Date {
  return new Date(zonedWallTimeToInstant(slot.date, slot.start_time, timeZone).getTime() + CORRECTION_MS);
}

/**
 * The Regen Points a booking's attendance is worth: the activity's points as on its card
 * (duration × 150, or its fixed value) × the people who came. A no-show, or a booking that earns
 * nothing (a reseller's, docs/decisions/049), is worth 0.
 */
export function attendancePoints(activity: RegenPointsSource, mark: AttendanceMark | null, earns = true): number {
  if (!earns || !mark || mark.attendance !== 'attended') return 0;
  return activityRegenPoints(activity) * mark.attendedPeople;
}

/** One ledger entry: a booking's first credit, or a correction of what it was credited before. */
export interface LedgerEntry {
  points: number;
  reason: 'attended' | 'correction';
}

/**
 * The entry that brings a booking's credit from what its ledger entries already add up to to
 * what its attendance is now worth; null when they agree (the same mark twice writes nothing).
 * History is never edited: attended 3 → attended 2 writes −1 person's points, attended → no-show
 * writes the full negative. The first entry of a booking is its credit, every later one a correction.
 */
export function ledgerEntryFor(previous: { sum: number; entries: number }, worth: number): LedgerEntry | null {
  const points = worth - previous.sum;
  if (points === 0) return null;
  return { points, reason: previous.entries === 0 ? 'attended' : 'correction' };
}

/** Progress towards a trip goal: earned points in the goal's country against its target. */
export function goalProgress(
  earned: number,
  target: number,
): { earned: number; target: number; remaining: number; percent: number } {
  const remaining = Math.max(0, target - earned);
  const percent = target <= 0 ? 100 : Math.min(100, Math.floor((Math.max(0, earned) / target) * 100));
  return { earned, target, remaining, percent };
}

/** How a receipt names its traveler: first name and last initial, or "A traveler" when anonymous. */
export function receiptTravelerName(person: { firstName: string; lastName: string }, anonymous: boolean): string {
  const first = person.firstName.trim();
  if (anonymous || !first) return 'A traveler';
  const initial = person.lastName.trim().charAt(0).toUpperCase();
  return initial ? `${first} ${initial}.` : first;
}
