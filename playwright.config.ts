import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

// Browser tests drive Debian's Chromium (no browser download) against the built app on the
// embedded database with demo data, exactly as a newcomer's `npm start` serves it.
// Several runs may share a machine: pick a port per run unless one is given. Worker
// processes re-read this file, so the choice is passed to them through the environment.
// The range holds none of the ports Chromium refuses to open (5060 and 5061, SIP, once made
// a whole run fail with ERR_UNSAFE_PORT) nor this machine's services (PostgreSQL 5432,
// RabbitMQ 5672, NATS 4222).
process.env.E2E_PORT ??= String(4400 + Math.floor(Math.random() * 600));
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'regen-e2e-'));
const port = Number(process.env.E2E_PORT);
const baseURL = `http://127.0.0.1:${port}`;
process.env.E2E_BASE_URL = baseURL;
const dataDir = process.env.E2E_DATA_DIR;

export const E2E_ADMIN_EMAILS = 'admin@regen.example,e2e-admin@example.test';

export default defineConfig({
  testDir: './tests/e2e',
  testMatch: '**/*.spec.ts',
  // Playwright empties its output folder at start: keep it apart from the other suites' reports.
  outputDir: process.env.E2E_OUTPUT_DIR ?? 'test-results/e2e-artifacts',
  fullyParallel: false,
  workers: 1,
  // A flaky test is a bug to fix at its cause: no retries, locally or in CI.
  retries: 0,
  // Bounds, not waits: every step waits for an event and ends as soon as it happens. They are
  // wide enough for a machine loaded several times over its two cores (seen: load average 15).
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list'], ['json', { outputFile: 'test-results/e2e.json' }]] : [['list']],
  use: {
    baseURL,
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
  webServer: {
    command: 'node --import tsx server/src/main.ts',
    url: `${baseURL}/readyz`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: baseURL,
      DATA_DIR: dataDir,
      SEED_DEMO: 'true',
      RATE_LIMITS: 'false',
      LOG_LEVEL: 'warn',
      ADMIN_EMAILS: E2E_ADMIN_EMAILS,
    },
  },
});
