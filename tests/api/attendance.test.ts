import { attendanceWindow } from '@regen/shared/rules/attendance';
import {
  ATTENDANCE_CANCELLED_MESSAGE,
  ATTENDANCE_FINAL_MESSAGE,
  ATTENDANCE_FORBIDDEN_MESSAGE,
  ATTENDANCE_NOT_STARTED_MESSAGE,
  ATTENDED_PEOPLE_MESSAGE,
} from '@regen/shared/schemas/impact';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { attendanceWindowSql } from '../../server/src/rules/attendance.ts';
import { fixedNow } from '../../server/src/rules/booking.ts';
import { useApiEnvironment } from '../helpers/api-environment.ts';
import { collect, failure } from '../helpers/client.ts';
import { createBookableSlot, createSlot, createSupplier, daysFromToday, insertBooking } from '../helpers/factories.ts';

// Attendance (issue 13, docs/decisions/048, 049): only the activity's supplier marks it, from the
// slot's start for 14 days; an attended booking credits its traveler in the same transaction,
// corrections compensate, two marks at once credit once, and the traveler hears of it live.

const { env, signedIn } = useApiEnvironment({ RATE_LIMITS: 'false' });

/**
 * A supplier with a 3-hour activity (450 points a person) and a traveler's booking of 3 people
 * on a slot `daysAgo` days ago (negative: ahead), with both signed in.
 */
async function bookingOnSlot(daysAgo: number, options: { people?: number; status?: 'cancelled' } = {}) {
  const {
    supplier,
    supplierUser,
    activity,
    travelerUser: traveler,
    book,
  } = await createBookableSlot(env.db, {
    activity: { durationHours: 3, country: 'Slovenia' },
    daysAhead: -daysAgo,
    slot: { startTime: '09:00', endTime: '12:00' },
  });
  const booking = await book({ people: options.people ?? 3, ...(options.status ? { status: options.status } : {}) });
  return {
    supplier,
    supplierUser,
    activity,
    traveler,
    booking,
    supplierClient: await signedIn(supplierUser.email),
    travelerClient: await signedIn(traveler.email),
  };
}

const ledgerOf = (bookingId: string) =>
  env.db
    .selectFrom('regen_points_ledger')
    .select(['points', 'reason', 'user_id', 'country'])
    .where('booking_id', '=', bookingId)
    .orderBy('id')
    .execute();

describe('marking attendance', () => {
  it('credits the traveler the activity’s points × the people who came, with a receipt, in one go', async () => {
    const b = await bookingOnSlot(2);
    const result = await b.supplierClient.trpc.attendance.mark.mutate({
      bookingId: b.booking.id,
      attendance: 'attended',
      attendedPeople: 2,
    });
    expect(result).toEqual({
      bookingId: b.booking.id,
      attendance: 'attended',
      attendedPeople: 2,
      status: 'completed',
      pointsChange: 900,
      bookingPoints: 900,
    });
    expect(await ledgerOf(b.booking.id)).toEqual([
      { points: 900, reason: 'attended', user_id: b.traveler.id, country: 'Slovenia' },
    ]);
    const row = await env.db
      .selectFrom('bookings')
      .select(['attendance', 'attended_people', 'attendance_marked_by', 'attendance_marked_at'])
      .where('id', '=', b.booking.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ attendance: 'attended', attended_people: 2, attendance_marked_by: b.supplierUser.id });
    expect(row.attendance_marked_at).toBeInstanceOf(Date);
    const receipts = await env.db
      .selectFrom('impact_receipts')
      .selectAll()
      .where('booking_id', '=', b.booking.id)
      .execute();
    expect(receipts).toHaveLength(1);
    expect(receipts[0]).toMatchObject({ user_id: b.traveler.id, shared: false, anonymous: false });
  });

  it('invites the traveler to review ("How was it?") once, however often attendance is corrected', async () => {
    const b = await bookingOnSlot(2);
    const invitations = () =>
      env.db
        .selectFrom('email_outbox')
        .select(['subject', 'text_body'])
        .where('to_address', '=', b.traveler.email)
        .where('kind', '=', 'review_invitation')
        .execute();
    await b.supplierClient.trpc.attendance.mark.mutate({ bookingId: b.booking.id, attendance: 'no_show' });
    expect(await invitations()).toEqual([]);
    await b.supplierClient.trpc.attendance.mark.mutate({
      bookingId: b.booking.id,
      attendance: 'attended',
      attendedPeople: 3,
    });
    await b.supplierClient.trpc.attendance.mark.mutate({
      bookingId: b.booking.id,
      attendance: 'attended',
      attendedPeople: 2,
    });
    const mail = await invitations();
    expect(mail.map((m) => m.subject)).toEqual([`How was it? Review "${b.activity.title}"`]);
    expect(mail[0]!.text_body).toContain(`/reviews/new/${b.booking.id}`);
  });

  it('shows the booking as Completed (attended) or No-show to both parties', async () => {
    const attended = await bookingOnSlot(2);
    const noShow = await bookingOnSlot(2);
    await attended.supplierClient.trpc.attendance.mark.mutate({
      bookingId: attended.booking.id,
      attendance: 'attended',
      attendedPeople: 3,
    });
    await noShow.supplierClient.trpc.attendance.mark.mutate({ bookingId: noShow.booking.id, attendance: 'no_show' });
    const [mine] = await noShow.travelerClient.trpc.traveler.myBookings.query();
    expect(mine).toMatchObject({ id: noShow.booking.id, status: 'no_show' });
    const supplierList = await noShow.supplierClient.trpc.supplier.bookings.query();
    const all = [...supplierList.current, ...supplierList.past];
    expect(all.find((x) => x.id === noShow.booking.id)?.status).toBe('no_show');
    const [attendedMine] = await attended.travelerClient.trpc.traveler.myBookings.query();
    expect(attendedMine).toMatchObject({ id: attended.booking.id, status: 'completed' });
    expect(await ledgerOf(noShow.booking.id)).toEqual([]);
  });

  it('corrections write compensating entries and never edit history', async () => {
    const b = await bookingOnSlot(3);
    const mark = (input: { attendance: 'attended'; attendedPeople: number } | { attendance: 'no_show' }) =>
      b.supplierClient.trpc.attendance.mark.mutate({ bookingId: b.booking.id, ...input });
    expect((await mark({ attendance: 'attended', attendedPeople: 3 })).pointsChange).toBe(1350);
    expect((await mark({ attendance: 'attended', attendedPeople: 3 })).pointsChange).toBe(0);
    expect((await mark({ attendance: 'attended', attendedPeople: 2 })).pointsChange).toBe(-450);
    expect((await mark({ attendance: 'no_show' })).pointsChange).toBe(-900);
    expect((await mark({ attendance: 'attended', attendedPeople: 1 })).pointsChange).toBe(450);
    expect((await ledgerOf(b.booking.id)).map((e) => [e.points, e.reason])).toEqual([
      [1350, 'attended'],
      [-450, 'correction'],
      [-900, 'correction'],
      [450, 'correction'],
    ]);
    expect(await b.travelerClient.trpc.impact.total.query()).toEqual({ totalPoints: 450, verifiedPoints: 0 });
  });

  it('tells the traveler live, with the new total', async () => {
    const b = await bookingOnSlot(2);
    const events = collect<{ type: string; bookingId: string | null; payload: unknown }>();
    const sub = b.travelerClient.trpc.auth.events.subscribe(undefined, {
      onStarted: events.onStarted,
      onData: (e) => events.push(e.data),
    });
    await events.started;
    await b.supplierClient.trpc.attendance.mark.mutate({
      bookingId: b.booking.id,
      attendance: 'attended',
      attendedPeople: 1,
    });
    await events.waitFor(1);
    sub.unsubscribe();
    expect(events.items[0]).toMatchObject({
      type: 'attendance.marked',
      bookingId: b.booking.id,
      payload: {
        bookingId: b.booking.id,
        activityTitle: b.activity.title,
        attendance: 'attended',
        attendedPeople: 1,
        pointsChange: 450,
        totalPoints: 450,
      },
    });
  });

  it('two marks at once credit once', async () => {
    const b = await bookingOnSlot(2);
    const second = await signedIn(b.supplierUser.email);
    const input = { bookingId: b.booking.id, attendance: 'attended' as const, attendedPeople: 3 };
    const results = await Promise.all([
      b.supplierClient.trpc.attendance.mark.mutate(input),
      second.trpc.attendance.mark.mutate(input),
    ]);
    expect(results.map((r) => r.pointsChange).sort((x, y) => x - y)).toEqual([0, 1350]);
    expect(await ledgerOf(b.booking.id)).toHaveLength(1);
    expect(
      await env.db.selectFrom('impact_receipts').select('id').where('booking_id', '=', b.booking.id).execute(),
    ).toHaveLength(1);
  });

  it('lists the supplier’s started confirmed bookings with their window, and no one else’s', async () => {
    const b = await bookingOnSlot(2);
    const ahead = await createSlot(env.db, b.activity.id, { date: daysFromToday(7) });
    const future = await insertBooking(env.db, { activityId: b.activity.id, slotId: ahead.id, userId: b.traveler.id });
    const other = await bookingOnSlot(2);
    const list = await b.supplierClient.trpc.attendance.ofMyBookings.query();
    const ids = list.map((x) => x.bookingId);
    expect(ids).toContain(b.booking.id);
    expect(ids).not.toContain(future.id);
    expect(ids).not.toContain(other.booking.id);
    expect(list.find((x) => x.bookingId === b.booking.id)).toMatchObject({
      numberOfPeople: 3,
      attendance: null,
      attendedPeople: null,
      window: 'open',
    });
  });
});

describe('the rules of marking attendance, each a clear refusal that writes nothing', () => {
  it('refuses before the slot has started', async () => {
    const b = await bookingOnSlot(-7);
    const error = await failure(
      b.supplierClient.trpc.attendance.mark.mutate({ bookingId: b.booking.id, attendance: 'no_show' }),
    );
    expect(error).toMatchObject({ code: 'PRECONDITION_FAILED', message: ATTENDANCE_NOT_STARTED_MESSAGE });
    expect(ATTENDANCE_NOT_STARTED_MESSAGE).toBe('Attendance can be marked once the activity has started.');
  });

  it('refuses after the 14 days: attendance is then final', async () => {
    const b = await bookingOnSlot(20);
    const error = await failure(
      b.supplierClient.trpc.attendance.mark.mutate({
        bookingId: b.booking.id,
        attendance: 'attended',
        attendedPeople: 1,
      }),
    );
    expect(error).toMatchObject({
      code: 'PRECONDITION_FAILED',
      message: 'Attendance can only be marked or corrected within 14 days of the activity; it is now final.',
    });
    expect(error.message).toBe(ATTENDANCE_FINAL_MESSAGE);
    expect(await ledgerOf(b.booking.id)).toEqual([]);
  });

  it('refuses more people than were booked, and fewer than one', async () => {
    const b = await bookingOnSlot(2, { people: 2 });
    const tooMany = await failure(
      b.supplierClient.trpc.attendance.mark.mutate({
        bookingId: b.booking.id,
        attendance: 'attended',
        attendedPeople: 3,
      }),
    );
    expect(tooMany).toMatchObject({
      code: 'BAD_REQUEST',
      message: 'At most 2 people were booked: please enter a number from 1 to 2.',
    });
    const none = await failure(
      b.supplierClient.trpc.attendance.mark.mutate({
        bookingId: b.booking.id,
        attendance: 'attended',
        attendedPeople: 0,
      }),
    );
    expect(none).toMatchObject({ code: 'BAD_REQUEST', message: ATTENDED_PEOPLE_MESSAGE });
    const row = await env.db
      .selectFrom('bookings')
      .select('attendance')
      .where('id', '=', b.booking.id)
      .executeTakeFirstOrThrow();
    expect(row.attendance).toBeNull();
  });

  it('refuses a cancelled booking', async () => {
    const b = await bookingOnSlot(2, { status: 'cancelled' });
    expect(
      await failure(b.supplierClient.trpc.attendance.mark.mutate({ bookingId: b.booking.id, attendance: 'no_show' })),
    ).toMatchObject({ code: 'CONFLICT', message: ATTENDANCE_CANCELLED_MESSAGE });
  });

  it('refuses another supplier, and the traveler', async () => {
    const b = await bookingOnSlot(2);
    const { user: otherUser } = await createSupplier(env.db);
    const other = await signedIn(otherUser.email);
    expect(
      await failure(
        other.trpc.attendance.mark.mutate({ bookingId: b.booking.id, attendance: 'attended', attendedPeople: 1 }),
      ),
    ).toMatchObject({ code: 'FORBIDDEN', message: ATTENDANCE_FORBIDDEN_MESSAGE });
    expect(
      await failure(
        b.travelerClient.trpc.attendance.mark.mutate({
          bookingId: b.booking.id,
          attendance: 'attended',
          attendedPeople: 1,
        }),
      ),
    ).toMatchObject({ code: 'FORBIDDEN' });
    expect(await ledgerOf(b.booking.id)).toEqual([]);
  });

  it('answers an unknown booking with not found', async () => {
    const b = await bookingOnSlot(2);
    for (const bookingId of ['00000000-0000-4000-8000-000000000000', 'not-a-booking']) {
      expect(
        await failure(b.supplierClient.trpc.attendance.mark.mutate({ bookingId, attendance: 'no_show' })),
      ).toMatchObject({ code: 'NOT_FOUND', message: 'Booking not found' });
    }
  });

  it('records a reseller’s booking’s attendance without crediting anyone', async () => {
    const b = await bookingOnSlot(2);
    const reseller = await env.db
      .insertInto('resellers')
      .values({ name: 'Trailfinders', user_id: b.traveler.id })
      .returning('id')
      .executeTakeFirstOrThrow();
    await env.db.updateTable('bookings').set({ reseller_id: reseller.id }).where('id', '=', b.booking.id).execute();
    const result = await b.supplierClient.trpc.attendance.mark.mutate({
      bookingId: b.booking.id,
      attendance: 'attended',
      attendedPeople: 2,
    });
    expect(result).toMatchObject({ status: 'completed', pointsChange: 0, bookingPoints: 0 });
    expect(await ledgerOf(b.booking.id)).toEqual([]);
  });
});

describe('the attendance window in SQL and in TypeScript', () => {
  // 2026-07-10 09:00 in Ljubljana is 07:00 UTC; 14 × 24 hours later is 2026-07-24 07:00 UTC.
  const cases: [string, { now: string; date?: string; time?: string; zone?: string }, string][] = [
    ['one second before the start: not started', { now: '2026-07-10T06:59:59Z' }, 'not_started'],
    ['at the start: open', { now: '2026-07-10T07:00:00Z' }, 'open'],
    ['one second before 14 days: open', { now: '2026-07-24T06:59:59Z' }, 'open'],
    ['at 14 days: closed', { now: '2026-07-24T07:00:00Z' }, 'closed'],
    ['14 × 24 real hours across the fall-back change', { now: '2026-11-03T06:59:59Z', date: '2026-10-20' }, 'open'],
    ['closed at 14 × 24 real hours after the change', { now: '2026-11-03T07:00:00Z', date: '2026-10-20' }, 'closed'],
    [
      'a zone half an hour off the hour (Kolkata)',
      { now: '2026-07-10T03:29:59Z', zone: 'Asia/Kolkata' },
      'not_started',
    ],
    ['Auckland, a day ahead of UTC', { now: '2026-07-09T21:00:00Z', zone: 'Pacific/Auckland' }, 'open'],
  ];

  it.each(cases)('agree: %s', async (_name, c, expected) => {
    const slot = { date: c.date ?? '2026-07-10', start_time: c.time ?? '09:00' };
    const zone = c.zone ?? 'Europe/Ljubljana';
    const now = new Date(c.now);
    const { rows } = await sql<{ window: string }>`
      with s as (select ${slot.date}::date as date, ${slot.start_time}::time as start_time),
      a as (select ${zone}::text as time_zone)
      select ${attendanceWindowSql('s', 'a', fixedNow(now))} as window from s, a
    `.execute(env.db);
    expect(rows[0]!.window).toBe(attendanceWindow(slot, zone, now));
    expect(rows[0]!.window).toBe(expected);
  });
});
