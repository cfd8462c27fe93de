import type { Locator, Page } from '@playwright/test';
import { formatNumber } from '@regen/shared/format';
import type { DashboardNumbers } from '@regen/shared/schemas/dashboard-numbers';
import { DEMO_PASSWORD, demoAccounts, signIn, trpcMutation, uniqueEmail } from './helpers.ts';
import { expect, test } from './test.ts';

// The supplier's numbers at a glance and the dashboard's rough edges (issue 31 parts 8 and 9,
// docs/decisions/105): the charts show the server's numbers, the reseller opt-out lives under
// Settings, the CSV export is the bookings list's toolbar, and a toast never covers Sign Out.

async function numbersOf(page: Page, baseURL: string): Promise<DashboardNumbers> {
  const response = await page.context().request.get(`${baseURL}/trpc/dashboardNumbers.mine`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { result: { data: { json: DashboardNumbers } } }).result.data.json;
}

/** The value of a summary card, by its label. */
const summaryValue = (page: Page, label: string) =>
  page.locator('dl[aria-label="Summary"] > div').filter({ hasText: label }).locator('dd');

test('a supplier reads the charts: the last 12 weeks and the next 4, as the server counted them', async ({
  page,
  baseURL,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, demoAccounts.suppliers[0], DEMO_PASSWORD);
  const numbers = await numbersOf(page, baseURL!);
  const past = numbers.weeks.filter((w) => !w.upcoming);
  const ahead = numbers.weeks.filter((w) => w.upcoming);

  await page.goto('/supplier-dashboard');
  await page.getByRole('tab', { name: 'Numbers' }).click();
  await expect(page.getByRole('heading', { name: 'Your numbers' })).toBeVisible();
  await expect(page.locator('dl[aria-label="Summary"]')).toBeVisible();
  await expect(summaryValue(page, 'Bookings, last 12 weeks')).toHaveText(
    formatNumber(past.reduce((n, w) => n + w.bookings, 0)),
  );
  await expect(summaryValue(page, 'People, last 12 weeks')).toHaveText(
    formatNumber(past.reduce((n, w) => n + w.people, 0)),
  );
  await expect(summaryValue(page, 'Booked for the next 4 weeks')).toHaveText(
    formatNumber(ahead.reduce((n, w) => n + w.bookings, 0)),
  );

  for (const title of [
    'Bookings and people per week',
    'Occupancy per activity',
    'Revenue per week, by payment status',
    'No-show rate',
    'Rating over time',
    'Regen Points delivered',
  ]) {
    await expect(page.getByRole('heading', { name: title })).toBeVisible();
  }
  // Screen readers get the numbers as a table: sixteen weeks, each with its bookings and people.
  const table = page.getByRole('table', { name: 'Bookings and people per week' });
  await expect(table.getByRole('row')).toHaveCount(17);
  const current = numbers.weeks[11]!;
  await expect(table.getByRole('row').nth(12).getByRole('cell')).toHaveText([
    formatNumber(current.bookings),
    formatNumber(current.people),
  ]);
});

/** Whether two boxes overlap. */
function overlaps(a: { x: number; y: number; width: number; height: number }, b: typeof a): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

async function settledBox(page: Page, locator: Locator) {
  await expect(locator).toBeVisible();
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
  return (await locator.boundingBox())!;
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test(`a toast never covers Add Activity or Sign Out; the opt-out is under Settings and the CSV export is the list's toolbar (${viewport.width} px)`, async ({
    page,
    baseURL,
  }) => {
    await page.setViewportSize(viewport);
    const email = uniqueEmail('supplier');
    await page.goto('/');
    await trpcMutation(page.context().request, baseURL!, 'auth.signUpSupplier', {
      businessName: 'Toast Watchers',
      contactPerson: 'Tia Toast',
      email,
      password: 'e2e-password',
      confirmPassword: 'e2e-password',
      phone: '+386 1 234 5678',
      location: 'Ljubljana, Slovenia',
      activityType: 'Environmental',
      description: 'Walks.',
    });
    await signIn(page, email, 'e2e-password');
    await page.goto('/supplier-dashboard');
    await expect(page.getByRole('heading', { name: 'Welcome, Tia Toast' })).toBeVisible();
    // The first thing a new supplier sees is the dashboard, not the resellers' opt-out.
    await expect(page.getByRole('checkbox')).toHaveCount(0);

    await page.getByRole('tab', { name: 'Bookings' }).click();
    const tools = page.getByRole('group', { name: 'Bookings tools' });
    await expect(tools.getByRole('button', { name: 'Download CSV' })).toBeVisible();
    const heading = await settledBox(page, page.getByRole('heading', { name: /^Current Bookings/ }));
    // Beside the heading (or under it on a phone), never above it.
    const toolsBox = (await tools.boundingBox())!;
    expect(toolsBox.y + toolsBox.height).toBeGreaterThanOrEqual(heading.y + heading.height - 2);

    await page.getByRole('tab', { name: 'Settings' }).click();
    const optOut = page.getByRole('checkbox');
    await optOut.check();
    const toast = page.locator('[data-sonner-toast]').first();
    const toastBox = await settledBox(page, toast);
    await page.evaluate(() => window.scrollTo(0, 0));
    for (const name of ['Add Activity', 'Sign Out']) {
      const control = await settledBox(page, page.getByRole('button', { name, exact: true }));
      expect(overlaps(toastBox, control), `the toast covers ${name}`).toBe(false);
    }
    const header = await settledBox(page, page.locator('header').first());
    expect(overlaps(toastBox, header), 'the toast covers the site header').toBe(false);
  });
}
