import { sql } from 'kysely';
import {
  bookingStatusAsShown,
  canCancelBooking,
  cancellationDeadline,
  hasCancellationDeadlinePassed,
  isLiveActivity,
  isUpcomingBooking,
  remainingSpots,
  slotHasStarted,
  todayInZone,
} from '@regen/shared/rules/booking';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  canCancelSql,
  cancellationDeadlinePassedSql,
  cancellationDeadlineSql,
  deadlineOf,
  fixedNow,
  isLiveActivitySql,
  isUpcomingSql,
  remainingSpotsSql,
  slotHasStartedSql,
  statusAsShownSql,
  todayInZoneSql,
} from '../../server/src/rules/booking.ts';
import { setupTestEnvironment } from '../helpers/server.ts';

// Every booking rule exists twice, once per place it runs: in TypeScript
// (shared/src/rules/booking.ts, for screens and services) and in SQL
// (server/src/modules/booking/booking-rules.ts, for queries). This evaluates both over the same
// cases, the SQL form in the database (PGlite, or PostgreSQL with TEST_DATABASE_URL) and the
// TypeScript form in Node, and checks that they agree and give the expected answer
// (docs/decisions/022).

let env: Awaited<ReturnType<typeof setupTestEnvironment>>;

beforeAll(async () => {
  env = await setupTestEnvironment();
});
afterAll(async () => {
  await env.close();
});

interface RuleCase {
  now: string;
  slot?: { date: string; start_time: string; end_time?: string; available_spots?: number; booked_spots?: number };
  timeZone?: string;
  activityStatus?: string;
  windowHours?: number;
  booking?: {
    status?: string;
    booking_date?: string;
    cancellation_deadline?: string;
    attendance?: 'attended' | 'no_show' | null;
  };
}

interface Answers {
  deadline: string;
  deadlinePassed: boolean;
  canCancel: boolean;
  today: string;
  started: boolean;
  upcoming: boolean;
  shownStatus: string;
  remaining: number;
  live: boolean;
}

/** A case with its defaults: a Ljubljana slot on 2026-07-10 09:00, 24 hours' window, confirmed. */
function complete(c: RuleCase) {
  const slot = {
    available_spots: 6,
    booked_spots: 2,
    end_time: '12:00',
    ...(c.slot ?? { date: '2026-07-10', start_time: '09:00' }),
  };
  const timeZone = c.timeZone ?? 'Europe/Ljubljana';
  const windowHours = c.windowHours ?? 24;
  const deadline = cancellationDeadline(slot, timeZone, windowHours).toISOString();
  const booking = {
    status: 'confirmed',
    booking_date: slot.date,
    cancellation_deadline: deadline,
    attendance: null as 'attended' | 'no_show' | null,
    ...c.booking,
  };
  return { now: new Date(c.now), slot, timeZone, windowHours, booking, activityStatus: c.activityStatus ?? 'approved' };
}

function inNode(c: RuleCase): Answers {
  const { now, slot, timeZone, windowHours, booking, activityStatus } = complete(c);
  return {
    deadline: cancellationDeadline(slot, timeZone, windowHours).toISOString(),
    deadlinePassed: hasCancellationDeadlinePassed(booking.cancellation_deadline, now),
    canCancel: canCancelBooking({ status: booking.status, cancellationDeadline: booking.cancellation_deadline }, now),
    today: todayInZone(now, timeZone),
    started: slotHasStarted(slot, timeZone, now),
    upcoming: isUpcomingBooking({ status: booking.status, bookingDate: booking.booking_date }, timeZone, now),
    shownStatus: bookingStatusAsShown(
      {
        status: booking.status,
        bookingDate: booking.booking_date,
        endTime: slot.end_time,
        attendance: booking.attendance,
      },
      timeZone,
      now,
    ),
    remaining: remainingSpots(slot),
    live: isLiveActivity({ status: activityStatus }),
  };
}

async function inDatabase(c: RuleCase): Promise<Answers> {
  const { now: instant, slot, timeZone, windowHours, booking, activityStatus } = complete(c);
  const now = fixedNow(instant);
  // The rules read columns of aliases s (slot), a (activity) and b (booking), as in the queries.
  const { rows } = await sql<{
    deadline: Date;
    deadline_passed: boolean;
    can_cancel: boolean;
    today: string;
    started: boolean;
    upcoming: boolean;
    shown_status: string;
    remaining: number;
    live: boolean;
  }>`
    with s as (
      select ${slot.date}::date as date, ${slot.start_time}::time as start_time, ${slot.end_time}::time as end_time,
        ${slot.available_spots}::int as available_spots, ${slot.booked_spots}::int as booked_spots
    ),
    a as (select ${timeZone}::text as time_zone, ${activityStatus}::text as status),
    b as (
      select ${booking.status}::text as status, ${booking.booking_date}::date as booking_date,
        ${booking.cancellation_deadline}::timestamptz as cancellation_deadline,
        ${booking.attendance}::text as attendance
    )
    select
      ${cancellationDeadlineSql('s', 'a', windowHours)} as deadline,
      ${cancellationDeadlinePassedSql(deadlineOf('b'), now)} as deadline_passed,
      ${canCancelSql('b', now)} as can_cancel,
      to_char(${todayInZoneSql('a', now)}, 'YYYY-MM-DD') as today,
      ${slotHasStartedSql('s', 'a', now)} as started,
      ${isUpcomingSql('b', 'a', now)} as upcoming,
      ${statusAsShownSql('b', 's', 'a', now)} as shown_status,
      ${remainingSpotsSql('s')} as remaining,
      ${isLiveActivitySql('a')} as live
    from s, a, b
  `.execute(env.db);
  const row = rows[0]!;
  return {
    deadline: new Date(row.deadline).toISOString(),
    deadlinePassed: row.deadline_passed,
    canCancel: row.can_cancel,
    today: row.today,
    started: row.started,
    upcoming: row.upcoming,
    shownStatus: row.shown_status,
    remaining: Number(row.remaining),
    live: row.live,
  };
}

// The default slot, 2026-07-10 09:00 in Ljubljana (UTC+2 in summer), starts at 07:00 UTC; its
// deadline 24 hours earlier is 2026-07-09T07:00:00Z.
const cases: [string, RuleCase, Partial<Answers>][] = [
  [
    'one second before the deadline: cancellable',
    { now: '2026-07-09T06:59:59Z' },
    { deadline: '2026-07-09T07:00:00.000Z', deadlinePassed: false, canCancel: true, upcoming: true },
  ],
  [
    'exactly at the deadline: no longer cancellable',
    { now: '2026-07-09T07:00:00Z' },
    { deadlinePassed: true, canCancel: false },
  ],
  [
    'one second after the deadline: not cancellable',
    { now: '2026-07-09T07:00:01Z' },
    { deadlinePassed: true, canCancel: false },
  ],
  [
    'cancelled before the deadline: neither cancellable nor upcoming',
    { now: '2026-07-01T00:00:00Z', booking: { status: 'cancelled' } },
    { deadlinePassed: false, canCancel: false, upcoming: false },
  ],
  [
    'completed: not cancellable, still upcoming on its day (only cancelled is past)',
    { now: '2026-07-10T10:00:00Z', booking: { status: 'completed' } },
    { canCancel: false, upcoming: true, started: true },
  ],
  [
    'dated yesterday in the activity’s zone: past',
    { now: '2026-07-10T10:00:00Z', booking: { booking_date: '2026-07-09' } },
    { today: '2026-07-10', upcoming: false },
  ],
  [
    'already tomorrow in Ljubljana while still today in UTC: today is the zone’s',
    { now: '2026-07-09T22:30:00Z', booking: { booking_date: '2026-07-09' } },
    { today: '2026-07-10', upcoming: false },
  ],
  [
    'still today in New York while tomorrow in UTC: upcoming',
    {
      now: '2026-07-10T02:30:00Z',
      timeZone: 'America/New_York',
      slot: { date: '2026-07-09', start_time: '23:00' },
    },
    { today: '2026-07-09', upcoming: true, started: false },
  ],
  ['one second before the slot starts: not started', { now: '2026-07-10T06:59:59Z' }, { started: false }],
  ['exactly at the slot’s start: started', { now: '2026-07-10T07:00:00Z' }, { started: true }],
  [
    'a full slot has no spots left',
    {
      now: '2026-07-01T00:00:00Z',
      slot: { date: '2026-07-10', start_time: '09:00', available_spots: 6, booked_spots: 6 },
    },
    { remaining: 0 },
  ],
  [
    'spots reduced below what is booked: none left, never negative',
    {
      now: '2026-07-01T00:00:00Z',
      slot: { date: '2026-07-10', start_time: '09:00', available_spots: 4, booked_spots: 6 },
    },
    { remaining: 0 },
  ],
  [
    'spots left = available − booked',
    {
      now: '2026-07-01T00:00:00Z',
      slot: { date: '2026-07-10', start_time: '09:00', available_spots: 10, booked_spots: 3 },
    },
    { remaining: 7 },
  ],
  [
    'one second before the slot ends: still confirmed',
    { now: '2026-07-10T09:59:59Z' },
    { shownStatus: 'confirmed', started: true },
  ],
  [
    'once the slot has ended, a confirmed booking reads completed',
    { now: '2026-07-10T10:00:00Z' },
    { shownStatus: 'completed' },
  ],
  [
    'an ended slot leaves a cancelled booking cancelled',
    { now: '2026-07-11T00:00:00Z', booking: { status: 'cancelled' } },
    { shownStatus: 'cancelled', upcoming: false },
  ],
  [
    'marked attended before its slot ends: completed',
    { now: '2026-07-10T08:00:00Z', booking: { attendance: 'attended' } },
    { shownStatus: 'completed' },
  ],
  [
    'marked a no-show: no_show, during the slot and after it',
    { now: '2026-07-10T08:00:00Z', booking: { attendance: 'no_show' } },
    { shownStatus: 'no_show' },
  ],
  [
    'a no-show stays no_show once the slot has ended',
    { now: '2026-07-20T00:00:00Z', booking: { attendance: 'no_show' } },
    { shownStatus: 'no_show' },
  ],
  [
    'ended and never marked: completed, as before attendance existed',
    { now: '2026-07-30T00:00:00Z', booking: { attendance: null } },
    { shownStatus: 'completed' },
  ],
  [
    'a cancelled booking reads cancelled whatever else it holds',
    { now: '2026-07-20T00:00:00Z', booking: { status: 'cancelled', attendance: 'attended' } },
    { shownStatus: 'cancelled' },
  ],
  ['a pending activity is not live', { now: '2026-07-01T00:00:00Z', activityStatus: 'pending' }, { live: false }],
  ['an archived activity is not live', { now: '2026-07-01T00:00:00Z', activityStatus: 'archived' }, { live: false }],
  ['an approved activity is live', { now: '2026-07-01T00:00:00Z' }, { live: true }],
  [
    'winter time: the deadline moves with the zone’s offset',
    { now: '2026-12-01T00:00:00Z', slot: { date: '2026-12-10', start_time: '09:00' } },
    { deadline: '2026-12-09T08:00:00.000Z' },
  ],
  [
    'across the spring-forward change the window counts real hours',
    { now: '2026-03-01T00:00:00Z', slot: { date: '2026-03-30', start_time: '09:00' } },
    { deadline: '2026-03-29T07:00:00.000Z' },
  ],
  [
    'a start time skipped by the spring-forward change',
    { now: '2026-03-01T00:00:00Z', slot: { date: '2026-03-29', start_time: '02:30' }, windowHours: 0 },
    { deadline: '2026-03-29T01:30:00.000Z' },
  ],
  [
    'a start time that happens twice at the fall-back change',
    { now: '2026-10-01T00:00:00Z', slot: { date: '2026-10-25', start_time: '02:30' }, windowHours: 0 },
    { deadline: '2026-10-25T01:30:00.000Z' },
  ],
  [
    'during the repeated hour, the wall clock decides whether the slot has started',
    { now: '2026-10-25T00:45:00Z', slot: { date: '2026-10-25', start_time: '02:30' } },
    { started: true },
  ],
  [
    'a 48-hour window in Cairo',
    {
      now: '2026-12-01T00:00:00Z',
      timeZone: 'Africa/Cairo',
      windowHours: 48,
      slot: { date: '2026-12-10', start_time: '18:30' },
    },
    {},
  ],
  [
    'a zone half an hour off the hour (Kolkata)',
    { now: '2026-07-10T03:29:59Z', timeZone: 'Asia/Kolkata' },
    { deadline: '2026-07-09T03:30:00.000Z', started: false },
  ],
  [
    'no window at all (Auckland): cancellable until the start',
    {
      now: '2026-12-09T19:59:59Z',
      timeZone: 'Pacific/Auckland',
      windowHours: 0,
      slot: { date: '2026-12-10', start_time: '09:00' },
    },
    { deadline: '2026-12-09T20:00:00.000Z', canCancel: true },
  ],
];

describe('the booking rules in SQL and in TypeScript', () => {
  it.each(cases)('agree: %s', async (_name, c, expected) => {
    const node = inNode(c);
    expect(await inDatabase(c)).toEqual(node);
    expect(node).toMatchObject(expected);
  });

  it('read the database’s clock when given none', async () => {
    const { rows } = await sql<{ same: boolean }>`
      with a as (select 'Europe/Ljubljana'::text as time_zone)
      select ${todayInZoneSql('a')} = (now() at time zone 'Europe/Ljubljana')::date as same from a
    `.execute(env.db);
    expect(rows[0]!.same).toBe(true);
  });
});
