import { zonedWallTimeToInstant } from './booking.ts';
import { formatNumber } from '../format.ts';
import { DEFAULT_LOCALE, formatMessage, type Locale } from '../i18n/index.ts';

// Review rules shared by the screens and the server (issue 13, docs/decisions/052). Pure
// functions: the caller passes "now" (the server: the database's clock). The window and the
// edit rule each have a SQL twin in server/src/rules/reviews.ts, and
// tests/api/reviews.test.ts checks that both forms agree.

/** A review can be written from the slot's start until this many days after it. */
export const REVIEW_WINDOW_DAYS = 60;
/** A review can be edited by its author for this many hours after it was written. */
export const REVIEW_EDIT_HOURS = 48;
export const REVIEW_TEXT_MAX = 1000;
export const REVIEW_REPLY_MAX = 1000;
export const REVIEW_HIDE_REASON_MAX = 500;

function addDaysIso(iso: string, days: number): string {
  const [y, m, d] = iso.split('-').map(Number);
  return new Date(Date.UTC(y!, m! - 1, d! + days)).toISOString().slice(0, 10);
}

/**
 * When the review window of a slot closes: the slot's start time on the wall clock of its
 * activity's zone, REVIEW_WINDOW_DAYS calendar days later (the SQL twin:
 * `((date + 60) + start_time) at time zone tz`).
 */
export function reviewWindowCloses(slot: { date: string; start_time: string }, timeZone: string): Date {
  return zonedWallTimeToInstant(addDaysIso(slot.date, REVIEW_WINDOW_DAYS), slot.start_time, timeZone);
}

/** Open from the slot's start (in its zone) until, not including, reviewWindowCloses. */
export function isReviewWindowOpen(slot: { date: string; start_time: string }, timeZone: string, now: Date): boolean {
  const start = zonedWallTimeToInstant(slot.date, slot.start_time, timeZone);
  return now.getTime() >= start.getTime() && now.getTime() < reviewWindowCloses(slot, timeZone).getTime();
}

/** Until when a review written at `createdAt` can be edited. */
export function reviewEditableUntil(createdAt: Date | string): Date {
  return new Date(new Date(createdAt).getTime() + REVIEW_EDIT_HOURS * 3_600_000);
}

/** True while the review's author may still change it. */
export function canEditReview(createdAt: Date | string, now: Date): boolean {
  return now.getTime() < reviewEditableUntil(createdAt).getTime();
}

/** An activity's visible reviews in short: the average to one decimal and how many. */
export interface ReviewSummary {
  /** One decimal, e.g. 4.5. */
  average: number;
  count: number;
}

/** From the activity's stored aggregate (review_count, review_stars_sum); null without reviews. */
export function reviewSummary(count: number, starsSum: number): ReviewSummary | null {
  if (count <= 0) return null;
  return { average: Math.round((starsSum * 10) / count) / 10, count };
}

/** '1 review', '12 reviews'. */
export function reviewCountLabel(count: number, locale: Locale = DEFAULT_LOCALE): string {
  return formatMessage(locale, 'reviews.countLabel', { count, formatted: formatNumber(count, locale) });
}

/** How a reviewer is shown in public: first name and last initial ('Tara T.'), else 'A traveler'. */
export function reviewerDisplayName(firstName: string, lastName: string, locale: Locale = DEFAULT_LOCALE): string {
  const first = firstName.trim();
  const initial = lastName.trim().charAt(0).toUpperCase();
  if (!first) return formatMessage(locale, 'reviews.anonymousReviewer');
  return initial ? `${first} ${initial}.` : first;
}
