import type { Page } from '@playwright/test';
import { seriousViolations } from './axe.ts';
import { localDaysAhead } from './helpers.ts';
import { expect, test } from './test.ts';

// Search across all destinations (issue 14) against the seeded demo catalogue
// (server/src/demo/data/): every demo activity has open slots on each of the next four weeks'
// days, so a date three days ahead keeps every match.

test.use({ bypassCSP: true });
// Full-page screenshots at two sizes take a while on a busy machine.
test.describe.configure({ timeout: 90_000 });

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

async function screenshot(page: Page, name: string) {
  for (const [size, viewport] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    await page.setViewportSize(viewport);
    await page.screenshot({ path: test.info().outputPath(`${name}-${size}.png`), fullPage: true });
  }
}

const count = (page: Page) => page.locator('p[aria-live="polite"]');
const resultTitles = (page: Page) =>
  page.getByRole('region', { name: 'Results' }).getByRole('article').getByRole('heading', { level: 3 });

test('searches every destination by text, impact and date; the URL holds the filters and Back restores them', async ({
  page,
}) => {
  await page.setViewportSize(DESKTOP);
  await page.goto('/experiences');
  await expect(page.getByRole('heading', { level: 1, name: 'Regenerative Tourism Experiences' })).toBeVisible();
  await expect(count(page)).toHaveText(/^\d+ experiences found$/);
  await screenshot(page, 'search-all');

  await page.getByRole('searchbox', { name: 'Search experiences' }).fill('forest');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(/\/experiences\?q=forest$/);
  await expect(count(page)).toHaveText(/^\d+ experiences? found$/);
  const forestTitles = await resultTitles(page).allTextContents();
  expect(forestTitles).toContain('Caledonian Forest Tree Planting');
  expect(forestTitles).toContain('Batwa Forest Heritage Walk');

  // Each filter applies as it changes (issue 30), one history entry each.
  const date = localDaysAhead(3);
  await page.getByRole('group', { name: 'Impact' }).getByRole('radio', { name: 'Environmental' }).check();
  await expect(page).toHaveURL(/\/experiences\?q=forest&category=environmental$/);
  await page.getByLabel('Date', { exact: true }).fill(date);
  await expect(page).toHaveURL(new RegExp(`\\?q=forest&category=environmental&date=${date}$`));
  await page.getByLabel('People', { exact: true }).fill('2');
  await expect(page).toHaveURL(new RegExp(`\\?q=forest&category=environmental&date=${date}&people=2$`));
  await expect(count(page)).toHaveText(/^\d+ experiences? found$/);
  const filtered = await resultTitles(page).allTextContents();
  expect(filtered).toContain('Caledonian Forest Tree Planting');
  expect(filtered).not.toContain('Batwa Forest Heritage Walk');
  await expect(page.getByRole('radio', { name: 'Environmental' })).toBeChecked();
  expect(await seriousViolations(page)).toEqual([]);
  await screenshot(page, 'search-filtered');

  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`\\?q=forest&category=environmental&date=${date}$`));
  await expect(page.getByLabel('People', { exact: true })).toHaveValue('');
  await page.goBack();
  await page.goBack();
  await expect(page).toHaveURL(/\/experiences\?q=forest$/);
  await expect(resultTitles(page)).toHaveText(forestTitles);
  await expect(page.getByRole('radio', { name: 'Any' })).toBeChecked();
  await expect(page.getByLabel('Date', { exact: true })).toHaveValue('');

  await page.goForward();
  await page.goForward();
  await page.goForward();
  await expect(page.getByRole('searchbox', { name: 'Search experiences' })).toHaveValue('forest');
  await expect(page.getByLabel('People', { exact: true })).toHaveValue('2');
  await page.getByRole('link', { name: 'Book Now: Caledonian Forest Tree Planting' }).click();
  await expect(page).toHaveURL(new RegExp(`/booking/[0-9a-f-]{36}\\?date=${date}&people=2$`));
  await expect(page.getByRole('heading', { name: 'Caledonian Forest Tree Planting' })).toBeVisible();
});

test('sorts, pages through results and shows an empty state with a way to clear the filters', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await page.goto('/experiences?sort=price-low');
  await expect(page.getByLabel('Sort by')).toHaveValue('price-low');
  await expect(page.getByText(/^Page 1 of \d+$/)).toBeVisible();
  await page.getByRole('link', { name: 'Next', exact: true }).click();
  await expect(page).toHaveURL(/\/experiences\?sort=price-low&page=2$/);
  await expect(page.getByText(/^Page 2 of \d+$/)).toBeVisible();

  await page.getByLabel('Sort by').selectOption('points');
  await expect(page).toHaveURL(/\/experiences\?sort=points$/);

  await page.goto('/experiences?q=zzzzqqq');
  await expect(page.getByText('No experiences match your search')).toBeVisible();
  await expect(count(page)).toHaveText('0 experiences found');
  await screenshot(page, 'search-empty');
  await page.setViewportSize(DESKTOP);
  await page.getByRole('link', { name: 'Clear filters' }).last().click();
  await expect(page).toHaveURL(/\/experiences$/);
  await expect(count(page)).toHaveText(/^\d+ experiences found$/);
});

test('a search link with a filter it cannot read says what is wrong instead of failing', async ({ page }) => {
  await page.goto('/experiences?people=0');
  await expect(page.getByRole('alert')).toContainText("This search link doesn't work");
  await expect(page.getByRole('alert')).toContainText('Number of people must be a whole number from 1 to 100');
  await screenshot(page, 'search-bad-link');
  await expect(page.getByRole('alert')).toContainText('Number of people must be a whole number from 1 to 100');
  await page.getByRole('link', { name: 'Clear filters' }).click();
  await expect(page).toHaveURL(/\/experiences$/);
  await expect(count(page)).toHaveText(/^\d+ experiences found$/);
});

test('on a phone the filters fold into a panel opened by the Filters button', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto('/experiences?category=social');
  const toggle = page.getByRole('button', { name: 'Filters (1)' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByLabel('Duration')).toBeHidden();
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByLabel('Duration')).toBeVisible();
  await screenshot(page, 'search-phone-filters');
});

test('a country’s experiences page filters within the country, and the destinations page links to the search', async ({
  page,
}) => {
  await page.setViewportSize(DESKTOP);
  await page.goto('/destinations');
  await page.getByRole('link', { name: 'Search experiences in every destination' }).click();
  await expect(page).toHaveURL(/\/experiences$/);

  await page.goto('/experiences/United%20States');
  await expect(page.getByRole('heading', { name: 'Environmental Impact' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search experiences' }).fill('reef');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(/\/experiences\/United%20States\?q=reef$/);
  await expect(resultTitles(page)).toHaveText(['Oyster Reef Restoration on the Chesapeake']);
  await expect(page.getByRole('heading', { name: 'Environmental Impact' })).toBeHidden();
  await screenshot(page, 'country-search');

  await page.goBack();
  await expect(page.getByRole('heading', { name: 'Environmental Impact' })).toBeVisible();
});
