import type { ReviewCursor } from '@regen/shared/schemas/reviews';
import { sql, type ExpressionBuilder } from 'kysely';
import type { DbOrTrx } from '../../db/database.ts';
import type { DB } from '../../db/schema.ts';
import { dateText } from '../booking/index.ts';
import {
  canEditReviewSql,
  reviewSlotStartedSql,
  reviewWindowClosesSql,
  reviewWindowOpenSql,
} from '../../rules/reviews.ts';

// Reviews SQL (docs/decisions/052–054). Every function takes the database or an open transaction
// first. The activity's aggregate (review_count, review_stars_sum) counts visible reviews only
// and is changed in the same transaction as the review (addToAggregate); writing to activities
// bumps the catalogue version, so the listing's response cache misses after it.

/** Rows older than the cursor, in the lists' order (created_at desc, id desc). */
function olderThan(cursor: ReviewCursor | null | undefined) {
  return (eb: ExpressionBuilder<DB & { r: DB['reviews'] }, 'r'>) =>
    cursor
      ? eb.or([
          eb('r.created_at', '<', cursor.createdAt),
          eb.and([eb('r.created_at', '=', cursor.createdAt), eb('r.id', '<', cursor.id)]),
        ])
      : eb.val(true);
}

/** Bookings with their activity, slot and review (none yet: the review's columns are null). */
function bookingsWithReviews(db: DbOrTrx) {
  return db
    .selectFrom('bookings as b')
    .innerJoin('activities as a', 'a.id', 'b.activity_id')
    .innerJoin('activity_availability as slot', 'slot.id', 'b.availability_id')
    .leftJoin('reviews as r', 'r.booking_id', 'b.id');
}

/**
 * A booking as the review form and the create rule need it: its traveler, attendance, slot and
 * the review window (on the database's clock), and its review if one exists.
 */
export function findBookingForReview(db: DbOrTrx, bookingId: string) {
  return bookingsWithReviews(db)
    .select([
      'b.id as bookingId',
      'b.user_id as travelerUserId',
      'b.attendance',
      'a.id as activityId',
      'a.title as activityTitle',
      'a.time_zone as timeZone',
      dateText('slot.date').as('date'),
      'slot.start_time as startTime',
      reviewSlotStartedSql('slot', 'a').as('started'),
      reviewWindowOpenSql('slot', 'a').as('windowOpen'),
      reviewWindowClosesSql('slot', 'a').as('windowClosesAt'),
      'r.id as reviewId',
      'r.stars',
      'r.body',
      'r.created_at as reviewCreatedAt',
      'r.hidden_at as hiddenAt',
      'r.reply_text as replyText',
      'r.replied_at as repliedAt',
      sql<boolean | null>`case when r.id is null then null else ${canEditReviewSql('r')} end`.as('editable'),
    ])
    .where('b.id', '=', bookingId)
    .executeTakeFirst();
}

/** Inserts the booking's review, or nothing when it already has one (two at once leave one). */
export function insertReview(
  db: DbOrTrx,
  values: { bookingId: string; activityId: string; userId: string; stars: number; body: string | null },
) {
  return db
    .insertInto('reviews')
    .values({
      booking_id: values.bookingId,
      activity_id: values.activityId,
      user_id: values.userId,
      stars: values.stars,
      body: values.body,
    })
    .onConflict((oc) => oc.column('booking_id').doNothing())
    .returning(['id', 'stars', 'body', 'created_at'])
    .executeTakeFirst();
}

/** Moves the activity's visible-review aggregate by a count and a number of stars. */
export async function addToAggregate(db: DbOrTrx, activityId: string, count: number, stars: number): Promise<void> {
  if (count === 0 && stars === 0) return;
  await db
    .updateTable('activities')
    .set((eb) => ({
      review_count: eb('review_count', '+', count),
      review_stars_sum: eb('review_stars_sum', '+', stars),
    }))
    .where('id', '=', activityId)
    .execute();
}

/** A review locked for a change (edit, reply, hide), with who may make it and whether it is editable. */
export function lockReview(db: DbOrTrx, reviewId: string) {
  return db
    .selectFrom('reviews as r')
    .innerJoin('activities as a', 'a.id', 'r.activity_id')
    .innerJoin('users as u', 'u.id', 'r.user_id')
    .select([
      'r.id',
      'r.activity_id as activityId',
      'r.user_id as userId',
      'r.stars',
      'r.body',
      'r.reply_text as replyText',
      'r.hidden_at as hiddenAt',
      'a.supplier_id as supplierId',
      'a.title as activityTitle',
      'u.email as reviewerEmail',
      'u.first_name as reviewerFirstName',
      canEditReviewSql('r').as('editable'),
    ])
    .where('r.id', '=', reviewId)
    .forUpdate('r')
    .executeTakeFirst();
}

export function updateReviewContent(db: DbOrTrx, reviewId: string, stars: number, body: string | null) {
  return db
    .updateTable('reviews')
    .set({ stars, body, updated_at: sql`now()` })
    .where('id', '=', reviewId)
    .returning(['id', 'stars', 'body', 'created_at', 'updated_at'])
    .executeTakeFirstOrThrow();
}

/** Writes the supplier's one reply; nothing when the review already has one. */
export function setReply(db: DbOrTrx, reviewId: string, text: string, userId: string) {
  return db
    .updateTable('reviews')
    .set({ reply_text: text, replied_at: sql`now()`, replied_by: userId })
    .where('id', '=', reviewId)
    .where('reply_text', 'is', null)
    .returning(['id', 'reply_text', 'replied_at'])
    .executeTakeFirst();
}

export function setHidden(db: DbOrTrx, reviewId: string, reason: string, adminId: string) {
  return db
    .updateTable('reviews')
    .set({ hidden_at: sql`now()`, hidden_by: adminId, hidden_reason: reason })
    .where('id', '=', reviewId)
    .returning(['id', 'hidden_at', 'hidden_reason'])
    .executeTakeFirstOrThrow();
}

export function clearHidden(db: DbOrTrx, reviewId: string) {
  return db
    .updateTable('reviews')
    .set({ hidden_at: null, hidden_by: null, hidden_reason: null })
    .where('id', '=', reviewId)
    .returning(['id'])
    .executeTakeFirstOrThrow();
}

/** An activity's stored aggregate, if it is live (the booking page shows only those). */
export function findLiveActivityAggregate(db: DbOrTrx, activityId: string) {
  return db
    .selectFrom('activities')
    .select(['id', 'review_count', 'review_stars_sum'])
    .where('id', '=', activityId)
    .where('status', '=', 'approved')
    .executeTakeFirst();
}

const reviewColumns = [
  'r.id',
  'r.stars',
  'r.body',
  'r.created_at',
  'r.reply_text',
  'r.replied_at',
  'u.first_name',
  'u.last_name',
] as const;

/**
 * Visible reviews, newest first, with their activity: one activity's (served by
 * reviews_activity_idx) or those of all a supplier's activities.
 */
export function listVisibleReviews(
  db: DbOrTrx,
  of: { activityId: string } | { supplierId: string },
  cursor: ReviewCursor | null | undefined,
  limit: number,
) {
  return db
    .selectFrom('reviews as r')
    .innerJoin('users as u', 'u.id', 'r.user_id')
    .innerJoin('activities as a', 'a.id', 'r.activity_id')
    .select([...reviewColumns, 'a.id as activity_id', 'a.title as activity_title'])
    .where((eb) =>
      'activityId' in of ? eb('r.activity_id', '=', of.activityId) : eb('a.supplier_id', '=', of.supplierId),
    )
    .where('r.hidden_at', 'is', null)
    .where(olderThan(cursor))
    .orderBy('r.created_at', 'desc')
    .orderBy('r.id', 'desc')
    .limit(limit)
    .execute();
}

/** The visible reviews' count and stars over a supplier's activities (from the stored aggregates). */
export function supplierAggregate(db: DbOrTrx, supplierId: string) {
  return db
    .selectFrom('activities')
    .select([
      sql<number>`coalesce(sum(review_count), 0)::int`.as('count'),
      sql<number>`coalesce(sum(review_stars_sum), 0)::int`.as('stars'),
    ])
    .where('supplier_id', '=', supplierId)
    .executeTakeFirstOrThrow();
}

/** Every review for the admin, newest first, with who hid it. */
export function listAdminReviews(
  db: DbOrTrx,
  visibility: 'all' | 'visible' | 'hidden',
  cursor: ReviewCursor | null | undefined,
  limit: number,
) {
  let query = db
    .selectFrom('reviews as r')
    .innerJoin('users as u', 'u.id', 'r.user_id')
    .innerJoin('activities as a', 'a.id', 'r.activity_id')
    .innerJoin('suppliers as s', 's.id', 'a.supplier_id')
    .leftJoin('users as h', 'h.id', 'r.hidden_by')
    .select([
      ...reviewColumns,
      'a.id as activity_id',
      'a.title as activity_title',
      's.business_name',
      'r.hidden_at',
      'r.hidden_reason',
      'h.email as hidden_by_email',
    ])
    .where(olderThan(cursor));
  if (visibility === 'visible') query = query.where('r.hidden_at', 'is', null);
  if (visibility === 'hidden') query = query.where('r.hidden_at', 'is not', null);
  return query.orderBy('r.created_at', 'desc').orderBy('r.id', 'desc').limit(limit).execute();
}

/** The traveler's attended bookings with their review state (the "Write a review" buttons). */
export function travelerReviewStates(db: DbOrTrx, userId: string) {
  return bookingsWithReviews(db)
    .select([
      'b.id as bookingId',
      'r.id as reviewId',
      'r.stars',
      'r.hidden_at as hiddenAt',
      reviewWindowOpenSql('slot', 'a').as('windowOpen'),
      sql<boolean>`coalesce(${canEditReviewSql('r')}, false)`.as('editable'),
    ])
    .where('b.user_id', '=', userId)
    .where('b.attendance', '=', 'attended')
    .where('b.status', '=', 'confirmed')
    .execute();
}

/** Whether a review invitation for this booking is already in the outbox (sent or due). */
export async function hasReviewInvitation(db: DbOrTrx, toAddress: string, formUrl: string): Promise<boolean> {
  const row = await db
    .selectFrom('email_outbox')
    .select('id')
    .where('kind', '=', 'review_invitation')
    .where('to_address', '=', toAddress)
    .where('text_body', 'like', `%${formUrl}%`)
    .executeTakeFirst();
  return row !== undefined;
}

export function findUserContact(db: DbOrTrx, userId: string) {
  return db.selectFrom('users').select(['email', 'first_name']).where('id', '=', userId).executeTakeFirst();
}
