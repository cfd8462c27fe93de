// Booking rules shared by the booking page and the server (docs/spec/public-site.md §5, §9;
// docs/design.md §4). Pure functions: the caller passes "today" and "now".
import { wallClockInZone } from '../format.ts';
import { DEFAULT_LOCALE, formatMessage, type Locale } from '../i18n/index.ts';

/** Total price in cents = price per person × number of people. */
export function totalPriceCents(pricePerPersonCents: number, numberOfPeople: number): number {
  return Math.round(pricePerPersonCents) * numberOfPeople;
}

/** Spots still free in a slot (never negative). The server's SQL form: server/src/rules/booking.ts. */
export function remainingSpots(slot: { available_spots: number; booked_spots: number }): number {
  return Math.max(0, slot.available_spots - slot.booked_spots);
}

/**
 * A live activity: approved (docs/spec/public-site.md §6: only approved activities are listed and
 * bookable). Archived is a status of its own, so an approved activity is never archived.
 */
export function isLiveActivity(activity: { status: string }): boolean {
  return activity.status === 'approved';
}

/**
 * The people selector: 1 up to the lesser of max_participants and the chosen slot's
 * remaining spots (max_participants when no slot is chosen).
 */
export function peopleOptions(maxParticipants: number, slotRemaining?: number | null): number[] {
  const limit = Math.max(
    1,
    slotRemaining == null ? maxParticipants : Math.min(maxParticipants, Math.max(0, slotRemaining)),
  );
  return Array.from({ length: limit }, (_, i) => i + 1);
}

/** '1 person', '3 people'. */
export function peopleLabel(n: number, locale: Locale = DEFAULT_LOCALE): string {
  return formatMessage(locale, 'common.people', { count: n });
}

/** The offset (minutes east of UTC) of a time zone at an instant. */
function zoneOffsetMinutes(timeZone: string, at: Date): number {
  const [date = '', time = ''] = wallClockInZone(at, timeZone).split(' ');
  const [year, month, day] = date.split('-').map(Number);
  const [hour, minute, second] = time.split(':').map(Number);
  const asUtc = Date.UTC(year!, month! - 1, day, hour, minute, second);
  return Math.round((asUtc - Math.floor(at.getTime() / 1000) * 1000) / 60_000);
}

/**
 * The instant of a wall-clock time in a time zone ('2026-03-29', '09:00', 'Europe/Ljubljana').
 * Same answer as PostgreSQL's `(date + time) at time zone tz` across DST changes: a time
 * that happens twice, or not at all, is read as standard time (the smaller offset).
 */
export function zonedWallTimeToInstant(date: string, time: string, timeZone: string): Date {
  const [y, m, d] = date.split('-').map(Number);
  const [hh, mm, ss] = time.split(':').map(Number);
  const naiveUtc = Date.UTC(y!, m! - 1, d, hh, mm ?? 0, ss ?? 0);
  const before = zoneOffsetMinutes(timeZone, new Date(naiveUtc - 12 * 3_600_000));
  const after = zoneOffsetMinutes(timeZone, new Date(naiveUtc + 12 * 3_600_000));
  if (before === after) return new Date(naiveUtc - before * 60_000);
  const valid = [before, after].filter(
    (offset) => zoneOffsetMinutes(timeZone, new Date(naiveUtc - offset * 60_000)) === offset,
  );
  const offset = valid.length === 1 ? valid[0]! : Math.min(before, after);
  return new Date(naiveUtc - offset * 60_000);
}

// The booking rules below each have a SQL twin in server/src/rules/booking.ts,
// and tests/api/booking-rules.test.ts checks that the two agree (docs/decisions/022).

/**
 * Cancellation deadline (docs/design.md §4, docs/decisions/005): the slot's start in the
 * activity's time zone minus the cancellation window. Stored with the booking when it is made.
 */
export function cancellationDeadline(
  slot: { date: string; start_time: string },
  timeZone: string,
  windowHours: number,
): Date {
  const start = zonedWallTimeToInstant(slot.date, slot.start_time, timeZone);
  return new Date(start.getTime() - windowHours * 3_600_000);
}

/** True from the deadline's instant on. */
export function hasCancellationDeadlinePassed(deadline: Date | string, now: Date): boolean {
  return now.getTime() >= new Date(deadline).getTime();
}

/**
 * True while a booking may still be cancelled, by its traveler or the activity's supplier
 * (docs/spec/accounts-and-operations.md §4): confirmed, and now before the deadline.
 */
export function canCancelBooking(booking: { status: string; cancellationDeadline: Date | string }, now: Date): boolean {
  return booking.status === 'confirmed' && !hasCancellationDeadlinePassed(booking.cancellationDeadline, now);
}

/** Today's date in a time zone, 'YYYY-MM-DD'. */
export function todayInZone(now: Date, timeZone: string): string {
  return wallClockInZone(now, timeZone).slice(0, 10);
}

/** 'HH:MM' or 'HH:MM:SS' → 'HH:MM:SS'. */
function fullTime(time: string): string {
  return time.length === 5 ? `${time}:00` : time.slice(0, 8);
}

/**
 * A slot has started once the wall clock of its activity's zone reaches its date and start
 * time: it is then no longer offered or bookable.
 */
export function slotHasStarted(slot: { date: string; start_time: string }, timeZone: string, now: Date): boolean {
  return wallClockInZone(now, timeZone) >= `${slot.date} ${fullTime(slot.start_time)}`;
}

/**
 * The status as both parties see it (docs/decisions/048): a confirmed booking its supplier marked
 * attended reads 'completed', marked a no-show 'no_show'; unmarked, it reads 'completed' once its
 * slot has ended (the wall clock of the activity's zone has reached its date and end time), as
 * before attendance existed (docs/architecture.md).
 */
export function bookingStatusAsShown<S extends string>(
  booking: { status: S; bookingDate: string; endTime: string; attendance?: 'attended' | 'no_show' | null },
  timeZone: string,
  now: Date,
): S | 'completed' | 'no_show' {
  if (booking.status !== 'confirmed') return booking.status;
  if (booking.attendance === 'attended') return 'completed';
  if (booking.attendance === 'no_show') return 'no_show';
  const ended = wallClockInZone(now, timeZone) >= `${booking.bookingDate} ${fullTime(booking.endTime)}`;
  return ended ? 'completed' : booking.status;
}

/** A status as people read it (badges, exports): Confirmed, Cancelled, Completed, No-show. */
export function bookingStatusLabel(status: string, locale: Locale = DEFAULT_LOCALE): string {
  return formatMessage(locale, 'status.booking', { status });
}

/**
 * Upcoming = dated today or later (in the activity's time zone) and not cancelled; everything
 * else is past (docs/spec/accounts-and-operations.md §4).
 */
export function isUpcomingBooking(
  booking: { bookingDate: string; status: string },
  timeZone: string,
  now: Date,
): boolean {
  return booking.status !== 'cancelled' && booking.bookingDate >= todayInZone(now, timeZone);
}

/**
 * Sorts bookings by date and time (docs/spec/accounts-and-operations.md §4: lists are sorted by
 * date and time).
 */
export function compareBookingsByDateTime(
  a: { bookingDate: string; bookingTime: string },
  b: { bookingDate: string; bookingTime: string },
): number {
  return a.bookingDate === b.bookingDate
    ? a.bookingTime.localeCompare(b.bookingTime)
    : a.bookingDate.localeCompare(b.bookingDate);
}

/** 'YYYY-MM-DD' of a date in local calendar terms (for a Date made from year, month, day). */
export function isoDate(date: Date): string {
  const y = date.getFullYear();
  const m = String(date.getMonth() + 1).padStart(2, '0');
  const d = String(date.getDate()).padStart(2, '0');
  return `${y}-${m}-${d}`;
}

function addDaysIso(iso: string, days: number): string {
  const [y, m, d] = iso.split('-').map(Number);
  return new Date(Date.UTC(y!, m! - 1, d! + days)).toISOString().slice(0, 10);
}

function isSundayIso(iso: string): boolean {
  const [y, m, d] = iso.split('-').map(Number);
  return new Date(Date.UTC(y!, m! - 1, d)).getUTCDay() === 0;
}

export interface DemoSlot {
  id: string;
  date: string;
  start_time: string;
  end_time: string;
  is_available: true;
  available_spots: number;
}

export const DEMO_DAYS = 30;
export const DEMO_MORNING_DEFAULT_SPOTS = 8;
export const DEMO_AFTERNOON_DEFAULT_SPOTS = 6;

/**
 * Demo availability (docs/spec/public-site.md §9): the next 30 days after `today`, skipping
 * Sundays, two slots a day: 09:00–12:00 with max_participants (or 8) spots and 14:00–17:00
 * with max_participants (or 6) spots.
 */
export function generateDemoAvailability(today: string, maxParticipants?: number | null): DemoSlot[] {
  const slots: DemoSlot[] = [];
  for (let day = 1; day <= DEMO_DAYS; day++) {
    const date = addDaysIso(today, day);
    if (isSundayIso(date)) continue;
    slots.push({
      id: `demo-slot-${date}-morning`,
      date,
      start_time: '09:00:00',
      end_time: '12:00:00',
      is_available: true,
      available_spots: maxParticipants || DEMO_MORNING_DEFAULT_SPOTS,
    });
    slots.push({
      id: `demo-slot-${date}-afternoon`,
      date,
      start_time: '14:00:00',
      end_time: '17:00:00',
      is_available: true,
      available_spots: maxParticipants || DEMO_AFTERNOON_DEFAULT_SPOTS,
    });
  }
  return slots;
}
