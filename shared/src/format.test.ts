import { describe, expect, it } from 'vitest';
import { formatLongDate, formatTime12h, formatUsdCents } from './format.ts';

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
