import { sql } from 'kysely';
import type { DbOrTrx } from '../../db/database.ts';
import { isLiveActivitySql, statusAsShownSql } from '../../rules/booking.ts';

// The only SQL of the booked-activity view (docs/decisions/120).

/** The activity as its row holds it (since docs/decisions/102, the last approved version of a live one). */
export function findActivityContent(db: DbOrTrx, activityId: string) {
  return db
    .selectFrom('activities as a')
    .innerJoin('suppliers as s', 's.id', 'a.supplier_id')
    .select([
      'a.id',
      'a.title',
      'a.description',
      'a.impact_description',
      'a.photo_url',
      'a.country',
      'a.duration_hours',
      'a.time_zone',
      's.business_name',
      's.location',
      isLiveActivitySql('a').as('live'),
    ])
    .where('a.id', '=', activityId)
    .executeTakeFirst();
}

/** The traveler's own bookings of the activity, soonest first (a reseller's hold is not theirs). */
export function listBookingsOfTraveler(db: DbOrTrx, activityId: string, userId: string) {
  return db
    .selectFrom('bookings as b')
    .innerJoin('activities as a', 'a.id', 'b.activity_id')
    .innerJoin('activity_availability as slot', 'slot.id', 'b.availability_id')
    .select([
      'b.id',
      sql<string>`to_char(b.booking_date, 'YYYY-MM-DD')`.as('booking_date'),
      sql<string>`to_char(b.booking_time, 'HH24:MI')`.as('booking_time'),
      'b.number_of_people',
      'b.total_price_cents',
      statusAsShownSql('b', 'slot', 'a').as('status'),
    ])
    .where('b.activity_id', '=', activityId)
    .where('b.user_id', '=', userId)
    .where('b.status', 'in', ['confirmed', 'cancelled', 'completed'])
    .orderBy('b.booking_date')
    .orderBy('b.booking_time')
    .execute();
}
