import { sql } from 'kysely';
import type { DbOrTrx } from '../../db/database.ts';
import { activityPlaceSql } from '../../rules/activity-place.ts';
import { canCancelSql, statusAsShownSql } from '../../rules/booking.ts';
import type { CalendarFeedScope } from '@regen/shared/schemas/calendars';

// Calendar and export SQL (docs/decisions/060–063). Every function takes the database or an
// open transaction first.

/** The kind of outbox row that reminds a traveler of a booking a day before it starts. */
export const BOOKING_REMINDER_KIND = 'booking_reminder';

/** Booking states a calendar shows: on-hold and expired reseller holds were never bookings. */
const CALENDAR_STATUSES = ['confirmed', 'cancelled', 'completed'] as const;

/** How far back a feed reaches (older bookings stay in the subscriber's calendar as they were). */
const FEED_DAYS_BACK = 180;
/** The most events one feed answer carries. */
const FEED_MAX_EVENTS = 2000;

/** Bookings with their activity, supplier and slot. */
function bookingsWithActivity(db: DbOrTrx) {
  return db
    .selectFrom('bookings as b')
    .innerJoin('activities as a', 'a.id', 'b.activity_id')
    .innerJoin('suppliers as s', 's.id', 'a.supplier_id')
    .innerJoin('activity_availability as slot', 'slot.id', 'b.availability_id');
}

function calendarRows(query: ReturnType<typeof bookingsWithActivity>) {
  return query
    .select([
      'b.id',
      'b.status',
      'b.user_id',
      'a.title as activity_title',
      's.business_name',
      activityPlaceSql('a', 's').as('meeting_place'),
      sql<string>`to_char(b.booking_date, 'YYYY-MM-DD')`.as('date'),
      sql<string>`b.booking_time::text`.as('start_time'),
      sql<string>`slot.end_time::text`.as('end_time'),
      'a.time_zone',
      'b.number_of_people',
      'b.cancellation_deadline',
      canCancelSql('b').as('cancellable'),
      'b.customer_name',
      'b.special_requests',
    ])
    .where('b.status', 'in', CALENDAR_STATUSES);
}

export type CalendarBookingRow = Awaited<ReturnType<ReturnType<typeof calendarRows>['execute']>>[number];

/** One booking for its calendar file; `travelerId` limits it to that traveler's own. */
export function findCalendarBooking(db: DbOrTrx, bookingId: string, travelerId?: string) {
  let query = calendarRows(bookingsWithActivity(db)).where('b.id', '=', bookingId);
  if (travelerId) query = query.where('b.user_id', '=', travelerId);
  return query.executeTakeFirst();
}

/** A feed's bookings: the supplier's activities' or the traveler's own, from 180 days back. */
export function listFeedBookings(db: DbOrTrx, feed: { userId: string; scope: CalendarFeedScope }) {
  let query = calendarRows(bookingsWithActivity(db)).where(
    sql<boolean>`b.booking_date >= current_date - ${FEED_DAYS_BACK}::int`,
  );
  query =
    feed.scope === 'supplier' ? query.where('s.user_id', '=', feed.userId) : query.where('b.user_id', '=', feed.userId);
  return query.orderBy('b.booking_date').orderBy('b.booking_time').orderBy('b.id').limit(FEED_MAX_EVENTS).execute();
}

/** The supplier's bookings dated from `from` to `to` (both included), for the CSV export. */
export function listSupplierBookingsForExport(
  db: DbOrTrx,
  supplierUserId: string,
  range: { from: string; to: string },
) {
  return bookingsWithActivity(db)
    .select([
      'b.id',
      'a.title as activity_title',
      sql<string>`to_char(b.booking_date, 'YYYY-MM-DD')`.as('date'),
      sql<string>`b.booking_time::text`.as('time'),
      'a.time_zone',
      'b.customer_name',
      'b.customer_email',
      'b.customer_phone',
      'b.number_of_people',
      statusAsShownSql('b', 'slot', 'a').as('status'),
      'b.total_price_cents',
      'b.special_requests',
      'b.attendance',
      'b.attended_people',
      'b.payment_status',
      'b.payment_method',
    ])
    .where('s.user_id', '=', supplierUserId)
    .where('b.status', 'in', CALENDAR_STATUSES)
    .where(sql<boolean>`b.booking_date between ${range.from}::date and ${range.to}::date`)
    .orderBy('b.booking_date')
    .orderBy('b.booking_time')
    .orderBy('a.title')
    .orderBy('b.created_at')
    .execute();
}

/** Deletes the booking's reminder that has not been sent (cancellation, same transaction). */
export function deleteUnsentReminder(db: DbOrTrx, bookingId: string) {
  return db
    .deleteFrom('email_outbox')
    .where('booking_id', '=', bookingId)
    .where('kind', '=', BOOKING_REMINDER_KIND)
    .where('sent_at', 'is', null)
    .execute();
}

export function findFeed(db: DbOrTrx, userId: string, scope: CalendarFeedScope) {
  return db
    .selectFrom('calendar_feeds')
    .select(['created_at', 'last_fetched_at'])
    .where('user_id', '=', userId)
    .where('scope', '=', scope)
    .executeTakeFirst();
}

/** Sets the feed's token (a new one replaces the old, which stops working at once). */
export function upsertFeed(db: DbOrTrx, userId: string, scope: CalendarFeedScope, tokenHash: string) {
  return db
    .insertInto('calendar_feeds')
    .values({ user_id: userId, scope, token_hash: tokenHash })
    .onConflict((oc) =>
      oc.columns(['user_id', 'scope']).doUpdateSet({
        token_hash: tokenHash,
        created_at: sql<Date>`now()`,
        last_fetched_at: null,
      }),
    )
    .returning(['created_at'])
    .executeTakeFirstOrThrow();
}

export function deleteFeed(db: DbOrTrx, userId: string, scope: CalendarFeedScope) {
  return db.deleteFrom('calendar_feeds').where('user_id', '=', userId).where('scope', '=', scope).execute();
}

/**
 * The feed a token opens, marked fetched; a supplier's feed only while the account still has
 * its supplier row.
 */
export function takeFeedByTokenHash(db: DbOrTrx, tokenHash: string) {
  return db
    .updateTable('calendar_feeds as f')
    .set({ last_fetched_at: sql<Date>`now()` })
    .where('f.token_hash', '=', tokenHash)
    .where((eb) =>
      eb.or([
        eb('f.scope', '=', 'traveler'),
        eb.exists(eb.selectFrom('suppliers as s').select('s.id').whereRef('s.user_id', '=', 'f.user_id')),
      ]),
    )
    .returning(['f.user_id', 'f.scope'])
    .executeTakeFirst();
}

export function findSupplierUserName(db: DbOrTrx, userId: string) {
  return db.selectFrom('suppliers').select(['id', 'business_name']).where('user_id', '=', userId).executeTakeFirst();
}
