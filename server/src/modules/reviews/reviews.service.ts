import {
  REVIEW_EDIT_HOURS,
  REVIEW_WINDOW_DAYS,
  reviewEditableUntil,
  reviewerDisplayName,
  reviewSummary,
} from '@regen/shared/rules/reviews';
import {
  REVIEWS_LIST_PAGE_SIZE,
  REVIEWS_PAGE_SIZE,
  activityReviewsInputSchema,
  adminReviewsInputSchema,
  createReviewInputSchema,
  hideReviewInputSchema,
  replyToReviewInputSchema,
  updateReviewInputSchema,
  type ActivityReviewsInput,
  type ActivityReviewsResult,
  type AdminReviewsInput,
  type CreateReviewInput,
  type HideReviewInput,
  type PublicReview,
  type ReplyToReviewInput,
  type ReviewCursor,
  type UpdateReviewInput,
} from '@regen/shared/schemas/reviews';
import type { Config } from '../../config.ts';
import type { Db, DbOrTrx } from '../../db/database.ts';
import { conflict, forbidden, notFound, preconditionFailed } from '../../errors.ts';
import { enqueueEmail } from '../../mail/outbox.ts';
import { inLocaleOfAddress, inLocaleOfUser } from '../../mail/receiver-locale.ts';
import { findAttendedBooking } from '../attendance/index.ts';
import { isUuid } from '../booking/index.ts';
import { reviewFormUrl, reviewHiddenEmail, reviewInvitationEmail } from './review-emails.ts';
import { activityTitlesIn } from '../activity-translations/index.ts';
import { mailLocale } from '../../mail/mail-locale.ts';
import { LOCALES } from '@regen/shared/i18n';
import {
  addToAggregate,
  clearHidden,
  findBookingForReview,
  findLiveActivityAggregate,
  findUserContact,
  hasReviewInvitation,
  insertReview,
  listAdminReviews,
  listVisibleReviews,
  lockReview,
  setHidden,
  setReply,
  supplierAggregate,
  travelerReviewStates,
  updateReviewContent,
} from './reviews.repository.ts';

// Verified reviews (issue 13, docs/decisions/052–054). Every rule is checked here on the server,
// on the database's clock; each change and the activity's aggregate commit together.

interface Services {
  db: Db;
  config: Config;
}

interface ReviewRow {
  id: string;
  stars: number;
  body: string | null;
  created_at: Date;
  reply_text: string | null;
  replied_at: Date | null;
  first_name: string;
  last_name: string;
}

function toPublicReview(row: ReviewRow): PublicReview {
  return {
    id: row.id,
    stars: row.stars,
    text: row.body,
    reviewerName: reviewerDisplayName(row.first_name, row.last_name),
    createdAt: row.created_at,
    reply: row.reply_text && row.replied_at ? { text: row.reply_text, repliedAt: row.replied_at } : null,
  };
}

/**
 * A page from rows read with one more than the page's size: the page, and the next page's cursor
 * (the last shown row's position) only when that extra row says there is more.
 */
function page<T extends { id: string; created_at: Date }>(rows: readonly T[], limit: number) {
  const shown = rows.slice(0, limit);
  const last = shown.at(-1);
  const nextCursor: ReviewCursor | null =
    rows.length > limit && last ? { createdAt: last.created_at, id: last.id } : null;
  return { shown, nextCursor };
}

/** The booking, if it is the user's; the right refusal otherwise. */
async function requireOwnBooking(db: DbOrTrx, bookingId: string, userId: string) {
  const booking = isUuid(bookingId) ? await findBookingForReview(db, bookingId) : undefined;
  if (!booking) throw notFound('reviews.bookingNotFound');
  if (booking.travelerUserId !== userId) throw forbidden('reviews.notYourBooking');
  return booking;
}

/** The review form's context: the booking, the window, and the review if written. */
export async function reviewFormContext(db: Db, bookingId: string, userId: string) {
  const booking = await requireOwnBooking(db, bookingId, userId);
  if (!(await findAttendedBooking(db, booking.bookingId))) throw preconditionFailed('reviews.notAttended');
  const review =
    booking.reviewId && booking.stars !== null && booking.reviewCreatedAt
      ? {
          id: booking.reviewId,
          stars: booking.stars,
          text: booking.body,
          createdAt: booking.reviewCreatedAt,
          editableUntil: reviewEditableUntil(booking.reviewCreatedAt),
          canEdit: booking.editable === true && booking.hiddenAt === null,
          hidden: booking.hiddenAt !== null,
          reply:
            booking.replyText && booking.repliedAt ? { text: booking.replyText, repliedAt: booking.repliedAt } : null,
        }
      : null;
  return {
    bookingId: booking.bookingId,
    activityId: booking.activityId,
    activityTitle: booking.activityTitle,
    date: booking.date,
    startTime: booking.startTime,
    timeZone: booking.timeZone,
    windowClosesAt: booking.windowClosesAt,
    windowOpen: booking.windowOpen,
    canCreate: review === null && booking.windowOpen,
    review,
  };
}

/**
 * Writes the traveler's one review of an attended booking, within the window. Two creates at
 * once leave one: the insert does nothing on the booking's unique key, and only the one that
 * inserted moves the aggregate.
 */
export async function createReview(services: Services, userId: string, rawInput: CreateReviewInput) {
  const input = createReviewInputSchema.parse(rawInput);
  return services.db.transaction().execute(async (trx) => {
    const booking = await requireOwnBooking(trx, input.bookingId, userId);
    const attended = await findAttendedBooking(trx, booking.bookingId);
    if (!attended) throw preconditionFailed('reviews.notAttended');
    if (booking.reviewId) throw conflict('reviews.alreadyExists');
    if (!booking.started) throw preconditionFailed('reviews.notStarted');
    if (!booking.windowOpen) throw preconditionFailed('reviews.windowClosed', { days: REVIEW_WINDOW_DAYS });
    const review = await insertReview(trx, {
      bookingId: booking.bookingId,
      activityId: attended.activityId,
      userId,
      stars: input.stars,
      body: input.text,
    });
    if (!review) throw conflict('reviews.alreadyExists');
    await addToAggregate(trx, attended.activityId, 1, review.stars);
    return {
      id: review.id,
      bookingId: booking.bookingId,
      activityId: attended.activityId,
      stars: review.stars,
      text: review.body,
      createdAt: review.created_at,
      editableUntil: reviewEditableUntil(review.created_at),
    };
  });
}

/** The author's edit within REVIEW_EDIT_HOURS of writing it; a visible review moves the aggregate by the difference. */
export async function updateReview(services: Services, userId: string, rawInput: UpdateReviewInput) {
  const input = updateReviewInputSchema.parse(rawInput);
  if (!isUuid(input.reviewId)) throw notFound('reviews.notFound');
  return services.db.transaction().execute(async (trx) => {
    const review = await lockReview(trx, input.reviewId);
    if (!review) throw notFound('reviews.notFound');
    if (review.userId !== userId) throw forbidden('reviews.notYours');
    if (review.hiddenAt) throw preconditionFailed('reviews.hiddenEdit');
    if (!review.editable) throw preconditionFailed('reviews.editClosed', { hours: REVIEW_EDIT_HOURS });
    const updated = await updateReviewContent(trx, review.id, input.stars, input.text);
    await addToAggregate(trx, review.activityId, 0, updated.stars - review.stars);
    return {
      id: updated.id,
      stars: updated.stars,
      text: updated.body,
      createdAt: updated.created_at,
      updatedAt: updated.updated_at,
      editableUntil: reviewEditableUntil(updated.created_at),
    };
  });
}

/** The activity's supplier replies once. */
export async function replyToReview(
  services: Services,
  supplier: { id: string; userId: string },
  rawInput: ReplyToReviewInput,
) {
  const input = replyToReviewInputSchema.parse(rawInput);
  if (!isUuid(input.reviewId)) throw notFound('reviews.notFound');
  return services.db.transaction().execute(async (trx) => {
    const review = await lockReview(trx, input.reviewId);
    if (!review) throw notFound('reviews.notFound');
    if (review.supplierId !== supplier.id) throw forbidden('reviews.replyNotYourActivity');
    if (review.replyText !== null) throw conflict('reviews.replyAlreadyExists');
    if (review.hiddenAt) throw preconditionFailed('reviews.replyHidden');
    const reply = await setReply(trx, review.id, input.text, supplier.userId);
    if (!reply?.reply_text || !reply.replied_at) throw conflict('reviews.replyAlreadyExists');
    return { reviewId: reply.id, reply: { text: reply.reply_text, repliedAt: reply.replied_at } };
  });
}

/**
 * An admin hides a review with a reason (who and when recorded on it): it leaves the public list
 * and the aggregate, and its author is told by email, in the same transaction.
 */
export async function hideReview(services: Services, adminId: string, rawInput: HideReviewInput) {
  const input = hideReviewInputSchema.parse(rawInput);
  if (!isUuid(input.reviewId)) throw notFound('reviews.notFound');
  return services.db.transaction().execute(async (trx) => {
    const review = await lockReview(trx, input.reviewId);
    if (!review) throw notFound('reviews.notFound');
    if (review.hiddenAt) throw conflict('reviews.alreadyHidden');
    const hidden = await setHidden(trx, review.id, input.reason, adminId);
    await addToAggregate(trx, review.activityId, -1, -review.stars);
    // In the reviewer's language, not the admin's page's (docs/decisions/118).
    const mail = await inLocaleOfAddress(trx, review.reviewerEmail, () =>
      reviewHiddenEmail(services.config.publicUrl, {
        firstName: review.reviewerFirstName,
        activityTitle: review.activityTitle,
        reason: input.reason,
      }),
    );
    await enqueueEmail(trx, { to: review.reviewerEmail, ...mail });
    return { reviewId: hidden.id, hiddenAt: hidden.hidden_at, reason: hidden.hidden_reason };
  });
}

/** An admin shows a hidden review again: it rejoins the list and the aggregate. */
export async function unhideReview(services: Services, reviewId: string) {
  if (!isUuid(reviewId)) throw notFound('reviews.notFound');
  return services.db.transaction().execute(async (trx) => {
    const review = await lockReview(trx, reviewId);
    if (!review) throw notFound('reviews.notFound');
    if (!review.hiddenAt) throw conflict('reviews.notHidden');
    await clearHidden(trx, review.id);
    await addToAggregate(trx, review.activityId, 1, review.stars);
    return { reviewId: review.id };
  });
}

/** The public reviews of a live activity, newest first, a page at a time, with its summary. */
export async function activityReviews(db: Db, rawInput: ActivityReviewsInput): Promise<ActivityReviewsResult> {
  const input = activityReviewsInputSchema.parse(rawInput);
  const activity = isUuid(input.activityId) ? await findLiveActivityAggregate(db, input.activityId) : undefined;
  if (!activity) throw notFound('activities.notFound');
  const rows = await listVisibleReviews(db, { activityId: activity.id }, input.cursor, REVIEWS_PAGE_SIZE + 1);
  const { shown, nextCursor } = page(rows, REVIEWS_PAGE_SIZE);
  return {
    summary: reviewSummary(activity.review_count, activity.review_stars_sum),
    reviews: shown.map(toPublicReview),
    nextCursor,
  };
}

/** The supplier's reviews (visible ones, every activity) with the overall average and count. */
export async function supplierReviews(db: Db, supplierId: string, cursor: ReviewCursor | null | undefined) {
  const [aggregate, rows] = await Promise.all([
    supplierAggregate(db, supplierId),
    listVisibleReviews(db, { supplierId }, cursor, REVIEWS_LIST_PAGE_SIZE + 1),
  ]);
  const { shown, nextCursor } = page(rows, REVIEWS_LIST_PAGE_SIZE);
  return {
    summary: reviewSummary(aggregate.count, aggregate.stars),
    reviews: shown.map((row) => ({
      ...toPublicReview(row),
      activityId: row.activity_id,
      activityTitle: row.activity_title,
    })),
    nextCursor,
  };
}

/** Every review for the admin, with its activity, supplier and hiding. */
export async function adminReviews(db: Db, rawInput: AdminReviewsInput | undefined) {
  const input = adminReviewsInputSchema.parse(rawInput ?? {});
  const rows = await listAdminReviews(db, input.visibility, input.cursor, REVIEWS_LIST_PAGE_SIZE + 1);
  const { shown, nextCursor } = page(rows, REVIEWS_LIST_PAGE_SIZE);
  return {
    reviews: shown.map((row) => ({
      ...toPublicReview(row),
      activityId: row.activity_id,
      activityTitle: row.activity_title,
      supplierName: row.business_name,
      hidden: row.hidden_at ? { at: row.hidden_at, reason: row.hidden_reason ?? '', by: row.hidden_by_email } : null,
    })),
    nextCursor,
  };
}

/** Per attended booking of the traveler: whether a review can be written or edited now. */
export async function myReviewStates(db: Db, userId: string) {
  const rows = await travelerReviewStates(db, userId);
  return rows.map((row) => ({
    bookingId: row.bookingId,
    reviewId: row.reviewId,
    stars: row.stars,
    canReview: row.reviewId === null && row.windowOpen,
    canEdit: row.reviewId !== null && row.hiddenAt === null && row.editable,
  }));
}

/**
 * Queues the "How was it?" email for an attended booking, in the caller's transaction (the
 * attendance transaction). Safe to call more than once: a booking gets one invitation, and none
 * once it is reviewed, not attended or past the window. Returns whether one was queued.
 */
export async function enqueueReviewInvitation(trx: DbOrTrx, publicUrl: string, bookingId: string): Promise<boolean> {
  if (!isUuid(bookingId)) return false;
  const attended = await findAttendedBooking(trx, bookingId);
  if (!attended) return false;
  const booking = await findBookingForReview(trx, bookingId);
  if (!booking || booking.reviewId || !booking.windowOpen) return false;
  const traveler = await findUserContact(trx, attended.travelerUserId);
  if (!traveler) return false;
  if (await hasReviewInvitation(trx, traveler.email, reviewFormUrl(publicUrl, bookingId))) return false;
  // In the traveler's language: whoever marked attendance is not its reader (docs/decisions/118),
  // the activity's title translated where it is (docs/decisions/124).
  const titles = await activityTitlesIn(trx, booking.activityId, LOCALES);
  const mail = await inLocaleOfUser(trx, attended.travelerUserId, () =>
    reviewInvitationEmail(publicUrl, {
      firstName: traveler.first_name,
      activityTitle: titles.get(mailLocale()) ?? attended.activityTitle,
      bookingId,
    }),
  );
  await enqueueEmail(trx, { to: traveler.email, ...mail });
  return true;
}
