// EXPLAIN (ANALYZE) of the search in every language on real PostgreSQL (docs/decisions/119, 124):
// a scratch database with the search benchmark's 10,000 approved activities and their slots
// (search.ts), 3,000 of them with a German translation (16 of those with "Salzwiesen"), then each
// case's plan read 5 times: the node that reads the text match and the median execution time.
// `node scripts/bench/search-languages.ts` (BENCH_DATABASE_URL or TEST_DATABASE_URL, else the
// local server); `--plans` prints each case's whole last plan.
import { sql } from 'kysely';
import type { Locale } from '@regen/shared/i18n';
import type { SearchSort } from '@regen/shared/rules/search-filters';
import { openDatabase } from '../../server/src/db/database.ts';
import { searchActivitiesQuery } from '../../server/src/modules/search/index.ts';
import { createBenchDatabase, fmt } from './lib.ts';
import { seedSearchCatalogue } from './search.ts';

const RUNS = 5;
const CASES: { name: string; locale: Locale; q: string; sort: SearchSort }[] = [
  { name: 'rare German word, German page', locale: 'de', q: 'Salzwiesen', sort: 'relevance' },
  { name: 'German word as written, English page', locale: 'en', q: 'Salzwiesen', sort: 'relevance' },
  { name: 'common English word', locale: 'en', q: 'meadow', sort: 'relevance' },
  { name: 'word of every translation, French page', locale: 'fr', q: 'Bergwiese', sort: 'relevance' },
  { name: 'stop word alone, English page', locale: 'en', q: 'the', sort: 'relevance' },
  { name: 'stop word alone, German page', locale: 'de', q: 'und', sort: 'relevance' },
];

const database = await createBenchDatabase();
try {
  await seedSearchCatalogue(database.url);
  const bench = openDatabase({ databaseUrl: database.url, dataDir: './none' });
  const db = bench.db;
  try {
    await sql`
      insert into activity_translations (activity_id, locale, title, description, impact_description)
      select id, 'de',
        case when n % 600 = 0 then 'Salzwiesen im Wattenmeer pflegen ' || n else 'Bergwiesen mähen ' || n end,
        'Mit einheimischen Führern die Landschaft pflegen und lernen, wie die Gemeinde sie erhält.',
        'Schützt Lebensräume'
      from (select id, row_number() over (order by id) as n from activities) as a where n % 10 in (0, 3, 7)
    `.execute(db);
    await sql`vacuum analyze`.execute(db);
    console.log('| Search | Matches | Text match read by | Median execution (ms) |');
    console.log('| --- | ---: | --- | ---: |');
    for (const c of CASES) {
      const compiled = searchActivitiesQuery(db, {
        filters: { q: c.q },
        sort: c.sort,
        page: 1,
        locale: c.locale,
      }).compile();
      const times: number[] = [];
      let plan: string[] = [];
      for (let run = 0; run < RUNS; run++) {
        const result = await db.executeQuery<{ 'QUERY PLAN': string }>({
          ...compiled,
          sql: `explain (analyze) ${compiled.sql}`,
        });
        plan = result.rows.map((row) => row['QUERY PLAN']);
        times.push(Number(/Execution Time: ([0-9.]+)/.exec(plan.at(-1) ?? '')?.[1]));
      }
      const total = await db.executeQuery<{ total: number }>(compiled);
      const reader =
        plan
          .find(
            (line) =>
              /Scan on (activity_search_documents|activities|activity_translations) /.test(line) &&
              !line.includes('pkey') &&
              !line.includes('live_zone'),
          )
          ?.trim()
          .replace(/\s+\(cost.*$/, '')
          .replace(/^->\s+/, '') ?? '(none)';
      times.sort((a, b) => a - b);
      console.log(
        `| "${c.q}", ${c.name} | ${total.rows[0]?.total ?? 0} | ${reader} | ${fmt(times[Math.floor(RUNS / 2)]!)} |`,
      );
      if (process.argv.includes('--plans')) console.log(plan.join('\n'));
    }
  } finally {
    await bench.close();
  }
} finally {
  await database.drop();
}
