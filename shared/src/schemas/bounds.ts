import { z } from 'zod';
import { formatNumber } from '../format.ts';
import { englishMessage } from '../i18n/index.ts';

// Domain bounds every procedure input keeps to, so a value the database cannot hold is
// refused with a clear message before it reaches SQL (docs/decisions/015-input-bounds.md).

/* ---- Text ---- */

/**
 * PostgreSQL text cannot hold U+0000, and a lone UTF-16 surrogate is neither valid UTF-8
 * nor valid JSON (jsonb refuses "\ud800"). Neither can be typed; both can be pasted or sent.
 */
const UNSTORABLE_CHARACTER = /[\0\p{Cs}]/u;
export const INVALID_CHARACTER_MESSAGE = englishMessage('validation.invalidCharacter');

/** The message of a text field over its length limit. */
export const tooLongMessage = (max: number) => englishMessage('validation.tooLong', { max });

/** A string that PostgreSQL can store as text and in jsonb: the base of every free-text field. */
export function text(params?: Parameters<typeof z.string>[0]) {
  return z
    .string(params)
    .refine((value) => !UNSTORABLE_CHARACTER.test(value), { message: INVALID_CHARACTER_MESSAGE, abort: true });
}

/* ---- Dates ---- */

/** The calendar the product works in: no slot, listing or booking falls outside it. */
export const DATE_MIN = '2000-01-01';
export const DATE_MAX = '2100-12-31';
export const INVALID_DATE_MESSAGE = englishMessage('validation.invalidDate');
export const DATE_RANGE_MESSAGE = englishMessage('validation.dateRange');

/** 'YYYY-MM-DD' of a real calendar day between DATE_MIN and DATE_MAX. */
export const isoDateSchema = z.iso
  .date({ message: INVALID_DATE_MESSAGE, abort: true })
  .refine((date) => date >= DATE_MIN && date <= DATE_MAX, { message: DATE_RANGE_MESSAGE, abort: true });

/* ---- Money and group sizes ---- */

/** A party larger than this is never a valid single booking, whatever the activity says. */
export const MAX_PEOPLE_PER_BOOKING = 100;
/** The highest price per person an activity can ask, in dollars. */
export const MAX_PRICE_DOLLARS = 100_000;
export const PRICE_MAX_MESSAGE = englishMessage('validation.priceMax', { max: formatNumber(MAX_PRICE_DOLLARS) });
/**
 * The largest total one booking can carry: the highest price for the largest party
 * ($10,000,000), well below the 2^31 cents an `integer` column holds.
 */
export const MAX_BOOKING_TOTAL_CENTS = MAX_PRICE_DOLLARS * 100 * MAX_PEOPLE_PER_BOOKING;
export const BOOKING_TOTAL_TOO_HIGH_MESSAGE = englishMessage('validation.bookingTotalTooHigh', {
  max: formatNumber(MAX_BOOKING_TOTAL_CENTS / 100),
});
