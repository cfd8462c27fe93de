import type { Page } from '@playwright/test';
import { formatLongDate } from '@regen/shared/format';
import { expect, test } from './test.ts';
import {
  daysAhead,
  DEMO_ADMIN_TOTP_SECRET,
  DEMO_PASSWORD,
  demoAccounts,
  nextTotpCode,
  pickCalendarDay,
  signUpAndSignInTraveler,
  uniqueEmail,
} from './helpers.ts';

// The booking a signed-out traveler leaves for the sign-up detour is kept with the account-to-be
// (docs/decisions/093), and a signed-in page opened signed out comes back to itself after
// sign-in (issue 30, parts 1, 2 and 10). Seeded Estonian activities that no other test books,
// each on a day of its own, well outside any cancellation window.

async function expectToast(page: Page, title: string, text: string) {
  const toast = page.locator('[data-sonner-toast]').filter({ hasText: title });
  await expect(toast.first()).toBeVisible();
  await expect(toast.first()).toContainText(text);
}

const journeys = [
  { name: 'phone', viewport: { width: 390, height: 844 }, activity: 'Kihnu Island Crafts and Songs', days: 11 },
  { name: 'desktop', viewport: { width: 1280, height: 800 }, activity: 'Soomaa Bog Rewetting with Rangers', days: 12 },
] as const;

for (const { name, viewport, activity, days } of journeys) {
  test.describe(`on a ${name}`, () => {
    test.use({ viewport });

    test('a booking left for sign-up comes back, filled, after confirming the email in a new browser and signing in there', async ({
      page,
      browser,
      baseURL,
    }) => {
      await page.goto('/experiences/Estonia');
      await page.getByRole('link', { name: `Book Now: ${activity}` }).click();
      await expect(page.getByRole('heading', { level: 1, name: activity })).toBeVisible();
      const bookingPath = new URL(page.url()).pathname;

      const date = daysAhead(days);
      await pickCalendarDay(page, date);
      const slot = page.getByRole('radiogroup', { name: 'Time slots' }).getByRole('radio').first();
      await slot.check();
      const slotId = await slot.inputValue();
      await page.getByLabel('Number of people').selectOption('2');
      await page.getByLabel('Full name').fill('Kadri Tamm');
      const email = uniqueEmail(`detour-${name}`);
      await page.getByLabel('Email').fill(email);
      await page.getByLabel('Phone').fill('+372 5555 1234');
      await page.getByLabel('Special requests (optional)').fill('We bring our own rubber boots');
      await page.getByRole('button', { name: 'Confirm Booking' }).click();

      // The spec's toast and destination, as before.
      await expectToast(
        page,
        'Authentication Required',
        'Please sign in to make a booking. Redirecting to traveler signup...',
      );
      await expect(page).toHaveURL(`${baseURL}/traveler-signup?redirect=${encodeURIComponent(bookingPath)}`);

      // The sign-up form starts from the name and email just typed.
      await expect(page.getByRole('heading', { name: 'Create Your Traveler Account' })).toBeVisible();
      await expect(page.getByLabel('First Name')).toHaveValue('Kadri');
      await expect(page.getByLabel('Last Name')).toHaveValue('Tamm');
      await expect(page.getByLabel('Email')).toHaveValue(email);
      await page.getByLabel(/^Password/).fill('detour-password');
      await page.getByLabel(/^Confirm Password/).fill('detour-password');
      await page.getByRole('button', { name: 'Create Account' }).click();
      await expect(page.getByText('Account Created Successfully')).toBeVisible();
      await expect(page).toHaveURL(`${baseURL}/auth?redirect=${encodeURIComponent(bookingPath)}`);

      // The confirmation email, opened as a mail client does: a new browser, no cookie, no tab state.
      const mailClient = await browser.newContext({ viewport });
      const mailTab = await mailClient.newPage();
      await mailTab.goto('/dev/mailbox');
      const mail = mailTab
        .locator('article')
        .filter({ hasText: email })
        .filter({ hasText: 'Confirm your email address' });
      await mail.first().getByRole('link').first().click();
      await expect(mailTab).toHaveURL(/\/auth\?mode=verify&token=/);
      await expect(mailTab.getByText('Your email is confirmed. You can sign in now.')).toBeVisible();
      await mailTab.getByLabel('Email').fill(email);
      await mailTab.getByLabel(/^Password/).fill('detour-password');
      await mailTab.getByRole('button', { name: 'Sign In', exact: true }).click();

      // A first sign-in is a welcome, not "Welcome back!", and it leads to the booking, as it was left.
      await expectToast(mailTab, 'Welcome to Regen Marketplace!', 'Taking you back to your booking...');
      await expect(mailTab.getByText('Welcome back!')).toHaveCount(0);
      await expect(mailTab).toHaveURL(`${baseURL}${bookingPath}`);
      await expect(mailTab.getByRole('heading', { level: 1, name: activity })).toBeVisible();
      await expect(mailTab.getByText(`Available times on ${formatLongDate(date)}`)).toBeVisible();
      await expect(mailTab.getByRole('radio', { checked: true })).toHaveValue(slotId);
      await expect(mailTab.getByLabel('Number of people')).toHaveValue('2');
      await expect(mailTab.getByLabel('Full name')).toHaveValue('Kadri Tamm');
      await expect(mailTab.getByLabel('Email')).toHaveValue(email);
      await expect(mailTab.getByLabel('Phone')).toHaveValue('+372 5555 1234');
      await expect(mailTab.getByLabel('Special requests (optional)')).toHaveValue('We bring our own rubber boots');

      await mailTab.getByRole('button', { name: 'Confirm Booking' }).click();
      await expect(mailTab.getByText('Booking Confirmed!')).toBeVisible();
      await mailTab.goto('/traveler-dashboard');
      const current = mailTab.getByRole('region', { name: 'Current Reservations' });
      await expect(current.getByRole('article', { name: activity })).toBeVisible();
      await expect(current.getByText('2 people')).toBeVisible();

      // The draft is spent: signing in again leads to the profile, and the booking page opens empty.
      await mailClient.clearCookies();
      await mailTab.goto('/auth');
      await mailTab.getByLabel('Email').fill(email);
      await mailTab.getByLabel(/^Password/).fill('detour-password');
      await mailTab.getByRole('button', { name: 'Sign In', exact: true }).click();
      await expectToast(mailTab, 'Welcome back!', 'Redirecting to your profile...');
      await expect(mailTab).toHaveURL(`${baseURL}/profile`);
      await mailTab.goto(bookingPath);
      await expect(mailTab.getByLabel('Full name')).toHaveValue('Kadri Tamm');
      await expect(mailTab.getByLabel('Phone')).toHaveValue('');
      await expect(mailTab.getByLabel('Special requests (optional)')).toHaveValue('');
      await mailClient.close();
    });
  });
}

test('a signed-in page opened signed out leads to sign-in and back to itself', async ({ page, baseURL }) => {
  const bookingId = '5b0c1d2e-3f40-4a51-8b62-7c8d9e0f1a2b';
  for (const path of [
    '/traveler-dashboard',
    '/impact',
    `/messages/${bookingId}`,
    `/reviews/new/${bookingId}`,
    '/messages',
  ]) {
    await page.context().clearCookies();
    await page.goto(path);
    await expect(page).toHaveURL(`${baseURL}/auth?redirect=${encodeURIComponent(path)}`);
    await expect(page.getByRole('heading', { name: 'Sign In' })).toBeVisible();
    await page.getByLabel('Email').fill(demoAccounts.traveler);
    await page.getByLabel(/^Password/).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expectToast(page, 'Welcome', 'Taking you back to where you were...');
    await expect(page).toHaveURL(`${baseURL}${path}`);
  }
  await expect(page.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();

  // A supplier page goes to the supplier sign-in, and back.
  await page.context().clearCookies();
  await page.goto('/supplier-dashboard?view=bookings');
  await expect(page).toHaveURL(
    `${baseURL}/supplier-signin?redirect=${encodeURIComponent('/supplier-dashboard?view=bookings')}`,
  );
  await page.getByLabel('Email').fill(demoAccounts.suppliers[0]);
  await page.getByLabel(/^Password/).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(`${baseURL}/supplier-dashboard?view=bookings`);
  await expect(page.getByRole('button', { name: 'Sign Out', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Logout' })).toHaveCount(0);

  // /profile, where signing in leads anyway, carries no return path.
  await page.context().clearCookies();
  await page.goto('/profile');
  await expect(page).toHaveURL(`${baseURL}/auth`);
});

test('an admin signing in on the sign-in page lands on /admin', async ({ page, baseURL }) => {
  await page.goto('/auth');
  await page.getByLabel('Email').fill(demoAccounts.admin);
  await page.getByLabel(/^Password/).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  // Admins give their second factor next (docs/decisions/116): the demo admin's authenticator app.
  await page.getByLabel('Verification code').fill(nextTotpCode(DEMO_ADMIN_TOTP_SECRET));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(`${baseURL}/admin`);
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
});

test('My Reservations from the menu and /profile; a cancelled future booking under Past Reservations, marked cancelled; an outlined Cancel Booking', async ({
  page,
  baseURL,
}) => {
  await page.goto('/');
  await signUpAndSignInTraveler(page, 'Rasa', 'Reserves');
  // A booking of its own, to cancel later.
  const title = 'Birch Planting on Icelandic Lava Fields';
  await page.goto('/experiences/Iceland');
  await page.getByRole('link', { name: `Book Now: ${title}` }).click();
  await pickCalendarDay(page, daysAhead(13));
  await page.getByRole('radiogroup', { name: 'Time slots' }).getByRole('radio').first().check();
  await page.getByLabel('Phone').fill('+354 555 1234');
  await page.getByRole('button', { name: 'Confirm Booking' }).click();
  await expect(page.getByText('Booking Confirmed!')).toBeVisible();

  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('menuitem', { name: 'My Profile' }).click();
  await expect(page).toHaveURL(`${baseURL}/profile`);
  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('menuitem', { name: 'My Reservations' }).click();
  await expect(page).toHaveURL(`${baseURL}/traveler-dashboard`);
  await expect(page.getByRole('heading', { level: 1, name: 'My Reservations' })).toBeVisible();

  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: 'My Bookings' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign Out', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Logout' })).toHaveCount(0);
  await page.getByRole('link', { name: 'My Reservations' }).click();
  await expect(page).toHaveURL(`${baseURL}/traveler-dashboard`);

  // Cancelled, the booking leaves Current Reservations for Past Reservations (the spec: past
  // bookings are earlier than today or cancelled), marked cancelled with its reason.
  const card = page.getByRole('region', { name: 'Current Reservations' }).getByRole('article', { name: title });
  const cancel = card.getByRole('button', { name: 'Cancel Booking' });
  await expect(cancel).toBeVisible();
  await expect(cancel).not.toHaveClass(/bg-red-700/);
  await expect(cancel).toHaveClass(/border/);
  await cancel.click();
  await page.getByLabel('Reason for cancellation').fill('Plans changed');
  await page.getByRole('button', { name: 'Confirm Cancellation' }).click();
  await expect(page.getByText('Booking Cancelled')).toBeVisible();
  const past = page.getByRole('region', { name: 'Past Reservations' });
  await expect(past.getByRole('article', { name: title })).toBeVisible();
  await expect(past.getByRole('article', { name: title }).getByText('Cancelled', { exact: true })).toBeVisible();
  await expect(past.getByText('Plans changed')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Current Reservations' }).getByRole('article')).toHaveCount(0);
});
