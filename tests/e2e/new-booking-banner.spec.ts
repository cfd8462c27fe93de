import { bookingReference } from '@regen/shared/booking-reference';
import { addCairoFoodTourSlot, CAIRO_FOOD_TOUR } from './cairo-food-tour.ts';
import { expect, test } from './test.ts';
import { daysAhead, pickCalendarDay, signUpAndSignInTraveler } from './helpers.ts';

// Right after booking, /traveler-dashboard names the new booking's reference and links its
// confirmation page (docs/decisions/095). Against the seeded Local Cairo Food Tour, on a time
// of its own (26 days ahead, 17:20), added by its supplier.

test('after booking, the dashboard’s banner gives the reference and leads to the confirmation page', async ({
  browser,
  page,
}) => {
  const date = daysAhead(26);
  const { activityId, supplier } = await addCairoFoodTourSlot(browser, {
    date,
    startTime: '17:20',
    endTime: '19:20',
    spots: 4,
  });
  await supplier.close();

  await signUpAndSignInTraveler(page, 'Bea', 'Banner');
  await page.goto(`/booking/${activityId}`);
  await pickCalendarDay(page, date);
  await page
    .getByRole('radiogroup', { name: 'Time slots' })
    .getByRole('radio', { name: /^5:20 PM – 7:20 PM / })
    .check();
  await page.getByLabel('Phone').fill('+20 100 555 4444');
  await page.getByRole('button', { name: 'Confirm Booking' }).click();

  await expect(page).toHaveURL(/\/traveler-dashboard$/);
  const banner = page.getByRole('region', { name: 'Your booking is confirmed' });
  const link = banner.getByRole('link', { name: 'View confirmation' });
  await expect(link).toBeVisible();
  const bookingId = (await link.getAttribute('href'))!.split('/bookings/')[1]!;
  await expect(
    banner.getByText(`Booking reference ${bookingReference(bookingId)}: see the details and what happens next.`, {
      exact: true,
    }),
  ).toBeVisible();
  // It is about the booking just made: the reservation listed below is the same one.
  await expect(
    page.getByRole('region', { name: 'Current Reservations' }).getByRole('article', { name: CAIRO_FOOD_TOUR }),
  ).toBeVisible();

  await link.click();
  await expect(page).toHaveURL(new RegExp(`/bookings/${bookingId}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Your booking is confirmed' })).toBeVisible();
  await expect(page.getByText(bookingReference(bookingId), { exact: true })).toBeVisible();
});
