import { attendancePoints } from '@regen/shared/rules/attendance';
import { calculateImpact } from '@regen/shared/rules/impact-calculator';
import { sql } from 'kysely';
import type { Trx } from '../db/database.ts';
import { creditAttendance } from '../modules/impact/index.ts';
import { demoAccounts } from './accounts.ts';

/** The demo traveler's trip goal: what the calculator gives for this trip. */
const DEMO_TRIP_GOAL = { country: 'Slovenia', days: 5, cities: 2 } as const;

/**
 * After the activity (issue 13): the demo traveler's past booking (bookings-and-messages.ts) is
 * marked attended by its supplier, credited with its Regen Points as marking it would (the same
 * rule and ledger function), with a shared receipt, and the traveler has a trip goal. It is the
 * demo traveler's only attended booking: the reviews' demo finds it that way.
 */
export async function seedAttendedBooking(trx: Trx): Promise<void> {
  const booking = await trx
    .selectFrom('bookings as b')
    .innerJoin('users as u', 'u.id', 'b.user_id')
    .innerJoin('activities as a', 'a.id', 'b.activity_id')
    .innerJoin('suppliers as s', 's.id', 'a.supplier_id')
    .innerJoin('activity_availability as slot', 'slot.id', 'b.availability_id')
    .select([
      'b.id',
      'b.user_id as userId',
      'b.activity_id as activityId',
      'b.number_of_people as people',
      'a.country',
      'a.duration_hours as durationHours',
      'a.regen_points_override as regenPointsOverride',
      's.user_id as supplierUserId',
    ])
    .where('u.email', '=', demoAccounts.traveler)
    .where('b.status', '=', 'confirmed')
    .where(sql<boolean>`(slot.date + slot.end_time) at time zone a.time_zone <= now()`)
    .orderBy('b.booking_date', 'desc')
    .executeTakeFirstOrThrow();

  await trx
    .updateTable('bookings')
    .set({
      attendance: 'attended',
      attended_people: booking.people,
      attendance_marked_at: sql<Date>`now()`,
      attendance_marked_by: booking.supplierUserId,
    })
    .where('id', '=', booking.id)
    .execute();
  const worth = attendancePoints(booking, { attendance: 'attended', attendedPeople: booking.people });
  const { receiptId } = await creditAttendance(
    trx,
    { bookingId: booking.id, userId: booking.userId, activityId: booking.activityId, country: booking.country },
    worth,
  );
  if (receiptId) await trx.updateTable('impact_receipts').set({ shared: true }).where('id', '=', receiptId).execute();

  const target = calculateImpact(DEMO_TRIP_GOAL);
  if (!target) throw new Error(`The demo trip goal's country is not in the calculator: ${DEMO_TRIP_GOAL.country}`);
  await trx
    .insertInto('trip_goals')
    .values({ user_id: booking.userId, ...DEMO_TRIP_GOAL, target_points: target.total })
    .execute();
}
