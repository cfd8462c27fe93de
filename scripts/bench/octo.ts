// The OCTO availability calendar (30 days) under 50 connections on real PostgreSQL, beside its
// bare baseline in the same run: the one statement the app sends for each calendar, captured from
// the app itself, served by node:http + pg (docs/design.md §10: each path's p99 ≤ 1.5× its
// baseline's). Both sides walk several products and date ranges in turn, as resellers' polls do.
import { z } from 'zod';
import { POSTGRES_POOL_SIZE } from '../../server/src/db/database.ts';
import { createApiKey, createReseller } from '../../server/src/modules/resellers/index.ts';
import {
  benchConfig,
  benchPool,
  captureStatements,
  compareWithBare,
  createBenchDatabase,
  reportRows,
  startBareServer,
  startBenchApp,
  type Statement,
} from './lib.ts';

/** At most this many products, each asked for three date ranges. */
const PRODUCTS = 4;

export async function benchOcto(seconds = Number(process.env.BENCH_SECONDS ?? 5)) {
  const database = await createBenchDatabase();
  const closers: (() => Promise<unknown>)[] = [];
  try {
    const { app, url: appUrl } = await startBenchApp(benchConfig(database.url, { SEED_DEMO: 'true' }));
    closers.push(() => app.close());
    const base = `${appUrl}/octo`;
    const reseller = await createReseller(app.services.db, 'Benchmark Reseller');
    const { key } = await createApiKey(app.services.db, reseller.id);
    const headers = { authorization: `Bearer ${key}`, 'octo-capabilities': 'octo/pricing' };

    const products = z
      .array(z.object({ id: z.string() }))
      .parse(await (await fetch(`${base}/products`, { headers })).json())
      .slice(0, PRODUCTS);
    if (!products[0]) throw new Error('The demo data has no approved activity');
    const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
    const bodies = products.flatMap(({ id }) =>
      [0, 7, 14].map((start) =>
        JSON.stringify({
          productId: id,
          optionId: 'DEFAULT',
          localDateStart: day(start),
          localDateEnd: day(start + 29),
        }),
      ),
    );
    const url = `${base}/availability/calendar`;
    const statements: Statement[] = [];
    for (const body of bodies) {
      const [statement] = await captureStatements(
        (text) => text.includes('local_start'),
        async () => {
          const probe = await fetch(url, {
            method: 'POST',
            headers: { ...headers, 'content-type': 'application/json' },
            body,
          });
          if (!probe.ok) throw new Error(`The calendar answered ${probe.status}: ${await probe.text()}`);
        },
      );
      if (!statement) throw new Error('The calendar statement was not captured');
      statements.push(statement);
    }
    const pool = benchPool(database.url, POSTGRES_POOL_SIZE);
    closers.push(() => pool.end());
    const bare = await startBareServer(pool, statements);
    closers.push(() => bare.close());

    const row = await compareWithBare({
      row: `OCTO calendar, ${products.length} products × 3 ranges`,
      databaseUrl: database.url,
      seconds,
      app: { url, method: 'POST', headers: [headers], bodies },
      bare: { url: bare.urls()[0]!, urls: bare.urls() },
    });
    reportRows(`OCTO availability calendar, 30 days, 50 connections, PostgreSQL, ${seconds} s a side`, [row]);
  } finally {
    for (const close of closers.reverse()) await close();
    await database.drop();
  }
}
