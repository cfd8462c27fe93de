import { isDestinationCountry } from '../countries.ts';
import { impactCategories, type ImpactCategory } from '../constants.ts';
import { formatNumber } from '../format.ts';
import { DEFAULT_LOCALE, englishMessage, formatMessage, type Locale, type PlainMessageKey } from '../i18n/index.ts';

// The filters of the experiences search (/experiences and /experiences/{country}), read from a
// URL (the routes' validateSearch) without zod: route validators ship with the route tree in
// every page's first download, and zod there costs about 17 KB gzipped (its core is shared
// with the forms' zod). search.activities checks its input with the zod twin,
// shared/src/schemas/search.ts; search-filters.test.ts runs both over the same cases and checks
// they accept the same filters and refuse with the same message (docs/decisions/068).

/** Results per page. */
export const SEARCH_PAGE_SIZE = 12;
/** The last page a search can ask for (12,000 results deep is far beyond any catalogue). */
export const SEARCH_MAX_PAGE = 1000;
export const SEARCH_TEXT_MAX = 100;
// The bounds of shared/src/schemas/bounds.ts (search-filters.test.ts checks they agree),
// repeated because that module brings zod along.
export const SEARCH_MAX_PEOPLE = 100;
export const SEARCH_MAX_PRICE = 100_000;
export const SEARCH_DATE_MIN = '2000-01-01';
export const SEARCH_DATE_MAX = '2100-12-31';

export const searchSorts = ['relevance', 'soonest', 'price-low', 'price-high', 'rating', 'points'] as const;
export type SearchSort = (typeof searchSorts)[number];
/** Each sort order's label: a catalogue key (`t(searchSortLabels[sort])`). */
export const searchSortLabels: Record<SearchSort, PlainMessageKey> = {
  relevance: 'search.sortOption.relevance',
  soonest: 'search.sortOption.soonest',
  'price-low': 'search.sortOption.priceLow',
  'price-high': 'search.sortOption.priceHigh',
  rating: 'search.sortOption.rating',
  points: 'search.sortOption.points',
};

/**
 * Duration ranges in hours: more than `above`, at most `atMost` (null: no upper bound); `label`
 * is a catalogue key.
 */
export const durationRanges = {
  'up-to-2h': { label: 'search.durationRange.upTo2Hours', above: 0, atMost: 2 },
  '2-4h': { label: 'search.durationRange.twoTo4Hours', above: 2, atMost: 4 },
  '4-8h': { label: 'search.durationRange.fourTo8Hours', above: 4, atMost: 8 },
  'over-8h': { label: 'search.durationRange.over8Hours', above: 8, atMost: null },
} as const satisfies Record<string, { label: PlainMessageKey; above: number; atMost: number | null }>;
export type DurationRange = keyof typeof durationRanges;
export const durationRangeKeys = Object.keys(durationRanges) as [DurationRange, ...DurationRange[]];

export const effortLevels = ['low', 'medium', 'high'] as const;
export type EffortFilter = (typeof effortLevels)[number];
/** 'Low', 'Medium', 'High': an effort level as people read it. */
export function effortLabel(level: EffortFilter, locale: Locale = DEFAULT_LOCALE): string {
  return formatMessage(locale, 'effort.level', { level });
}
/** The effort levels' English labels (the filter's options until it takes the page's locale). */
export const effortLabels = {
  low: effortLabel('low'),
  medium: effortLabel('medium'),
  high: effortLabel('high'),
} as const;

export interface SearchFilters {
  /** Free text over title and description. */
  q?: string;
  /** The country name exactly as on the destinations list. */
  country?: string;
  category?: ImpactCategory;
  /** A day with a slot that has not started and has spots for `people` (1 when not given). */
  date?: string;
  people?: number;
  /** Dollars per person. */
  minPrice?: number;
  maxPrice?: number;
  duration?: DurationRange;
  effort?: EffortFilter;
  sort?: SearchSort;
  page?: number;
  /**
   * A destination the traveler is near (their own, from the browser's languages, or one they
   * chose): the soonest order then puts nearer countries first (rules/nearness.ts).
   */
  near?: string;
}

/** Each filter's sentence when its value cannot be used. */
export const searchFilterMessages = {
  q: englishMessage('search.q'),
  qLength: englishMessage('validation.tooLong', { max: SEARCH_TEXT_MAX }),
  qCharacter: englishMessage('validation.invalidCharacter'),
  country: englishMessage('search.country'),
  category: englishMessage('search.category'),
  date: englishMessage('validation.invalidDate'),
  dateRange: englishMessage('validation.dateRange'),
  people: englishMessage('search.people', { max: SEARCH_MAX_PEOPLE }),
  minPrice: englishMessage('search.minPrice', { max: formatNumber(SEARCH_MAX_PRICE) }),
  maxPrice: englishMessage('search.maxPrice', { max: formatNumber(SEARCH_MAX_PRICE) }),
  priceOrder: englishMessage('search.priceOrder'),
  duration: englishMessage('search.duration'),
  effort: englishMessage('search.effort'),
  sort: englishMessage('search.sort'),
  page: englishMessage('search.page', { max: SEARCH_MAX_PAGE }),
  near: englishMessage('search.country'),
  filters: englishMessage('search.filters'),
} as const;

export const UNSTORABLE_CHARACTER = /[\0\p{Cs}]/u;

/** 'YYYY-MM-DD' of a real calendar day. */
export function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/**
 * What a URL or a form leaves empty ('', null) means "no filter"; a URL's `?q=2026` arrives
 * as a number (the router reads values as JSON) and is the text it was typed as.
 */
export function normaliseSearchInput(raw: unknown): unknown {
  if (raw === undefined || raw === null) return {};
  if (typeof raw !== 'object' || Array.isArray(raw)) return raw;
  const entries = Object.entries(raw)
    .filter(([, value]) => value !== '' && value !== null && value !== undefined)
    .map(([key, value]): [string, unknown] =>
      (key === 'q' || key === 'country') && (typeof value === 'number' || typeof value === 'boolean')
        ? [key, String(value)]
        : [key, value],
    );
  return Object.fromEntries(entries);
}

/** The filters, or the message of the first one that is not valid. */
export type SearchFiltersResult = { ok: true; filters: SearchFilters } | { ok: false; message: string };

/** A whole number from a number or its digits ('12'), within bounds; undefined when not. */
function wholeNumber(value: unknown, min: number, max: number): number | undefined {
  const number =
    typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
  return Number.isInteger(number) && number >= min && number <= max ? number : undefined;
}

const oneOf = <T extends string>(value: unknown, allowed: readonly T[]): T | undefined =>
  allowed.find((a) => a === value);

/** Reads search filters from a URL's query or a form, in the schema's order of fields. */
export function readSearchFilters(raw: unknown): SearchFiltersResult {
  const input = normaliseSearchInput(raw);
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    return { ok: false, message: searchFilterMessages.filters };
  }
  const values = input as Record<string, unknown>;
  const filters: SearchFilters = {};
  const fail = (message: string): SearchFiltersResult => ({ ok: false, message });

  if (values.q !== undefined) {
    if (typeof values.q !== 'string') return fail(searchFilterMessages.q);
    const q = values.q.trim();
    if (q.length > SEARCH_TEXT_MAX) return fail(searchFilterMessages.qLength);
    if (UNSTORABLE_CHARACTER.test(q)) return fail(searchFilterMessages.qCharacter);
    if (q !== '') filters.q = q;
  }
  if (values.country !== undefined) {
    const country = typeof values.country === 'string' ? values.country.trim() : '';
    if (country === '' || country.length > 100) return fail(searchFilterMessages.country);
    filters.country = country;
  }
  if (values.category !== undefined) {
    const category = oneOf(values.category, impactCategories);
    if (!category) return fail(searchFilterMessages.category);
    filters.category = category;
  }
  if (values.date !== undefined) {
    if (typeof values.date !== 'string' || !isCalendarDate(values.date)) return fail(searchFilterMessages.date);
    if (values.date < SEARCH_DATE_MIN || values.date > SEARCH_DATE_MAX) return fail(searchFilterMessages.dateRange);
    filters.date = values.date;
  }
  for (const [key, min, max] of [
    ['people', 1, SEARCH_MAX_PEOPLE],
    ['minPrice', 0, SEARCH_MAX_PRICE],
    ['maxPrice', 0, SEARCH_MAX_PRICE],
  ] as const) {
    if (values[key] === undefined) continue;
    const number = wholeNumber(values[key], min, max);
    if (number === undefined) return fail(searchFilterMessages[key]);
    filters[key] = number;
  }
  if (values.duration !== undefined) {
    const duration = oneOf(values.duration, durationRangeKeys);
    if (!duration) return fail(searchFilterMessages.duration);
    filters.duration = duration;
  }
  if (values.effort !== undefined) {
    const effort = oneOf(values.effort, effortLevels);
    if (!effort) return fail(searchFilterMessages.effort);
    filters.effort = effort;
  }
  if (values.sort !== undefined) {
    const sort = oneOf(values.sort, searchSorts);
    if (!sort) return fail(searchFilterMessages.sort);
    filters.sort = sort;
  }
  if (values.page !== undefined) {
    const page = wholeNumber(values.page, 1, SEARCH_MAX_PAGE);
    if (page === undefined) return fail(searchFilterMessages.page);
    filters.page = page;
  }
  if (values.near !== undefined) {
    if (typeof values.near !== 'string' || !isDestinationCountry(values.near)) return fail(searchFilterMessages.near);
    filters.near = values.near;
  }
  if (filters.minPrice !== undefined && filters.maxPrice !== undefined && filters.minPrice > filters.maxPrice) {
    return fail(searchFilterMessages.priceOrder);
  }
  return { ok: true, filters };
}

/** A search link whose filters cannot be read; its message says which and why. */
export class SearchFiltersError extends Error {
  override name = 'SearchFiltersError';
}

/** readSearchFilters for a validator that throws (the routes' validateSearch). */
export function searchFiltersFromQuery(raw: unknown): SearchFilters {
  const result = readSearchFilters(raw);
  if (!result.ok) throw new SearchFiltersError(result.message);
  return result.filters;
}

/** The sort a search runs with: best match for a text search, otherwise soonest available. */
export function effectiveSort(filters: Pick<SearchFilters, 'q' | 'sort'>): SearchSort {
  return filters.sort ?? (filters.q ? 'relevance' : 'soonest');
}

/** How many filters (not text, sort or page) a search has, for the phone's "Filters (n)" button. */
export function activeFilterCount(filters: SearchFilters, fixedCountry = false): number {
  const keys: (keyof SearchFilters)[] = ['category', 'date', 'people', 'minPrice', 'maxPrice', 'duration', 'effort'];
  if (!fixedCountry) keys.push('country');
  return keys.filter((key) => filters[key] !== undefined).length;
}
