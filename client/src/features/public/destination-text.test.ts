import { describe, expect, it } from 'vitest';
import { experiencesCountText, formatShortDate } from './destination-text.ts';

describe('formatShortDate', () => {
  it('writes every month as Intl does in English, whatever the reader’s zone', () => {
    const intl = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
    for (let month = 1; month <= 12; month++) {
      for (const day of [1, 9, 28]) {
        const iso = `2026-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
        expect(formatShortDate(iso)).toBe(intl.format(new Date(`${iso}T00:00:00Z`)));
      }
    }
    expect(formatShortDate('2026-07-14')).toBe('Jul 14');
    expect(formatShortDate('2027-12-31')).toBe('Dec 31');
  });
});

describe('experiencesCountText', () => {
  it('words none, one and many', () => {
    expect(experiencesCountText(0)).toBe('No experiences yet');
    expect(experiencesCountText(1)).toBe('1 experience');
    expect(experiencesCountText(3)).toBe('3 experiences');
  });
});
