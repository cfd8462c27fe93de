import { describe, expect, it } from 'vitest';
import { destinationCountryNames } from '../countries.ts';
import { calculatorDestinations } from './calculator-destinations.ts';
import {
  CALCULATOR_MAX_CITIES,
  CALCULATOR_MAX_DAYS,
  calculateImpact,
  calculatorCountries,
  impactInputTooLarge,
} from './impact-calculator.ts';

describe('calculatorDestinations', () => {
  it('leads a destination to its own pages', () => {
    expect(calculatorDestinations('Slovenia')).toEqual({ kind: 'destination', country: 'Slovenia' });
  });

  it('leads Japan to the nearest destinations, never to a page of its own', () => {
    expect(calculatorDestinations('Japan')).toEqual({ kind: 'nearby', nearby: ['Australia', 'New Zealand', 'India'] });
  });

  it('offers every calculator country a destination page: its own or one nearby', () => {
    const destinations = new Set<string>(destinationCountryNames);
    for (const { name } of calculatorCountries) {
      const offer = calculatorDestinations(name);
      if (offer.kind === 'destination') expect(destinations.has(offer.country)).toBe(true);
      else {
        expect(offer.nearby.length, name).toBeGreaterThan(0);
        for (const c of offer.nearby) expect(destinations.has(c), `${name} → ${c}`).toBe(true);
      }
    }
  });
});

describe('calculator bounds', () => {
  it('keeps the spec’s numbers within the bounds and gives no result beyond them', () => {
    expect(CALCULATOR_MAX_DAYS).toBe(365);
    expect(CALCULATOR_MAX_CITIES).toBe(50);
    expect(calculateImpact({ country: 'Japan', days: 365, cities: 50 })).toEqual({
      total: 450 * 365 + 49 * 250 * 365,
      perDay: 12_700,
    });
    expect(calculateImpact({ country: 'Japan', days: 366, cities: 1 })).toBeNull();
    expect(calculateImpact({ country: 'Japan', days: 10, cities: 51 })).toBeNull();
    expect(calculateImpact({ country: 'Nepal', days: '7', cities: '2' })).toEqual({ total: 12_250, perDay: 1_750 });
  });

  it('names the value beyond its bound (values below 1 stay silent, as the spec says)', () => {
    expect(impactInputTooLarge({ days: '400', cities: '50' })).toBe('days');
    expect(impactInputTooLarge({ days: '10', cities: '51' })).toBe('cities');
    expect(impactInputTooLarge({ days: '0', cities: '0' })).toBeNull();
    expect(impactInputTooLarge({ days: '365', cities: '50' })).toBeNull();
  });
});
