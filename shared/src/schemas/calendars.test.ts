import { describe, expect, it } from 'vitest';
import {
  CSV_RANGE_MALFORMED_MESSAGE,
  CSV_RANGE_ORDER_MESSAGE,
  CSV_RANGE_TOO_LONG_MESSAGE,
  csvExportRangeSchema,
  daysInRange,
} from './calendars.ts';

const messageOf = (from: string, to: string) => {
  const result = csvExportRangeSchema.safeParse({ from, to });
  return result.success ? null : result.error.issues.map((i) => i.message);
};

describe('csvExportRangeSchema', () => {
  it('accepts a range of one day up to 366 days, both ends included', () => {
    expect(messageOf('2026-05-01', '2026-05-01')).toBeNull();
    expect(messageOf('2028-01-01', '2028-12-31')).toBeNull();
    expect(daysInRange('2028-01-01', '2028-12-31')).toBe(366);
  });

  it('refuses malformed or impossible dates, a reversed range and one over 366 days, one message each', () => {
    expect(messageOf('2026-02-30', '2026-03-01')).toEqual([CSV_RANGE_MALFORMED_MESSAGE]);
    expect(messageOf('26-1-1', '2026-03-01')).toEqual([CSV_RANGE_MALFORMED_MESSAGE]);
    expect(messageOf('2026-03-02', '2026-03-01')).toEqual([CSV_RANGE_ORDER_MESSAGE]);
    expect(messageOf('2026-01-01', '2027-01-02')).toEqual([CSV_RANGE_TOO_LONG_MESSAGE]);
  });
});
