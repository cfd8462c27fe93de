import type { Page } from '@playwright/test';
import { expect, test } from './test.ts';

// The calculator's result leads on (issue 12, item 6): below the points it links to the
// chosen country's actions and experiences, where those points are earned.

async function calculate(page: Page, country: string, days: string, cities: string) {
  await page.getByRole('combobox', { name: 'Country' }).click();
  await page.getByRole('option', { name: country, exact: true }).click();
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
  await page.getByRole('option', { name: 'India', exact: true }).click();
  const result = page.getByTestId('impact-result');
  await expect(result.getByRole('link', { name: 'Everyday actions in Egypt' })).toHaveAttribute(
    'href',
    '/actions/Egypt',
  );
  await result.getByRole('link', { name: 'Everyday actions in Egypt' }).click();
  await expect(page).toHaveURL(/\/actions\/Egypt$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Egypt' })).toBeVisible();
});
