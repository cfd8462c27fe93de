import { DEFAULT_LOCALE, formatMessage, type Locale, type PlainMessageKey } from '../i18n/index.ts';

// Weekly schedules (docs/decisions/058): which slots a schedule stands for. Pure calendar
// arithmetic on 'YYYY-MM-DD' dates and wall-clock 'HH:MM:SS' times in the activity's zone, so a
// daylight-saving change moves nothing: 9:00 stays 9:00 on the wall clock, the day the clocks
// change included.

/** ISO weekdays: 1 = Monday … 7 = Sunday; `name` and `short` are catalogue keys. */
export const WEEKDAYS = [
  { value: 1, name: 'schedules.weekday.monday', short: 'schedules.weekdayShort.monday' },
  { value: 2, name: 'schedules.weekday.tuesday', short: 'schedules.weekdayShort.tuesday' },
  { value: 3, name: 'schedules.weekday.wednesday', short: 'schedules.weekdayShort.wednesday' },
  { value: 4, name: 'schedules.weekday.thursday', short: 'schedules.weekdayShort.thursday' },
  { value: 5, name: 'schedules.weekday.friday', short: 'schedules.weekdayShort.friday' },
  { value: 6, name: 'schedules.weekday.saturday', short: 'schedules.weekdayShort.saturday' },
  { value: 7, name: 'schedules.weekday.sunday', short: 'schedules.weekdayShort.sunday' },
] as const satisfies readonly { value: number; name: PlainMessageKey; short: PlainMessageKey }[];

/** How far ahead a schedule may run: its last date at most this many months after today. */
export const SCHEDULE_MAX_MONTHS = 12;

const DAY_MS = 86_400_000;

function utcDay(date: string): number {
  return Date.parse(`${date}T00:00:00Z`);
}

/** The ISO weekday of a calendar date: 1 = Monday … 7 = Sunday. */
export function isoWeekday(date: string): number {
  const day = new Date(utcDay(date)).getUTCDay();
  return day === 0 ? 7 : day;
}

/** A calendar date plus a number of days. */
export function addDays(date: string, days: number): string {
  return new Date(utcDay(date) + days * DAY_MS).toISOString().slice(0, 10);
}

/**
 * The date `months` calendar months after `date`, clamped to the month's last day (as
 * PostgreSQL's `date + interval 'n months'` does: January 31 + 1 month = February 28).
 */
export function addMonths(date: string, months: number): string {
  const [y, m, d] = date.split('-').map(Number);
  const first = new Date(Date.UTC(y!, m! - 1 + months, 1));
  const lastDay = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  first.setUTCDate(Math.min(d!, lastDay));
  return first.toISOString().slice(0, 10);
}

/** The last date a schedule may run until when today is `today` (in the activity's zone). */
export function latestScheduleDate(today: string): string {
  return addMonths(today, SCHEDULE_MAX_MONTHS);
}

export interface ScheduleRule {
  weekdays: readonly number[];
  startTime: string;
  endTime: string;
  spots: number;
  validFrom: string;
  validUntil: string;
}

export type ScheduleExceptionRule =
  | { date: string; kind: 'closed' }
  | { date: string; kind: 'changed'; startTime: string; endTime: string; spots: number };

export interface ScheduledSlot {
  date: string;
  startTime: string;
  endTime: string;
  spots: number;
}

/** Whether the schedule has a slot on this date by its weekdays and dates (exceptions aside). */
export function isScheduleDay(
  rule: Pick<ScheduleRule, 'weekdays' | 'validFrom' | 'validUntil'>,
  date: string,
): boolean {
  return date >= rule.validFrom && date <= rule.validUntil && rule.weekdays.includes(isoWeekday(date));
}

/**
 * The slots a schedule stands for from `fromDate` on (today: earlier dates are history),
 * one per matching weekday, with its exceptions applied: a closed date has none, a changed one
 * its own times and spots.
 */
export function scheduledSlots(
  rule: ScheduleRule,
  exceptions: readonly ScheduleExceptionRule[],
  fromDate: string,
): ScheduledSlot[] {
  const byDate = new Map(exceptions.map((e) => [e.date, e]));
  const slots: ScheduledSlot[] = [];
  const first = fromDate > rule.validFrom ? fromDate : rule.validFrom;
  for (let date = first; date <= rule.validUntil; date = addDays(date, 1)) {
    if (!rule.weekdays.includes(isoWeekday(date))) continue;
    const exception = byDate.get(date);
    if (exception?.kind === 'closed') continue;
    slots.push(
      exception?.kind === 'changed'
        ? { date, startTime: exception.startTime, endTime: exception.endTime, spots: exception.spots }
        : { date, startTime: rule.startTime, endTime: rule.endTime, spots: rule.spots },
    );
  }
  return slots;
}

/** Why a slot was left as it was: "Kept: 2 bookings", "Kept: 1 cancelled booking on record". */
export function keptReason(activeBookings: number, otherBookings: number, locale: Locale = DEFAULT_LOCALE): string {
  if (activeBookings > 0) return formatMessage(locale, 'schedules.keptActive', { count: activeBookings });
  return formatMessage(locale, 'schedules.keptOnRecord', { count: otherBookings });
}

/** "Mon, Wed, Fri" for the weekdays of a schedule, in week order. */
export function weekdaysText(weekdays: readonly number[], locale: Locale = DEFAULT_LOCALE): string {
  return WEEKDAYS.filter((d) => weekdays.includes(d.value))
    .map((d) => formatMessage(locale, d.short))
    .join(', ');
}
