import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { test as base, type Page } from '@playwright/test';

export { expect } from '@playwright/test';

// Each Playwright worker runs its own app server on its own data folder, seeded with the demo
// data (docs/decisions/090): tests in one worker never see another worker's changes, so the
// workers run side by side without any order between them.

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * The addresses that become admins once confirmed (admin.spec.ts signs up the second one,
 * second-factor.spec.ts the last two: one per screen size).
 */
const E2E_ADMIN_EMAILS =
  'admin@regen.example,e2e-admin@example.test,e2e-2fa-admin-390@example.test,e2e-2fa-admin-1280@example.test';

/**
 * A bound, not a wait: migrating and seeding a fresh data folder while the other worker does
 * the same took over two minutes on this 2-core machine at load average 20 to 35.
 */
const SERVER_START_TIMEOUT_MS = 300_000;

interface AppServer {
  /** The origin the server answers on, e.g. http://127.0.0.1:43817. */
  url: string;
}

let currentServer: AppServer | undefined;

/** This worker's app address (for helpers that are handed a page rather than the `baseURL` fixture). */
export function appUrl(): string {
  if (!currentServer) throw new Error("This worker's app server is not started: import `test` from tests/e2e/test.ts");
  return currentServer.url;
}

/**
 * A port no one listens on now. The server must know its address before it starts (PUBLIC_URL),
 * so it cannot take port 0 itself. An ephemeral port also avoids every port Chromium refuses
 * to open (the highest, 10080, is below Linux's ephemeral range).
 */
async function freePort(): Promise<number> {
  const probe = createServer();
  probe.listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const { port } = probe.address() as AddressInfo;
  probe.close();
  await once(probe, 'close');
  return port;
}

/** Resolves when the server answers /readyz; rejects if it exits first or does not answer in time. */
async function waitUntilReady(url: string, exited: Promise<string>): Promise<void> {
  const deadline = Date.now() + SERVER_START_TIMEOUT_MS;
  let failed: string | undefined;
  void exited.then((reason) => (failed = reason));
  while (!failed) {
    const ready = await fetch(`${url}/readyz`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return;
    if (Date.now() > deadline)
      throw new Error(`The app server at ${url} was not ready in ${SERVER_START_TIMEOUT_MS} ms`);
    // Nothing announces readiness but the answer itself: ask again shortly (as Playwright's webServer does).
    await Promise.race([new Promise((resolve) => setTimeout(resolve, 100)), exited]);
  }
  throw new Error(`The app server exited before it was ready: ${failed}`);
}

/** Starts the built app as `npm run serve` does, on a fresh data folder with the demo data. */
async function startAppServer(): Promise<{ server: AppServer; stop: () => Promise<void> }> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const dataDir = await mkdtemp(path.join(tmpdir(), 'regen-e2e-'));
  const child = spawn(process.execPath, ['server/src/main.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: url,
      DATA_DIR: dataDir,
      SEED_DEMO: 'true',
      RATE_LIMITS: 'false',
      LOG_LEVEL: 'warn',
      ADMIN_EMAILS: E2E_ADMIN_EMAILS,
    },
    // Warnings and errors reach the test output; the info lines would only be noise.
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = once(child, 'exit').then(([code, signal]) => `code ${code}, signal ${signal}`);
  // A worker that ends without its teardown (a crash, a timeout) must not leave its server behind.
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  try {
    await waitUntilReady(url, exited);
  } catch (error) {
    child.kill('SIGKILL');
    await exited;
    process.off('exit', killOnExit);
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  }
  return {
    server: { url },
    async stop() {
      // SIGTERM: the server finishes its requests and closes the database (server/src/main.ts).
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
      process.off('exit', killOnExit);
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** Resolves once the app on the page is interactive (main.tsx marks #root after React's first commit). */
async function appReady(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const root = document.getElementById('root');
    return !root || root.dataset.ready === 'true';
  });
}

/**
 * Playwright's `test` with this worker's app server as `baseURL`, for tests that use the page
 * exactly as loaded (server-rendering.spec.ts looks at it before it is interactive).
 */
export const plainTest = base.extend<object, { appServer: AppServer }>({
  appServer: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern: none.
    async ({}, use) => {
      const { server, stop } = await startAppServer();
      currentServer = server;
      await use(server);
      currentServer = undefined;
      await stop();
    },
    { scope: 'worker', timeout: SERVER_START_TIMEOUT_MS + 20_000 },
  ],
  baseURL: async ({ appServer }, use) => {
    await use(appServer.url);
  },
});

/**
 * `plainTest` with a page whose `goto` and `reload` return once the app is interactive, not
 * merely loaded: the landing page is prerendered, so its controls are on screen a moment
 * before React hydrates them, and a keystroke in that moment would be lost.
 */
export const test = plainTest.extend({
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (...args) => {
      const response = await goto(...args);
      await appReady(page);
      return response;
    };
    page.reload = async (...args) => {
      const response = await reload(...args);
      await appReady(page);
      return response;
    };
    await use(page);
  },
});
