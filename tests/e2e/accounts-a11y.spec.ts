import { expect, test } from './test.ts';
import { seriousViolations } from './axe.ts';
import { DEMO_PASSWORD, signIn } from './helpers.ts';

// Accessibility scan (axe, WCAG 2.2 AA) of the account and admin screens.
test.use({ bypassCSP: true });

const signedOutPages = [
  ['/auth', 'Sign In'],
  ['/auth?mode=forgot', 'Forgot Password'],
  ['/traveler-signup', 'Create Your Traveler Account'],
  ['/supplier-signup', 'Create Your Supplier Account'],
  ['/supplier-signin', 'Supplier Sign In'],
  ['/admin', 'Admin Login'],
] as const;

for (const [path, heading] of signedOutPages) {
  test(`${path} has no serious accessibility violations`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: heading })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
}

test('/profile (traveler and supplier) and the admin dashboard have no serious accessibility violations', async ({
  page,
}) => {
  await page.goto('/');
  await signIn(page, 'traveler@regen.example', DEMO_PASSWORD);
  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: 'My Bookings' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.context().clearCookies();
  await signIn(page, 'alpine@regen.example', DEMO_PASSWORD);
  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: 'My Activity Listings' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.context().clearCookies();
  await signIn(page, 'admin@regen.example', DEMO_PASSWORD);
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Activities Management' })).toBeVisible();
  await expect(page.getByRole('table')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
