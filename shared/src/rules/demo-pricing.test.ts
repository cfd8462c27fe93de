import { describe, expect, it } from 'vitest';
import {
  demoActivityPrice,
  demoHourlyRates,
  demoPriceRange,
  formatPricePerPerson,
  parseDurationHours,
  titleFraction,
} from './demo-pricing.ts';

describe('parseDurationHours', () => {
  it.each([
    ['4 Hours', 4],
    ['1 hour', 1],
    ['2.5 Hours', 2.5],
    ['6h', 6],
    ['2 Days', 16],
    ['1 day', 8],
    ['', 3],
    ['Half a day', 3],
    ['0 Hours', 3],
  ])('%j → %d hours', (text, hours) => {
    expect(parseDurationHours(text)).toBe(hours);
  });
});

describe('demoHourlyRates', () => {
  it.each([
    [1, 20, 30],
    [2, 20, 30],
    [2.5, 18, 25],
    [3, 18, 25],
    [4, 16, 22],
    [5, 14, 20],
    [8, 14, 20],
  ])('%d hours → %d/%d per hour', (hours, low, high) => {
    expect(demoHourlyRates(hours)).toEqual({ low, high });
  });
});

describe('demoPriceRange', () => {
  const close = (actual: { low: number; high: number }, low: number, high: number) => {
    expect(actual.low).toBeCloseTo(low, 6);
    expect(actual.high).toBeCloseTo(high, 6);
  };

  it('multiplies the hourly rates by the hours', () => {
    // 2 h × 20/30 = 40/60
    close(demoPriceRange({ duration: '2 Hours', effort: 'Medium', impactCategory: 'social' }), 40, 60);
    // 3 h × 18/25 = 54/75
    close(demoPriceRange({ duration: '3 Hours', effort: 'Medium', impactCategory: 'social' }), 54, 75);
  });

  it('raises both bounds by 10% for high effort and lowers them by 5% for low effort', () => {
    // 3 h: 54/75 × 1.1 = 59.4/82.5
    close(demoPriceRange({ duration: '3 Hours', effort: 'High - steep climb', impactCategory: 'social' }), 59.4, 82.5);
    // 3 h: 54/75 × 0.95 = 51.3/71.25
    close(demoPriceRange({ duration: '3 Hours', effort: 'Low', impactCategory: 'social' }), 51.3, 71.25);
  });

  it('adds 5% for environmental activities', () => {
    // 3 h: 54/75 × 1.05 = 56.7/78.75
    close(demoPriceRange({ duration: '3 Hours', effort: 'Medium', impactCategory: 'environmental' }), 56.7, 78.75);
  });

  it('keeps the low bound at least 40 and the high bound at most 90', () => {
    // 1 h × 20/30 × 0.95 = 19/28.5 → low raised to 40; the crossed range collapses onto 40
    close(demoPriceRange({ duration: '1 Hour', effort: 'Low', impactCategory: 'social' }), 40, 40);
    // 2 Days = 16 h × 14/20 = 224/320 → high capped at 90 < 224; collapses onto 224
    close(demoPriceRange({ duration: '2 Days', effort: 'Medium', impactCategory: 'social' }), 224, 224);
    // 4 h × 16/22 × 1.1 × 1.05 = 73.92/101.64 → high capped at 90
    close(demoPriceRange({ duration: '4 Hours', effort: 'High', impactCategory: 'environmental' }), 73.92, 90);
    // 5 h × 14/20 = 70/100 → high capped at 90
    close(demoPriceRange({ duration: '5 Hours', effort: 'Medium', impactCategory: 'social' }), 70, 90);
  });
});

describe('demoActivityPrice', () => {
  it('fixes Revive Tschlin at 220', () => {
    expect(
      demoActivityPrice({
        title: 'Revive Tschlin',
        duration: '2 Days',
        effort: 'High',
        impactCategory: 'environmental',
      }),
    ).toBe(220);
  });

  it('derives the value from the sum of the title’s character codes modulo 100', () => {
    // 'AB' = 65 + 66 = 131 → 0.31
    expect(titleFraction('AB')).toBeCloseTo(0.31, 10);
    // 3 h medium social: 54 + 0.31 × 21 = 60.51 → 60
    expect(demoActivityPrice({ title: 'AB', duration: '3 Hours', effort: 'Medium', impactCategory: 'social' })).toBe(
      60,
    );
    // 'd' = 100 → 0.00 → low bound 54 → 55
    expect(demoActivityPrice({ title: 'd', duration: '3 Hours', effort: 'Medium', impactCategory: 'social' })).toBe(55);
    // 'c' = 99 → 0.99: 54 + 0.99 × 21 = 74.79 → 75
    expect(demoActivityPrice({ title: 'c', duration: '3 Hours', effort: 'Medium', impactCategory: 'social' })).toBe(75);
  });

  it('is the same for the same title and always a multiple of 5 between 40 and 90', () => {
    const titles = ['Forest Bathing', 'Village Homestay', 'River Cleanup', 'Spice Trail Walk', 'x'];
    for (const title of titles) {
      for (const duration of ['1 Hour', '2 Hours', '3 Hours', '4 Hours', '6 Hours']) {
        for (const effort of ['Low', 'Medium', 'High']) {
          const input = { title, duration, effort, impactCategory: 'environmental' as const };
          const price = demoActivityPrice(input);
          expect(price).toBe(demoActivityPrice(input));
          expect(price % 5).toBe(0);
          expect(price).toBeGreaterThanOrEqual(40);
          if (duration !== '6 Hours') expect(price).toBeLessThanOrEqual(90);
        }
      }
    }
  });
});

describe('formatPricePerPerson', () => {
  it.each([
    [45, '$45 per person'],
    [220, '$220 per person'],
    [12.5, '$12.50 per person'],
  ])('%d → %s', (n, text) => {
    expect(formatPricePerPerson(n)).toBe(text);
  });
});
