import type { Page } from '@playwright/test';
import { formatLongDate } from '@regen/shared/format';
import { seriousViolations } from './axe.ts';
import { localDaysAhead } from './helpers.ts';
import { expect, test } from './test.ts';

// Finding an activity from the first screen (issue 30, parts 3–5), against the seeded demo
// catalogue (server/src/demo/data/), whose activities have open slots on each of the next four
// weeks' days: the home page's search to the results to the booking page, which opens on the
// search's date and party size; the header's search on a phone; results that are compact and
// whose first one is on the first screen. Screenshots go to the test's output folder and, for a
// person to look at, to /tmp/shots-search/.

test.use({ bypassCSP: true });
test.describe.configure({ timeout: 120_000 });

const sizes = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1280, height: 800 },
} as const;

const ACTIVITY = 'Caledonian Forest Tree Planting';
const count = (page: Page) => page.locator('p[aria-live="polite"]');

async function shot(page: Page, name: string) {
  const path = test.info().outputPath(`${name}.png`);
  await page.screenshot({ path });
  await page.screenshot({ path: `/tmp/shots-search/${name}.png` }).catch(() => undefined);
}

for (const [size, viewport] of Object.entries(sizes)) {
  test(`on a ${size}: from the home page's search to a result to the booking page, on the chosen date and party size`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await page.goto('/');
    // The spec's hero stays: its title and buttons, with the search between them.
    await expect(page.getByRole('link', { name: 'Explore Destinations' }).first()).toBeVisible();
    const hero = page.getByRole('search', { name: 'Find an experience' });
    await expect(hero).toBeInViewport();
    await shot(page, `home-hero-${size}`);

    const date = localDaysAhead(3);
    await hero.getByLabel('Where').selectOption('United Kingdom');
    await hero.getByLabel('When').fill(date);
    await hero.getByLabel('How many').selectOption('2');
    await hero.getByRole('button', { name: 'Search' }).click();

    await expect(page).toHaveURL(new RegExp(`/experiences\\?country=United(%20|\\+)Kingdom&date=${date}&people=2$`));
    await expect(count(page)).toHaveText(/^\d+ experiences? found$/);
    // The search's own filters show what the home page chose.
    await expect(page.getByLabel('Destination', { exact: true })).toHaveValue('United Kingdom');
    await expect(page.getByLabel('Date', { exact: true })).toHaveValue(date);
    await expect(page.getByLabel('People', { exact: true })).toHaveValue('2');

    // Compact results: the first on the first screen; on a phone at least two per screen.
    const cards = page.getByRole('region', { name: 'Results' }).getByRole('article');
    const first = await cards.first().boundingBox();
    expect(first).not.toBeNull();
    expect(first!.y + first!.height, 'the first result ends on the first screen').toBeLessThanOrEqual(viewport.height);
    if (size === 'phone')
      expect(first!.height, 'a result card’s height at 390 px').toBeLessThanOrEqual(viewport.height / 2.5);
    await shot(page, `results-${size}`);
    expect(await seriousViolations(page)).toEqual([]);

    // The whole card is the one link: a click anywhere on it (here its middle) opens the booking page.
    const card = cards.filter({ has: page.getByRole('heading', { name: ACTIVITY }) });
    await expect(card.getByRole('link')).toHaveCount(1);
    await expect(card.getByRole('link')).toHaveAccessibleName(`Book Now: ${ACTIVITY}`);
    await expect(card).toContainText('United Kingdom');
    await card.click();

    await expect(page).toHaveURL(new RegExp(`/booking/[0-9a-f-]{36}\\?date=${date}&people=2$`));
    await expect(page.getByRole('heading', { name: ACTIVITY })).toBeVisible();
    await expect(page.getByText(`Available times on ${formatLongDate(date)}`)).toBeVisible();
    await expect(page.getByLabel('Number of people')).toHaveValue('2');
  });
}

test('filters apply as they change: the count follows a category, a date, a party size and a price', async ({
  page,
}) => {
  await page.setViewportSize(sizes.desktop);
  await page.goto('/experiences');
  await expect(count(page)).toHaveText(/^\d+ experiences found$/);
  const all = Number((await count(page).textContent())!.split(' ')[0]);

  await page.getByRole('group', { name: 'Impact' }).getByRole('radio', { name: 'Social' }).check();
  await expect(page).toHaveURL(/\/experiences\?category=social$/);
  await expect(count(page)).not.toHaveText(`${all} experiences found`);
  await expect(count(page)).toHaveText(/^\d+ experiences? found$/);

  const date = localDaysAhead(4);
  await page.getByLabel('Date').fill(date);
  await expect(page).toHaveURL(new RegExp(`category=social&date=${date}$`));
  await page.getByLabel('People').fill('6');
  await expect(page).toHaveURL(new RegExp(`category=social&date=${date}&people=6$`));
  await page.getByLabel('To', { exact: true }).fill('30');
  await expect(page).toHaveURL(new RegExp(`&people=6&maxPrice=30$`));
  await expect(count(page)).toHaveText(/^\d+ experiences? found$/);

  // A value that cannot be used says why and changes nothing.
  await page.getByLabel('From', { exact: true }).fill('90');
  await expect(page.getByRole('alert')).toHaveText('The minimum price must not be above the maximum price');
  await expect(page).toHaveURL(new RegExp(`&people=6&maxPrice=30$`));

  // Back restores the previous filters, in the form too.
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`category=social&date=${date}&people=6$`));
  await expect(page.getByLabel('To', { exact: true })).toHaveValue('');
  await expect(page.getByLabel('People')).toHaveValue('6');
});

test('on a phone the header’s Search button opens the same search, which leads to the results', async ({ page }) => {
  await page.setViewportSize(sizes.phone);
  await page.goto('/about-us');
  const open = page.getByRole('button', { name: 'Search experiences' });
  await expect(open).toHaveAttribute('aria-expanded', 'false');
  await open.click();
  const form = page.getByRole('search', { name: 'Quick search' });
  await expect(form.getByLabel('Where')).toBeFocused();
  await shot(page, 'header-search-phone');
  expect(await seriousViolations(page)).toEqual([]);

  await page.keyboard.press('Escape');
  await expect(form).toBeHidden();
  await expect(page.getByRole('button', { name: 'Search experiences' })).toBeFocused();

  await page.getByRole('button', { name: 'Search experiences' }).click();
  await form.getByLabel('Where').selectOption('Slovenia');
  await form.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\/experiences\?country=Slovenia$/);
  await expect(count(page)).toHaveText(/^\d+ experiences? found$/);
  await expect(form).toBeHidden();
});

test('a visitor whose browser says United Kingdom sees the soonest results near it first, and is told so', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ baseURL, locale: 'en-GB', viewport: sizes.desktop, bypassCSP: true });
  const page = await context.newPage();
  await page.goto('/');
  await page.waitForFunction(() => document.getElementById('root')?.dataset.ready === 'true');
  await page.getByRole('search', { name: 'Find an experience' }).getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\/experiences\?near=United(%20|\+)Kingdom$/);
  await expect(page.getByText('Nearest to United Kingdom first, then soonest.')).toBeVisible();
  await expect(count(page)).toHaveText(/^\d+ experiences found$/);
  const first = page.getByRole('region', { name: 'Results' }).getByRole('article').first();
  await expect(first).toContainText('United Kingdom');
  const box = (await first.boundingBox())!;
  expect(box.y + box.height, 'the first result ends on the first screen').toBeLessThanOrEqual(sizes.desktop.height);

  await page.getByRole('link', { name: 'Show by date only' }).click();
  await expect(page).toHaveURL(/\/experiences$/);
  await expect(page.getByText('Soonest first, in every destination.')).toBeVisible();
  await context.close();
});
