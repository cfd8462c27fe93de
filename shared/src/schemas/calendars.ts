import { z } from 'zod';
import { englishMessage } from '../i18n/index.ts';

// Calendars and exports (docs/decisions/060–063): private iCalendar feeds of an account's
// bookings, and the supplier's CSV export of bookings for a date range.

/** Whose bookings a feed lists: the supplier's activities' bookings, or the traveler's own. */
export const calendarFeedScopeSchema = z.enum(['supplier', 'traveler']);
export type CalendarFeedScope = z.infer<typeof calendarFeedScopeSchema>;

export const calendarFeedInputSchema = z.object({ scope: calendarFeedScopeSchema });
export type CalendarFeedInput = z.infer<typeof calendarFeedInputSchema>;

/** A feed as its owner sees it: the URL only in the answer that created it (the token is stored hashed). */
export interface CalendarFeedStatus {
  active: boolean;
  createdAt: Date | null;
  lastFetchedAt: Date | null;
}

/** The longest range one CSV export covers, both ends included. */
export const CSV_EXPORT_MAX_DAYS = 366;

export const CSV_RANGE_MALFORMED_MESSAGE = englishMessage('calendars.csvRangeMalformed');
export const CSV_RANGE_ORDER_MESSAGE = englishMessage('calendars.csvRangeOrder');
export const CSV_RANGE_TOO_LONG_MESSAGE = englishMessage('calendars.csvRangeTooLong', { days: CSV_EXPORT_MAX_DAYS });

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar date written 'YYYY-MM-DD' (not 2026-02-30). */
function isCalendarDate(value: string): boolean {
  if (!ISO_DATE.test(value)) return false;
  const [y, m, d] = value.split('-').map(Number);
  const date = new Date(Date.UTC(y!, m! - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m! - 1 && date.getUTCDate() === d;
}

/** Days from `from` to `to`, both included (1 for the same date). */
export function daysInRange(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;
}

/**
 * The range of a CSV export: the booking dates from `from` to `to`, both included. One message
 * per failure, the first that applies: malformed, in the wrong order, too long.
 */
export const csvExportRangeSchema = z
  .object({
    from: z.string().max(10, CSV_RANGE_MALFORMED_MESSAGE),
    to: z.string().max(10, CSV_RANGE_MALFORMED_MESSAGE),
  })
  .superRefine((range, ctx) => {
    if (!isCalendarDate(range.from) || !isCalendarDate(range.to)) {
      ctx.addIssue({ code: 'custom', message: CSV_RANGE_MALFORMED_MESSAGE, path: ['from'] });
    } else if (range.to < range.from) {
      ctx.addIssue({ code: 'custom', message: CSV_RANGE_ORDER_MESSAGE, path: ['to'] });
    } else if (daysInRange(range.from, range.to) > CSV_EXPORT_MAX_DAYS) {
      ctx.addIssue({ code: 'custom', message: CSV_RANGE_TOO_LONG_MESSAGE, path: ['to'] });
    }
  });
export type CsvExportRange = z.infer<typeof csvExportRangeSchema>;
