// Display formats for both ends (docs/spec/accounts-and-operations.md §9: en-US long dates,
// 12-hour times; prices in US dollars). Written without Intl, whose first call on a page sets up
// ICU in a task of 100–160 ms on a phone (docs/decisions/081); format.test.ts compares each with
// Intl. Only a wall clock in a time zone needs Intl (wallClockInZone).
import { groupThousands } from './digits.ts';
import { wallClockInZone } from './rules/booking.ts';

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** US dollars: 123450 → '$1,234.50', 500000 → '$5,000' (no cents when whole). */
export function formatUsdCents(cents: number): string {
  const whole = Math.round(Math.abs(cents));
  const sign = cents < 0 && whole !== 0 ? '-' : '';
  const dollars = groupThousands(Math.floor(whole / 100));
  const rest = whole % 100;
  return rest === 0 ? `${sign}$${dollars}` : `${sign}$${dollars}.${String(rest).padStart(2, '0')}`;
}

/** 'YYYY-MM-DD' → 'November 21, 2026' (read as a calendar date, not shifted by time zone). */
export function formatLongDate(isoDate: string): string {
  const [year, month, day] = isoDate.slice(0, 10).split('-').map(Number);
  return `${MONTHS[month! - 1]} ${day}, ${year}`;
}

/** 'YYYY-MM-DD' → 'Nov 21' (read as a calendar date, not shifted by time zone). */
export function formatShortDate(isoDate: string): string {
  const [, month, day] = isoDate.slice(0, 10).split('-').map(Number);
  return `${MONTHS[month! - 1]!.slice(0, 3)} ${day}`;
}

/** 'HH:MM[:SS]' → '9:00 AM'. */
export function formatTime12h(time: string): string {
  const [h, m] = time.split(':').map(Number);
  const suffix = h! >= 12 ? 'PM' : 'AM';
  const hour = h! % 12 === 0 ? 12 : h! % 12;
  return `${hour}:${String(m).padStart(2, '0')} ${suffix}`;
}

// Every date and time of a slot is shown in the activity's time zone, named, the same for the
// traveler, the supplier and the emails (docs/decisions/023): '9:00 AM (Europe/Ljubljana time)'.

/** '(Europe/Ljubljana time)': the label every slot time carries. */
export function timeZoneLabel(timeZone: string): string {
  return `(${timeZone} time)`;
}

/** A slot's start: '9:00 AM (Europe/Ljubljana time)'. */
export function formatSlotTime(time: string, timeZone: string): string {
  return `${formatTime12h(time)} ${timeZoneLabel(timeZone)}`;
}

/** A slot's span: '9:00 AM – 12:00 PM (Europe/Ljubljana time)'. */
export function formatSlotTimeRange(start: string, end: string, timeZone: string): string {
  return `${formatTime12h(start)} – ${formatTime12h(end)} ${timeZoneLabel(timeZone)}`;
}

/** A slot's date and start: 'November 21, 2026 at 9:00 AM (Europe/Ljubljana time)'. */
export function formatSlotDateTime(date: string, time: string, timeZone: string): string {
  return `${formatLongDate(date)} at ${formatSlotTime(time, timeZone)}`;
}

/**
 * An instant (a cancellation deadline) on the wall clock of the activity's zone:
 * 'November 20, 2026 at 9:00 AM (Europe/Ljubljana time)', whatever the reader's own zone.
 */
export function formatInstantInZone(instant: Date | string, timeZone: string): string {
  const wallClock = wallClockInZone(new Date(instant), timeZone);
  return formatSlotDateTime(wallClock.slice(0, 10), wallClock.slice(11, 16), timeZone);
}

/**
 * The cancellation policy of a booking or of a slot about to be booked, from the server's
 * decision: the deadline while it is ahead, else plainly that there is no free cancellation
 * (a slot that starts within the cancellation window).
 */
export function cancellationPolicyText(
  booking: { cancellable: boolean; cancellationDeadline: Date | string },
  timeZone: string,
): string {
  return booking.cancellable
    ? `Free cancellation until ${formatInstantInZone(booking.cancellationDeadline, timeZone)}.`
    : 'No free cancellation: the cancellation deadline for this time slot has passed, so the booking cannot be cancelled.';
}

/** Regen Points: 5250 → '5,250'. */
export function formatPoints(n: number): string {
  return groupThousands(n);
}
