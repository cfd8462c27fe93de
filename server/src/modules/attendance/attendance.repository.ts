import { sql } from 'kysely';
import type { DbOrTrx, Trx } from '../../db/database.ts';
import { dateText } from '../booking/index.ts';
import { slotHasStartedSql } from '../../rules/booking.ts';
import { attendanceFinalAtSql, attendanceWindowSql, checkInOpenSql } from '../../rules/attendance.ts';

// Attendance SQL (docs/decisions/048). Every function takes the database or an open transaction first.

/** A booking its supplier marked attended, with what a review or a receipt needs of it. */
export interface AttendedBooking {
  bookingId: string;
  travelerUserId: string;
  activityId: string;
  activityTitle: string;
  country: string;
  supplierId: string;
  supplierUserId: string;
  /** 'YYYY-MM-DD' and 'HH:MM:SS' in the activity's zone. */
  date: string;
  startTime: string;
  timeZone: string;
  attendedPeople: number;
}

/** The booking if (and only if) it is marked attended; undefined for any other booking or id. */
export async function findAttendedBooking(db: DbOrTrx, bookingId: string): Promise<AttendedBooking | undefined> {
  const row = await db
    .selectFrom('bookings as b')
    .innerJoin('activities as a', 'a.id', 'b.activity_id')
    .innerJoin('suppliers as s', 's.id', 'a.supplier_id')
    .innerJoin('activity_availability as av', 'av.id', 'b.availability_id')
    .select([
      'b.id as bookingId',
      'b.user_id as travelerUserId',
      'a.id as activityId',
      'a.title as activityTitle',
      'a.country',
      's.id as supplierId',
      's.user_id as supplierUserId',
      dateText('b.booking_date').as('date'),
      'av.start_time as startTime',
      'a.time_zone as timeZone',
      'b.attended_people as attendedPeople',
    ])
    .where('b.id', '=', bookingId)
    .where('b.attendance', '=', 'attended')
    .where('b.status', '=', 'confirmed')
    .executeTakeFirst();
  if (!row || row.attendedPeople === null) return undefined;
  return { ...row, attendedPeople: row.attendedPeople };
}

/**
 * The booking as marking its attendance needs it, its row locked until the transaction ends
 * (two marks at once: the second waits and sees the first's result), with the attendance window
 * by the database's clock.
 */
export function lockBookingForAttendance(trx: Trx, bookingId: string) {
  return trx
    .selectFrom('bookings as b')
    .innerJoin('activities as a', 'a.id', 'b.activity_id')
    .innerJoin('activity_availability as slot', 'slot.id', 'b.availability_id')
    .select([
      'b.id',
      'b.user_id as userId',
      'b.status',
      'b.number_of_people as numberOfPeople',
      'b.attendance',
      'b.attended_people as attendedPeople',
      'b.reseller_id as resellerId',
      'b.activity_id as activityId',
      'a.title as activityTitle',
      'a.country',
      'a.duration_hours as durationHours',
      'a.regen_points_override as regenPointsOverride',
      'a.supplier_id as supplierId',
      attendanceWindowSql('slot', 'a').as('window'),
      checkInOpenSql('slot', 'a').as('checkInOpen'),
    ])
    .where('b.id', '=', bookingId)
    .forUpdate('b')
    .executeTakeFirst();
}

export async function writeAttendance(
  trx: Trx,
  bookingId: string,
  mark: { attendance: 'attended' | 'no_show'; attendedPeople: number | null },
  markedBy: string,
): Promise<void> {
  await trx
    .updateTable('bookings')
    .set({
      attendance: mark.attendance,
      attended_people: mark.attendedPeople,
      attendance_marked_at: sql<Date>`now()`,
      attendance_marked_by: markedBy,
      updated_at: sql<Date>`now()`,
    })
    .where('id', '=', bookingId)
    .execute();
}

/**
 * The attendance of the supplier's confirmed bookings whose slot has started (the Bookings
 * tab's Mark attendance), with the window and the instant it closes.
 */
export function listAttendanceOfSupplier(db: DbOrTrx, supplierId: string) {
  return db
    .selectFrom('bookings as b')
    .innerJoin('activities as a', 'a.id', 'b.activity_id')
    .innerJoin('activity_availability as slot', 'slot.id', 'b.availability_id')
    .select([
      'b.id as bookingId',
      'b.number_of_people as numberOfPeople',
      'b.attendance',
      'b.attended_people as attendedPeople',
      'b.attendance_marked_at as markedAt',
      attendanceWindowSql('slot', 'a').as('window'),
      attendanceFinalAtSql('slot', 'a').as('finalAt'),
    ])
    .where('a.supplier_id', '=', supplierId)
    .where('b.status', '=', 'confirmed')
    .where(slotHasStartedSql('slot', 'a'))
    .orderBy('b.booking_date', 'desc')
    .limit(2000)
    .execute();
}
