// Booking rules shared by the booking page and the server (docs/spec/public-site.md §5, §9;
// docs/design.md §4). Pure functions: the caller passes "today" and "now".

/** Total price in cents = price per person × number of people. */
export function totalPriceCents(pricePerPersonCents: number, numberOfPeople: number): number {
  return Math.round(pricePerPersonCents) * numberOfPeople;
}

/** Spots still free in a slot (never negative). */
export function remainingSpots(slot: { available_spots: number; booked_spots: number }): number {
  return Math.max(0, slot.available_spots - slot.booked_spots);
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
export function peopleLabel(n: number): string {
  return `${n} ${n === 1 ? 'person' : 'people'}`;
}

/** The offset (minutes east of UTC) of a time zone at an instant. */
function zoneOffsetMinutes(timeZone: string, at: Date): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(at);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const asUtc = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second'));
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

/**
 * Cancellation deadline (docs/design.md §4): the slot's start in the activity's time zone minus
 * the cancellation window. The server computes the same in SQL; this one shows the policy.
 */
export function cancellationDeadline(
  slot: { date: string; start_time: string },
  timeZone: string,
  windowHours: number,
): Date {
  const start = zonedWallTimeToInstant(slot.date, slot.start_time, timeZone);
  return new Date(start.getTime() - windowHours * 3_600_000);
}

/** True while a confirmed booking may still be cancelled. */
export function canCancelBooking(booking: { status: string; cancellationDeadline: Date | string }, now: Date): boolean {
  return booking.status === 'confirmed' && now.getTime() < new Date(booking.cancellationDeadline).getTime();
}

/**
 * Upcoming = dated today or later and still confirmed; everything else is past
 * (docs/spec/accounts-and-operations.md §4).
 */
export function isUpcomingBooking(booking: { bookingDate: string; status: string }, today: string): boolean {
  return booking.status === 'confirmed' && booking.bookingDate >= today;
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
