import { z } from 'zod';
import { isDestinationCountry } from '../countries.ts';
import { impactCategories } from '../constants.ts';
import {
  SEARCH_DATE_MAX,
  SEARCH_DATE_MIN,
  SEARCH_MAX_PAGE,
  SEARCH_MAX_PEOPLE,
  SEARCH_MAX_PRICE,
  SEARCH_TEXT_MAX,
  UNSTORABLE_CHARACTER,
  durationRangeKeys,
  effortLevels,
  isCalendarDate,
  searchFilterMessages as messages,
  searchSorts,
  type SearchFilters,
  type SearchSort,
} from '../rules/search-filters.ts';
import type { ReviewSummary } from '../rules/reviews.ts';
import type { ActivityCard } from './catalogue.ts';

// search.activities' input: the experiences search's filters (shared/src/rules/search-filters.ts
// reads the same from a URL without zod; search-filters.test.ts checks the two agree).

const wholeNumber = (message: string, min: number, max: number) =>
  z.coerce.number({ error: message }).int({ error: message }).min(min, { error: message }).max(max, { error: message });

// The input as the client sends it: what readSearchFilters made of a URL or a form (no empty
// values; a URL's numeric text already text). search-filters.test.ts feeds both the same raw
// values, this one through normaliseSearchInput.
export const searchFiltersSchema = z
  .object(
    {
      q: z
        .string({ error: messages.q })
        .trim()
        .max(SEARCH_TEXT_MAX, { error: messages.qLength })
        .refine((value) => !UNSTORABLE_CHARACTER.test(value), { error: messages.qCharacter })
        .transform((value) => (value === '' ? undefined : value))
        .optional(),
      country: z
        .string({ error: messages.country })
        .trim()
        .min(1, { error: messages.country })
        .max(100, { error: messages.country })
        .optional(),
      category: z.enum(impactCategories, { error: messages.category }).optional(),
      date: z
        .string({ error: messages.date })
        .refine(isCalendarDate, { error: messages.date, abort: true })
        .refine((date) => date >= SEARCH_DATE_MIN && date <= SEARCH_DATE_MAX, { error: messages.dateRange })
        .optional(),
      people: wholeNumber(messages.people, 1, SEARCH_MAX_PEOPLE).optional(),
      minPrice: wholeNumber(messages.minPrice, 0, SEARCH_MAX_PRICE).optional(),
      maxPrice: wholeNumber(messages.maxPrice, 0, SEARCH_MAX_PRICE).optional(),
      duration: z.enum(durationRangeKeys, { error: messages.duration }).optional(),
      effort: z.enum(effortLevels, { error: messages.effort }).optional(),
      sort: z.enum(searchSorts, { error: messages.sort }).optional(),
      page: wholeNumber(messages.page, 1, SEARCH_MAX_PAGE).optional(),
      near: z
        .string({ error: messages.near })
        .refine((value) => isDestinationCountry(value), { error: messages.near })
        .optional(),
    },
    { error: messages.filters },
  )
  .refine((f) => f.minPrice === undefined || f.maxPrice === undefined || f.minPrice <= f.maxPrice, {
    error: messages.priceOrder,
    path: ['minPrice'],
  })
  // Drop the keys a transform left undefined, so both ends see the same object.
  .transform((f) => Object.fromEntries(Object.entries(f).filter(([, v]) => v !== undefined)) as SearchFilters);
export type SearchActivitiesInput = z.input<typeof searchFiltersSchema>;

/** One result: the experiences-page card, plus its rating (null when it has no reviews). */
export interface SearchResultCard extends ActivityCard {
  rating: ReviewSummary | null;
  /** The destination it is in (a result may be from any). */
  country: string;
}

export interface SearchResult {
  items: SearchResultCard[];
  /** Matching activities across all pages. */
  total: number;
  page: number;
  pageCount: number;
  pageSize: number;
  sort: SearchSort;
  /**
   * The first start among the open slots the answer depends on (any matching activity's, not
   * only this page's): until then, only a write can change it (the public read cache,
   * server/src/http/public-read-cache.ts, reads `startsAt`). Null when no slot is involved; the epoch for a party of 2 or more, as a
   * booking that leaves spots changes which slots have room without moving the catalogue version.
   */
  holdsUntil: { startsAt: Date } | null;
}
