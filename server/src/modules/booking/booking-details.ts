import { bookingReference } from '@regen/shared/booking-reference';
import { sql } from 'kysely';
import type { Config } from '../../config.ts';
import type { DbOrTrx } from '../../db/database.ts';
import { notFound } from '../../errors.ts';
import { canCancelSql, isLiveActivitySql, isUpcomingSql, statusAsShownSql } from '../../rules/booking.ts';
import { dateText, isUuid } from './booking.repository.ts';

// The confirmation page's read (/bookings/{id}, docs/decisions/095): one booking of the signed-in
// traveler with what the page says about it and what "Manage booking" may change.

function findTravelerBooking(db: DbOrTrx, bookingId: string, userId: string) {
  return (
    db
      .selectFrom('bookings as b')
      .innerJoin('activities as a', 'a.id', 'b.activity_id')
      .innerJoin('suppliers as s', 's.id', 'a.supplier_id')
      .innerJoin('activity_availability as slot', 'slot.id', 'b.availability_id')
      .select([
        'b.id',
        'b.activity_id',
        'b.availability_id',
        dateText('b.booking_date').as('booking_date'),
        sql<string>`to_char(b.booking_time, 'HH24:MI')`.as('booking_time'),
        sql<string>`to_char(slot.end_time, 'HH24:MI')`.as('end_time'),
        'b.number_of_people',
        'b.total_price_cents',
        'b.customer_name',
        'b.cancellation_deadline',
        'b.cancellation_reason',
        'a.title as activity_title',
        'a.photo_url',
        'a.time_zone',
        'a.place',
        'a.price_cents',
        'a.max_participants',
        's.business_name',
        's.location',
        statusAsShownSql('b', 'slot', 'a').as('status'),
        canCancelSql('b').as('cancellable'),
        isUpcomingSql('b', 'a').as('is_upcoming'),
        isLiveActivitySql('a').as('activity_live'),
      ])
      .where('b.id', '=', bookingId)
      .where('b.user_id', '=', userId)
      // A reseller's hold is not the traveler's booking to see here.
      .where('b.status', 'in', ['confirmed', 'cancelled', 'completed'])
      .executeTakeFirst()
  );
}

export type BookingDetails = Awaited<ReturnType<typeof bookingDetails>>;

/** One booking of the signed-in traveler; anyone else's (or none) is 'Booking not found'. */
export async function bookingDetails(db: DbOrTrx, config: Config, userId: string, bookingId: string) {
  const row = isUuid(bookingId) ? await findTravelerBooking(db, bookingId, userId) : undefined;
  if (!row) throw notFound('booking.notFound');
  return {
    id: row.id,
    reference: bookingReference(row.id),
    status: row.status,
    activityId: row.activity_id,
    availabilityId: row.availability_id,
    activityTitle: row.activity_title,
    activityPhotoUrl: row.photo_url,
    supplierName: row.business_name,
    meetingPlace: row.place || row.location,
    bookingDate: row.booking_date,
    bookingTime: row.booking_time,
    endTime: row.end_time,
    timeZone: row.time_zone,
    numberOfPeople: row.number_of_people,
    totalPriceCents: row.total_price_cents,
    pricePerPersonCents: row.price_cents,
    maxParticipants: row.max_participants,
    customerName: row.customer_name,
    cancellationDeadline: row.cancellation_deadline,
    cancellationReason: row.cancellation_reason,
    cancellationWindowHours: config.cancellationWindowHours,
    /** Cancelling and changing are allowed under the same rule: confirmed, before the deadline. */
    cancellable: row.cancellable,
    changeable: row.cancellable && row.activity_live,
    isUpcoming: row.is_upcoming,
  };
}
