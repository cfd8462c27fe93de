import { describe, expect, it } from 'vitest';
import { destinationCountryNames } from '../countries.ts';
import { formatPoints } from '../format.ts';
import { calculateImpact, calculatorCountries, findCalculatorCountry } from './impact-calculator.ts';

describe('calculator countries', () => {
  it('offers about 150 countries, each once, with a two-letter flag code', () => {
    expect(calculatorCountries.length).toBeGreaterThanOrEqual(145);
    expect(calculatorCountries.length).toBeLessThanOrEqual(160);
    const names = calculatorCountries.map((c) => c.name);
    expect(new Set(names).size).toBe(names.length);
    for (const c of calculatorCountries) expect(c.code).toMatch(/^[a-z]{2}$/);
  });

  it('includes all 37 destination countries', () => {
    for (const name of destinationCountryNames) {
      expect(findCalculatorCountry(name), name).toBeDefined();
    }
  });

  it.each([
    ['Bangladesh', 1],
    ['Ethiopia', 1],
    ['Nepal', 1],
    ['Philippines', 1],
    ['Egypt', 1],
    ['India', 2],
    ['Japan', 3],
    ['Germany', 3],
    ['France', 3],
    ['United States', 3],
    ['United Kingdom', 3],
    ['Australia', 3],
    ['Canada', 3],
    ['Switzerland', 3],
  ] as const)('puts %s in tier %i', (name, tier) => {
    expect(findCalculatorCountry(name)?.tier).toBe(tier);
  });

  it('is sorted by name for the dropdown', () => {
    const names = calculatorCountries.map((c) => c.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
  });
});

describe('calculateImpact', () => {
  it.each([
    // country, days, cities, total, per day
    ['Egypt', 3, 2, 5250, 1750],
    ['Egypt', 1, 1, 1500, 1500],
    ['Nepal', 7, 1, 10500, 1500],
    ['India', 2, 1, 1800, 900],
    ['India', 5, 3, 7000, 1400],
    ['Germany', 1, 1, 450, 450],
    ['Germany', 4, 2, 2800, 700],
    ['United States', 10, 4, 12000, 1200],
    ['Switzerland', 2, 1, 900, 450],
  ] as const)('%s, %i days, %i cities → %i total, %i per day', (country, days, cities, total, perDay) => {
    expect(calculateImpact({ country, days, cities })).toEqual({ total, perDay });
  });

  it('accepts the raw text of the form fields', () => {
    expect(calculateImpact({ country: 'Egypt', days: '3', cities: '2' })).toEqual({
      total: 5250,
      perDay: 1750,
    });
  });

  it.each([
    ['Egypt', 0, 1],
    ['Egypt', 1, 0],
    ['Egypt', -2, 1],
    ['Egypt', 2, -1],
    ['Egypt', 1.5, 1],
    ['Egypt', Number.NaN, 1],
    ['Egypt', '', '1'],
    ['Egypt', 'abc', '1'],
    ['Egypt', '2', '1x'],
    ['Atlantis', 3, 1],
    ['', 3, 1],
    ['egypt', 3, 1],
  ] as const)('silently gives no result for %j, %j days, %j cities', (country, days, cities) => {
    expect(calculateImpact({ country, days, cities })).toBeNull();
  });
});

describe('formatPoints', () => {
  it.each([
    [0, '0'],
    [450, '450'],
    [1750, '1,750'],
    [5250, '5,250'],
    [1234567, '1,234,567'],
  ])('%i → %s', (n, text) => {
    expect(formatPoints(n)).toBe(text);
  });
});
