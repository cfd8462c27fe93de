import { request as playwrightRequest } from '@playwright/test';
import sharp from 'sharp';
import { formatLongDate } from '@regen/shared/format';
import { addDays, isoWeekday } from '@regen/shared/rules/schedules';
import { expect, test } from './test.ts';
import {
  localDaysAhead,
  pickCalendarDay,
  signIn,
  signInAsDemoAdmin,
  signUpAndSignInTraveler,
  trpcMutation,
  uniqueEmail,
} from './helpers.ts';

// Weekly schedules (issue 15): a supplier creates a weekly schedule on the Calendar &
// Availability tab, its slots appear in the schedule calendar under the schedule's name with
// booked and free spots per day, and a traveler books one on the public booking page.

test('a supplier creates a weekly schedule and a traveler books one of its slots', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const origin = baseURL!;
  const email = uniqueEmail('schedules');
  const password = 'e2e-password';
  await page.goto('/');
  const request = page.context().request;
  await trpcMutation(request, origin, 'auth.signUpSupplier', {
    businessName: 'Karst Weekly',
    contactPerson: 'Lea Kos',
    email,
    password,
    confirmPassword: password,
    location: 'Sežana, Slovenia',
    activityType: 'Environmental',
    description: 'Karst meadow days.',
  });
  await signIn(page, email, password);
  const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#0f766e' } })
    .png()
    .toBuffer();
  const upload = await request.post(`${origin}/api/uploads/activity-photo`, {
    headers: { origin },
    multipart: { file: { name: 'karst.png', mimeType: 'image/png', buffer: png } },
  });
  const { url } = (await upload.json()) as { url: string };
  const title = `Karst meadow mornings ${uniqueEmail('').slice(1, 7)}`;
  const created = (await trpcMutation(request, origin, 'supplier.createActivity', {
    country: 'Slovenia',
    activityType: 'Environmental',
    title,
    description: 'Mow and rake a karst meadow with a local farmer, then a picnic.',
    impactDescription: 'Keeps karst meadows open',
    price: '30',
    durationHours: '2',
    maxParticipants: '6',
    photoUrl: url,
  })) as { id: string };
  const admin = await playwrightRequest.newContext({ baseURL: origin });
  await signInAsDemoAdmin(admin);
  await trpcMutation(admin, origin, 'admin.updateActivityStatus', { activityId: created.id, status: 'approved' });
  await admin.dispose();

  await page.goto('/supplier-dashboard');
  await page.getByRole('tab', { name: 'Calendar & Availability' }).click();
  const panel = page.getByRole('region', { name: 'Weekly schedules' });
  await expect(panel.getByText('No weekly schedules yet.', { exact: false })).toBeVisible();

  // Mondays, Wednesdays and Fridays for two weeks from 8 days ahead (outside any cancellation window).
  const from = localDaysAhead(8);
  const until = addDays(from, 13);
  await panel.getByRole('button', { name: 'New schedule' }).click();
  const dialog = page.getByRole('dialog', { name: 'New weekly schedule' });
  // Nothing chosen: the rules are said before anything is sent.
  await dialog.getByRole('button', { name: 'Create schedule' }).click();
  await expect(dialog.getByText('Please name the schedule (for example Summer)').first()).toBeVisible();
  await dialog.getByLabel('Name').fill('Spring mornings');
  await dialog.getByRole('button', { name: 'Create schedule' }).click();
  await expect(dialog.getByText('Please choose at least one weekday').first()).toBeVisible();
  for (const day of ['Monday', 'Wednesday', 'Friday']) await dialog.getByRole('checkbox', { name: day }).check();
  await dialog.getByLabel('Start Time').fill('08:30');
  await dialog.getByLabel('End Time').fill('10:30');
  await dialog.getByLabel('Spots per slot').fill('9');
  await dialog.getByLabel('From').fill(from);
  await dialog.getByLabel('Until').fill(until);
  await dialog.getByRole('button', { name: 'Create schedule' }).click();
  await expect(dialog.getByRole('alert').last()).toHaveText(
    "Spots cannot be more than the activity's 6 max participants",
  );
  await dialog.getByLabel('Spots per slot').fill('6');
  await dialog.getByRole('button', { name: 'Create schedule' }).click();
  await expect(dialog).toBeHidden();
  await expect(panel.getByRole('status')).toContainText('Spring mornings: 6 slots added, 0 removed.');
  const schedules = panel.getByRole('list', { name: `Schedules of ${title}` });
  await expect(schedules.getByText('Mon, Wed, Fri · 8:30 AM – 10:30 AM (Europe/Ljubljana time)')).toBeVisible();

  // The first generated date in the schedule calendar, under the schedule's name.
  let firstDate = from;
  while (![1, 3, 5].includes(isoWeekday(firstDate))) firstDate = addDays(firstDate, 1);
  if (firstDate.slice(0, 7) !== localDaysAhead(0).slice(0, 7)) {
    await panel.getByRole('button', { name: 'Later month of schedule slots' }).click();
  }
  const day = panel
    .getByRole('list', { name: /^Slots in / })
    .locator(':scope > li')
    .filter({ hasText: formatLongDate(firstDate) });
  await expect(day.getByText('0 booked · 6 free')).toBeVisible();
  await expect(day.getByText('Spring mornings')).toBeVisible();
  await expect(panel.getByRole('list', { name: 'Legend' }).getByText('Spring mornings')).toBeVisible();

  // A traveler books it on the public booking page.
  const travelerContext = await browser.newContext();
  const traveler = await travelerContext.newPage();
  await traveler.goto(origin);
  await signUpAndSignInTraveler(traveler, 'Tina', 'Traveler');
  await traveler.goto(`${origin}/booking/${created.id}`);
  await expect(traveler.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await pickCalendarDay(traveler, firstDate);
  await traveler.getByRole('radio', { name: /^8:30 AM – 10:30 AM \(Europe\/Ljubljana time\) 6 spots left$/ }).check();
  await traveler.getByLabel('Number of people').selectOption('2');
  await traveler.getByLabel('Phone').fill('+386 40 555 123');
  await traveler.getByRole('button', { name: 'Confirm Booking' }).click();
  await expect(traveler.getByText('Booking Confirmed!')).toBeVisible();
  await travelerContext.close();

  // The supplier's calendar counts it; editing the times keeps the booked slot, with the reason.
  await page.reload();
  await page.getByRole('tab', { name: 'Calendar & Availability' }).click();
  if (firstDate.slice(0, 7) !== localDaysAhead(0).slice(0, 7)) {
    await panel.getByRole('button', { name: 'Later month of schedule slots' }).click();
  }
  await expect(day.getByText('2 booked · 4 free')).toBeVisible();
  await panel.getByRole('button', { name: 'Edit Spring mornings' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Spring mornings' });
  await edit.getByLabel('Start Time').fill('09:00');
  await edit.getByLabel('End Time').fill('11:00');
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(edit).toBeHidden();
  const kept = panel.getByRole('list', { name: 'Slots kept as they are' });
  await expect(kept).toContainText(
    `${formatLongDate(firstDate)}, 8:30 AM – 10:30 AM (Europe/Ljubljana time): Kept: 1 booking`,
  );

  // Screenshots at phone and desktop size.
  await panel.scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath('schedules-desktop.png'), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await panel.scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath('schedules-phone.png'), fullPage: true });
  await panel.getByRole('button', { name: 'New schedule' }).click();
  await page
    .getByRole('dialog', { name: 'New weekly schedule' })
    .getByRole('button', { name: 'Create schedule' })
    .click();
  await page.screenshot({ path: test.info().outputPath('schedule-form-phone.png') });
  await page.keyboard.press('Escape');
  await panel.getByRole('button', { name: 'Exceptions of Spring mornings' }).click();
  await page.getByRole('dialog', { name: 'Exceptions: Spring mornings' }).getByText('Other times or spots').click();
  await page.screenshot({ path: test.info().outputPath('schedule-exceptions-phone.png') });
});
