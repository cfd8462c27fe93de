import { readFile } from 'node:fs/promises';
import { expect, test } from './test.ts';
import { appUrl, signIn, signUpAndSignInTraveler, trpcMutation } from './helpers.ts';

// Accounts people trust (issue 35, docs/decisions/113): /profile's signed-in devices with a
// sign-out each, "Download my data" and "Delete my account", at a phone and a desktop size.

for (const size of [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 900 },
]) {
  test.describe(`at ${size.name} size`, () => {
    test.use({ viewport: { width: size.width, height: size.height } });

    test('a traveler sees their devices and signs another one out', async ({ page, browser }) => {
      const { email, password } = await signUpAndSignInTraveler(page, 'Dora', 'Devices');
      const other = await browser.newContext();
      const otherPage = await other.newPage();
      await signIn(otherPage, email, password);
      await trpcMutation(other.request, appUrl(), 'auth.signIn', { email, password });

      await page.goto('/profile');
      const section = page.getByRole('region', { name: 'Security and your data' });
      const list = section.getByRole('list', { name: 'Signed-in devices' });
      await expect(list.getByRole('listitem')).toHaveCount(3);
      const mine = list.getByRole('listitem').filter({ hasText: 'This device' });
      await expect(mine).toHaveCount(1);
      await expect(mine).toContainText('Chrome on Linux');
      await expect(mine).toContainText('Network 127.0.0.0/24');

      const others = list.getByRole('listitem').filter({ hasNotText: 'This device' });
      await others
        .first()
        .getByRole('button', { name: /^Sign out / })
        .click();
      await expect(list.getByRole('listitem')).toHaveCount(2);
      await others
        .first()
        .getByRole('button', { name: /^Sign out / })
        .click();
      await expect(list.getByRole('listitem')).toHaveCount(1);
      // The other browser's sessions are gone; this one still works.
      const me = await other.request.get(`${appUrl()}/trpc/auth.me`);
      expect(((await me.json()) as { result: { data: { json: unknown } } }).result.data.json).toBeNull();
      await page.reload();
      await expect(section.getByRole('list', { name: 'Signed-in devices' }).getByRole('listitem')).toHaveCount(1);
      await other.close();
    });

    test('a traveler downloads their data, then deletes the account', async ({ page }) => {
      const { email, password } = await signUpAndSignInTraveler(page, 'Della', 'Deleted');
      await page.goto('/profile');
      const section = page.getByRole('region', { name: 'Security and your data' });
      // The sign-in factors' panel above it grows from a spinner once its status arrives: a click
      // while the page moves can land where the button was.
      await expect(page.getByText('No passkeys yet.')).toBeVisible();

      const downloading = page.waitForEvent('download');
      await section.getByRole('button', { name: 'Download my data' }).click();
      const download = await downloading;
      expect(download.suggestedFilename()).toBe('regen-marketplace-my-data.json');
      const archive = JSON.parse(await readFile(await download.path(), 'utf8')) as {
        format: string;
        account: { email: string; firstName: string; lastName: string };
        bookings: unknown[];
      };
      expect(archive.format).toBe('regen-marketplace-account-export');
      expect(archive.account).toMatchObject({ email, firstName: 'Della', lastName: 'Deleted' });
      expect(archive.bookings).toEqual([]);

      const remove = section.getByRole('button', { name: 'Delete my account' });
      await section.getByRole('textbox', { name: 'Your password' }).fill('not-the-password');
      await remove.click();
      await expect(section.getByRole('alert')).toHaveText('That password is not correct.');
      await section.getByRole('textbox', { name: 'Your password' }).fill(password);
      await remove.click();
      await expect(page).toHaveURL(`${appUrl()}/`);
      await expect(page.getByText('Your account has been deleted.')).toBeVisible();

      // The old password no longer signs in.
      const response = await page.context().request.post(`${appUrl()}/trpc/auth.signIn`, {
        data: { json: { email, password } },
        headers: { origin: appUrl(), 'content-type': 'application/json' },
      });
      expect(response.status()).toBe(401);
    });
  });
}
