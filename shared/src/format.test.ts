import { describe, expect, it } from 'vitest';
import {
  cancellationPolicyText,
  formatInstantInZone,
  formatLongDate,
  formatPoints,
  formatShortDate,
  formatSlotDateTime,
  formatSlotTime,
  formatSlotTimeRange,
  formatTime12h,
  formatUsdCents,
} from './format.ts';

// The one set of display formats for both ends (docs/spec/accounts-and-operations.md §9:
// en-US long dates, 12-hour times; prices in USD).

describe('formatLongDate', () => {
  it.each([
    ['2025-07-02', 'July 2, 2025'],
    ['2026-11-21', 'November 21, 2026'],
    ['2023-03-01', 'March 1, 2023'],
    ['2024-12-31', 'December 31, 2024'],
  ])('%s → %s', (date, expected) => {
    expect(formatLongDate(date)).toBe(expected);
  });

  it('reads the calendar date of a timestamp, never shifted by a time zone', () => {
    expect(formatLongDate('2026-11-21T23:30:00.000Z')).toBe('November 21, 2026');
    expect(formatLongDate('2026-11-21T00:00:00.000Z')).toBe('November 21, 2026');
  });
});

// Written without Intl (docs/decisions/081): each agrees with Intl's en-US formats.
describe('the formats Intl would write', () => {
  const isoDates = Array.from({ length: 12 }, (_, m) =>
    [1, 9, 10, 28].map((d) => `2026-${String(m + 1).padStart(2, '0')}-${String(d).padStart(2, '0')}`),
  ).flat();

  it('writes every month and day as Intl does in English, whatever the reader’s zone', () => {
    const long = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
    const short = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
    for (const iso of [...isoDates, '1999-12-31', '2100-01-01']) {
      const date = new Date(`${iso}T00:00:00Z`);
      expect(formatLongDate(iso)).toBe(long.format(date));
      expect(formatShortDate(iso)).toBe(short.format(date));
    }
    expect(formatShortDate('2026-07-14')).toBe('Jul 14');
  });

  it('writes dollars and points as Intl does, cents included only when there are some', () => {
    const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
    const usdWhole = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
    const points = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
    const amounts = [0, 1, 5, 99, 100, 101, 999, 1000, 4550, 99999, 100000, 123456, 9999999, 10000000, 123456789];
    for (const cents of [...amounts, ...amounts.filter((a) => a > 0).map((a) => -a)]) {
      expect(formatUsdCents(cents), String(cents)).toBe(
        cents % 100 === 0 ? usdWhole.format(cents / 100) : usd.format(cents / 100),
      );
    }
    for (const n of [...amounts, 0.5, 1.5, 2.4999, 1234.5, 999999.5, -1.5, -2.5, -1234.4]) {
      expect(formatPoints(n), String(n)).toBe(points.format(n));
    }
  });
});

describe('formatTime12h', () => {
  it.each([
    ['00:00', '12:00 AM'],
    ['09:05:00', '9:05 AM'],
    ['12:00', '12:00 PM'],
    ['23:59', '11:59 PM'],
  ])('%s → %s', (time, expected) => {
    expect(formatTime12h(time)).toBe(expected);
  });
});

describe('formatUsdCents', () => {
  it.each([
    [0, '$0'],
    [4500, '$45'],
    [4550, '$45.50'],
    [123456, '$1,234.56'],
  ])('%i → %s', (cents, expected) => {
    expect(formatUsdCents(cents)).toBe(expected);
  });
});

describe('slot times in the activity’s time zone, labelled', () => {
  it('names the zone after every time', () => {
    expect(formatSlotTime('09:00:00', 'Europe/Ljubljana')).toBe('9:00 AM (Europe/Ljubljana time)');
    expect(formatSlotTimeRange('14:00', '16:30:00', 'Africa/Cairo')).toBe('2:00 PM – 4:30 PM (Africa/Cairo time)');
    expect(formatSlotDateTime('2026-11-21', '09:00', 'Europe/Ljubljana')).toBe(
      'November 21, 2026 at 9:00 AM (Europe/Ljubljana time)',
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
});
