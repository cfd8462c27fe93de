import { sql, type RawBuilder } from 'kysely';
import type { Locale } from '@regen/shared/i18n';

// The search's text matching in every language (docs/decisions/119, 124). Each activity has one
// search document (activity_search_documents, migration 2026-11-27T2010): its own texts stemmed
// in its original language and every translation's stemmed in theirs, each also as written
// without that language's stop words, under one GIN index. A search word becomes one prefix
// query: its stem in the page's language or the word as written ("Salzwiesen" on a German page:
// 'salzwies':* | 'salzwiesen':*; only 'meadow':* when stem and word coincide); the words are
// joined with AND. A stop word of the page's language is left out, as the stemmed search always
// did (docs/decisions/068): "the" alone finds nothing, "the reef" finds what "reef" finds.

/** PostgreSQL's text search configuration of each locale. */
export const TEXT_SEARCH_CONFIGS: Record<Locale, string> = {
  en: 'english',
  de: 'german',
  fr: 'french',
  es: 'spanish',
  it: 'italian',
};

export interface TextSearch {
  /** Whether activity `a` (its own texts or a translation) matches, through the one GIN index. */
  matches: RawBuilder<boolean>;
  /** How well `a` matches: the rank of its one document. */
  rank: RawBuilder<number>;
}

/**
 * One word's query: empty for a stop word of the page's language; the stem alone when it is the
 * word as written; otherwise either. Constant for the planner (immutable functions of the
 * statement's parameters), so its estimate is that of the lexemes themselves.
 */
function wordQuery(word: string, config: string) {
  const stemmed = sql`to_tsquery(${config}::regconfig, ${word}::text || ':*')`;
  const written = sql`to_tsquery('simple'::regconfig, ${word}::text || ':*')`;
  return sql`(case when numnode(${stemmed}) = 0 then ''::tsquery when ${stemmed} = ${written} then ${stemmed} else ${stemmed} || ${written} end)`;
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
      words.map((word) => wordQuery(word, config)),
      sql` && `,
    )})`;
  return {
    // One bitmap scan of the documents' index; each match's activity by its primary key.
    matches: sql<boolean>`a.id in (select d.activity_id from activity_search_documents d where d.document @@ ${query()})`,
    rank: sql<number>`coalesce((select ts_rank(d.document, ${query()}) from activity_search_documents d where d.activity_id = a.id), 0)`,
  };
}
