import { expect, test } from './test.ts';
import { seriousViolations } from './axe.ts';
import { DEMO_PASSWORD, demoAccounts, signIn } from './helpers.ts';

// Accessibility scan (axe, WCAG 2.2 AA tags) of every view of the supplier dashboard.
// The app's CSP forbids inline scripts; the scan injects axe-core, so this file bypasses it.
test.use({ bypassCSP: true });

test('the supplier dashboard has no serious or critical accessibility violations in any tab or form', async ({
  page,
}) => {
  await page.goto('/');
  await signIn(page, demoAccounts.suppliers[1], DEMO_PASSWORD);
  await page.goto('/supplier-dashboard');
  await expect(page.getByRole('heading', { name: /^Welcome, / })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('tab', { name: 'Calendar & Availability' }).click();
  await expect(page.getByRole('button', { name: 'Add Time Slot' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Add Time Slot' }).click();
  await expect(page.getByRole('dialog', { name: 'Add Time Slot' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');

  await page.getByRole('tab', { name: 'Bookings' }).click();
  await expect(page.getByRole('heading', { name: /Current Bookings/ })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('tab', { name: 'My Activities' }).click();
  await page.getByRole('button', { name: 'Edit', exact: false }).first().click();
  await expect(page.getByRole('heading', { name: 'Edit Activity' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('button', { name: 'Add Activity', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Add New Activity' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

// The newer views (Numbers and Settings tabs, the prices & questions panel, the outcomes panel and
// its dialog, the day's manifest) at a phone's width and a laptop's.
for (const width of [390, 1280]) {
  test(`the supplier dashboard's Numbers, Settings, prices, outcomes and manifest have no serious violations at ${width} px`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 844 });
    await page.goto('/');
    await signIn(page, demoAccounts.suppliers[1], DEMO_PASSWORD);
    await page.goto('/supplier-dashboard');
    await expect(page.getByRole('heading', { name: /^Welcome, / })).toBeVisible();

    await page
      .getByRole('button', { name: /^Declare outcomes for / })
      .first()
      .click();
    await expect(page.getByRole('dialog', { name: /^Outcomes of / })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(page.getByRole('region', { name: 'Measured outcomes', exact: true })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('tab', { name: 'Numbers' }).click();
    await expect(page.getByRole('heading', { name: 'Bookings and people per week' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('tab', { name: 'Settings' }).click();
    await expect(page.getByRole('heading', { name: 'Settings', exact: true })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('tab', { name: 'Activities' }).click();
    await page
      .getByRole('button', { name: /^Prices & questions for / })
      .first()
      .click();
    await expect(page.getByRole('dialog', { name: /^Prices & questions: / })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');

    await page.goto('/supplier-dashboard/manifest');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
}
