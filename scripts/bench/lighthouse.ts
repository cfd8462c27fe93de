// Lighthouse on every public page type with mobile defaults (docs/design.md §10: performance ≥ 95
// as the median of 3 runs, accessibility, best practices and SEO 100, CLS ≤ 0.05), against the
// built client served (server-rendered) by the app on the embedded database with demo data, with
// Debian's Chromium. BENCH_LIGHTHOUSE_RUNS runs per page (default 3, the median is judged); BENCH_LIGHTHOUSE_PAGES narrows the
// pages to those whose name contains it; BENCH_LIGHTHOUSE_KEEP names a folder to keep the JSON
// reports in (they are deleted with the temporary data folder otherwise); BENCH_LIGHTHOUSE_LOCALES
// lists the locales to measure each page in (default `en`, e.g. `en,de,fr,es,it`).
// Opt-in (`npm run bench -- lighthouse`): Lighthouse is large, so it is fetched from the npm
// registry by `npx` on first use instead of being a project dependency.
import { execFile, spawn } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { atLeast, atMost, fmt, freePort, median, printTable, reportRows, type BenchRow } from './lib.ts';

const LIGHTHOUSE = 'lighthouse@12.8.2';
const RUNS = Math.max(1, Math.min(9, Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3)));
const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const KEEP = process.env.BENCH_LIGHTHOUSE_KEEP;

interface Report {
  categories: Record<string, { score: number | null }>;
  audits: Record<string, { numericValue?: number }>;
  runtimeError?: { code: string };
}

/**
 * One page of each public type; the booking page's activity is read from the Egypt listing, and
 * the host's page from that booking page.
 */
const PAGES: [name: string, path: string][] = [
  ['home', '/'],
  ['about', '/about-us'],
  ['destinations', '/destinations'],
  ['country', '/country/Egypt'],
  ['experiences', '/experiences/Egypt'],
  ['search', '/experiences'],
  ['actions', '/actions/Egypt'],
  ['booking', 'booking'],
  ['host', 'host'],
  ['projects', '/current-projects'],
  ['news', '/news'],
  ['news article', '/news/article/ai-powered-regenerative-tourism'],
  ['blog', '/blog'],
  ['blog post', '/blog/what-is-regenerative-tourism'],
  ['contact', '/contact-us'],
  ['impact ledger', '/impact/ledger'],
  ['impact report', '/impact/report'],
  ['methodology', '/impact/methodology'],
];

const LOCALES = (process.env.BENCH_LIGHTHOUSE_LOCALES ?? 'en').split(',').map((locale) => locale.trim());

/** A page's path in a locale: English keeps the spec's unprefixed routes. */
const inLocale = (locale: string, pagePath: string) =>
  locale === 'en' ? pagePath : `/${locale}${pagePath === '/' ? '' : pagePath}`;

export async function benchLighthouse() {
  if (!existsSync('client/dist/server/entry-server.js')) throw new Error('Build the client first: npm run build');
  const dataDir = mkdtempSync(path.join(tmpdir(), 'regen-lighthouse-'));
  const port = await freePort();
  const server = spawn('node', ['--import', 'tsx', 'server/src/main.ts'], {
    env: {
      ...process.env,
      // Demo data is loaded only when NODE_ENV says development or test (server/src/config.ts).
      NODE_ENV: 'test',
      SEED_DEMO: 'true',
      DATA_DIR: dataDir,
      PORT: String(port),
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
    },
    stdio: 'ignore',
  });
  const url = `http://127.0.0.1:${port}/`;
  const rows: Record<string, string | number>[] = [];
  try {
    for (
      let i = 0;
      i < 300 &&
      !(await fetch(`${url}readyz`).then(
        (r) => r.ok,
        () => false,
      ));
      i++
    ) {
      await new Promise((r) => setTimeout(r, 100));
    }
    const listing = await fetch(`${url}experiences/Egypt`).then((r) => r.text());
    const activity = /\/booking\/[0-9a-f-]{36}/.exec(listing)?.[0] ?? '/booking/unknown';
    const bookingPage = await fetch(new URL(activity, url)).then((r) => r.text());
    const host = /\/suppliers\/[0-9a-f-]{36}/.exec(bookingPage)?.[0] ?? '/suppliers/unknown';
    const dynamic: Record<string, string> = { booking: activity, host };
    const only = process.env.BENCH_LIGHTHOUSE_PAGES;
    const pages = LOCALES.flatMap((locale) =>
      PAGES.filter(([name]) => !only || name.includes(only)).map(
        ([name, pagePath]) =>
          [locale === 'en' ? name : `${name} (${locale})`, inLocale(locale, dynamic[pagePath] ?? pagePath)] as const,
      ),
    );
    for (const [page, pagePath] of pages)
      for (let run = 1; run <= RUNS; run++) {
        const output = path.join(dataDir, `report-${page.replace(/[ ()]/g, '-')}-${run}.json`);
        const pageUrl = new URL(pagePath, url).href;
        await promisify(execFile)(
          'npx',
          [
            '--yes',
            LIGHTHOUSE,
            pageUrl,
            '--quiet',
            `--output-path=${output}`,
            '--output=json',
            '--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage',
          ],
          { env: { ...process.env, CHROME_PATH: CHROME }, maxBuffer: 64 * 1024 * 1024 },
        ).catch(() => undefined); // a failed run leaves no report and is shown as such
        const report = existsSync(output) ? (JSON.parse(readFileSync(output, 'utf8')) as Report) : null;
        if (report && KEEP) {
          mkdirSync(KEEP, { recursive: true });
          copyFileSync(output, path.join(KEEP, path.basename(output)));
        }
        if (!report || report.runtimeError) {
          rows.push({ page, run, error: report?.runtimeError?.code ?? 'no report' });
          continue;
        }
        const score = (id: string) => Math.round((report.categories[id]?.score ?? 0) * 100);
        const ms = (id: string) => fmt((report.audits[id]?.numericValue ?? NaN) / 1000, 2);
        rows.push({
          page,
          run,
          performance: score('performance'),
          accessibility: score('accessibility'),
          'best practices': score('best-practices'),
          SEO: score('seo'),
          'FCP s': ms('first-contentful-paint'),
          'LCP s': ms('largest-contentful-paint'),
          'TBT s': ms('total-blocking-time'),
          CLS: fmt(report.audits['cumulative-layout-shift']?.numericValue ?? NaN, 3),
        });
      }
  } finally {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
    rmSync(dataDir, { recursive: true, force: true });
  }
  printTable(
    `Lighthouse ${LIGHTHOUSE.split('@')[1]}, public pages, mobile defaults (simulated throttling), each run`,
    rows,
  );
  reportRows(
    `Lighthouse, median of ${RUNS} runs a page`,
    [...new Set(rows.map((row) => String(row.page)))].map((page) => medianRow(page, rows)),
  );
}

/** A page's row: the median of its measured runs against the budgets (a Lighthouse score has no baseline). */
function medianRow(page: string, rows: Record<string, string | number>[]): BenchRow {
  const runs = rows.filter((row) => row.page === page && row.error === undefined);
  const of = (column: string) => median(runs.map((row) => Number(row[column])));
  const unmeasured = rows.filter((row) => row.page === page).length - runs.length;
  return {
    row: `Lighthouse ${page}`,
    app: `performance ${of('performance')}, LCP ${fmt(of('LCP s'), 2)} s, CLS ${fmt(of('CLS'), 3)} (${runs.length} runs${unmeasured ? `, ${unmeasured} unmeasured` : ''})`,
    bare: '-',
    ratio: NaN,
    budgets: [
      atLeast('performance', of('performance'), 95, ''),
      ...['accessibility', 'best practices', 'SEO'].map((category) => atLeast(category, of(category), 100, '')),
      atMost('CLS', of('CLS'), 0.05, ''),
    ],
  };
}
