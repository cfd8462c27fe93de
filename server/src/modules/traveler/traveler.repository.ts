import { sql } from 'kysely';
import type { DbOrTrx } from '../../db/database.ts';
import { dateText } from '../booking/index.ts';
import { canCancelSql, isUpcomingSql, statusAsShownSql } from '../../rules/booking.ts';

/**
 * A traveler's bookings with everything the lists show, in ONE query (no N+1): the activity,
 * the supplier, the slot's end, the unread message count per booking, and the booking rules
 * (server/src/rules/booking.ts): the status as shown (a confirmed booking whose slot has ended reads
 * 'completed'), upcoming, cancellable. Sorted by date and time.
 */
export function listBookingsOfTraveler(db: DbOrTrx, userId: string) {
  const unread = db
    .selectFrom('messages')
    .select(['booking_id', sql<number>`count(*)::int`.as('unread')])
    .where('receiver_id', '=', userId)
    .where('read_at', 'is', null)
    .groupBy('booking_id')
    .as('m');
  return db
    .selectFrom('bookings as b')
    .innerJoin('activities as a', 'a.id', 'b.activity_id')
    .innerJoin('suppliers as s', 's.id', 'a.supplier_id')
    .innerJoin('activity_availability as slot', 'slot.id', 'b.availability_id')
    .leftJoin(unread, 'm.booking_id', 'b.id')
    .select([
      'b.id',
      'b.activity_id',
      dateText('b.booking_date').as('booking_date'),
      'b.booking_time',
      'slot.end_time',
      'b.number_of_people',
      'b.total_price_cents',
      'b.payment_status',
      'b.cancellation_reason',
      'b.cancellation_deadline',
      'b.cancelled_at',
      'b.customer_name',
      'b.special_requests',
      'b.created_at',
      'a.title as activity_title',
      'a.activity_type',
      'a.impact_category',
      'a.country as activity_country',
      'a.photo_url as activity_photo_url',
      'a.time_zone',
      's.business_name',
      statusAsShownSql('b', 'slot', 'a').as('status'),
      canCancelSql('b').as('cancellable'),
      isUpcomingSql('b', 'a').as('is_upcoming'),
      sql<number>`coalesce(m.unread, 0)`.as('unread_count'),
    ])
    .where('b.user_id', '=', userId)
    .orderBy('b.booking_date')
    .orderBy('b.booking_time')
    .orderBy('b.created_at')
    .execute();
}
