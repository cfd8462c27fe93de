import { describe, expect, it } from 'vitest';
import { MAX_PEOPLE_PER_BOOKING, MAX_PRICE_DOLLARS } from '../schemas/bounds.ts';
import { searchFiltersSchema } from '../schemas/search.ts';
import {
  SEARCH_MAX_PEOPLE,
  SEARCH_MAX_PRICE,
  effortLabel,
  effortLabels,
  normaliseSearchInput,
  readSearchFilters,
  searchFilterMessages,
  searchFiltersFromQuery,
  type SearchFiltersResult,
} from './search-filters.ts';

// The URL's reader (no zod, for the route tree) and search.activities' zod schema are twins:
// the same raw values give the same filters or the same message (docs/decisions/068).

function withSchema(raw: unknown): SearchFiltersResult {
  const result = searchFiltersSchema.safeParse(normaliseSearchInput(raw));
  return result.success
    ? { ok: true, filters: result.data }
    : { ok: false, message: result.error.issues[0]?.message ?? '' };
}

const cases: [string, unknown, SearchFiltersResult][] = [
  ['no filters', {}, { ok: true, filters: {} }],
  ['no input', undefined, { ok: true, filters: {} }],
  [
    'every filter',
    {
      q: '  coral reef ',
      country: 'Croatia',
      category: 'environmental',
      date: '2026-12-01',
      people: 2,
      minPrice: 0,
      maxPrice: 120,
      duration: '2-4h',
      effort: 'low',
      sort: 'price-low',
      page: 3,
    },
    {
      ok: true,
      filters: {
        q: 'coral reef',
        country: 'Croatia',
        category: 'environmental',
        date: '2026-12-01',
        people: 2,
        minPrice: 0,
        maxPrice: 120,
        duration: '2-4h',
        effort: 'low',
        sort: 'price-low',
        page: 3,
      },
    },
  ],
  [
    'numbers typed in a form',
    { people: '4', minPrice: '10', page: '2' },
    { ok: true, filters: { people: 4, minPrice: 10, page: 2 } },
  ],
  ['empty values are no filter', { q: '', country: '', people: '', date: null }, { ok: true, filters: {} }],
  ['text of spaces is no text', { q: '   ' }, { ok: true, filters: {} }],
  ['near a destination', { near: 'Slovenia' }, { ok: true, filters: { near: 'Slovenia' } }],
  [
    'near a place that is not a destination',
    { near: 'Japan' },
    { ok: false, message: 'Please choose a country from the list' },
  ],
  ['a URL’s numeric text', { q: 2026 }, { ok: true, filters: { q: '2026' } }],
  ['text over 100 characters', { q: 'a'.repeat(101) }, { ok: false, message: 'Please use at most 100 characters' }],
  [
    'a NUL character',
    { q: 'reef\u0000' },
    { ok: false, message: 'Please remove the unsupported character from this text' },
  ],
  ['text that is not text', { q: ['reef'] }, { ok: false, message: 'Search text must be text' }],
  [
    'a country over 100 characters',
    { country: 'x'.repeat(101) },
    { ok: false, message: 'Please choose a country from the list' },
  ],
  [
    'an unknown category',
    { category: 'nature' },
    { ok: false, message: 'Impact category must be environmental or social' },
  ],
  ['an impossible date', { date: '2026-02-30' }, { ok: false, message: 'Please enter a valid date' }],
  ['a date in another format', { date: '01/12/2026' }, { ok: false, message: 'Please enter a valid date' }],
  [
    'a date out of range',
    { date: '1999-12-31' },
    { ok: false, message: 'Please select a date between January 1, 2000 and December 31, 2100' },
  ],
  ['people 0', { people: 0 }, { ok: false, message: 'Number of people must be a whole number from 1 to 100' }],
  ['people 2.5', { people: 2.5 }, { ok: false, message: 'Number of people must be a whole number from 1 to 100' }],
  [
    'people as words',
    { people: 'many' },
    { ok: false, message: 'Number of people must be a whole number from 1 to 100' },
  ],
  [
    'a negative price',
    { minPrice: -1 },
    { ok: false, message: 'Minimum price must be a whole number of dollars from 0 to 100,000' },
  ],
  [
    'a price over the limit',
    { maxPrice: 100_001 },
    { ok: false, message: 'Maximum price must be a whole number of dollars from 0 to 100,000' },
  ],
  [
    'a price range upside down',
    { minPrice: 80, maxPrice: 20 },
    { ok: false, message: 'The minimum price must not be above the maximum price' },
  ],
  ['an unknown duration', { duration: '3h' }, { ok: false, message: 'Please choose a duration from the list' }],
  ['an unknown effort', { effort: 'extreme' }, { ok: false, message: 'Effort must be low, medium or high' }],
  ['an unknown sort', { sort: 'cheapest' }, { ok: false, message: 'Please choose a sort order from the list' }],
  ['page 0', { page: 0 }, { ok: false, message: 'Page must be a whole number from 1 to 1000' }],
  ['page 1001', { page: 1001 }, { ok: false, message: 'Page must be a whole number from 1 to 1000' }],
  ['not an object', 'reef', { ok: false, message: 'These search filters are not valid' }],
];

describe('effort labels', () => {
  it('labels the effort levels Low, Medium and High', () => {
    expect([effortLabel('low'), effortLabel('medium', 'en'), effortLabel('high')]).toEqual(['Low', 'Medium', 'High']);
    expect(effortLabels).toEqual({ low: 'Low', medium: 'Medium', high: 'High' });
  });
});

describe('search filters: the URL reader and the server schema agree', () => {
  it.each(cases)('%s', (_name, raw, expected) => {
    expect(readSearchFilters(raw)).toEqual(expected);
    expect(withSchema(raw)).toEqual(expected);
  });

  it('throws the filter’s own message for a route’s validateSearch', () => {
    expect(() => searchFiltersFromQuery({ people: 0 })).toThrow(
      'Number of people must be a whole number from 1 to 100',
    );
  });

  it('keeps the bounds of bookings and prices', () => {
    expect([SEARCH_MAX_PEOPLE, SEARCH_MAX_PRICE]).toEqual([MAX_PEOPLE_PER_BOOKING, MAX_PRICE_DOLLARS]);
  });

  it('spells the highest price in its messages as en-US writes it', () => {
    expect(searchFilterMessages.maxPrice).toBe(
      `Maximum price must be a whole number of dollars from 0 to ${SEARCH_MAX_PRICE.toLocaleString('en-US')}`,
    );
    expect(searchFilterMessages.minPrice).toContain(` to ${SEARCH_MAX_PRICE.toLocaleString('en-US')}`);
  });
});
