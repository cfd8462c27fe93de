import type { ImpactCategory } from '../constants.ts';
import { formatUsdCents } from '../format.ts';
import { DEMO_ACTIVITY_DEFAULT_HOURS, DEMO_PRICE_MAX, DEMO_PRICE_MIN, DEMO_PRICE_STEP } from '../constants.ts';

/** Hours in one day of a multi-day activity ('2 Days'). */
const HOURS_PER_DAY = 8;

/** Activities whose price is fixed rather than computed (docs/spec/public-site.md §9). */
const fixedDemoPrices: Readonly<Record<string, number>> = { 'Revive Tschlin': 220 };

/**
 * Hours from a duration text: '4 Hours' → 4, '1.5 hours' → 1.5, '2 Days' → 16.
 * Text without a positive number gives the default of 3.
 */
export function parseDurationHours(duration: string): number {
  const match = /(\d+(?:[.,]\d+)?)\s*(hours?|hrs?|h|days?|d)?\b/i.exec(duration);
  if (!match?.[1]) return DEMO_ACTIVITY_DEFAULT_HOURS;
  const amount = Number(match[1].replace(',', '.'));
  if (!(amount > 0)) return DEMO_ACTIVITY_DEFAULT_HOURS;
  const unit = (match[2] ?? 'h').toLowerCase();
  return unit.startsWith('d') ? amount * HOURS_PER_DAY : amount;
}

/** Per-hour low and high rates by duration band. */
export function demoHourlyRates(hours: number): { low: number; high: number } {
  if (hours <= 2) return { low: 20, high: 30 };
  if (hours <= 3) return { low: 18, high: 25 };
  if (hours <= 4) return { low: 16, high: 22 };
  return { low: 14, high: 20 };
}

export interface DemoPriceInput {
  title: string;
  duration: string;
  effort: string;
  impactCategory: ImpactCategory;
}

/** The price range before the title picks a value in it. */
export function demoPriceRange(input: Omit<DemoPriceInput, 'title'>): {
  low: number;
  high: number;
} {
  const hours = parseDurationHours(input.duration);
  const rates = demoHourlyRates(hours);
  let low = rates.low * hours;
  let high = rates.high * hours;
  const effort = input.effort.toLowerCase();
  if (effort.includes('high')) {
    low *= 1.1;
    high *= 1.1;
  } else if (effort.includes('low')) {
    low *= 0.95;
    high *= 0.95;
  }
  if (input.impactCategory === 'environmental') {
    low *= 1.05;
    high *= 1.05;
  }
  low = Math.max(DEMO_PRICE_MIN, low);
  high = Math.min(DEMO_PRICE_MAX, high);
  // A very short activity stays at the $40 minimum and a long one keeps its earned low
  // bound: when the bounds cross, the range collapses onto the low bound.
  if (high < low) high = low;
  return { low, high };
}

/** A stable number in [0, 1) from the title's characters (sum of char codes mod 100). */
export function titleFraction(title: string): number {
  let sum = 0;
  for (const ch of title) sum += ch.codePointAt(0) ?? 0;
  return (sum % 100) / 100;
}

/**
 * Price per person in dollars of a built-in sample activity (docs/spec/public-site.md §9):
 * a deterministic value within the range, rounded to the nearest 5.
 */
export function demoActivityPrice(input: DemoPriceInput): number {
  const fixed = fixedDemoPrices[input.title];
  if (fixed !== undefined) return fixed;
  const { low, high } = demoPriceRange(input);
  const value = low + titleFraction(input.title) * (high - low);
  return Math.round(value / DEMO_PRICE_STEP) * DEMO_PRICE_STEP;
}

/** 45 → '$45 per person'. */
export function formatPricePerPerson(dollars: number): string {
  return `${formatUsdCents(Math.round(dollars * 100))} per person`;
}
