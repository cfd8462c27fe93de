import type { Page } from '@playwright/test';
import { formatMessage, type PlainMessageKey } from '@regen/shared/i18n';
import { loadLocaleCatalogues } from '../../server/src/modules/locales/index.ts';
import { expect, test } from './test.ts';

// The language switcher and browsing in German on a phone (issue 33 part 2, docs/decisions/109).
// The German texts are read from the catalogue (shared/src/i18n/messages/de.ts, still being
// written: a key it lacks is English, per key, here as on the page).

test.use({ viewport: { width: 390, height: 844 } });
test.describe.configure({ timeout: 90_000 });

test.beforeAll(async () => {
  await loadLocaleCatalogues();
});

const de = (key: PlainMessageKey) => formatMessage('de', key);

/** Fails the test on a script error or a hydration mismatch React reports on the console. */
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  return errors;
}

test('switches a country page to German and stays on it, then browses and searches in German', async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto('/country/Germany');
  await expect(page.locator('#root[data-ready="true"]')).toBeAttached();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  const heading = await page.getByRole('heading', { level: 1 }).textContent();

  // On a phone the footer holds the switcher (the header's is for wider screens).
  const switcher = page.getByRole('combobox', { name: 'Language' });
  await expect(switcher).toHaveCount(1);
  await switcher.scrollIntoViewIfNeeded();
  await expect(switcher).toHaveValue('en');
  await switcher.selectOption('de');

  await expect(page).toHaveURL(/\/de\/country\/Germany$/);
  await expect(page.locator('#root[data-ready="true"]')).toBeAttached();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  // The same page: the country's name stays its identifier in the URL and is shown in German
  // (docs/decisions/117); the page's chrome is German.
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Deutschland');
  expect(heading).toBe('Germany');
  const germanSwitcher = page.getByRole('combobox', { name: de('locales.switcher.label') });
  await expect(germanSwitcher).toHaveValue('de');
  await expect(page.getByRole('link', { name: de('layout.skipToContent') })).toBeAttached();
  expect(await page.context().cookies()).toContainEqual(expect.objectContaining({ name: 'locale', value: 'de' }));

  // Browse: a footer link keeps the prefix (the router writes it on every link).
  await page
    .getByRole('contentinfo')
    .getByRole('link', { name: de('layout.footer.destinations') })
    .click();
  await expect(page).toHaveURL(/\/de\/destinations$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');

  // Search all destinations in German.
  await page.goto('/de/experiences');
  await expect(page.locator('#root[data-ready="true"]')).toBeAttached();
  await page.getByRole('searchbox', { name: de('search.form.text') }).fill('forest');
  await page.getByRole('button', { name: de('search.form.submit'), exact: true }).click();
  await expect(page).toHaveURL(/\/de\/experiences\?q=forest$/);
  await expect(page.getByRole('heading', { level: 3, name: 'Caledonian Forest Tree Planting' })).toBeVisible();

  // Back to English keeps the page too, and the choice is remembered over Accept-Language.
  await page.getByRole('combobox', { name: de('locales.switcher.label') }).selectOption('en');
  await expect(page).toHaveURL(/\/experiences\?q=forest$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  expect(errors).toEqual([]);
});

test('a first visit from a German browser lands on the German page', async ({ browser }) => {
  // A phone's browser: a headless one's user agent counts as a robot's, never redirected.
  const context = await browser.newContext({
    locale: 'de-DE',
    viewport: { width: 390, height: 844 },
    userAgent:
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36',
  });
  const page = await context.newPage();
  const errors = watchErrors(page);
  await page.goto('/experiences/Germany');
  await expect(page).toHaveURL(/\/de\/experiences\/Germany$/);
  await expect(page.locator('#root[data-ready="true"]')).toBeAttached();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.getByRole('combobox', { name: de('locales.switcher.label') })).toHaveValue('de');
  expect(errors).toEqual([]);
  await context.close();
});

test('shows the switcher in the footer on a phone and at 1280 px, and in the header on a wide screen (screenshots)', async ({
  page,
}) => {
  await page.goto('/de/country/Germany');
  await expect(page.locator('#root[data-ready="true"]')).toBeAttached();
  const label = de('locales.switcher.label');
  await expect(page.getByRole('banner').getByRole('combobox', { name: label })).toBeHidden();
  await expect(page.getByRole('contentinfo').getByRole('combobox', { name: label })).toHaveValue('de');
  await page.screenshot({ path: test.info().outputPath('country-de-phone.png'), fullPage: true });
  // At 1280 px the header's row is full (the brand, the find form, sign-in): the footer's is the one.
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(page.getByRole('banner').getByRole('combobox', { name: label })).toBeHidden();
  await page.screenshot({ path: test.info().outputPath('country-de-desktop.png') });
  await page.setViewportSize({ width: 1536, height: 900 });
  await expect(page.getByRole('banner').getByRole('combobox', { name: label })).toHaveValue('de');
  await page.screenshot({ path: test.info().outputPath('country-de-wide.png') });
});
