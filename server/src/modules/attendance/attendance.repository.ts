import type { DbOrTrx } from '../../db/database.ts';
import { dateText } from '../booking/index.ts';

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
