import { sql } from 'kysely';
import type { DbOrTrx, Trx } from '../../db/database.ts';
import { slotHasStartedSql } from '../../rules/booking.ts';
import { checkInOpenSql } from '../../rules/attendance.ts';
import { dateText } from '../booking/index.ts';

// The manifest's SQL (docs/decisions/104). Every function takes the database or an open
// transaction first. The party and the answers come from booking_party and booking_answers
// (docs/decisions/103): a booking without party rows is all adults.

const hhmm = (column: string) => sql<string>`to_char(${sql.ref(column)}, 'HH24:MI')`;

/** A slot with its activity's supplier, or undefined. */
export function findSlot(db: DbOrTrx, slotId: string) {
  return db
    .selectFrom('activity_availability as s')
    .innerJoin('activities as a', 'a.id', 's.activity_id')
    .select([
      's.id',
      'a.id as activityId',
      'a.title as activityTitle',
      'a.supplier_id as supplierId',
      'a.time_zone as timeZone',
      dateText('s.date').as('date'),
      hhmm('s.start_time').as('startTime'),
      hhmm('s.end_time').as('endTime'),
      's.available_spots as spots',
      's.booked_spots as bookedSpots',
      's.is_available as isAvailable',
      slotHasStartedSql('s', 'a').as('started'),
      checkInOpenSql('s', 'a').as('checkInOpen'),
    ])
    .where('s.id', '=', slotId)
    .executeTakeFirst();
}

/** The slot locked for a change of all its bookings (cancelling it). */
export function lockSlot(trx: Trx, slotId: string) {
  return trx
    .selectFrom('activity_availability as s')
    .innerJoin('activities as a', 'a.id', 's.activity_id')
    .select(['s.id', 'a.supplier_id as supplierId', slotHasStartedSql('s', 'a').as('started')])
    .where('s.id', '=', slotId)
    .forUpdate('s')
    .executeTakeFirst();
}

export function closeSlot(trx: Trx, slotId: string) {
  return trx.updateTable('activity_availability').set({ is_available: false }).where('id', '=', slotId).execute();
}

export interface PartyLine {
  type: 'adult' | 'child' | 'youth' | 'senior' | 'family';
  quantity: number;
}

export interface AnswerLine {
  question: string;
  answer: string;
}

/** Every booking of a slot (confirmed first, then cancelled), with its party and answers. */
export function listBookingsOfSlot(db: DbOrTrx, slotId: string) {
  return db
    .selectFrom('bookings as b')
    .select([
      'b.id',
      'b.user_id as userId',
      'b.status',
      'b.customer_name as customerName',
      'b.customer_email as customerEmail',
      'b.customer_phone as customerPhone',
      'b.number_of_people as numberOfPeople',
      'b.total_price_cents as totalPriceCents',
      'b.special_requests as specialRequests',
      'b.cancellation_reason as cancellationReason',
      'b.attendance',
      'b.attended_people as attendedPeople',
      'b.payment_status as paymentStatus',
      'b.payment_method as paymentMethod',
      'b.paid_at as paidAt',
      'b.reseller_id as resellerId',
      'b.created_at as createdAt',
      sql<
        PartyLine[]
      >`coalesce((select json_agg(json_build_object('type', p.person_type, 'quantity', p.quantity) order by array_position(array['adult','child','youth','senior','family']::text[], p.person_type)) from booking_party p where p.booking_id = b.id), '[]'::json)`.as(
        'party',
      ),
      sql<
        AnswerLine[]
      >`coalesce((select json_agg(json_build_object('question', q.question_label, 'answer', q.answer) order by q.position) from booking_answers q where q.booking_id = b.id), '[]'::json)`.as(
        'answers',
      ),
    ])
    .where('b.availability_id', '=', slotId)
    .where('b.status', 'in', ['confirmed', 'completed', 'cancelled'])
    .orderBy(sql`case when b.status = 'cancelled' then 1 else 0 end`)
    .orderBy('b.created_at')
    .orderBy('b.id')
    .execute();
}

/** The supplier's slots on a day, with how many are booked and checked in. */
export function listSlotsOfDay(db: DbOrTrx, supplierId: string, date: string) {
  return db
    .selectFrom('activity_availability as s')
    .innerJoin('activities as a', 'a.id', 's.activity_id')
    .select([
      's.id',
      'a.title as activityTitle',
      'a.time_zone as timeZone',
      dateText('s.date').as('date'),
      hhmm('s.start_time').as('startTime'),
      hhmm('s.end_time').as('endTime'),
      's.available_spots as spots',
      's.booked_spots as bookedSpots',
      's.is_available as isAvailable',
      sql<number>`(select count(*)::int from bookings b where b.availability_id = s.id and b.status = 'confirmed')`.as(
        'bookings',
      ),
      sql<number>`(select count(*)::int from bookings b where b.availability_id = s.id and b.status = 'confirmed' and b.attendance = 'attended')`.as(
        'checkedIn',
      ),
    ])
    .where('a.supplier_id', '=', supplierId)
    .where('s.date', '=', date)
    .orderBy('s.start_time')
    .orderBy('a.title')
    .execute();
}

/** What a ticket stands for: the booking's owner, supplier and state. */
export function findTicketBooking(db: DbOrTrx, bookingId: string) {
  return db
    .selectFrom('bookings as b')
    .innerJoin('activities as a', 'a.id', 'b.activity_id')
    .select([
      'b.id',
      'b.user_id as userId',
      'b.status',
      'b.availability_id as slotId',
      'b.customer_name as customerName',
      'b.number_of_people as numberOfPeople',
      'b.payment_status as paymentStatus',
      'a.supplier_id as supplierId',
    ])
    .where('b.id', '=', bookingId)
    .executeTakeFirst();
}

/** Confirmed bookings of a slot not checked in yet. */
/** The slot's confirmed bookings not checked in yet, locked in id order (one order for every locker). */
export function lockBookingsToCheckIn(trx: Trx, slotId: string) {
  return trx
    .selectFrom('bookings')
    .select(['id', 'number_of_people as numberOfPeople'])
    .where('availability_id', '=', slotId)
    .where('status', '=', 'confirmed')
    .where((eb) => eb.or([eb('attendance', 'is', null), eb('attendance', '<>', 'attended')]))
    .orderBy('id')
    .forUpdate()
    .execute();
}

export function listConfirmedBookingIds(db: DbOrTrx, slotId: string) {
  return db
    .selectFrom('bookings')
    .select('id')
    .where('availability_id', '=', slotId)
    .where('status', '=', 'confirmed')
    .orderBy('created_at')
    .execute();
}

/**
 * Marks a confirmed booking of the supplier paid on site: payment_status 'completed', with how,
 * when and by whom. Marking it again records the latest method. No row: not the supplier's, or
 * not confirmed.
 */
export function markBookingPaid(
  db: DbOrTrx,
  bookingId: string,
  supplierId: string,
  method: 'cash' | 'card' | 'transfer',
  paidBy: string,
) {
  return db
    .updateTable('bookings as b')
    .from('activities as a')
    .set({
      payment_status: 'completed',
      payment_method: method,
      paid_at: sql`now()`,
      paid_by: paidBy,
      updated_at: sql`now()`,
    })
    .whereRef('a.id', '=', 'b.activity_id')
    .where('a.supplier_id', '=', supplierId)
    .where('b.id', '=', bookingId)
    .where('b.status', '=', 'confirmed')
    .returning(['b.id', 'b.customer_name as customerName', 'b.payment_method as paymentMethod', 'b.paid_at as paidAt'])
    .executeTakeFirst();
}
