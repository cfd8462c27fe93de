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
