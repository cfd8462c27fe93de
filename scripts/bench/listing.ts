// Experiences listing under 50 concurrent connections on real PostgreSQL, compared with the
// same SQL served by a bare node:http + pg handler (docs/design.md §10: p99 ≤ 25 ms, ≥ 0.8× the
// bare throughput). The app answers from its response cache after one version read per
// request (server/src/http/listing-cache.ts); the load runs in a worker thread.
import { existsSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { buildApp } from '../../server/src/app.ts';
import { loadConfig } from '../../server/src/config.ts';
import { benchPool, createBenchDatabase, fmt, loadTest, printTable } from './lib.ts';

export async function benchListing(seconds = Number(process.env.BENCH_SECONDS ?? 5)) {
  const database = await createBenchDatabase();
  // The client build to render with: CLIENT_DIST as for the server, else the repository's own.
  const clientDist = process.env.CLIENT_DIST ?? './client/dist';
  const ssr = existsSync(path.join(clientDist, 'server', 'entry-server.js'));
  const config = loadConfig({
    // Demo data is loaded only when NODE_ENV says development or test (server/src/config.ts).
    NODE_ENV: 'test',
    DATABASE_URL: database.url,
    SEED_DEMO: 'true',
    LOG_LEVEL: 'warn',
    RATE_LIMITS: 'false',
    // With a client build and its SSR bundle (`npm run build`), the server-rendered pages are
    // measured beside the listing (docs/decisions/064: p99 ≤ 50 ms at 50 connections).
    CLIENT_DIST: ssr ? clientDist : './none',
    PORT: '0',
  });
  const app = await buildApp(config);
  await app.listen({ host: '127.0.0.1', port: 0 });
  const appUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  const input = encodeURIComponent(JSON.stringify({ json: { country: 'Spain' } }));
  const trpcUrl = `${appUrl}/trpc/catalogue.experiences?input=${input}`;
  const probe = await fetch(trpcUrl);
  if (!probe.ok) throw new Error(`catalogue.experiences answered ${probe.status}: ${await probe.text()}`);

  // The bare baseline: the listing's SQL, straight from a pool, JSON out.
  const pool = benchPool(database.url, 20);
  // The same statement the listing runs (catalogue.repository.ts).
  const sql = `select id, title, description, impact_description, impact_category, price_cents, duration_hours,
      max_participants, photo_url, regen_points_override, effort, created_at, review_count, review_stars_sum
    from activities where country = $1 and status = 'approved' order by created_at desc, id desc`;
  const bare = http.createServer((req, res) => {
    pool.query(sql, ['Spain']).then(
      (r) => {
        res.setHeader('content-type', 'application/json');
        res.end(JSON.stringify(r.rows));
      },
      () => {
        res.statusCode = 500;
        res.end();
      },
    );
  });
  await new Promise<void>((r) => bare.listen(0, '127.0.0.1', r));
  const bareUrl = `http://127.0.0.1:${(bare.address() as AddressInfo).port}/`;

  await loadTest({ url: trpcUrl, connections: 10, seconds: 1 }); // warm-up
  await loadTest({ url: bareUrl, connections: 10, seconds: 1 });
  const app50 = await loadTest({ url: trpcUrl, connections: 50, seconds });
  const bare50 = await loadTest({ url: bareUrl, connections: 50, seconds });
  const pages: { server: string; result: Awaited<ReturnType<typeof loadTest>> }[] = [];
  if (ssr) {
    for (const [name, path] of [
      ['SSR country page /country/Spain', '/country/Spain'],
      ['SSR experiences page /experiences/Spain', '/experiences/Spain'],
    ] as const) {
      await loadTest({ url: `${appUrl}${path}`, connections: 10, seconds: 1 }); // warm-up
      pages.push({ server: name, result: await loadTest({ url: `${appUrl}${path}`, connections: 50, seconds }) });
    }
  } else {
    console.log('No client build with its SSR bundle (npm run build): the server-rendered pages are not measured.');
  }
  printTable('Experiences listing and server-rendered pages, 50 connections, PostgreSQL', [
    {
      server: 'app (Fastify + tRPC, response cache)',
      requests: app50.requests,
      'req/s': fmt(app50.rps, 0),
      'p50 ms': fmt(app50.p50),
      'p99 ms': fmt(app50.p99),
      errors: app50.errors,
    },
    {
      server: 'bare node:http + pg',
      requests: bare50.requests,
      'req/s': fmt(bare50.rps, 0),
      'p50 ms': fmt(bare50.p50),
      'p99 ms': fmt(bare50.p99),
      errors: bare50.errors,
    },
    ...pages.map(({ server, result }) => ({
      server,
      requests: result.requests,
      'req/s': fmt(result.rps, 0),
      'p50 ms': fmt(result.p50),
      'p99 ms': fmt(result.p99),
      errors: result.errors,
    })),
  ]);
  for (const { server, result } of pages) console.log(`${server}: p99 ${fmt(result.p99)} ms (budget ≤ 50 ms)`);
  console.log(
    `app/bare throughput: ${fmt(app50.rps / bare50.rps, 2)} (budget ≥ 0.80); app p99 ${fmt(app50.p99)} ms (budget ≤ 25 ms)`,
  );
  bare.close();
  await pool.end();
  await app.close();
  await database.drop();
}
