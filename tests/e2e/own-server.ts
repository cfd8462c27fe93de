import type { Browser, BrowserContext, Locator, Page } from '@playwright/test';
import {
  createApprovedActivity,
  createSlot,
  createSupplier,
  createUser,
  daysFromToday,
  insertBooking,
  takeRecoveryCode,
  TEST_PASSWORD,
} from '../helpers/factories.ts';
import { setupTestEnvironment } from '../helpers/server.ts';
import { expect, test } from './test.ts';

// For browser tests that need what the website cannot do (a booking in the past, attendance):
// the file runs its own server, in this process, on a fresh database, with the built client
// (CLIENT_DIST), and makes its data with the api tests' factories. The set-up, signing in, the
// screenshots at a phone's and a desktop's width and a started booking were written out in each
// such file; they live here once.

type Environment = Awaited<ReturnType<typeof setupTestEnvironment>>;

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

/** Waits until the app on the page has hydrated (after a reload, say). */
export async function appReady(page: Page) {
  await page.waitForFunction(() => document.getElementById('root')?.dataset.ready === 'true');
}

/** Registers the file's beforeAll (a fresh server) and afterAll; call it at the top of the spec file. */
export function useOwnServer(overrides: Record<string, string> = {}) {
  let current: Environment | undefined;

  test.beforeAll(async () => {
    // Migrating a fresh database and starting the app: more than a test's usual 30 seconds on a busy machine.
    test.setTimeout(120_000);
    current = await setupTestEnvironment({
      CLIENT_DIST: process.env.CLIENT_DIST ?? 'client/dist',
      RATE_LIMITS: 'false',
      ...overrides,
    });
  });
  test.afterAll(async () => {
    await current?.close();
  });

  const ready = (): Environment => {
    if (!current) throw new Error('The server is not started yet: use it in a hook or a test');
    return current;
  };
  /** The file's database and server (set up in beforeAll). */
  const env = {
    get db() {
      return ready().db;
    },
    get server() {
      return ready().server;
    },
  };

  /** Opens `path` on the file's server and waits until the app has hydrated. */
  async function open(page: Page, path: string) {
    await page.goto(env.server.url + path);
    await appReady(page);
  }

  /** A browser context signed in through the real procedure, without the form (STYLE.md). */
  async function signedInContext(browser: Browser, email: string): Promise<BrowserContext> {
    const context = await browser.newContext();
    const post = (procedure: string, json: unknown) =>
      context.request.post(`${env.server.url}/trpc/${procedure}`, {
        data: { json },
        headers: { origin: env.server.url, 'content-type': 'application/json' },
      });
    const response = await post('auth.signIn', { email, password: TEST_PASSWORD });
    expect(response.ok()).toBe(true);
    const answer = (await response.json()) as { result: { data: { json: { secondFactor: unknown } } } };
    if (answer.result.data.json.secondFactor) {
      // An admin from createUser (docs/decisions/116): the second step takes a recovery code.
      const second = await post('secondFactor.completeSignIn', { code: takeRecoveryCode(email) });
      expect(second.ok()).toBe(true);
    }
    return context;
  }

  /**
   * The page at a phone's and a desktop's width: the whole page, or the viewport only
   * (`fullPage: false`), or the viewport scrolled to `target`.
   */
  async function screenshot(page: Page, name: string, options: { target?: Locator; fullPage?: boolean } = {}) {
    for (const [size, viewport] of [
      ['phone', PHONE],
      ['desktop', DESKTOP],
    ] as const) {
      await page.setViewportSize(viewport);
      const path = test.info().outputPath(`${name}-${size}.png`);
      if (options.target) {
        await options.target.evaluate((node) =>
          window.scrollTo(0, node.getBoundingClientRect().top + window.scrollY - 80),
        );
        await page.screenshot({ path });
      } else await page.screenshot({ path, fullPage: options.fullPage ?? true });
    }
  }

  /**
   * A supplier's 3-hour activity (450 points a person) with a slot two days ago (started in every
   * time zone, well inside the 14 days to mark it) and Tara Traveler's booking of `people`.
   */
  async function startedBooking(values: { title: string; country: string; businessName: string; people?: number }) {
    const { user: supplierUser, supplier } = await createSupplier(env.db, { businessName: values.businessName });
    const activity = await createApprovedActivity(env.db, supplier.id, {
      title: values.title,
      country: values.country,
      durationHours: 3,
    });
    const date = daysFromToday(-2);
    const slot = await createSlot(env.db, activity.id, { date, startTime: '09:00', endTime: '12:00' });
    const traveler = await createUser(env.db, { firstName: 'Tara', lastName: 'Traveler' });
    const booking = await insertBooking(env.db, {
      activityId: activity.id,
      slotId: slot.id,
      userId: traveler.id,
      date,
      people: values.people ?? 2,
      customerName: 'Tara Traveler',
    });
    return { supplierUser, supplier, activity, date, slot, traveler, booking };
  }

  return { env, open, signedInContext, screenshot, startedBooking };
}
