import { sql, type RawBuilder } from 'kysely';
import type { Locale } from '@regen/shared/i18n';

// The search's text matching in every language (docs/decisions/119). Each activity's own texts
// and each translation are indexed with their language's configuration plus an unstemmed
// ('simple') copy (migration 2026-11-27T1940). A search word becomes a prefix query in the page's
// language's configuration or 'simple' ("Salzwiesen" on a German page: german 'salzwies:*';
// on a French page the 'simple' copy still finds it as written); the words are joined with AND.

/** PostgreSQL's text search configuration of each locale. */
export const TEXT_SEARCH_CONFIGS: Record<Locale, string> = {
  en: 'english',
  de: 'german',
  fr: 'french',
  es: 'spanish',
  it: 'italian',
};

export interface TextSearch {
  /** Whether activity `a` (its own texts or a translation) matches, through the GIN indexes. */
  matches: RawBuilder<boolean>;
  /** How well `a` matches: the best of its own document and its translations'. */
  rank: RawBuilder<number>;
}

/**
 * The text search over `activities as a` for `words` (letters, marks and digits only, so each
 * is safe to parse as a tsquery prefix); null without words.
 */
export function textSearchSql(words: readonly string[], locale: Locale): TextSearch | null {
  if (words.length === 0) return null;
  const config = TEXT_SEARCH_CONFIGS[locale];
  const query = () =>
    sql<string>`(${sql.join(
      words.map(
        (word) =>
          sql`(to_tsquery(${config}::regconfig, ${word}::text || ':*') || to_tsquery('simple'::regconfig, ${word}::text || ':*'))`,
      ),
      sql` && `,
    )})`;
  return {
    // Both sides read their own GIN index; the union of ids is hashed once, not probed per activity.
    matches: sql<boolean>`a.id in (
      select m.id from activities m where m.status = 'approved' and m.search_document @@ ${query()}
      union
      select t.activity_id from activity_translations t where t.search_document @@ ${query()}
    )`,
    rank: sql<number>`greatest(ts_rank(a.search_document, ${query()}), coalesce((
      select max(ts_rank(t.search_document, ${query()})) from activity_translations t where t.activity_id = a.id
    ), 0))`,
  };
}
