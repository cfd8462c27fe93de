import { defineConfig } from '@playwright/test';

// Browser tests drive Debian's Chromium (no browser download) against the built app on the
// embedded database with demo data, exactly as a newcomer's `npm start` serves it. Each worker
// starts its own server on its own port and data folder (the `appServer` fixture in
// tests/e2e/test.ts, docs/decisions/090), so several runs may share a machine and the
// workers never see each other's changes.

export default defineConfig({
  testDir: './tests/e2e',
  testMatch: '**/*.spec.ts',
  // Playwright empties its output folder at start: keep it apart from the other suites' reports.
  outputDir: process.env.E2E_OUTPUT_DIR ?? 'test-results/e2e-artifacts',
  // Files are shared out between the workers; a file's tests run in order in one worker.
  fullyParallel: false,
  // Two: one per core of the machine the suite is measured on (each worker brings a server). On
  // this 2-core machine the same suite took 685 s on two workers and 739 s on one
  // (docs/decisions/090). E2E_WORKERS sets another count; every worker has its own server and
  // data, so they never meet.
  workers: Number(process.env.E2E_WORKERS ?? 2),
  // A flaky test is a bug to fix at its cause: no retries, locally or in CI.
  retries: 0,
  // Bounds, not waits: every step waits for an event and ends as soon as it happens. They are
  // wide enough for a machine loaded several times over its two cores (seen: load average 15).
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list'], ['json', { outputFile: 'test-results/e2e.json' }]] : [['list']],
  use: {
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
});
