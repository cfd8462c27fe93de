import type { Page } from '@playwright/test';
import { formatLongDate } from '@regen/shared/format';
import { expect, test } from './test.ts';
import { daysAhead, pickCalendarDay, uniqueEmail } from './helpers.ts';

// A first-time visitor, from the landing page to a booked trip, through the sign-up detour
// (docs/spec/public-site.md §2 Booking, §5; docs/decisions/028): every step by the links and
// labels a visitor sees. A seeded Slovenian activity; a slot ten days ahead, well outside its
// cancellation window whatever today's weekday or hour.

const ACTIVITY = 'Alpine Meadow Restoration Day';

/** The header's Sign in link (the sign-up card has its own). */
const headerSignIn = (page: Page) => page.getByRole('banner').getByRole('link', { name: 'Sign in', exact: true });

const viewports = [
  { name: 'phone', viewport: { width: 390, height: 844 } },
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
] as const;

for (const { name, viewport } of viewports) {
  test.describe(`on a ${name}`, () => {
    test.use({ viewport });

    test('a first visit ends in a booked, signed-in trip, coming back from sign-up to the same booking', async ({
      page,
      baseURL,
    }) => {
      await page.goto('/');
      // The hero's link (the page ends with another).
      await page.getByRole('link', { name: 'Explore Destinations' }).first().click();
      await page.getByRole('link', { name: /^Slovenia\b/ }).click();
      await expect(page.getByRole('heading', { level: 1, name: /Slovenia/ })).toBeVisible();
      await page.getByRole('link', { name: 'Activities', exact: true }).click();
      await page.getByRole('link', { name: `Book Now: ${ACTIVITY}` }).click();
      await expect(page.getByRole('heading', { level: 1, name: ACTIVITY })).toBeVisible();
      const bookingPath = new URL(page.url()).pathname;

      // Date, slot, people and details, typed while signed out.
      const date = daysAhead(10);
      await pickCalendarDay(page, date);
      const slot = page.getByRole('radiogroup', { name: 'Time slots' }).getByRole('radio').first();
      await slot.check();
      const slotId = await slot.inputValue();
      await page.getByLabel('Number of people').selectOption('2');
      await page.getByLabel('Full name').fill('Ana Novak');
      const email = uniqueEmail(`journey-${name}`);
      await page.getByLabel('Email').fill(email);
      await page.getByLabel('Phone').fill('+386 40 555 123');
      await page.getByLabel('Special requests (optional)').fill('One of us is vegetarian');
      await page.getByRole('button', { name: 'Confirm Booking' }).click();

      await expect(page.getByText('Authentication Required')).toBeVisible();
      await expect(page.getByText('Please sign in to make a booking. Redirecting to traveler signup...')).toBeVisible();
      await expect(page).toHaveURL(`${baseURL}/traveler-signup?redirect=${encodeURIComponent(bookingPath)}`);

      // Sign up, then sign in: the return path rides along.
      await expect(page.getByRole('heading', { name: 'Create Your Traveler Account' })).toBeVisible();
      await page.getByLabel('First Name').fill('Ana');
      await page.getByLabel('Last Name').fill('Novak');
      await page.getByLabel('Email').fill(email);
      await page.getByLabel(/^Password/).fill('journey-password');
      await page.getByLabel(/^Confirm Password/).fill('journey-password');
      await page.getByRole('button', { name: 'Create Account' }).click();
      await expect(page.getByText('Account Created Successfully')).toBeVisible();
      await expect(page).toHaveURL(`${baseURL}/auth?redirect=${encodeURIComponent(bookingPath)}`);
      await expect(headerSignIn(page)).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Sign In' })).toBeVisible();

      await page.getByLabel('Email').fill(email);
      await page.getByLabel(/^Password/).fill('journey-password');
      await page.getByRole('button', { name: 'Sign In', exact: true }).click();

      // Back on the same booking, the draft as it was left.
      await expect(page).toHaveURL(`${baseURL}${bookingPath}`);
      await expect(page.getByRole('heading', { level: 1, name: ACTIVITY })).toBeVisible();
      await expect(page.getByText(`Available times on ${formatLongDate(date)}`)).toBeVisible();
      await expect(page.getByRole('radio', { checked: true })).toHaveValue(slotId);
      await expect(page.getByLabel('Number of people')).toHaveValue('2');
      await expect(page.getByLabel('Full name')).toHaveValue('Ana Novak');
      await expect(page.getByLabel('Email')).toHaveValue(email);
      await expect(page.getByLabel('Phone')).toHaveValue('+386 40 555 123');
      await expect(page.getByLabel('Special requests (optional)')).toHaveValue('One of us is vegetarian');
      await expect(headerSignIn(page)).toHaveCount(0);

      await page.getByRole('button', { name: 'Confirm Booking' }).click();
      await expect(page.getByText('Booking Confirmed!')).toBeVisible();
      await expect(page.getByText('Your booking has been successfully confirmed.')).toBeVisible();
      await expect(page).toHaveURL(`${baseURL}/traveler-dashboard`);

      // My Bookings, reached from the menu.
      await page.getByRole('button', { name: 'Menu' }).click();
      await page.getByRole('menuitem', { name: 'My Profile' }).click();
      const myBookings = page.getByRole('region', { name: 'My Bookings' });
      const booking = myBookings.getByRole('article', { name: ACTIVITY });
      await expect(booking).toBeVisible();
      await expect(booking.getByText('2 people')).toBeVisible();
      await expect(booking.getByText('Confirmed')).toBeVisible();

      // The draft is spent: the booking page opens empty again (the account's name and email aside).
      await page.goto(bookingPath);
      await expect(page.getByLabel('Full name')).toHaveValue('Ana Novak');
      await expect(page.getByLabel('Phone')).toHaveValue('');
      await expect(page.getByLabel('Special requests (optional)')).toHaveValue('');
    });
  });
}

test('a return path that leaves the site is dropped: signing up and in ends on /profile', async ({ page, baseURL }) => {
  await page.goto('/traveler-signup?redirect=//evil.example');
  const email = uniqueEmail('redirect');
  await page.getByLabel('First Name').fill('Ivo');
  await page.getByLabel('Last Name').fill('Safe');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel(/^Password/).fill('redirect-password');
  await page.getByLabel(/^Confirm Password/).fill('redirect-password');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(`${baseURL}/auth`);
  // The URL changes before the sign-in form replaces the sign-up form, whose Email and
  // Password fields would otherwise be the ones filled.
  await expect(page.getByRole('heading', { name: 'Sign In' })).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel(/^Password/).fill('redirect-password');
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByText('Redirecting to your profile...')).toBeVisible();
  await expect(page).toHaveURL(`${baseURL}/profile`);
  await expect(page.getByRole('heading', { name: 'My Bookings' })).toBeVisible();

  // Other spellings of a way off the site, straight to sign-in.
  for (const redirect of ['/\\evil.example', 'https://evil.example/', '/%2F%2Fevil.example', 'javascript:alert(1)']) {
    await page.context().clearCookies();
    await page.goto(`/auth?redirect=${encodeURIComponent(redirect)}`);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel(/^Password/).fill('redirect-password');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page).toHaveURL(`${baseURL}/profile`);
  }
});

test('the header offers Sign in when signed out, on the sign-in pages too, and it leads back to the page', async ({
  page,
  baseURL,
}) => {
  const email = uniqueEmail('header');
  await page.goto('/blog?q=soil');
  await headerSignIn(page).click();
  await expect(page).toHaveURL(`${baseURL}/auth?redirect=${encodeURIComponent('/blog?q=soil')}`);
  await expect(headerSignIn(page)).toBeVisible();
  await page.getByRole('link', { name: 'Sign up as a traveler' }).click();
  await expect(headerSignIn(page)).toBeVisible();
  await page.getByLabel('First Name').fill('Hana');
  await page.getByLabel('Last Name').fill('Header');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel(/^Password/).fill('header-password');
  await page.getByLabel(/^Confirm Password/).fill('header-password');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(`${baseURL}/auth?redirect=${encodeURIComponent('/blog?q=soil')}`);
  await expect(page.getByRole('heading', { name: 'Sign In' })).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel(/^Password/).fill('header-password');
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(`${baseURL}/blog?q=soil`);
  await expect(headerSignIn(page)).toHaveCount(0);
});
