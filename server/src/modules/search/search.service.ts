import { SEARCH_PAGE_SIZE, effectiveSort, type SearchFilters } from '@regen/shared/rules/search-filters';
import type { SearchResult } from '@regen/shared/schemas/search';
import type { DbOrTrx } from '../../db/database.ts';
import type { RuleClock } from '../../rules/booking.ts';
import { toExperienceCard } from '../catalogue/index.ts';
import { searchActivitiesQuery } from './search.repository.ts';
import { contentLocale, translateCards } from '../activity-translations/index.ts';
import { visitorRegion } from '../visitor-region/index.ts';

/**
 * One page of the experiences search (docs/decisions/068): one statement for the page, its
 * total and the instant it holds until. A page past the last one is empty and still says how
 * many results there are (a second, rare read).
 */
export async function searchActivities(db: DbOrTrx, filters: SearchFilters, now?: RuleClock): Promise<SearchResult> {
  const sort = effectiveSort(filters);
  const page = filters.page ?? 1;
  // The page's language stems the words and picks each card's texts (docs/decisions/119).
  const locale = contentLocale();
  // Where the visitor likely is, from their browser's languages (docs/decisions/124).
  const visitor = visitorRegion();
  const options = { filters, sort, locale, ...(now ? { now } : {}), ...(visitor ? { visitor } : {}) };
  let rows = await searchActivitiesQuery(db, { ...options, page }).execute();
  const firstPage =
    rows.length === 0 && page > 1 ? await searchActivitiesQuery(db, { ...options, page: 1 }).execute() : rows;
  const total = firstPage[0]?.total ?? 0;
  const holdsUntil = firstPage[0]?.holds_until ?? null;
  if (firstPage !== rows) rows = [];
  // Until when only a write that moves the catalogue version can change this answer: the first
  // start among all matches. A booking that leaves spots does not move the version
  // (docs/decisions/032) but can change which slots have room for a party of 2 or more, so such
  // an answer holds no time at all (the epoch: never kept, docs/decisions/083).
  const partySearch = (filters.people ?? 1) > 1;
  return {
    items: await translateCards(
      db,
      rows.map((row) => ({ ...toExperienceCard(row), country: row.country })),
      locale,
    ),
    total,
    page,
    pageCount: Math.ceil(total / SEARCH_PAGE_SIZE),
    pageSize: SEARCH_PAGE_SIZE,
    sort,
    holdsUntil: partySearch ? { startsAt: new Date(0) } : holdsUntil ? { startsAt: holdsUntil } : null,
  };
}
