import { expect, test } from './test.ts';
import { seriousViolations } from './axe.ts';

// The app's CSP forbids inline scripts; the scan injects axe-core, so this file bypasses it.
test.use({ bypassCSP: true });

const pages = [
  ['landing', '/', 'Your Compass to Impact'],
  ['destinations', '/destinations', 'Choose your destination'],
  ['country', '/country/Slovenia', 'Slovenia'],
  ['experiences', '/experiences/Austria', 'Environmental Impact'],
  ['blog', '/blog', 'Latest Articles'],
  ['about', '/about-us', 'Our story'],
  ['actions', '/actions/Uganda', 'How Can You Contribute'],
  ['projects', '/current-projects', 'Join Our Impact'],
  ['news', '/news', 'Regenerative Tourism News'],
  ['news article', '/news/article/wildlife-corridors-kenya', 'Explore Regenerative Tourism'],
  ['blog post', '/blog/gorilla-trekking-uganda', 'Explore Regenerative Destinations'],
  ['contact', '/contact-us', 'Response Time'],
  ['coming soon', '/coming-soon', 'Under Construction'],
] as const;

for (const [name, path, heading] of pages) {
  test(`the ${name} page has no serious or critical accessibility violations`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: heading }).first()).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
}

test('the landing page with a calculated result has no serious violations', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('combobox', { name: 'Country' }).click();
  await page.getByRole('option', { name: 'Nepal' }).click();
  await page.getByLabel('Days').fill('4');
  await page.getByLabel('Cities').fill('3');
  await page.getByRole('button', { name: 'Calculate' }).click();
  await expect(page.getByText('8,000 Regen points total')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('the landing page with the country dropdown open has no serious violations', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('combobox', { name: 'Country' }).click();
  await expect(page.getByRole('listbox', { name: 'Country' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

// The impact pages (ledger, methodology, report) at a phone's width and a laptop's: their long
// commands and wide tables must neither overflow nor leave a region a keyboard cannot scroll.
const impactPages = [
  ['impact ledger', '/impact/ledger', 'Impact ledger'],
  ['impact methodology', '/impact/methodology', 'How impact is measured, and what we do not claim'],
  ['impact report', '/impact/report', /^Impact report/],
] as const;

for (const width of [390, 1280]) {
  for (const [name, path, heading] of impactPages) {
    test(`the ${name} page has no serious or critical accessibility violations at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 844 });
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });
  }
}
