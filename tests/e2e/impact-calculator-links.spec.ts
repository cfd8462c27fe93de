import type { Page } from '@playwright/test';
import { expect, test } from './test.ts';

// The calculator's result leads on (issue 12, item 6): below the points it links to the
// chosen country's actions and experiences, where those points are earned.

async function calculate(page: Page, country: string, days: string, cities: string) {
  await page.getByRole('combobox', { name: 'Country' }).click();
  await page.getByRole('listbox', { name: 'Country' }).getByRole('option', { name: country, exact: true }).click();
  await page.getByLabel('Days').fill(days);
  await page.getByLabel('Cities').fill(cities);
  await page.getByRole('button', { name: 'Calculate' }).click();
}

test('the result links to the actions and the experiences of the calculated country', async ({ page }) => {
  await page.goto('/');
  await calculate(page, 'Slovenia', '7', '2');
  await expect(page.getByText('4,900 Regen points total')).toBeVisible();
  const result = page.getByTestId('impact-result');
  await expect(result.getByText('Earn them in Slovenia')).toBeVisible();
  await expect(result.getByRole('link', { name: 'Everyday actions in Slovenia' })).toHaveAttribute(
    'href',
    '/actions/Slovenia',
  );
  await result.getByRole('link', { name: 'Book experiences in Slovenia' }).click();
  await expect(page).toHaveURL(/\/experiences\/Slovenia$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Regenerative Tourism Experiences in Slovenia' }),
  ).toBeVisible();
});

test('the links follow the result, not the inputs changed since', async ({ page }) => {
  await page.goto('/');
  await calculate(page, 'Egypt', '3', '2');
  await page.getByRole('combobox', { name: 'Country' }).click();
  await page.getByRole('listbox', { name: 'Country' }).getByRole('option', { name: 'India', exact: true }).click();
  const result = page.getByTestId('impact-result');
  await expect(result.getByRole('link', { name: 'Everyday actions in Egypt' })).toHaveAttribute(
    'href',
    '/actions/Egypt',
  );
  await result.getByRole('link', { name: 'Everyday actions in Egypt' }).click();
  await expect(page).toHaveURL(/\/actions\/Egypt$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Egypt' })).toBeVisible();
});

// Issue 30 part 9: a country with no destination pages (Japan) offers the destinations nearest
// to it, never its own (missing) pages, and days or cities beyond a trip are explained.
test('a country without destination pages leads to destinations nearby', async ({ page }) => {
  await page.goto('/');
  await calculate(page, 'Japan', '10', '2');
  await expect(page.getByText('7,000 Regen points total')).toBeVisible();
  const result = page.getByTestId('impact-result');
  await expect(result.getByText('We have no destination page for Japan yet.')).toBeVisible();
  await expect(result.getByRole('link', { name: /Japan/ })).toHaveCount(0);
  await expect(result.getByText('Destinations nearby')).toBeVisible();
  await expect(result.getByRole('link')).toHaveText(['Australia', 'New Zealand', 'India']);
  await result.getByRole('link', { name: 'New Zealand' }).click();
  await expect(page).toHaveURL(/\/country\/New%20Zealand$/);
  await expect(page.getByRole('heading', { level: 1, name: 'New Zealand' })).toBeVisible();
});

test('days and cities beyond what a trip can be are explained, with no result', async ({ page }) => {
  await page.goto('/');
  await calculate(page, 'Japan', '400', '50');
  await expect(page.getByRole('alert').filter({ hasText: 'A trip can last at most 365 days.' })).toBeVisible();
  await expect(page.getByTestId('impact-result')).toHaveCount(0);
  await expect(page.getByLabel('Days')).toHaveAttribute('aria-invalid', 'true');
  await page.getByLabel('Days').fill('365');
  await page.getByLabel('Cities').fill('51');
  await page.getByRole('button', { name: 'Calculate' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'A trip can visit at most 50 cities.' })).toBeVisible();
  await page.getByLabel('Cities').fill('50');
  await page.getByRole('button', { name: 'Calculate' }).click();
  await expect(page.getByText('4,635,500 Regen points total')).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'A trip can' })).toHaveCount(0);
});
