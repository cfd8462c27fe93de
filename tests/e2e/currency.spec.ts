import type { Page } from '@playwright/test';
import { formatApproxPrice } from '@regen/shared/format';
import type { DisplayRates } from '@regen/shared/schemas/currency';
import { DEMO_PASSWORD, daysAhead, demoAccounts, pickCalendarDay, signIn } from './helpers.ts';
import { expect, test } from './test.ts';

// Currencies for display (issue 33 part 4, docs/decisions/108): a traveler picks euros and reads
// "≈ €…" beside the US-dollar prices (the server renders them so, without a flash), the booking
// form shows both totals, and an admin updates the rates on /admin.

async function eurRate(page: Page, baseURL: string) {
  const response = await page.context().request.get(`${baseURL}/trpc/currencies.rates`);
  const rates = ((await response.json()) as { result: { data: { json: DisplayRates } } }).result.data.json;
  return { currency: 'EUR' as const, unitsPerUsd: rates.rates.find((r) => r.currency === 'EUR')!.unitsPerUsd };
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test(`a traveler picks euros and sees "≈ €…" on the listing and beside the booking total (${viewport.width} px)`, async ({
    page,
    baseURL,
  }) => {
    await page.setViewportSize(viewport);
    await page.goto('/experiences/Spain');
    const card = page.getByRole('link', { name: 'Book Now: Dune Restoration at Bolonia' }).locator('..');
    await expect(card.getByText('$50 per person')).toBeVisible();
    await expect(page.getByText(/≈ €/)).toHaveCount(0);

    await page.getByRole('combobox', { name: 'Currency' }).selectOption('EUR');
    const rate = await eurRate(page, baseURL!);
    const approx = formatApproxPrice(5000, rate)!;
    await expect(card.getByText(approx, { exact: true })).toBeVisible();

    // The server renders the chosen currency: the page's HTML already has it (no flash).
    const html = await (await page.context().request.get(`${baseURL}/experiences/Spain`)).text();
    expect(html).toContain(approx);
    await page.reload();
    await expect(card.getByText(approx, { exact: true })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Currency' })).toHaveValue('EUR');

    await page.getByRole('link', { name: 'Book Now: Dune Restoration at Bolonia' }).click();
    await pickCalendarDay(page, daysAhead(7));
    await page.getByRole('radiogroup', { name: 'Time slots' }).getByRole('radio').first().check();
    await expect(page.getByTestId('booking-total')).toHaveText('$50');
    await expect(page.getByTestId('booking-total-approx')).toHaveText(`${approx} · $50 charged in US dollars`);

    // Back to US dollars: the spec's prices alone.
    await page.getByRole('combobox', { name: 'Currency' }).selectOption('USD');
    await expect(page.getByTestId('booking-total-approx')).toHaveCount(0);
    await expect(page.getByTestId('booking-total')).toHaveText('$50');
  });
}

test('an admin updates the display rates on /admin, with their date', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, demoAccounts.admin, DEMO_PASSWORD);
  await page.goto('/admin');
  const section = page.getByRole('region', { name: 'Display currency rates' });
  await expect(section.getByText('Rates of November 27, 2026')).toBeVisible();
  await section.getByLabel('SEK per US dollar').fill('0');
  await section.getByRole('button', { name: 'Save Rates' }).click();
  await expect(section.getByText('Enter a rate above zero.')).toBeVisible();

  await section.getByLabel('SEK per US dollar').fill('10.25');
  await section.getByRole('button', { name: 'Save Rates' }).click();
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'Rates Updated' })).toBeVisible();
  await page.reload();
  await expect(
    page.getByRole('region', { name: 'Display currency rates' }).getByLabel('SEK per US dollar'),
  ).toHaveValue('10.25');
});
