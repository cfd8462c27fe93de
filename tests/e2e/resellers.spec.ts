import { expect, test } from './test.ts';
import { DEMO_PASSWORD, signIn } from './helpers.ts';

// Issue 16: an admin creates a reseller and an API key in /admin, sees the key once, and revokes it.

test('an admin creates a reseller and its API key, sees the key once, and revokes it', async ({ page }) => {
  const name = `Trailfinders ${Date.now().toString(36)}`;
  await page.goto('/');
  await signIn(page, 'admin@regen.example', DEMO_PASSWORD);
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Resellers (OCTO API)' })).toBeVisible();

  await page.getByLabel('Reseller name').fill(name);
  await page.getByRole('button', { name: 'Create reseller' }).click();
  await page.getByRole('button', { name: `New API key for ${name}` }).click();

  const key = page.getByLabel('New API key');
  await expect(key).toHaveText(/^regen_octo_\S{43}$/);
  const shown = (await key.textContent()) ?? '';
  // The key works against the OCTO API.
  const accepted = await page.request.get('/octo/supplier', { headers: { authorization: `Bearer ${shown}` } });
  expect(accepted.status()).toBe(200);

  // Once dismissed, the key is never shown again: the list keeps its first characters only.
  await page.getByRole('button', { name: 'I have copied the key' }).click();
  await expect(page.getByLabel('New API key')).toHaveCount(0);
  await page.reload();
  const keys = page.getByRole('list', { name: `API keys of ${name}` });
  await expect(keys).toContainText(shown.slice(0, 17));
  await expect(page.getByText(shown)).toHaveCount(0);

  await keys.getByRole('button', { name: `Revoke key ${shown.slice(0, 17)}` }).click();
  await expect(keys.getByText('Revoked')).toBeVisible();
  const refused = await page.request.get('/octo/supplier', { headers: { authorization: `Bearer ${shown}` } });
  expect(refused.status()).toBe(401);
  expect(await refused.json()).toMatchObject({ error: 'UNAUTHORIZED' });
});
