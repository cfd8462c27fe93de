import { describe, expect, it } from 'vitest';
import {
  cancellationPolicyText,
  DEFAULT_FORMAT_LOCALE,
  formatAverageRating,
  formatDateTime,
  formatDayOf,
  formatDecimal,
  formatDecimalDollars,
  formatInstantInZone,
  formatLongDate,
  formatMilliseconds,
  formatMoney,
  formatMonthYear,
  formatNumber,
  formatPercent,
  formatPoints,
  formatSentAt,
  formatShortDate,
  formatSlotDateTime,
  formatSlotTime,
  timeZoneLabel,
  formatSlotTimeRange,
  formatUsdCents,
  formatWallTime,
  formatWeekdayDate,
  wallClockInZone,
} from './format.ts';

// The one formatting seam (docs/decisions/089). English is the spec's
// (docs/spec/accounts-and-operations.md §9: en-US long dates, 12-hour times; prices in USD):
// every row is a string the spec or the screens show. Instants are written in a zone passed
// explicitly, never the machine's.

describe('dates in en-US', () => {
  it.each([
    ['2025-07-02', 'July 2, 2025'],
    ['2026-11-21', 'November 21, 2026'],
    ['2023-03-01', 'March 1, 2023'],
    ['2024-12-31', 'December 31, 2024'],
    ['2026-01-09', 'January 9, 2026'],
    ['2026-02-28', 'February 28, 2026'],
    ['2026-04-10', 'April 10, 2026'],
    ['2026-05-01', 'May 1, 2026'],
    ['2026-06-30', 'June 30, 2026'],
    ['2026-08-15', 'August 15, 2026'],
    ['2026-09-01', 'September 1, 2026'],
    ['2026-10-31', 'October 31, 2026'],
    ['1999-12-31', 'December 31, 1999'],
    ['2100-01-01', 'January 1, 2100'],
  ])('long: %s → %s', (date, expected) => {
    expect(formatLongDate(date)).toBe(expected);
  });

  it('reads the calendar date of a timestamp, never shifted by a time zone', () => {
    expect(formatLongDate('2026-11-21T23:30:00.000Z')).toBe('November 21, 2026');
    expect(formatLongDate('2026-11-21T00:00:00.000Z')).toBe('November 21, 2026');
  });

  it.each([
    ['2026-07-14', 'Jul 14'],
    ['2026-11-21', 'Nov 21'],
    ['2026-01-01', 'Jan 1'],
    ['2026-09-30', 'Sep 30'],
    ['2026-12-31', 'Dec 31'],
  ])('short: %s → %s', (date, expected) => {
    expect(formatShortDate(date)).toBe(expected);
  });

  it.each([
    ['2026-11-01', 'November 2026'],
    ['2027-01-01', 'January 2027'],
  ])('month: %s → %s', (date, expected) => {
    expect(formatMonthYear(date)).toBe(expected);
  });

  it('names a calendar day with its weekday, in the zone the calendar works in', () => {
    expect(formatWeekdayDate(new Date('2026-11-25T00:00:00Z'), 'en-US', 'UTC')).toBe('Wednesday, November 25, 2026');
    // Midnight in Ljubljana is still the evening before in UTC: the calendar's own zone decides.
    expect(formatWeekdayDate(new Date('2026-11-24T23:00:00Z'), 'en-US', 'Europe/Ljubljana')).toBe(
      'Wednesday, November 25, 2026',
    );
  });
});

describe('times in 12-hour format', () => {
  it.each([
    ['00:00', '12:00 AM'],
    ['09:05:00', '9:05 AM'],
    ['12:00', '12:00 PM'],
    ['12:30:00', '12:30 PM'],
    ['13:45', '1:45 PM'],
    ['23:59', '11:59 PM'],
  ])('%s → %s', (time, expected) => {
    expect(formatWallTime(time)).toBe(expected);
  });
});

describe('numbers, points and prices', () => {
  it.each([
    [0, '0'],
    [5, '5'],
    [999, '999'],
    [1000, '1,000'],
    [5250, '5,250'],
    [100000, '100,000'],
    [1234567, '1,234,567'],
    [0.5, '1'],
    [1.5, '2'],
    [2.4999, '2'],
    [1234.5, '1,235'],
    [-1.5, '-2'],
    [-1234.4, '-1,234'],
    [-0.4, '0'],
  ])('a count or Regen Points: %d → %s', (n, expected) => {
    expect(formatNumber(n)).toBe(expected);
    expect(formatPoints(n)).toBe(expected);
  });

  it.each([
    [0, '$0'],
    [1, '$0.01'],
    [99, '$0.99'],
    [100, '$1'],
    [4500, '$45'],
    [4550, '$45.50'],
    [4505, '$45.05'],
    [22000, '$220'],
    [123456, '$1,234.56'],
    [500000, '$5,000'],
    [10000000, '$100,000'],
    [123456789, '$1,234,567.89'],
    [-4550, '-$45.50'],
    [-0.4, '$0'],
  ])('US dollars, cents only when there are some: %i → %s', (cents, expected) => {
    expect(formatUsdCents(cents)).toBe(expected);
  });

  it.each([
    [4.5, '4.5'],
    [5, '5.0'],
    [3.96, '4.0'],
  ])('an average rating to one decimal: %d → %s', (average, expected) => {
    expect(formatAverageRating(average)).toBe(expected);
  });

  it.each([
    [3, '3'],
    [2.5, '2.5'],
    [1.25, '1.3'],
    [1500, '1,500'],
  ])('a quantity to one decimal when it has one: %d → %s', (n, expected) => {
    expect(formatDecimal(n)).toBe(expected);
  });

  it('writes percentages and the server’s durations', () => {
    expect(formatPercent(45)).toBe('45%');
    expect(formatPercent(100)).toBe('100%');
    expect(formatMilliseconds(12.34)).toBe('12.3 ms');
    expect(formatMilliseconds(3)).toBe('3.0 ms');
  });

  it.each([
    [0, '0.00'],
    [4550, '45.50'],
    [123456, '1234.56'],
    [10000000, '100000.00'],
  ])('dollars for machines (CSV, schema.org, inputs): %i → %s', (cents, expected) => {
    expect(formatDecimalDollars(cents)).toBe(expected);
  });
});

describe('slot times in the activity’s time zone, labelled', () => {
  it('names the zone after every time', () => {
    expect(formatSlotTime('09:00:00', 'Europe/Ljubljana')).toBe('9:00 AM (Europe/Ljubljana time)');
    expect(timeZoneLabel('Europe/Ljubljana')).toBe('(Europe/Ljubljana time)');
    expect(formatSlotTimeRange('14:00', '16:30:00', 'Africa/Cairo')).toBe('2:00 PM – 4:30 PM (Africa/Cairo time)');
    expect(formatSlotDateTime('2026-11-21', '09:00', 'Europe/Ljubljana')).toBe(
      'November 21, 2026 at 9:00 AM (Europe/Ljubljana time)',
    );
    expect(formatSlotDateTime('2026-07-02', '00:00:00', 'Asia/Kolkata')).toBe(
      'July 2, 2026 at 12:00 AM (Asia/Kolkata time)',
    );
  });

  it('shows an instant on the wall clock of the activity’s zone, whatever the reader’s', () => {
    expect(formatInstantInZone(new Date('2026-11-20T08:00:00Z'), 'Europe/Ljubljana')).toBe(
      'November 20, 2026 at 9:00 AM (Europe/Ljubljana time)',
    );
    expect(formatInstantInZone('2026-11-20T23:30:00.000Z', 'Asia/Kolkata')).toBe(
      'November 21, 2026 at 5:00 AM (Asia/Kolkata time)',
    );
    expect(formatInstantInZone(new Date('2026-07-01T22:00:00Z'), 'Europe/Ljubljana')).toBe(
      'July 2, 2026 at 12:00 AM (Europe/Ljubljana time)',
    );
    // The hours a DST change skips or repeats: the zone's own clock, summer and winter.
    expect(formatInstantInZone(new Date('2026-03-29T01:00:00Z'), 'Europe/Ljubljana')).toBe(
      'March 29, 2026 at 3:00 AM (Europe/Ljubljana time)',
    );
    expect(formatInstantInZone(new Date('2026-10-25T01:30:00Z'), 'Europe/Ljubljana')).toBe(
      'October 25, 2026 at 2:30 AM (Europe/Ljubljana time)',
    );
  });

  it('states the cancellation policy from the server’s decision', () => {
    const deadline = new Date('2026-11-20T08:00:00Z');
    expect(cancellationPolicyText({ cancellable: true, cancellationDeadline: deadline }, 'Europe/Ljubljana')).toBe(
      'Free cancellation until November 20, 2026 at 9:00 AM (Europe/Ljubljana time).',
    );
    expect(cancellationPolicyText({ cancellable: false, cancellationDeadline: deadline }, 'Europe/Ljubljana')).toBe(
      'No free cancellation: the cancellation deadline for this time slot has passed, so the booking cannot be cancelled.',
    );
  });

  it('reads the wall clock of a zone as data, to the second', () => {
    expect(wallClockInZone(new Date('2026-07-01T22:00:05Z'), 'Europe/Ljubljana')).toBe('2026-07-02 00:00:05');
    expect(wallClockInZone(new Date('2026-11-21T23:59:59Z'), 'UTC')).toBe('2026-11-21 23:59:59');
    expect(wallClockInZone(new Date('2026-11-21T18:30:00Z'), 'Asia/Kolkata')).toBe('2026-11-22 00:00:00');
  });
});

describe('instants in the zone they are read in', () => {
  const sent = new Date('2026-11-27T08:25:06Z');
  it('writes when a message was sent and when something happened', () => {
    expect(formatSentAt(sent, 'en-US', 'UTC')).toBe('Nov 27, 8:25 AM');
    expect(formatSentAt(sent, 'en-US', 'America/New_York')).toBe('Nov 27, 3:25 AM');
    expect(formatSentAt(sent, 'en-US', 'Pacific/Auckland')).toBe('Nov 27, 9:25 PM');
    expect(formatDateTime(sent, 'en-US', 'Europe/Ljubljana')).toBe('November 27, 2026 at 9:25 AM');
    expect(formatDateTime('2026-11-27T23:10:00.000Z', 'en-US', 'Asia/Kolkata')).toBe('November 28, 2026 at 4:40 AM');
  });
  it('writes the day of an instant in the reader’s zone', () => {
    expect(formatDayOf(new Date('2026-03-03T23:30:00Z'), 'en-US', 'UTC')).toBe('March 3, 2026');
    expect(formatDayOf(new Date('2026-03-03T23:30:00Z'), 'en-US', 'Europe/Ljubljana')).toBe('March 4, 2026');
  });
});

describe('the locale is an argument', () => {
  it('defaults to the spec’s English, and "en" writes the same', () => {
    expect(DEFAULT_FORMAT_LOCALE).toBe('en-US');
    expect(formatLongDate('2026-11-21', 'en')).toBe('November 21, 2026');
    expect(formatUsdCents(123450, 'en')).toBe('$1,234.50');
  });
  it('writes another locale’s dates, times, numbers and currencies (issue 33)', () => {
    expect(formatLongDate('2026-11-21', 'de-DE')).toBe('21. November 2026');
    expect(formatWallTime('14:05', 'de-DE')).toBe('14:05');
    expect(formatPoints(5250, 'de-DE')).toBe('5.250');
    expect(formatMoney(3700, 'EUR', 'de-DE')).toBe('37\u00a0€'); // a no-break space before the sign
    expect(formatMoney(3750, 'EUR', 'fr-FR')).toBe('37,50\u00a0€');
    expect(formatLongDate('2026-11-21', 'fr-FR')).toBe('21 novembre 2026');
  });
  it('keeps one formatter per locale and style: the second locale does not change the first', () => {
    expect(formatPoints(1234, 'de-DE')).toBe('1.234');
    expect(formatPoints(1234)).toBe('1,234');
    expect(formatPoints(1234, 'de-DE')).toBe('1.234');
  });
});
