import { expect, test } from './test.ts';

// The credits page (issue 12): the illustrations are the project's own work under a stated
// licence, and third-party assets are credited. It is reached from every page's footer.

test('the footer leads to the credits page', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Credits' }).click();
  await expect(page).toHaveURL(/\/credits$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Credits' })).toBeVisible();
  await expect(page).toHaveTitle('Credits · Regen Marketplace');
});

test('states that the illustrations are original works of the project and names their licence', async ({ page }) => {
  await page.goto('/credits');
  const illustrations = page.getByRole('region', { name: 'Illustrations' });
  await expect(illustrations).toContainText('is an original work of the Regen Marketplace project');
  const licence = illustrations.getByRole('link', {
    name: 'Creative Commons Attribution 4.0 International licence (CC BY 4.0)',
  });
  await expect(licence).toHaveAttribute('href', 'https://creativecommons.org/licenses/by/4.0/');
});

test('credits the flag icons with their author and licence', async ({ page }) => {
  await page.goto('/credits');
  const assets = page.getByRole('region', { name: 'Third-party assets' });
  await expect(assets.getByRole('link', { name: 'flag-icons 7.5' })).toHaveAttribute(
    'href',
    'https://github.com/lipis/flag-icons',
  );
  await expect(assets).toContainText('By Panayiotis Lipiridis and contributors, MIT License');
});
