import type { Browser, BrowserContext, Page } from '@playwright/test';
import {
  createApprovedActivity,
  createSlot,
  createSupplier,
  createUser,
  daysFromToday,
  insertBooking,
  TEST_PASSWORD,
} from '../helpers/factories.ts';
import { setupTestEnvironment } from '../helpers/server.ts';
import { expect, test } from './test.ts';

// After the activity (issue 13): a booking on a slot that has started, the supplier marks
// attendance, the traveler's open My Impact page shows the points arrive live, opens the
// receipt, shares it (the copy-link fallback) and the receipt opens signed out.
//
// The website cannot book the past, so this file runs its own server, in this process, on an
// in-memory database, with the built client (CLIENT_DIST), and makes the booking with the api
// tests' factories: the same app as the shared one, with direct access to its database.

let env: Awaited<ReturnType<typeof setupTestEnvironment>>;

test.beforeAll(async () => {
  // Migrating a fresh database and starting the app: more than a test's usual 30 seconds on a busy machine.
  test.setTimeout(120_000);
  env = await setupTestEnvironment({ CLIENT_DIST: process.env.CLIENT_DIST ?? 'client/dist', RATE_LIMITS: 'false' });
});
test.afterAll(async () => {
  await env?.close();
});

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

async function appReady(page: Page) {
  await page.waitForFunction(() => document.getElementById('root')?.dataset.ready === 'true');
}

async function open(page: Page, path: string) {
  await page.goto(env.server.url + path);
  await appReady(page);
}

/** A browser context signed in through the real procedure, without the form (STYLE.md). */
async function signedInContext(browser: Browser, email: string): Promise<BrowserContext> {
  const context = await browser.newContext();
  const response = await context.request.post(`${env.server.url}/trpc/auth.signIn`, {
    data: { json: { email, password: TEST_PASSWORD } },
    headers: { origin: env.server.url, 'content-type': 'application/json' },
  });
  expect(response.ok()).toBe(true);
  return context;
}

async function screenshot(page: Page, name: string, fullPage = true) {
  for (const [size, viewport] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    await page.setViewportSize(viewport);
    await page.screenshot({ path: test.info().outputPath(`${name}-${size}.png`), fullPage });
  }
}

test('the supplier marks attendance, the points arrive live, and the shared receipt opens signed out', async ({
  browser,
}) => {
  // One journey across three browsers (traveler, supplier, visitor) with six screenshots.
  test.slow();
  const { user: supplierUser, supplier } = await createSupplier(env.db, { businessName: 'Wetland Keepers' });
  const activity = await createApprovedActivity(env.db, supplier.id, {
    title: 'Wetland Restoration Morning',
    country: 'Slovenia',
    durationHours: 3,
  });
  // Two days ago: started in every time zone, well inside the 14 days to mark it.
  const date = daysFromToday(-2);
  const slot = await createSlot(env.db, activity.id, { date, startTime: '09:00', endTime: '12:00' });
  const traveler = await createUser(env.db, { firstName: 'Tara', lastName: 'Traveler' });
  await insertBooking(env.db, {
    activityId: activity.id,
    slotId: slot.id,
    userId: traveler.id,
    date,
    people: 2,
    customerName: 'Tara Traveler',
  });

  // The traveler keeps My Impact open.
  const travelerContext = await signedInContext(browser, traveler.email);
  await travelerContext.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: env.server.url });
  // No Web Share here, so the copy-link fallback is what runs.
  await travelerContext.addInitScript(() => {
    Reflect.deleteProperty(Navigator.prototype, 'share');
  });
  const travelerPage = await travelerContext.newPage();
  await open(travelerPage, '/impact');
  await expect(travelerPage.getByRole('heading', { name: 'My Impact', level: 1 })).toBeVisible();
  await expect(travelerPage.getByTestId('impact-total')).toHaveText('0');
  await expect(travelerPage.getByText('No verified points yet')).toBeVisible();

  // The supplier marks attendance: 2 of the 2 people came.
  const supplierContext = await signedInContext(browser, supplierUser.email);
  const supplierPage = await supplierContext.newPage();
  await open(supplierPage, '/supplier-dashboard?view=bookings');
  const markButton = supplierPage.getByRole('button', { name: 'Mark attendance for Tara Traveler' });
  await markButton.click();
  const dialog = supplierPage.getByRole('dialog', { name: 'Mark attendance' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('radio', { name: /Attended/ })).toBeChecked();
  await expect(dialog.getByRole('spinbutton', { name: 'People who came (1–2)' })).toHaveValue('2');
  await screenshot(supplierPage, 'mark-attendance-dialog', false);
  await dialog.getByRole('button', { name: 'Save attendance' }).click();
  await expect(dialog).toBeHidden();
  await expect(supplierPage.getByText('Attended: 2 of 2 people.')).toBeVisible();
  await expect(supplierPage.getByRole('button', { name: 'Correct attendance for Tara Traveler' })).toBeVisible();

  // The traveler's open page shows the points arrive, without a reload: 3 hours × 150 × 2.
  await expect(travelerPage.getByTestId('impact-total')).toHaveText('900');
  const credited = travelerPage.getByRole('region', { name: 'Verified activities' });
  await expect(credited.getByRole('heading', { name: 'Wetland Restoration Morning' })).toBeVisible();
  await expect(credited.getByText('+900 points')).toBeVisible();
  await expect(credited.getByText('Private')).toBeVisible();
  await screenshot(travelerPage, 'my-impact');

  // The receipt: private by default, made shared, then shared by copying its link.
  await credited.getByRole('link', { name: 'View receipt for Wetland Restoration Morning' }).click();
  await expect(travelerPage.getByRole('heading', { name: 'Tara T. earned 900 Regen Points®' })).toBeVisible();
  await expect(travelerPage.getByText('Attendance confirmed by Wetland Keepers')).toBeVisible();
  const receiptUrl = travelerPage.url();
  expect(new URL(receiptUrl).pathname).toMatch(/^\/impact\/receipts\/[0-9a-f-]{36}$/);
  await expect(travelerPage.getByText('Turn on sharing to share the link.')).toBeVisible();
  await travelerPage.getByRole('switch', { name: /Share this receipt/ }).check();
  await expect(travelerPage.getByText('Receipt shared', { exact: true })).toBeVisible();
  await travelerPage.getByRole('button', { name: 'Share receipt' }).click();
  await expect(travelerPage.getByText('Link copied', { exact: true })).toBeVisible();
  expect(await travelerPage.evaluate(() => navigator.clipboard.readText())).toBe(receiptUrl);
  await screenshot(travelerPage, 'receipt-owner');

  // Signed out, the shared receipt opens, with its share preview.
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await open(visitor, new URL(receiptUrl).pathname);
  await expect(visitor.getByRole('heading', { name: 'Tara T. earned 900 Regen Points®' })).toBeVisible();
  await expect(visitor.getByText('Attendance confirmed by Wetland Keepers')).toBeVisible();
  await expect(visitor.getByRole('switch')).toHaveCount(0);
  await expect(visitor).toHaveTitle('Tara T. earned 900 Regen Points® · Regen Marketplace');
  await expect(visitor.locator('meta[property="og:title"]')).toHaveAttribute(
    'content',
    'Tara T. earned 900 Regen Points®',
  );
  await screenshot(visitor, 'receipt-public');

  // Made private again, the same link is not found for the visitor.
  await travelerPage.getByRole('switch', { name: /Share this receipt/ }).uncheck();
  await expect(travelerPage.getByText('Receipt private', { exact: true })).toBeVisible();
  await visitor.reload();
  await appReady(visitor);
  await expect(visitor.getByRole('heading', { name: 'Receipt not found' })).toBeVisible();

  // /profile shows the same verified total, and the booking as Completed.
  await open(travelerPage, '/profile');
  await expect(travelerPage.getByTestId('points-total')).toHaveText('900 points');
  await expect(
    travelerPage.getByRole('article', { name: 'Wetland Restoration Morning' }).getByText('Completed', { exact: true }),
  ).toBeVisible();

  await Promise.all([travelerContext.close(), supplierContext.close(), visitorContext.close()]);
});
