// The experiences listing (and, with a client build, its server-rendered pages) under 50
// connections on real PostgreSQL, beside its bare baseline in the same run: the statement the app
// sends for each country, captured from the app itself, served by node:http + pg
// (docs/design.md §10: ≥ 0.8× bare, p99 ≤ 1.5× bare's). Both sides walk the same countries in turn: real traffic
// is varied, so nothing is measured that only helps identical requests arriving together.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { POSTGRES_POOL_SIZE } from '../../server/src/db/database.ts';
import {
  benchConfig,
  benchPool,
  captureStatements,
  compareWithBare,
  createBenchDatabase,
  reportRows,
  startBareServer,
  startBenchApp,
  type BenchRow,
} from './lib.ts';

/** The listing's throughput budget against its bare baseline. */
const LISTING_RATIO = 0.8;
/** At most this many countries walked in turn. */
const COUNTRIES = 8;

export async function benchListing(seconds = Number(process.env.BENCH_SECONDS ?? 5)) {
  const database = await createBenchDatabase();
  const closers: (() => Promise<unknown>)[] = [];
  try {
    // The client build to render with: CLIENT_DIST as for the server, else the repository's own.
    const clientDist = process.env.CLIENT_DIST ?? './client/dist';
    const ssr = existsSync(path.join(clientDist, 'server', 'entry-server.js'));
    const { app, url: appUrl } = await startBenchApp(
      benchConfig(database.url, { SEED_DEMO: 'true', CLIENT_DIST: ssr ? clientDist : './none' }),
    );
    closers.push(() => app.close());
    const countries = (
      await app.services.db
        .selectFrom('activities')
        .select('country')
        .distinct()
        .where('status', '=', 'approved')
        .orderBy('country')
        .limit(COUNTRIES)
        .execute()
    ).map((r) => r.country);
    if (countries.length === 0) throw new Error('The demo data has no approved activity');

    // What the app sends for each country's first (uncached) request: the bare server runs exactly that.
    const listingUrl = (country: string) =>
      `${appUrl}/trpc/catalogue.experiences?input=${encodeURIComponent(JSON.stringify({ json: { country } }))}`;
    const statements = [];
    for (const country of countries) {
      const [statement] = await captureStatements(
        (text) => text.includes('next_date'),
        async () => {
          const probe = await fetch(listingUrl(country));
          if (!probe.ok) throw new Error(`catalogue.experiences answered ${probe.status}: ${await probe.text()}`);
        },
      );
      if (!statement) throw new Error(`The listing statement for ${country} was not captured`);
      statements.push(statement);
    }
    const pool = benchPool(database.url, POSTGRES_POOL_SIZE);
    closers.push(() => pool.end());
    const bare = await startBareServer(pool, statements);
    closers.push(() => bare.close());
    const bareSpec = { url: bare.urls()[0]!, urls: bare.urls() };

    const rows: BenchRow[] = [];
    const urlsOf = (make: (country: string) => string) => {
      const urls = countries.map(make);
      return { url: urls[0]!, urls };
    };
    rows.push(
      await compareWithBare({
        row: `listing, ${countries.length} countries`,
        databaseUrl: database.url,
        seconds,
        app: urlsOf(listingUrl),
        bare: bareSpec,
        minRatio: LISTING_RATIO,
      }),
    );
    if (ssr) {
      // A page does more than the statement (it renders HTML), so only its p99 has a budget here.
      for (const [name, page] of [
        ['SSR /country/{country}', (c: string) => `${appUrl}/country/${encodeURIComponent(c)}`],
        ['SSR /experiences/{country}', (c: string) => `${appUrl}/experiences/${encodeURIComponent(c)}`],
      ] as const) {
        rows.push(
          await compareWithBare({ row: name, databaseUrl: database.url, seconds, app: urlsOf(page), bare: bareSpec }),
        );
      }
    } else {
      console.log('No client build with its SSR bundle (npm run build): the server-rendered pages are not measured.');
    }
    reportRows(`Experiences listing, 50 connections, PostgreSQL, ${seconds} s a side`, rows);
  } finally {
    for (const close of closers.reverse()) await close();
    await database.drop();
  }
}
