// Search across all destinations on real PostgreSQL (issue 14: with 10,000 approved activities
// and 200,000 slots, p99 ≤ 50 ms at 50 connections and ≥ 0.8× the same SQL served by a bare
// node:http + pg handler). A scratch database is seeded in two INSERT … SELECT generate_series
// statements (a few seconds), then each representative search is loaded for BENCH_SECONDS
// (default 3) through the app (Fastify + tRPC + Kysely) and through the bare handler running the
// statement the app runs, compiled from the app's own repository with the same parameters.
// The load runs in a worker thread (lib.ts loadTest).
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { destinationCountries } from '@regen/shared/countries';
import { effectiveSort, type SearchFilters } from '@regen/shared/rules/search-filters';
import { sql } from 'kysely';
import pg from 'pg';
import { openDatabase, POSTGRES_POOL_SIZE } from '../../server/src/db/database.ts';
import { migrateToLatest } from '../../server/src/db/migrate.ts';
import { searchActivitiesQuery } from '../../server/src/modules/search/index.ts';
import {
  benchConfig,
  benchPool,
  createBenchDatabase,
  fmt,
  insertBenchSupplier,
  loadTest,
  printTable,
  startBenchApp,
  withCpuProfile,
} from './lib.ts';

const ACTIVITIES = 10_000;
const SLOTS_PER_ACTIVITY = 20;

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

/** Seeds a migrated scratch database; returns the seconds it took. */
export async function seedSearchCatalogue(url: string) {
  const database = openDatabase({ databaseUrl: url, dataDir: './none' });
  await migrateToLatest(database.db);
  const db = database.db;
  const started = performance.now();
  const { supplierId } = await insertBenchSupplier(db, 'bench-search-supplier@bench.test');
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
    from generate_series(1, ${ACTIVITIES}) as i
  `.execute(db);
  // 20 slots per activity over the next 60 days, every fifth one full.
  await sql`
    insert into activity_availability (activity_id, date, start_time, end_time, available_spots, booked_spots)
    select a.id, current_date + 1 + j * 3 + (a.n % 3)::int,
      case when j % 2 = 0 then time '09:00' else time '14:00' end,
      case when j % 2 = 0 then time '12:00' else time '17:00' end,
      8, case when j % 5 = 0 then 8 else j % 4 end
    from (select id, row_number() over (order by id) as n from activities) as a,
      generate_series(0, ${SLOTS_PER_ACTIVITY - 1}) as j
  `.execute(db);
  // As autovacuum leaves a settled table: statistics, and the visibility map index-only scans need.
  await sql`vacuum analyze`.execute(db);
  const seconds = (performance.now() - started) / 1000;
  await database.close();
  return seconds;
}

export async function benchSearch(seconds = Number(process.env.BENCH_SECONDS ?? 3)) {
  const database = await createBenchDatabase();
  const closers: (() => Promise<unknown>)[] = [];
  try {
    const seedSeconds = await seedSearchCatalogue(database.url);
    const counts = new pg.Client({ connectionString: database.url });
    await counts.connect();
    const { rows } = await counts.query<{ activities: number; slots: number }>(
      `select (select count(*)::int from activities where status = 'approved') as activities,
              (select count(*)::int from activity_availability) as slots`,
    );
    await counts.end();
    console.log(
      `Seeded ${rows[0]!.activities.toLocaleString('en-US')} approved activities and ${rows[0]!.slots.toLocaleString('en-US')} slots in ${fmt(seedSeconds)} s`,
    );

    const { app, url: appUrl } = await startBenchApp(benchConfig(database.url));
    closers.push(() => app.close());

    const inAWeek = (
      await app.services.db
        .selectNoFrom(sql<string>`to_char(current_date + 7, 'YYYY-MM-DD')`.as('date'))
        .executeTakeFirstOrThrow()
    ).date;
    const searches: { name: string; filters: SearchFilters }[] = [
      { name: 'all, soonest (the /experiences landing)', filters: {} },
      { name: 'text "reef", best match', filters: { q: 'reef' } },
      { name: 'country + category, soonest', filters: { country: 'Spain', category: 'environmental' } },
      { name: 'date, price low to high', filters: { date: inAWeek, sort: 'price-low' } },
      // A party search is never served from the response cache (docs/decisions/069).
      { name: 'date + 2 people (uncached)', filters: { date: inAWeek, people: 2 } },
      {
        name: 'text + effort + price range, page 2',
        filters: { q: 'forest walk', effort: 'medium', maxPrice: 150, page: 2 },
      },
    ];

    // The bare baseline: the statement the app runs for each search (compiled by the app's own
    // repository), straight from a pool of the app's size, JSON out.
    const statements = searches.map(({ filters }) =>
      searchActivitiesQuery(app.services.db, {
        filters,
        sort: effectiveSort(filters),
        page: filters.page ?? 1,
      }).compile(),
    );
    const pool = benchPool(database.url, POSTGRES_POOL_SIZE);
    closers.push(() => pool.end());
    const bare = http.createServer((req, res) => {
      const statement = statements[Number(new URL(req.url ?? '/', 'http://x').searchParams.get('s') ?? 0)]!;
      pool.query(statement.sql, statement.parameters as unknown[]).then(
        (r) => {
          res.setHeader('content-type', 'application/json');
          res.end(JSON.stringify(r.rows));
        },
        (error: Error) => {
          res.statusCode = 500;
          res.end(error.message);
        },
      );
    });
    await new Promise<void>((resolve) => bare.listen(0, '127.0.0.1', resolve));
    closers.push(() => new Promise<void>((resolve) => bare.close(() => resolve())));
    const bareUrl = `http://127.0.0.1:${(bare.address() as AddressInfo).port}/`;

    const table: Record<string, string | number>[] = [];
    let worstP99 = 0;
    let worstRatio = Infinity;
    for (const [index, { name, filters }] of searches.entries()) {
      const input = encodeURIComponent(JSON.stringify({ json: filters }));
      const trpcUrl = `${appUrl}/trpc/search.activities?input=${input}`;
      const probe = await fetch(trpcUrl);
      if (!probe.ok) throw new Error(`search.activities answered ${probe.status}: ${await probe.text()}`);
      const total = ((await probe.json()) as { result: { data: { json: { total: number } } } }).result.data.json.total;
      const bareOne = `${bareUrl}?s=${index}`;
      // The statement alone, one at a time: what a request that misses the cache costs.
      const single: number[] = [];
      for (let i = 0; i < 5; i++) {
        const started = performance.now();
        await pool.query(statements[index]!.sql, statements[index]!.parameters as unknown[]);
        single.push(performance.now() - started);
      }
      single.sort((a, b) => a - b);
      await loadTest({ url: trpcUrl, connections: 10, seconds: 0.5 }); // warm-up
      await loadTest({ url: bareOne, connections: 10, seconds: 0.5 });
      const appRun = await withCpuProfile(`search-${index}`, () =>
        loadTest({ url: trpcUrl, connections: 50, seconds }),
      );
      const bareRun = await loadTest({ url: bareOne, connections: 50, seconds });
      const ratio = appRun.rps / bareRun.rps;
      worstP99 = Math.max(worstP99, appRun.p99);
      worstRatio = Math.min(worstRatio, ratio);
      table.push({
        search: name,
        matches: total,
        'SQL alone': fmt(single[2]!),
        'app req/s': fmt(appRun.rps, 0),
        'app p50': fmt(appRun.p50),
        'app p99': fmt(appRun.p99),
        'bare req/s': fmt(bareRun.rps, 0),
        'bare p99': fmt(bareRun.p99),
        'app/bare': fmt(ratio, 2),
        errors: appRun.errors + bareRun.errors,
      });
    }
    printTable(`Search, ${ACTIVITIES.toLocaleString('en-US')} activities, 50 connections, PostgreSQL (ms)`, table);
    console.log(
      'The app answers a repeated search from its response cache (server/src/http/listing-cache.ts) after one ' +
        'version read; "SQL alone" is the median of 5 runs of the statement on an idle pool, the cost of a miss.',
    );
    console.log(
      `worst app p99 ${fmt(worstP99)} ms (budget ≤ 50 ms); worst app/bare throughput ${fmt(worstRatio, 2)} (budget ≥ 0.80)`,
    );
  } finally {
    // Last opened, first closed; the forced drop would otherwise end connections still in use.
    for (const close of closers.reverse()) await close();
    await database.drop();
  }
}
