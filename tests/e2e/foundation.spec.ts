import { expect, test } from './test.ts';
import { DEMO_PASSWORD, demoAccounts, signIn } from './helpers.ts';

test('the home page renders with the main menu', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Regen Marketplace home' })).toBeVisible();
  await page.getByRole('button', { name: 'Menu' }).click();
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem')).toHaveText([
    'About Us',
    'Destinations',
    'Current Projects',
    'Regenerative Tourism News',
  ]);
  await menu.getByRole('menuitem', { name: 'Destinations' }).click();
  await expect(page).toHaveURL(/\/destinations$/);
  await expect(page.getByRole('menu')).toBeHidden();
  await expect(page.getByText('© 2023')).toBeVisible();
});

test('a menu opened by a click closes on Escape and gives focus back to its button', async ({ page }) => {
  await page.goto('/');
  const button = page.getByRole('button', { name: 'Menu' });
  await button.click();
  await expect(page.getByRole('menu')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toBeHidden();
  await expect(button).toBeFocused();
});

test('a signed-in user gets My Profile first in the menu, in bold', async ({ page }) => {
  await page.goto('/');
  await signIn(page, demoAccounts.traveler, DEMO_PASSWORD);
  await page.reload();
  await page.getByRole('button', { name: 'Menu' }).click();
  const first = page.getByRole('menuitem').first();
  await expect(first).toHaveText('My Profile');
  await expect(first).toHaveCSS('font-weight', '700');
  await expect(page.getByRole('menu').getByRole('separator')).toHaveCount(1);
});

test('a country route decodes its parameter', async ({ page }) => {
  await page.goto('/country/New%20Zealand');
  await expect(page.getByRole('heading', { level: 1, name: 'New Zealand' })).toBeVisible();
});

test('an unknown path shows the not-found page and logs the path', async ({ page }) => {
  const logged: string[] = [];
  page.on('console', (message) => logged.push(message.text()));
  await page.goto('/no/such/page');
  await expect(page.getByText('404', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
  await expect.poll(() => logged.some((line) => line.includes('/no/such/page'))).toBe(true);
  await page.getByRole('link', { name: 'Return to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('/activities/{country} redirects to the experiences route', async ({ page }) => {
  await page.goto('/activities/Slovenia');
  await expect(page).toHaveURL(/\/experiences\/Slovenia$/);
});

test('every route of the route table answers with the app', async ({ request }) => {
  for (const path of [
    '/',
    '/about-us',
    '/destinations',
    '/country/Spain',
    '/experiences/Spain',
    '/actions/Spain',
    '/current-projects',
    '/news',
    '/contact-us',
    '/supplier-signup',
    '/supplier-signin',
    '/supplier-dashboard',
    '/auth',
    '/traveler-signup',
    '/traveler-dashboard',
    '/messages/x',
    '/profile',
    '/admin',
    '/blog',
    '/coming-soon',
  ]) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    expect(await response.text(), path).toContain('<div id="root">');
  }
  // Unknown ids are rendered as the page's "not found" with a 404 (docs/decisions/064).
  for (const path of ['/booking/x', '/news/article/x', '/blog/x']) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(404);
    expect(await response.text(), path).toContain('<div id="root">');
  }
});

test('serves the built client precompressed; pages briefly and only fingerprinted assets for long', async ({
  request,
}) => {
  const page = await request.get('/destinations', { headers: { 'accept-encoding': 'br, gzip' } });
  expect(page.headers()['content-encoding']).toBe('br');
  // A public page built from catalogue data is kept by a CDN too, never longer than until a slot it
  // shows starts (docs/decisions/083): 10 s, or fewer when a slot starts sooner.
  expect(page.headers()['cache-control']).toMatch(/^public, s-maxage=(?:10|[1-9]), stale-while-revalidate=30$/);
  expect(page.headers()['vary']).toMatch(/accept-encoding/i);
  const script = /src="(\/assets\/index-[^"]+\.js)"/.exec(await page.text())?.[1];
  expect(script).toBeDefined();

  const gzipped = await request.get(script!, { headers: { 'accept-encoding': 'gzip' } });
  expect(gzipped.headers()['content-encoding']).toBe('gzip');
  expect(gzipped.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  const plain = await request.get(script!, { headers: { 'accept-encoding': 'identity' } });
  expect(plain.headers()['content-encoding']).toBeUndefined();
  expect(Number(gzipped.headers()['content-length'])).toBeLessThan(Number(plain.headers()['content-length']) / 2);
  // The same code either way, once decoded.
  expect(await gzipped.text()).toBe(await plain.text());
});
