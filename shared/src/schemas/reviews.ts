import { z } from 'zod';
import {
  REVIEW_EDIT_HOURS,
  REVIEW_HIDE_REASON_MAX,
  REVIEW_REPLY_MAX,
  REVIEW_TEXT_MAX,
  REVIEW_WINDOW_DAYS,
  type ReviewSummary,
} from '../rules/reviews.ts';
import { text } from './bounds.ts';
import { formatNumber } from '../format.ts';
import { englishMessage } from '../i18n/index.ts';

// Verified reviews (issue 13, docs/decisions/052–054): inputs of the reviews.* procedures (also
// the forms' schemas) and the messages the server answers with.

export const REVIEW_BOOKING_NOT_FOUND_MESSAGE = englishMessage('reviews.bookingNotFound');
export const REVIEW_NOT_YOUR_BOOKING_MESSAGE = englishMessage('reviews.notYourBooking');
export const REVIEW_NOT_ATTENDED_MESSAGE = englishMessage('reviews.notAttended');
export const REVIEW_NOT_STARTED_MESSAGE = englishMessage('reviews.notStarted');
export const REVIEW_WINDOW_CLOSED_MESSAGE = englishMessage('reviews.windowClosed', { days: REVIEW_WINDOW_DAYS });
export const REVIEW_ALREADY_EXISTS_MESSAGE = englishMessage('reviews.alreadyExists');
export const REVIEW_NOT_FOUND_MESSAGE = englishMessage('reviews.notFound');
export const REVIEW_NOT_YOURS_MESSAGE = englishMessage('reviews.notYours');
export const REVIEW_EDIT_CLOSED_MESSAGE = englishMessage('reviews.editClosed', { hours: REVIEW_EDIT_HOURS });
export const REVIEW_HIDDEN_EDIT_MESSAGE = englishMessage('reviews.hiddenEdit');
export const REPLY_NOT_YOUR_ACTIVITY_MESSAGE = englishMessage('reviews.replyNotYourActivity');
export const REPLY_ALREADY_EXISTS_MESSAGE = englishMessage('reviews.replyAlreadyExists');
export const REPLY_HIDDEN_MESSAGE = englishMessage('reviews.replyHidden');
export const REVIEW_ALREADY_HIDDEN_MESSAGE = englishMessage('reviews.alreadyHidden');
export const REVIEW_NOT_HIDDEN_MESSAGE = englishMessage('reviews.notHidden');

export const STARS_MESSAGE = englishMessage('reviews.stars');
export const REVIEW_TEXT_TOO_LONG_MESSAGE = englishMessage('reviews.textTooLong', {
  max: formatNumber(REVIEW_TEXT_MAX),
});
export const REPLY_BLANK_MESSAGE = englishMessage('reviews.replyBlank');
export const REPLY_TOO_LONG_MESSAGE = englishMessage('reviews.replyTooLong', { max: formatNumber(REVIEW_REPLY_MAX) });
export const HIDE_REASON_BLANK_MESSAGE = englishMessage('reviews.hideReasonBlank');
export const HIDE_REASON_TOO_LONG_MESSAGE = englishMessage('reviews.hideReasonTooLong', {
  max: REVIEW_HIDE_REASON_MAX,
});

/** Public reviews per page on the booking page ("Show more" loads the next). */
export const REVIEWS_PAGE_SIZE = 5;
/** Rows per page of the supplier's and the admin's lists. */
export const REVIEWS_LIST_PAGE_SIZE = 20;

const id = z.string().trim().min(1).max(100);

export const starsSchema = z
  .number({ message: STARS_MESSAGE })
  .int({ message: STARS_MESSAGE })
  .min(1, STARS_MESSAGE)
  .max(5, STARS_MESSAGE);

/** Optional text: blank is no text. */
const reviewText = text()
  .trim()
  .max(REVIEW_TEXT_MAX, REVIEW_TEXT_TOO_LONG_MESSAGE)
  .nullish()
  .transform((value) => (value ? value : null));

/** reviews.create input, also the review form's schema. */
export const createReviewInputSchema = z.object({ bookingId: id, stars: starsSchema, text: reviewText });
export type CreateReviewInput = z.input<typeof createReviewInputSchema>;

/** reviews.update input: the author's edit within REVIEW_EDIT_HOURS. */
export const updateReviewInputSchema = z.object({ reviewId: id, stars: starsSchema, text: reviewText });
export type UpdateReviewInput = z.input<typeof updateReviewInputSchema>;

/** reviews.reply input, also the supplier's reply form. */
export const replyToReviewInputSchema = z.object({
  reviewId: id,
  text: text().trim().min(1, REPLY_BLANK_MESSAGE).max(REVIEW_REPLY_MAX, REPLY_TOO_LONG_MESSAGE),
});
export type ReplyToReviewInput = z.input<typeof replyToReviewInputSchema>;

/** reviews.hide input, also the admin's hide dialog. */
export const hideReviewInputSchema = z.object({
  reviewId: id,
  reason: text().trim().min(1, HIDE_REASON_BLANK_MESSAGE).max(REVIEW_HIDE_REASON_MAX, HIDE_REASON_TOO_LONG_MESSAGE),
});
export type HideReviewInput = z.input<typeof hideReviewInputSchema>;

export const reviewIdInputSchema = z.object({ reviewId: id });
export const reviewBookingInputSchema = z.object({ bookingId: id });

/** A page of a list, newest first: the cursor is the last row's position. */
const cursorSchema = z.object({ createdAt: z.coerce.date(), id: z.uuid() }).nullish();

/** reviews.forActivity input: the public list of an activity. */
export const activityReviewsInputSchema = z.object({ activityId: id, cursor: cursorSchema });
export type ActivityReviewsInput = z.input<typeof activityReviewsInputSchema>;

/** reviews.supplierReviews input. */
export const supplierReviewsInputSchema = z.object({ cursor: cursorSchema }).optional();

/** reviews.adminReviews input. */
export const adminReviewsInputSchema = z.object({
  visibility: z.enum(['all', 'visible', 'hidden']).default('all'),
  cursor: cursorSchema,
});
export type AdminReviewsInput = z.input<typeof adminReviewsInputSchema>;

export interface ReviewCursor {
  createdAt: Date;
  id: string;
}

export interface ReviewReply {
  text: string;
  repliedAt: Date;
}

/** One review as the public sees it. */
export interface PublicReview {
  id: string;
  stars: number;
  text: string | null;
  /** First name and last initial ('Tara T.'). */
  reviewerName: string;
  createdAt: Date;
  reply: ReviewReply | null;
}

export interface ActivityReviewsResult {
  summary: ReviewSummary | null;
  reviews: PublicReview[];
  nextCursor: ReviewCursor | null;
}
