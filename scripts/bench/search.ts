// Search across all destinations on real PostgreSQL, beside its bare baseline in the same run
// (docs/design.md §10: cached searches ≥ 0.8× bare, the party search ≥ 0.7×, each p99 ≤ 1.5× its
// baseline's; growth: the party search's p99 at 100,000 activities ≤ 2× its p99 at 10,000). A
// scratch database is seeded with INSERT … SELECT generate_series (10,000 activities, 20 slots
// each), each kind of search is loaded for BENCH_SECONDS (default 3) through the app and through a
// bare node:http + pg server running the statement the app's own repository compiles for the same
// filters. Every row walks several inputs in turn (texts, countries, dates, party sizes) on both
// sides: real traffic is varied. Then the catalogue grows to 100,000 and the party search is
// measured again.
import { destinationCountries } from '@regen/shared/countries';
import { effectiveSort, type SearchFilters } from '@regen/shared/rules/search-filters';
import { sql } from 'kysely';
import { openDatabase, POSTGRES_POOL_SIZE } from '../../server/src/db/database.ts';
import { migrateToLatest } from '../../server/src/db/migrate.ts';
import { searchActivitiesQuery } from '../../server/src/modules/search/index.ts';
import {
  atMost,
  benchConfig,
  benchPool,
  compareWithBare,
  createBenchDatabase,
  fmt,
  insertBenchSupplier,
  loadTest,
  reportRows,
  startBareServer,
  startBenchApp,
  type BenchRow,
} from './lib.ts';

const ACTIVITIES = 10_000;
const GROWN_ACTIVITIES = 100_000;
const SLOTS_PER_ACTIVITY = 20;
/** Throughput budgets against the bare statement: a cached search, and the party search (never cached). */
const CACHED_RATIO = 0.8;
const PARTY_RATIO = 0.7;
/** The party search's p99 at GROWN_ACTIVITIES may be at most this many times its p99 at ACTIVITIES. */
const GROWTH_BUDGET = 2;
// Titles from a small vocabulary, so a word matches a realistic share (reef: 1 in 16).
const SUBJECTS = [
  'Reef',
  'Forest',
  'Meadow',
  'Wetland',
  'River',
  'Olive grove',
  'Village',
  'Coast',
  'Mountain',
  'Vineyard',
  'Glacier',
  'Island',
  'Peat bog',
  'Orchard',
  'Dune',
  'Market',
];
const ACTIONS = [
  'restoration',
  'walk',
  'planting',
  'clean-up',
  'survey',
  'cooking class',
  'craft workshop',
  'heritage tour',
  'foraging day',
  'school visit',
  'boat trip',
  'harvest',
];
const EFFORTS = ['Low', 'Medium', 'High - steep paths', null];

/**
 * Seeds activities numbered `from`..`to` (and their slots) into a scratch database, migrating it
 * first when `from` is 1; returns the seconds it took. Bounded: two INSERT … SELECT statements.
 */
export async function seedSearchCatalogue(url: string, to = ACTIVITIES, from = 1) {
  const database = openDatabase({ databaseUrl: url, dataDir: './none' });
  const db = database.db;
  if (from === 1) await migrateToLatest(db);
  const started = performance.now();
  const email = 'bench-search-supplier@bench.test';
  const existing = await db.selectFrom('suppliers').select('id').where('email', '=', email).executeTakeFirst();
  const supplierId = existing?.id ?? (await insertBenchSupplier(db, email)).supplierId;
  const countries = destinationCountries.map((c) => c.name);
  const zones = destinationCountries.map((c) => c.timeZone);
  await sql`
    insert into activities (supplier_id, title, description, impact_description, country, impact_category,
      activity_type, price_cents, duration_hours, max_participants, effort, time_zone, status,
      review_count, review_stars_sum, created_at)
    select ${supplierId}::uuid,
      (${SUBJECTS}::text[])[1 + i % 16] || ' ' || (${ACTIONS}::text[])[1 + (i / 16) % 12] || ' ' || i,
      'Join local guides for a ' || lower((${ACTIONS}::text[])[1 + (i / 7) % 12]) || ' near the '
        || lower((${SUBJECTS}::text[])[1 + (i / 3) % 16]) || ', and learn how the community looks after it.',
      'Restores habitats', (${countries}::text[])[1 + i % 37],
      case when i % 3 = 0 then 'social' else 'environmental' end,
      case when i % 3 = 0 then 'Social' else 'Environmental' end,
      2000 + (i * 37) % 18000, 1 + (i % 16) * 0.5, 8 + i % 8,
      (${EFFORTS}::text[])[1 + i % 4], (${zones}::text[])[1 + i % 37], 'approved',
      case when i % 4 = 0 then 0 else 1 + i % 40 end,
      case when i % 4 = 0 then 0 else (1 + i % 40) * (3 + i % 3) end,
      now() - (i || ' minutes')::interval
    from generate_series(${from}::int, ${to}::int) as i
  `.execute(db);
  // 20 slots per activity over the next 60 days, every fifth one full.
  await sql`
    insert into activity_availability (activity_id, date, start_time, end_time, available_spots, booked_spots)
    select a.id, current_date + 1 + j * 3 + (a.n % 3)::int,
      case when j % 2 = 0 then time '09:00' else time '14:00' end,
      case when j % 2 = 0 then time '12:00' else time '17:00' end,
      8, case when j % 5 = 0 then 8 else j % 4 end
    from (select id, row_number() over (order by id) as n from activities as a
        where not exists (select from activity_availability as s where s.activity_id = a.id)) as a,
      generate_series(0, ${SLOTS_PER_ACTIVITY - 1}) as j
  `.execute(db);
  // As autovacuum leaves a settled table: statistics, and the visibility map index-only scans need.
  await sql`vacuum analyze`.execute(db);
  const seconds = (performance.now() - started) / 1000;
  await database.close();
  return seconds;
}

/** One row of the table: a kind of search, with the inputs both sides walk in turn. */
interface SearchRow {
  name: string;
  variants: SearchFilters[];
  minRatio: number;
}

export async function benchSearch(seconds = Number(process.env.BENCH_SECONDS ?? 3)) {
  const database = await createBenchDatabase();
  const closers: (() => Promise<unknown>)[] = [];
  try {
    const seedSeconds = await seedSearchCatalogue(database.url);
    console.log(
      `Seeded ${ACTIVITIES.toLocaleString('en-US')} approved activities and their slots in ${fmt(seedSeconds)} s`,
    );

    const { app, url: appUrl } = await startBenchApp(benchConfig(database.url));
    closers.push(() => app.close());

    const { today } = await app.services.db
      .selectNoFrom(sql<string>`to_char(current_date, 'YYYY-MM-DD')`.as('today'))
      .executeTakeFirstOrThrow();
    const day = (n: number) => {
      const d = new Date(`${today}T00:00:00Z`);
      d.setUTCDate(d.getUTCDate() + n);
      return d.toISOString().slice(0, 10);
    };
    const some = destinationCountries.slice(0, 6).map((c) => c.name);
    const searches: SearchRow[] = [
      { name: 'search: all, soonest (pages 1-3)', variants: [{}, { page: 2 }, { page: 3 }], minRatio: CACHED_RATIO },
      {
        name: 'search: text, best match',
        variants: ['reef', 'forest walk', 'olive grove', 'glacier', 'market', 'vineyard harvest'].map((q) => ({ q })),
        minRatio: CACHED_RATIO,
      },
      {
        name: 'search: country + category',
        variants: some.map((country, i) => ({
          country,
          category: i % 2 ? ('social' as const) : ('environmental' as const),
        })),
        minRatio: CACHED_RATIO,
      },
      {
        name: 'search: date, price low to high',
        variants: [3, 5, 7, 9, 11, 13].map((n) => ({ date: day(n), sort: 'price-low' as const })),
        minRatio: CACHED_RATIO,
      },
      {
        name: 'search: text + effort + price, page 2',
        variants: [
          { q: 'forest walk', effort: 'medium' as const, maxPrice: 150, page: 2 },
          { q: 'river', effort: 'low' as const, maxPrice: 120, page: 2 },
          { q: 'reef', effort: 'high' as const, maxPrice: 180, page: 2 },
        ],
        minRatio: CACHED_RATIO,
      },
      // A party search is never served from the response cache.
      {
        name: 'party search (date + people, uncached)',
        variants: [3, 5, 7, 9, 11, 13].map((n, i) => ({ date: day(n), people: 1 + (i % 4) })),
        minRatio: PARTY_RATIO,
      },
    ];

    // The bare baseline: the statement the app runs for each input (compiled by the app's own
    // repository), straight from a pool of the app's size, JSON out.
    const all = searches.flatMap((s) => s.variants);
    const statements = all.map((filters) => {
      const compiled = searchActivitiesQuery(app.services.db, {
        filters,
        sort: effectiveSort(filters),
        page: filters.page ?? 1,
      }).compile();
      return { sql: compiled.sql, parameters: compiled.parameters };
    });
    const pool = benchPool(database.url, POSTGRES_POOL_SIZE);
    closers.push(() => pool.end());
    const bare = await startBareServer(pool, statements);
    closers.push(() => bare.close());

    const appUrlOf = (filters: SearchFilters) =>
      `${appUrl}/trpc/search.activities?input=${encodeURIComponent(JSON.stringify({ json: filters }))}`;
    const rows: BenchRow[] = [];
    let first = 0;
    const partyLoad = { url: '', urls: [] as string[] };
    let partyP99 = NaN;
    for (const search of searches) {
      const indexes = search.variants.map((_, i) => first + i);
      first += search.variants.length;
      const urls = search.variants.map(appUrlOf);
      for (const url of urls) {
        const probe = await fetch(url);
        if (!probe.ok) throw new Error(`search.activities answered ${probe.status}: ${await probe.text()}`);
      }
      const bareUrls = bare.urls(indexes);
      const row = await compareWithBare({
        row: `${search.name}, ${search.variants.length} inputs`,
        databaseUrl: database.url,
        seconds,
        app: { url: urls[0]!, urls },
        bare: { url: bareUrls[0]!, urls: bareUrls },
        minRatio: search.minRatio,
      });
      rows.push(row);
      if (search.minRatio === PARTY_RATIO) {
        Object.assign(partyLoad, { url: urls[0]!, urls });
        partyP99 = row.appP99!;
      }
    }

    // Growth: the same party searches on a catalogue ten times larger, same load.
    const grownSeconds = await seedSearchCatalogue(database.url, GROWN_ACTIVITIES, ACTIVITIES + 1);
    console.log(
      `Grew the catalogue to ${GROWN_ACTIVITIES.toLocaleString('en-US')} activities in ${fmt(grownSeconds)} s`,
    );
    await loadTest({ ...partyLoad, connections: 10, seconds: Math.min(1, seconds) });
    const grown = await loadTest({ ...partyLoad, connections: 50, seconds });
    const growth = grown.p99 / partyP99;
    rows.push({
      row: `growth: party search p99, ${GROWN_ACTIVITIES.toLocaleString('en-US')} vs ${ACTIVITIES.toLocaleString('en-US')} activities`,
      app: `p99 ${fmt(grown.p99)} ms`,
      bare: `p99 ${fmt(partyP99)} ms`,
      ratio: growth,
      errors: grown.errors,
      budgets: [
        atMost('p99 growth', growth, GROWTH_BUDGET),
        ...(grown.errors ? [{ met: false, miss: `${grown.errors} errors: ${grown.firstError}` }] : []),
      ],
    });
    reportRows(
      `Search, ${ACTIVITIES.toLocaleString('en-US')} activities (growth row: ${GROWN_ACTIVITIES.toLocaleString('en-US')}), 50 connections, PostgreSQL, ${seconds} s a side`,
      rows,
    );
  } finally {
    // Last opened, first closed; the forced drop would otherwise end connections still in use.
    for (const close of closers.reverse()) await close();
    await database.drop();
  }
}
