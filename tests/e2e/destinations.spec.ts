import { type APIRequestContext } from '@playwright/test';
import { destinationCountries } from '@regen/shared/countries';
import { formatSlotDateTime } from '@regen/shared/format';
import type { ActivityCard, DestinationSummary } from '@regen/shared/schemas/catalogue';
import { expect, test } from './test.ts';

// Which destinations have experiences, and where an empty one sends a traveler, against the
// seeded demo catalogue (server/src/demo/data/). Croatia (two experiences, one per section)
// and Albania (none) are countries no other browser test adds activities to.

/** A public query's result, as the page reads it (superjson's `json` part: dates stay ISO strings). */
async function trpcQuery<T>(request: APIRequestContext, baseURL: string, path: string, input?: unknown): Promise<T> {
  const query = input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify({ json: input }))}`;
  const response = await request.get(`${baseURL}/trpc/${path}${query}`);
  return ((await response.json()) as { result: { data: { json: T } } }).result.data.json;
}

const shortDate = (isoDate: string) =>
  new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${isoDate}T00:00:00Z`),
  );

test('the destinations page shows how many experiences each country has and its next date', async ({
  page,
  baseURL,
}) => {
  const { countries } = await trpcQuery<{ countries: DestinationSummary[] }>(
    page.context().request,
    baseURL!,
    'catalogue.destinationsSummary',
  );
  const croatia = countries.find((c) => c.country === 'Croatia')!;
  expect(croatia.experiences).toBe(2);

  await page.goto('/destinations');
  await expect(page.getByText('31 of 37 countries have experiences to book.')).toBeVisible();
  const tile = (name: string) => page.getByRole('listitem').filter({ has: page.getByRole('link', { name }) });
  await expect(tile('Croatia').getByTestId('destination-count')).toHaveText(
    `2 experiences · next ${shortDate(croatia.nextAvailable!.date)}`,
  );
  await expect(tile('Albania').getByTestId('destination-count')).toHaveText('No experiences yet');
  await tile('Albania').getByRole('link').click();
  await expect(page).toHaveURL(/\/country\/Albania$/);
});

test('a country with experiences says how many and when the next one runs, in its local time', async ({
  page,
  baseURL,
}) => {
  const { countries } = await trpcQuery<{ countries: DestinationSummary[] }>(
    page.context().request,
    baseURL!,
    'catalogue.destinationsSummary',
  );
  const next = countries.find((c) => c.country === 'Croatia')!.nextAvailable!;
  expect([next.startTime, next.timeZone]).toEqual(['09:00', 'Europe/Zagreb']);

  await page.goto('/country/Croatia');
  await expect(page.getByTestId('country-experiences')).toHaveText('2 experiences');
  await expect(
    page.getByText(`Next available: ${formatSlotDateTime(next.date, next.startTime, next.timeZone)}`),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: /No experiences in/ })).toHaveCount(0);
});

test('an empty country points to its actions and to a nearby country with experiences', async ({ page }) => {
  await page.goto('/country/Albania');
  await expect(page.getByTestId('country-experiences')).toHaveText('No experiences yet');
  const empty = page.getByRole('region', { name: 'No experiences in Albania yet' });
  await expect(empty).toBeVisible();
  // The spec's own buttons stay.
  await expect(page.getByRole('link', { name: 'Activities', exact: true })).toHaveAttribute(
    'href',
    '/experiences/Albania',
  );

  await empty.getByRole('link', { name: 'Ways to contribute in Albania' }).click();
  await expect(page).toHaveURL(/\/actions\/Albania$/);
  await expect(page.getByRole('heading', { name: 'How Can You Contribute' })).toBeVisible();

  await page.goto('/country/Albania');
  // Albania's neighbours along the coast come first: Croatia, then Greece.
  const nearby = page.getByRole('region', { name: 'No experiences in Albania yet' }).getByRole('link', {
    name: /experience/,
  });
  await expect(nearby.first()).toHaveAttribute('href', '/experiences/Croatia');
  await expect(nearby.first()).toContainText('2 experiences');
  await expect(nearby.nth(1)).toHaveAttribute('href', '/experiences/Greece');
  await expect(nearby.nth(1)).toContainText('1 experience');
  await nearby.first().click();
  await expect(page).toHaveURL(/\/experiences\/Croatia$/);
  await expect(page.getByRole('article')).toHaveCount(2);
});

test('a card shows its supplier, place and next date, and a missing drawing gives way to its category picture', async ({
  page,
  baseURL,
}) => {
  const { environmental } = await trpcQuery<{ environmental: ActivityCard[] }>(
    page.context().request,
    baseURL!,
    'catalogue.experiences',
    { country: 'Croatia' },
  );
  const next = environmental[0]!.nextAvailable!;
  await page.route('**/images/activities/olive-grove-revival-on-brac.svg', (route) => route.fulfill({ status: 404 }));

  await page.goto('/experiences/Croatia');
  const card = page.getByRole('article', { name: 'Olive Grove Revival on Brac' });
  await expect(card.getByTestId('activity-offered-by')).toHaveText('Mediterra Slow Travel · Brač island, Dalmatia');
  await expect(card.getByText(formatSlotDateTime(next.date, next.startTime, next.timeZone))).toBeVisible();
  await expect(card.locator('img')).toHaveAttribute('src', '/images/forest.svg');
  await expect(card.locator('img')).toHaveAttribute('width', '800');
  await expect(card.locator('img')).toHaveAttribute('height', '500');
});

test('a lone card in its section lies across the row on a wide screen and stacks on a phone', async ({ page }) => {
  const direction = () =>
    page
      .getByRole('article', { name: 'Olive Grove Revival on Brac' })
      .evaluate((el) => getComputedStyle(el).flexDirection);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/experiences/Croatia');
  expect(await direction()).toBe('row');
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await direction()).toBe('column');
});

test('on a phone the coast picture is the chooser’s backdrop and ends above the 37 countries', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/destinations');
  const coast = await page.locator('main img[src="/images/coast.svg"]').boundingBox();
  const chooser = await page.getByRole('heading', { level: 1, name: 'Choose your destination' }).boundingBox();
  const countries = await page.getByRole('heading', { level: 2, name: 'Or browse all 37 countries' }).boundingBox();
  // Drawn behind all 37 countries (some 3,300 px on a phone), it was scaled until only its sky showed.
  expect(coast!.y).toBeLessThanOrEqual(chooser!.y);
  expect(coast!.y + coast!.height).toBeGreaterThan(chooser!.y + chooser!.height);
  expect(coast!.y + coast!.height).toBeLessThanOrEqual(countries!.y);
  expect(coast!.height).toBeLessThan(844);
});

test('on a phone the grid fetches the flags near the screen, and the rest as they scroll into view', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const fetched = new Set<string>();
  page.on('request', (request) => {
    const flag = /\/flag-icons-[^/]+\/(\w+)\.svg$/.exec(new URL(request.url()).pathname);
    if (flag) fetched.add(flag[1]!);
  });
  await page.goto('/destinations');
  const flag = (name: string) =>
    page
      .getByRole('listitem')
      .filter({ has: page.getByRole('link', { name }) })
      .locator('[data-flag]');
  await expect(flag('Albania').locator('img')).toHaveJSProperty('complete', true);
  // The browser's own lazy loading would have fetched all 37 (it reaches 1,250–3,000 px ahead).
  expect(fetched.has('al')).toBe(true);
  expect(fetched.has('ug')).toBe(false);
  expect(fetched.size).toBeLessThan(12);
  await expect(flag('Uganda').locator('img')).toHaveCount(0);

  await flag('Uganda').scrollIntoViewIfNeeded();
  await expect(flag('Uganda').locator('img')).toHaveAttribute('src', /\/ug\.svg$/);
  await expect(flag('Uganda').locator('img')).toHaveJSProperty('complete', true);
  expect(fetched.has('ug')).toBe(true);
  // Drawn, not a broken image: the build wrote the file the address names.
  expect(
    await flag('Uganda')
      .locator('img')
      .evaluate((img: HTMLImageElement) => img.naturalWidth),
  ).toBeGreaterThan(0);
});

test('the server has the flag of every destination, as an SVG picture', async ({ request }) => {
  expect(destinationCountries).toHaveLength(37);
  for (const { name: country, code } of destinationCountries) {
    const response = await request.get(`/assets/flag-icons-7.5.0/${code}.svg`);
    expect(response.status(), country).toBe(200);
    expect(response.headers()['content-type'], country).toMatch(/^image\/svg\+xml/);
  }
});

test('without JavaScript every flag of the grid is shown', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await page.goto(`${baseURL}/destinations`);
  const flags = page.getByRole('list').filter({ hasText: 'Albania' }).locator('[data-flag] img');
  await expect(flags).toHaveCount(37);
  await expect(flags.last()).toHaveAttribute('src', /\/ug\.svg$/);
  await context.close();
});
