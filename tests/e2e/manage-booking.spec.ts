import { type Page } from '@playwright/test';
import { bookingReference } from '@regen/shared/booking-reference';
import { formatLongDate } from '@regen/shared/format';
import { addCairoFoodTourSlot, CAIRO_FOOD_TOUR, cairoFoodTourId, cairoFoodTourSlots } from './cairo-food-tour.ts';
import { expect, test } from './test.ts';
import { appUrl, daysAhead, signIn, signUpAndSignInTraveler, trpcMutation, uniqueEmail } from './helpers.ts';

// After booking (docs/decisions/095): the confirmation page, "Manage booking" (date and party
// size), and a waitlist whose freed spot reaches the next traveler by email. Against the seeded
// Local Cairo Food Tour (supplier nile@regen.example) on days no other spec books (19–24 ahead).

async function expectToast(page: Page, title: string) {
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: title }).first()).toBeVisible();
}

test('a traveler changes a booking’s date and party size from Manage booking', async ({ page }) => {
  await signUpAndSignInTraveler(page, 'Mona', 'Mover');
  const id = await cairoFoodTourId(page);
  const slots = await cairoFoodTourSlots(page.context().request, id);
  const from = slots.find((s) => s.date === daysAhead(19))!;
  const to = slots.find((s) => s.date === daysAhead(20))!;
  const booking = (await trpcMutation(page.context().request, appUrl(), 'booking.create', {
    activityId: id,
    availabilityId: from.id,
    numberOfPeople: 1,
    customerName: 'Mona Mover',
    customerEmail: 'mona@example.test',
    customerPhone: '+20 100 555 4321',
  })) as { id: string };

  await page.goto(`/bookings/${booking.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Your booking is confirmed' })).toBeVisible();
  await expect(page.getByText(bookingReference(booking.id), { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'What happens next' })).toBeVisible();
  await expect(page.getByRole('link', { name: `Add to calendar: ${CAIRO_FOOD_TOUR}` })).toBeVisible();
  await page.getByRole('link', { name: 'Manage booking' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Manage booking' })).toBeVisible();
  const option = page
    .getByLabel('Date and time')
    .locator('option', { hasText: formatLongDate(daysAhead(20)) })
    .first();
  await page.getByLabel('Date and time').selectOption({ label: (await option.textContent())! });
  await page.getByLabel('Number of people').fill('2');
  await page.getByRole('button', { name: 'Save changes' }).click();

  await expect(page).toHaveURL(new RegExp(`/bookings/${booking.id}$`));
  await expectToast(page, 'Booking updated');
  const facts = page.getByRole('definition');
  await expect(facts.filter({ hasText: formatLongDate(daysAhead(20)) })).toBeVisible();
  await expect(facts.filter({ hasText: /^2 people$/ })).toBeVisible();
  expect(to.id).not.toBe(from.id);
});

test('a second traveler joins the waitlist of a full slot, is emailed when the first cancels, and confirms the freed spot', async ({
  browser,
}) => {
  // The supplier opens a one-spot slot that no one else books.
  const date = daysAhead(24);
  const { activityId, slot, supplier } = await addCairoFoodTourSlot(browser, {
    date,
    startTime: '19:15',
    endTime: '21:15',
    spots: 1,
  });

  // The first traveler takes the only spot.
  const first = await browser.newContext({ baseURL: appUrl() });
  const firstPage = await first.newPage();
  await signUpAndSignInTraveler(firstPage, 'Fiona', 'First');
  const booking = (await trpcMutation(first.request, appUrl(), 'booking.create', {
    activityId,
    availabilityId: slot.id,
    numberOfPeople: 1,
    customerName: 'Fiona First',
    customerEmail: 'fiona@example.test',
    customerPhone: '+20 100 555 1111',
  })) as { id: string };

  // The second traveler, with a confirmed address (offers go to verified accounts only), joins the waitlist.
  const second = await browser.newContext({ baseURL: appUrl() });
  const page = await second.newPage();
  const email = uniqueEmail('waiting');
  await trpcMutation(second.request, appUrl(), 'auth.signUpTraveler', {
    firstName: 'Sami',
    lastName: 'Second',
    email,
    password: 'e2e-password',
    confirmPassword: 'e2e-password',
  });
  await page.goto('/dev/mailbox');
  await page
    .locator('article')
    .filter({ hasText: email })
    .filter({ hasText: 'Confirm your email address' })
    .first()
    .getByRole('link')
    .first()
    .click();
  await expect(page.getByText('Your email is confirmed. You can sign in now.')).toBeVisible();
  await signIn(page, email, 'e2e-password');

  await page.goto(`/booking/${activityId}`);
  const when = new RegExp(`^${formatLongDate(date)} at 7:15 PM`);
  const waitlist = page.getByRole('region', { name: 'Fully booked times' });
  const row = waitlist.getByRole('listitem').filter({ hasText: when });
  await row.getByRole('button', { name: /^Join waitlist for / }).click();
  const form = row.getByRole('form', { name: /^Join the waitlist for / });
  await form.getByLabel('Number of people').fill('1');
  await form.getByLabel('Phone').fill('+20 100 555 2222');
  await form.getByRole('button', { name: 'Join waitlist' }).click();
  await expect(row.getByRole('status')).toContainText('You are on the waitlist');

  // The first traveler cancels from Manage booking (the spec's dialog: a reason is required).
  await firstPage.goto(`/bookings/${booking.id}/manage`);
  await firstPage.getByRole('button', { name: 'Cancel Booking' }).click();
  const dialog = firstPage.getByRole('dialog');
  await dialog.getByLabel('Reason for cancellation').fill('Our plans changed');
  await dialog.getByRole('button', { name: 'Confirm Cancellation' }).click();
  await expect(firstPage.getByRole('dialog')).toHaveCount(0);

  // The freed spot is offered to the second traveler by email; its link leads to the held spot.
  const offer = page.locator('article').filter({ hasText: email }).filter({ hasText: 'Spots freed up' });
  await expect(async () => {
    await page.goto('/dev/mailbox');
    await expect(offer).toHaveCount(1, { timeout: 1_000 });
  }).toPass();
  await offer.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/waitlist$/);
  const entry = page.getByRole('article', { name: CAIRO_FOOD_TOUR });
  await expect(entry.getByText(/^Spots held for you until /)).toBeVisible();
  await entry.getByRole('button', { name: 'Confirm booking' }).click();
  await expectToast(page, 'Booking Confirmed!');
  await expect(page.getByRole('heading', { level: 1, name: 'Your booking is confirmed' })).toBeVisible();
  await expect(page.getByRole('definition').filter({ hasText: formatLongDate(date) })).toBeVisible();

  await Promise.all([supplier.close(), first.close(), second.close()]);
});
