import type { CDPSession, Page } from '@playwright/test';
import { expect, test } from './test.ts';
import { appUrl, nextTotpCode, trpcMutation, uniqueEmail } from './helpers.ts';

// Passkeys and the second factor in a real browser (issue 35, docs/decisions/116), at phone and
// desktop widths. Chromium's virtual authenticator stands in for a device with a passkey: it
// verifies its user and answers at once. Browsers refuse an IP address as a passkey's relying
// party, so these tests use the app at http://localhost:<port> (its PUBLIC_URL is 127.0.0.1).

const screens = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 900 },
] as const;

const localOrigin = () => appUrl().replace('127.0.0.1', 'localhost');

/**
 * A browser whose email fields do not offer passkeys (no conditional mediation), for the button's
 * and the password's flows: Chromium's virtual authenticator answers an autofill request at once,
 * as if its passkey were picked, so with autofill the sign-in form would never wait for a click.
 */
async function withoutPasskeyAutofill(page: Page): Promise<void> {
  await page.addInitScript(() => {
    if (window.PublicKeyCredential)
      window.PublicKeyCredential.isConditionalMediationAvailable = () => Promise.resolve(false);
  });
}

async function addVirtualAuthenticator(page: Page): Promise<{ cdp: CDPSession; authenticatorId: string }> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return { cdp, authenticatorId };
}

for (const screen of screens) {
  test(`a traveler adds a passkey on /profile, signs out and signs in with it (${screen.name})`, async ({ page }) => {
    await page.setViewportSize({ width: screen.width, height: screen.height });
    const origin = localOrigin();
    const email = uniqueEmail('passkey');
    const password = 'e2e-password';
    const request = page.context().request;
    await trpcMutation(request, origin, 'auth.signUpTraveler', {
      firstName: 'Pia',
      lastName: 'Passkey',
      email,
      password,
      confirmPassword: password,
    });
    await trpcMutation(request, origin, 'auth.signIn', { email, password });
    await addVirtualAuthenticator(page);
    await withoutPasskeyAutofill(page);

    await page.goto(`${origin}/profile`);
    await expect(page.getByRole('heading', { name: 'Passkeys and two-step sign-in' })).toBeVisible();
    await expect(page.getByText('No passkeys yet.')).toBeVisible();
    await page.getByLabel('Passkey name').fill('My laptop');
    await page.getByRole('button', { name: 'Add a passkey' }).click();
    await expect(page.getByText('Passkey “My laptop” added.')).toBeVisible();
    // The account's first second factor: its ten recovery codes, shown once.
    const codes = page.getByRole('region', { name: 'Your recovery codes' });
    await expect(codes.getByRole('listitem')).toHaveCount(10);
    await page.screenshot({ path: test.info().outputPath(`profile-passkey-${screen.width}.png`), fullPage: true });
    await codes.getByRole('button', { name: 'I have saved them' }).click();
    await expect(codes).toHaveCount(0);
    const passkeys = page.getByRole('list', { name: 'Your passkeys' });
    await expect(passkeys.getByRole('listitem')).toHaveCount(1);
    await expect(passkeys.getByRole('listitem')).toContainText('My laptop');
    await expect(passkeys.getByRole('listitem')).toContainText('Not used to sign in yet');
    await expect(page.getByText('10 recovery codes left')).toBeVisible();

    await page.getByRole('button', { name: 'Sign Out', exact: true }).first().click();
    await expect(page).toHaveURL(`${origin}/`);
    await page.goto(`${origin}/auth`);
    await page.screenshot({ path: test.info().outputPath(`sign-in-${screen.width}.png`), fullPage: true });
    await page.getByRole('button', { name: 'Use a passkey' }).click();
    await expect(page).toHaveURL(`${origin}/profile`);
    await expect(page.getByRole('heading', { level: 1, name: 'Pia Passkey' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Your passkeys' }).getByRole('listitem')).toContainText('Last used');

    // With a passkey, a password sign-in asks for it (or a recovery code) next.
    await page.context().clearCookies();
    await page.goto(`${origin}/auth`);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel(/^Password/).fill(password);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Two-step verification' })).toBeVisible();
    await expect(page.getByText('Use your passkey to finish, or enter one of your recovery codes.')).toBeVisible();
    await page.screenshot({ path: test.info().outputPath(`second-step-${screen.width}.png`), fullPage: true });
    await page.getByRole('button', { name: 'Use a passkey' }).click();
    await expect(page).toHaveURL(`${origin}/profile`);
  });

  test(`an admin sets up an authenticator app before /admin, then signs in with a code and with a recovery code (${screen.name})`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: screen.width, height: screen.height });
    const email = `e2e-2fa-admin-${screen.width}@example.test`;
    const password = 'e2e-admin-password';
    const request = page.context().request;
    await trpcMutation(request, appUrl(), 'auth.signUpTraveler', {
      firstName: 'Ines',
      lastName: 'Admin',
      email,
      password,
      confirmPassword: password,
    });
    // Only a confirmed ADMIN_EMAILS address becomes an admin (docs/decisions/017).
    await page.goto('/dev/mailbox');
    const mail = page.locator('article').filter({ hasText: email }).filter({ hasText: 'Confirm your email address' });
    await mail.first().getByRole('link').first().click();
    await expect(page.getByText('Your email is confirmed. You can sign in now.')).toBeVisible();
    await trpcMutation(request, appUrl(), 'auth.signIn', { email, password });

    // No second factor yet: /admin asks for one before the dashboard.
    await page.goto('/admin');
    await expect(page.getByRole('heading', { level: 1, name: 'Set up a second factor' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Set up an authenticator app' }).click();
    await expect(page.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
    const secret = (await page.getByText(/^[A-Z2-7]{32}$/).textContent())!;
    await page.screenshot({ path: test.info().outputPath(`admin-setup-${screen.width}.png`), fullPage: true });
    await page.getByLabel('Code from the app').fill(nextTotpCode(secret));
    await page.getByRole('button', { name: 'Turn on' }).click();
    await expect(page.getByText('Authenticator app turned on.')).toBeVisible();
    const codes = page.getByRole('region', { name: 'Your recovery codes' }).getByRole('listitem');
    await expect(codes).toHaveCount(10);
    const recoveryCodes = await codes.allTextContents();
    await page.getByRole('button', { name: 'I have saved them' }).click();
    await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();

    // Signing in again: the password, then a code from the app.
    await page.context().clearCookies();
    await page.goto('/admin');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel(/^Password/).fill(password);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByRole('heading', { name: 'Two-step verification' })).toBeVisible();
    await page.getByLabel('Verification code').fill('000000' === nextTotpCode(secret) ? '111111' : '000000');
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'That code is not right. Check it and try again.' }),
    ).toBeVisible();
    await page.getByLabel('Verification code').fill(nextTotpCode(secret));
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();

    // And with a recovery code, which works once.
    await page.context().clearCookies();
    await page.goto('/admin');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel(/^Password/).fill(password);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.getByLabel('Verification code').fill(recoveryCodes[0]!);
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
    await page.goto('/profile');
    await expect(page.getByText('9 recovery codes left')).toBeVisible();
    await expect(
      page.getByText('Admin accounts must use a second factor: a passkey or an authenticator app.'),
    ).toBeVisible();
  });
}

test('the sign-in form offers the passkey in the email field’s autofill and signs in when it is picked', async ({
  page,
}) => {
  // The email field is marked for passkey autofill, and the form starts a conditional request
  // when it shows (docs/decisions/125). Chromium's virtual authenticator has no autofill list to
  // pick from: it answers a conditional request at once with its passkey, which stands in for
  // the person picking it. With presence simulation off the request waits, as for a person who
  // types instead; then the password and the second step's button take over, and the form's
  // waiting request ends without an error.
  const origin = localOrigin();
  const email = uniqueEmail('passkey-autofill');
  const password = 'e2e-password';
  const request = page.context().request;
  await trpcMutation(request, origin, 'auth.signUpTraveler', {
    firstName: 'Ada',
    lastName: 'Autofill',
    email,
    password,
    confirmPassword: password,
  });
  await trpcMutation(request, origin, 'auth.signIn', { email, password });
  const { cdp, authenticatorId } = await addVirtualAuthenticator(page);
  await page.goto(`${origin}/profile`);
  await page.getByLabel('Passkey name').fill('My phone');
  await page.getByRole('button', { name: 'Add a passkey' }).click();
  await expect(page.getByText('Passkey “My phone” added.')).toBeVisible();
  await page.getByRole('button', { name: 'I have saved them' }).click();
  await expect(page.getByRole('list', { name: 'Your passkeys' }).getByRole('listitem')).toContainText(
    'Not used to sign in yet',
  );

  // Picked from the autofill: signed in without a click or a typed address.
  await page.context().clearCookies();
  const signedInWithPasskey = page.waitForResponse((r) => r.url().includes('/trpc/secondFactor.passkeySignIn'));
  await page.goto(`${origin}/auth`);
  expect((await signedInWithPasskey).ok()).toBe(true);
  await expect(page).toHaveURL(`${origin}/profile`);
  await expect(page.getByRole('heading', { level: 1, name: 'Ada Autofill' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Your passkeys' }).getByRole('listitem')).toContainText('Last used');

  // Someone who types instead: the form's request waits; the password leads to the second step.
  await page.context().clearCookies();
  await cdp.send('WebAuthn.setAutomaticPresenceSimulation', { authenticatorId, enabled: false });
  await page.goto(`${origin}/auth`);
  await expect(page.getByLabel('Email')).toHaveAttribute('autocomplete', 'username webauthn');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Two-step verification' })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('second-step-after-autofill.png'), fullPage: true });
  await expect(page.getByText('Sign In Failed')).toHaveCount(0);
  await cdp.send('WebAuthn.setAutomaticPresenceSimulation', { authenticatorId, enabled: true });
  await page.getByRole('button', { name: 'Use a passkey' }).click();
  await expect(page).toHaveURL(`${origin}/profile`);
  await expect(page.getByRole('heading', { level: 1, name: 'Ada Autofill' })).toBeVisible();
});
