import { type Page } from '@playwright/test';
import { expect, test } from './test.ts';
import { appUrl, signIn, signUpAndSignInTraveler, trpcMutation, uniqueEmail } from './helpers.ts';

// Accounts (issue 4) in a real browser: sign-up, sign-in, profile, password reset, validation.

async function expectToast(page: Page, title: string, text?: string) {
  const toast = page.locator('[data-sonner-toast]').filter({ hasText: title });
  await expect(toast.first()).toBeVisible();
  if (text) await expect(toast.first()).toContainText(text);
}

test('traveler signs up, signs in, sees the Traveler Account, finds My Profile in the menu and signs out', async ({
  page,
}) => {
  const email = uniqueEmail('traveler');
  await page.goto('/traveler-signup');
  await page.getByLabel('First Name').fill('Tara');
  await page.getByLabel('Last Name').fill('Green');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel(/^Password/).fill('secret12');
  await page.getByLabel(/^Confirm Password/).fill('secret12');
  await page.getByRole('button', { name: 'Show password' }).click();
  await expect(page.getByLabel(/^Password/)).toHaveAttribute('type', 'text');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expectToast(page, 'Account Created Successfully');
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByRole('heading', { name: 'Sign In' })).toBeVisible();

  await page.getByLabel('Email').fill(email);
  await page.getByLabel(/^Password/).fill('secret12');
  await page.getByRole('button', { name: 'Sign In' }).click();
  // A brand-new account is welcomed, not "Welcome back!" (issue 30).
  await expectToast(page, 'Welcome to Regen Marketplace!', 'Redirecting to your profile...');
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByText('Traveler Account', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Tara Green' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'My Bookings' })).toBeVisible();

  await page.goto('/');
  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('menuitem', { name: 'My Profile' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await page.getByRole('button', { name: 'Sign Out', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.getByRole('button', { name: 'Menu' }).click();
  await expect(page.getByRole('menuitem', { name: 'My Profile' })).toHaveCount(0);
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/auth$/);
});

test('supplier signs up with every field and lands on /profile as a Supplier Account', async ({ page }) => {
  await page.goto('/supplier-signup');
  for (const benefit of ['Global Reach', 'AI-Powered Metrics', 'Positive Impact']) {
    await expect(page.getByRole('heading', { name: benefit })).toBeVisible();
  }
  await expect(page.getByRole('heading', { name: 'Create Your Supplier Account' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign in here' })).toHaveAttribute('href', '/supplier-signin');
  await page.getByLabel('Business Name').fill('Lagoon Guardians');
  await page.getByLabel('Contact Person').fill('Lea Marin Horvat');
  await page.getByLabel('Email').fill(uniqueEmail('supplier'));
  await page.getByLabel('Phone').fill('+385 1 555 0101');
  await page.getByLabel(/^Password/).fill('secret12');
  await page.getByLabel(/^Confirm Password/).fill('secret12');
  await page.getByLabel('Location').fill('Split, Croatia');
  await page.getByLabel('Activity Type').selectOption('Environmental Restoration');
  await page.getByLabel('Website').fill('https://lagoon.example');
  await page.getByLabel('Years in Operation').fill('6');
  await page.getByLabel('Business Description').fill('Seagrass planting and beach clean-ups with local divers.');
  await page.getByLabel('Environmental & Social Impact').fill('Replants seagrass meadows');
  await page.getByRole('button', { name: 'Create Supplier Account' }).click();
  await expectToast(
    page,
    'Account Created Successfully!',
    'Your supplier account has been created. Welcome to our platform!',
  );
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByText('Supplier Account', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Lagoon Guardians' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'My Activity Listings' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Add New Activity' })).toHaveAttribute(
    'href',
    '/supplier-dashboard?view=add',
  );
  await expect(page.getByRole('link', { name: 'Full Dashboard' })).toHaveAttribute('href', '/supplier-dashboard');
});

test('a supplier profile lists its activities with status, price and listed date', async ({ page }) => {
  await signIn(page, 'alpine@regen.example', 'regen-demo-2026');
  await page.goto('/profile');
  await expect(page.getByText('Supplier Account', { exact: true })).toBeVisible();
  const card = page.getByRole('listitem').filter({ hasText: 'Alpine Meadow Restoration Day' });
  await expect(card.getByText('Live')).toBeVisible();
  await expect(card.getByText('$65')).toBeVisible();
  await expect(card.getByText(/^Listed [A-Z][a-z]+ \d{1,2}, \d{4}$/)).toBeVisible();
});

test('password reset through the emailed link in /dev/mailbox', async ({ page }) => {
  const email = uniqueEmail('reset');
  await trpcMutation(page.context().request, appUrl(), 'auth.signUpTraveler', {
    firstName: 'Rita',
    lastName: 'Reset',
    email,
    password: 'old-secret',
    confirmPassword: 'old-secret',
  });
  await page.goto('/auth');
  await page.getByRole('button', { name: 'Forgot your password?' }).click();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expectToast(page, 'Reset Email Sent', 'Please check your email for password reset instructions.');

  await page.goto('/dev/mailbox');
  const mail = page.locator('article').filter({ hasText: email }).filter({ hasText: 'Reset your password' });
  await mail.first().getByRole('link').first().click();
  await expect(page).toHaveURL(/\/auth\?mode=reset&token=/);
  await expect(page.getByRole('heading', { name: 'Set New Password' })).toBeVisible();

  await page.getByRole('button', { name: 'Update Password' }).click();
  await expectToast(page, 'Reset Failed', 'Please enter both password fields');
  await page.getByLabel(/^New Password/).fill('new-secret');
  await page.getByLabel(/^Confirm New Password/).fill('other-secret');
  await page.getByRole('button', { name: 'Update Password' }).click();
  await expectToast(page, 'Reset Failed', 'Passwords do not match');
  await expect(page.getByRole('alert').filter({ hasText: 'Passwords do not match' })).toBeVisible();
  await page.getByLabel(/^Confirm New Password/).fill('new-secret');
  await page.getByRole('button', { name: 'Update Password' }).click();
  await expectToast(page, 'Password Updated');
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByText('Traveler Account', { exact: true })).toBeVisible();
});

test('supplier sign-in switches to the Reset Password form and back', async ({ page }) => {
  await page.goto('/supplier-signin');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expectToast(page, 'Missing Information', 'Please enter both email and password');
  await expect(page.getByRole('link', { name: 'Sign up here' })).toHaveAttribute('href', '/supplier-signup');

  await page.getByRole('button', { name: 'Forgot your password?' }).click();
  await expect(page.getByRole('heading', { name: 'Reset Password' })).toBeVisible();
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expectToast(page, 'Email Required', 'Please enter your email address');
  await page.getByRole('button', { name: 'Back to Sign In' }).click();
  await expect(page.getByRole('heading', { name: 'Supplier Sign In' })).toBeVisible();

  await page.getByRole('button', { name: 'Forgot your password?' }).click();
  await page.getByLabel('Email').fill('nile@regen.example');
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expectToast(page, 'Reset Email Sent', 'Please check your email for password reset instructions.');
  await expect(page.getByRole('heading', { name: 'Supplier Sign In' })).toBeVisible();

  await page.getByLabel('Email').fill('nile@regen.example');
  await page.getByLabel(/^Password/).fill('regen-demo-2026');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expectToast(page, 'Welcome back!', 'Redirecting to your profile...');
  await expect(page).toHaveURL(/\/profile$/);
});

test('shows every sign-up and sign-in validation message', async ({ page }) => {
  await page.goto('/traveler-signup');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expectToast(page, 'Registration Failed', 'Please fill in all required fields');
  await page.getByLabel('First Name').fill('A');
  await page.getByLabel('Last Name').fill('B');
  await page.getByLabel('Email').fill(uniqueEmail());
  await page.getByLabel(/^Password/).fill('secret1');
  await page.getByLabel(/^Confirm Password/).fill('secret2');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('Passwords do not match').first()).toBeVisible();
  await page.getByLabel(/^Password/).fill('abc');
  await page.getByLabel(/^Confirm Password/).fill('abc');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('Password must be at least 6 characters long').first()).toBeVisible();

  await page.goto('/supplier-signup');
  await page.getByRole('button', { name: 'Create Supplier Account' }).click();
  await expectToast(page, 'Missing Information', 'Please fill in all required fields including password confirmation');
  await page.getByLabel('Business Name').fill('B');
  await page.getByLabel('Contact Person').fill('C');
  await page.getByLabel('Email').fill(uniqueEmail());
  await page.getByLabel('Location').fill('L');
  await page.getByLabel('Activity Type').selectOption('Social Impact');
  await page.getByLabel('Business Description').fill('D');
  await page.getByLabel(/^Password/).fill('secret1');
  await page.getByLabel(/^Confirm Password/).fill('secret2');
  await page.getByRole('button', { name: 'Create Supplier Account' }).click();
  await expectToast(page, 'Password Mismatch', 'Passwords do not match');
  await page.getByLabel(/^Password/).fill('abc');
  await page.getByLabel(/^Confirm Password/).fill('abc');
  await page.getByRole('button', { name: 'Create Supplier Account' }).click();
  await expectToast(page, 'Password Too Short', 'Password must be at least 6 characters long');

  await page.goto('/auth');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Please enter both email and password').first()).toBeVisible();
  await page.getByLabel('Email').fill('traveler@regen.example');
  await page.getByLabel(/^Password/).fill('wrong-password');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expectToast(page, 'Sign In Failed', 'Invalid login credentials');
  await page.getByRole('button', { name: 'Forgot your password?' }).click();
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByText('Please enter your email address').first()).toBeVisible();
});

test('the confirmation link in /dev/mailbox confirms the email and leads to sign-in', async ({ page }) => {
  const email = uniqueEmail('verify');
  await trpcMutation(page.context().request, appUrl(), 'auth.signUpTraveler', {
    firstName: 'Vera',
    lastName: 'Verified',
    email,
    password: 'verify-me',
    confirmPassword: 'verify-me',
  });
  await page.goto('/dev/mailbox');
  const mail = page.locator('article').filter({ hasText: email }).filter({ hasText: 'Confirm your email address' });
  await mail.first().getByRole('link').first().click();
  await expect(page).toHaveURL(/\/auth\?mode=verify&token=/);
  await expect(page.getByText('Your email is confirmed. You can sign in now.')).toBeVisible();
  await page.reload();
  await expect(
    page.getByText('This confirmation link is invalid or has expired. Please request a new one.'),
  ).toBeVisible();
});

test('signing out in one tab updates the other tab at once', async ({ page, context }) => {
  await page.goto('/');
  await signIn(page, 'traveler@regen.example', 'regen-demo-2026');
  await page.goto('/profile');
  await expect(page.getByText('Traveler Account', { exact: true })).toBeVisible();
  const other = await context.newPage();
  await other.goto('/');
  await expect(other.getByRole('button', { name: 'Menu' })).toBeVisible();
  await expect(other.getByRole('link', { name: 'Sign Up as Traveler' })).toHaveCount(0);
  await page.bringToFront();

  await page.getByRole('button', { name: 'Sign Out', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  await other.bringToFront();
  await expect(other.getByRole('link', { name: 'Sign Up as Traveler' })).toBeVisible();
  await other.getByRole('button', { name: 'Menu' }).click();
  await expect(other.getByRole('menuitem', { name: 'About Us' })).toBeVisible();
  await expect(other.getByRole('menuitem', { name: 'My Profile' })).toHaveCount(0);
});

test('Sign out of all devices on /profile signs the account out in every browser', async ({ page, browser }) => {
  await page.goto('/');
  const { email, password } = await signUpAndSignInTraveler(page, 'Dev', 'Ices');
  // A second device: another browser context signed in as the same account.
  const otherDevice = await browser.newContext();
  const other = await otherDevice.newPage();
  await signIn(other, email, password);
  await other.goto('/profile');
  await expect(other.getByRole('heading', { name: 'Dev Ices' })).toBeVisible();

  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: 'Dev Ices' })).toBeVisible();
  await page.getByRole('button', { name: 'Sign out of all devices' }).click();
  await expectToast(page, 'Signed Out Everywhere', 'You have been signed out of all devices.');
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByRole('heading', { name: 'Sign In' })).toBeVisible();
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/auth$/);

  // The other device is signed out on its next request.
  await other.goto('/profile');
  await expect(other).toHaveURL(/\/auth$/);
  await expect(other.getByRole('heading', { name: 'Sign In' })).toBeVisible();
  await otherDevice.close();
});

test('/profile says so when the profile cannot be loaded', async ({ page }) => {
  await page.goto('/');
  await signIn(page, 'traveler@regen.example', 'regen-demo-2026');
  await page.route(/\/trpc\/[^?]*traveler\.profile/, (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify([
        {
          error: {
            json: {
              message: 'An unexpected error occurred',
              code: -32603,
              data: { code: 'INTERNAL_SERVER_ERROR', httpStatus: 500 },
            },
          },
        },
      ]),
    }),
  );
  await page.goto('/profile');
  await expect(
    page.getByRole('alert').filter({ hasText: 'Failed to load your profile data. Please try refreshing the page.' }),
  ).toBeVisible({ timeout: 15_000 });
  await expectToast(page, 'Error', 'Failed to load your profile data. Please try refreshing the page.');
});

test('Add New Activity says a message many fields share once, above the form, and marks those fields', async ({
  page,
}) => {
  const email = uniqueEmail('supplier');
  await trpcMutation(page.context().request, appUrl(), 'auth.signUpSupplier', {
    businessName: 'Quiet Form Tours',
    contactPerson: 'Iva Horvat',
    email,
    password: 'secret12',
    confirmPassword: 'secret12',
    location: 'Piran, Slovenia',
    activityType: 'Environmental',
    description: 'Coastal walks.',
  });
  await signIn(page, email, 'secret12');
  await page.goto('/supplier-dashboard');
  await page.getByRole('button', { name: 'Add Activity', exact: true }).click();
  await page.getByRole('button', { name: 'Create Activity' }).click();
  await expectToast(page, 'Missing Information', 'Please fill in all required fields');

  const main = page.getByRole('main');
  const summary = main.getByRole('alert').filter({ hasText: 'Please fill in all required fields' });
  await expect(summary).toHaveCount(1);
  await expect(summary).toContainText(
    'Fields: Country, Activity Type, Activity Title, Description, Impact Description, Price per person (USD), Duration (hours), Max People',
  );
  await expect(main.getByText('Please fill in all required fields', { exact: true })).toHaveCount(1);
  const marked = [
    main.getByRole('combobox', { name: 'Country', exact: true }),
    main.getByRole('combobox', { name: 'Activity Type', exact: true }),
    main.getByRole('textbox', { name: 'Activity Title', exact: true }),
    main.getByRole('textbox', { name: 'Description', exact: true }),
    main.getByRole('textbox', { name: 'Impact Description', exact: true }),
    main.getByRole('spinbutton', { name: 'Price per person (USD)', exact: true }),
    main.getByRole('spinbutton', { name: 'Duration (hours)', exact: true }),
    main.getByRole('spinbutton', { name: 'Max People', exact: true }),
  ];
  for (const field of marked) await expect(field).toHaveAttribute('aria-invalid', 'true');
  // A message only the photo has stays under the photo.
  await expect(main.getByText('Please upload a cover photo', { exact: true })).toHaveCount(1);

  // Filling a field takes it off the summary and clears its mark.
  await marked[0]!.selectOption('Slovenia');
  await expect(marked[0]!).not.toHaveAttribute('aria-invalid', 'true');
  await expect(summary).not.toContainText('Country,');
});
