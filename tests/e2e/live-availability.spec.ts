import { formatLongDate } from '@regen/shared/format';
import { addCairoFoodTourSlot } from './cairo-food-tour.ts';
import { expect, test } from './test.ts';
import { appUrl, daysAhead, pickCalendarDay, signUpAndSignInTraveler, trpcMutation } from './helpers.ts';

// The booking page's slot lists update live (docs/decisions/121): when another traveler books
// the last spots of a time, an open page, signed out, moves it to the full times without a
// reload. Against the seeded Local Cairo Food Tour (supplier nile@regen.example), on a day and
// time no other spec uses (27 days ahead, 18:40).

test('a time booked out by another traveler moves to the full times on an open booking page, without a reload', async ({
  browser,
  page,
}) => {
  const date = daysAhead(27);
  const { activityId, slot, supplier } = await addCairoFoodTourSlot(browser, {
    date,
    startTime: '18:40',
    endTime: '20:40',
    spots: 2,
  });

  // A signed-out visitor has the page open, the time among the open ones, its live updates started.
  const started = page
    .waitForEvent('websocket')
    .then((socket) => socket.waitForEvent('framereceived', (frame) => String(frame.payload).includes('"started"')));
  await page.goto(`/booking/${activityId}`);
  await started;
  await pickCalendarDay(page, date);
  const time = page.getByRole('radiogroup', { name: 'Time slots' }).getByRole('radio', { name: /^6:40 PM – 8:40 PM / });
  await expect(time).toBeVisible();
  const full = page.getByRole('region', { name: 'Fully booked times' });
  const when = new RegExp(`^${formatLongDate(date)} at 6:40 PM`);
  await expect(full.getByRole('listitem').filter({ hasText: when })).toHaveCount(0);

  // Another traveler, in another browser, books both spots.
  const other = await browser.newContext({ baseURL: appUrl() });
  const otherPage = await other.newPage();
  await signUpAndSignInTraveler(otherPage, 'Lena', 'Last');
  await trpcMutation(other.request, appUrl(), 'booking.create', {
    activityId,
    availabilityId: slot.id,
    numberOfPeople: 2,
    customerName: 'Lena Last',
    customerEmail: 'lena@example.test',
    customerPhone: '+20 100 555 3333',
  });

  // The open page, not reloaded: the time is no longer offered and is listed as full.
  await expect(full.getByRole('listitem').filter({ hasText: when })).toHaveCount(1);
  await expect(time).toHaveCount(0);

  await Promise.all([supplier.close(), other.close()]);
});
