// The activity-translations domain's public surface (issue 33 part 3, docs/decisions/119): an
// activity's texts per language. The catalogue, search and booking modules show them through
// these; the search matches every language's text through textSearchSql. (trpc/router.ts mounts
// activity-translations.router.ts itself, as for the other modules: the router imports trpc.ts.)
export {
  activityTextsIn,
  activityTitlesIn,
  contentLocale,
  translateActivityDetails,
  translateActivityTexts,
  translateCards,
} from './activity-translations.service.ts';
export { TEXT_SEARCH_CONFIGS, textSearchSql } from './activity-translations.search.ts';
