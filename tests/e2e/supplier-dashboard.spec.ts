import { request as playwrightRequest, type APIRequestContext } from '@playwright/test';
import { expect, test } from './test.ts';
import sharp from 'sharp';
import { formatInstantInZone, formatLongDate, formatSlotDateTime } from '@regen/shared/format';
import { cancellationDeadline } from '@regen/shared/rules/booking';
import {
  DEMO_PASSWORD,
  demoAccounts,
  localDaysAhead,
  pickCalendarDay,
  signIn,
  signInAsDemoAdmin,
  trpcMutation,
  uniqueEmail,
} from './helpers.ts';

// The supplier dashboard in a real browser (docs/spec/accounts-and-operations.md §2): create an
// activity with a photo, an admin approves it, add a single slot and a range, toggle and
// delete a slot, see a traveler's booking arrive live, and cancel it with a reason.

async function trpcQuery<T>(request: APIRequestContext, baseURL: string, path: string, input?: unknown): Promise<T> {
  const query = input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify({ json: input }))}`;
  const response = await request.get(`${baseURL}/trpc/${path}${query}`);
  if (!response.ok()) throw new Error(`${path} failed: ${response.status()} ${await response.text()}`);
  return ((await response.json()) as { result: { data: { json: T } } }).result.data.json;
}

test('a supplier lists an activity with a photo, manages availability and sees a booking arrive live', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const origin = baseURL!;
  const email = uniqueEmail('supplier');
  const password = 'e2e-password';
  await page.goto('/');
  await trpcMutation(page.context().request, origin, 'auth.signUpSupplier', {
    businessName: 'Marsh Keepers',
    contactPerson: 'Nina Novak',
    email,
    password,
    confirmPassword: password,
    phone: '+386 1 234 5678',
    location: 'Ljubljana, Slovenia',
    activityType: 'Environmental',
    description: 'Wetland walks and clean-ups.',
  });
  await signIn(page, email, password);

  await page.goto('/supplier-dashboard');
  await expect(page.getByRole('heading', { name: 'Welcome, Nina Novak' })).toBeVisible();
  await expect(page.getByText('No Activities Yet')).toBeVisible();
  await expect(page.getByText('Total Activities')).toBeVisible();
  await expect(page.getByText('0/5')).toBeVisible();

  // Add New Activity replaces the dashboard.
  await page.getByRole('button', { name: 'Add Activity', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Add New Activity' })).toBeVisible();
  await page.getByRole('button', { name: 'Create Activity' }).click();
  await expect(page.getByText('Missing Information')).toBeVisible();

  await page.getByLabel('Country').selectOption('Slovenia');
  await page.getByLabel('Activity Type').selectOption('Environmental');
  await page.getByLabel('Activity Title').fill('Ljubljana Marsh Clean-up');
  await page
    .getByRole('textbox', { name: 'Description', exact: true })
    .fill('Walk the Ljubljana Marshes with a ranger, count birds for the national survey and clear litter.');
  await page.getByLabel('Impact Description').fill('Protects wetland nesting sites');
  await page.getByLabel('Price per person (USD)').fill('45.50');
  await page.getByLabel('Duration (hours)').fill('3');
  await page.getByLabel('Max People').fill('8');
  const png = await sharp({ create: { width: 320, height: 200, channels: 3, background: '#2f855a' } })
    .png()
    .toBuffer();
  await page.getByLabel('Cover Photo').setInputFiles({ name: 'marsh.png', mimeType: 'image/png', buffer: png });
  await expect(page.getByRole('img', { name: 'Selected activity photo' })).toBeVisible();
  await page.getByRole('button', { name: 'Create Activity' }).click();
  await expect(page.getByText('Activity Submitted for Review')).toBeVisible();

  const card = page.getByRole('listitem').filter({ hasText: 'Ljubljana Marsh Clean-up' });
  await expect(card.getByText('Pending')).toBeVisible();
  await expect(card.getByRole('img', { name: 'Photo of Ljubljana Marsh Clean-up' })).toBeVisible();
  await expect(page.getByText('Activity limit: 1/5')).toBeVisible();

  // An admin approves it through the API.
  const activities = await trpcQuery<{ id: string; title: string }[]>(
    page.context().request,
    origin,
    'supplier.myActivities',
  );
  const activityId = activities.find((a) => a.title === 'Ljubljana Marsh Clean-up')!.id;
  const admin = await playwrightRequest.newContext({ baseURL: origin });
  await signInAsDemoAdmin(admin);
  await trpcMutation(admin, origin, 'admin.updateActivityStatus', { activityId, status: 'approved' });
  await page.reload();
  await expect(card.getByText('Live')).toBeVisible();

  // Calendar & Availability: a single slot, a week ahead (the supplier's calendar is in local
  // days): the booking on it below stays outside the cancellation window whatever the hour.
  await page.getByRole('tab', { name: 'Calendar & Availability' }).click();
  const first = localDaysAhead(7);
  await pickCalendarDay(page, first);
  await page.getByRole('button', { name: 'Add Time Slot' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Time Slot' });
  await dialog.getByLabel('Activity').selectOption({ label: 'Ljubljana Marsh Clean-up' });
  await dialog.getByLabel('Start Time').fill('09:00');
  await dialog.getByLabel('End Time').fill('12:00');
  await dialog.getByLabel('Available Spots').fill('6');
  await dialog.getByRole('button', { name: 'Add Slot' }).click();
  await expect(page.getByText('Availability Added')).toBeVisible();
  const slots = page.getByRole('list', { name: 'Time slots' });
  // Times in the activity's zone, named, as the traveler sees them (Slovenia: Europe/Ljubljana).
  await expect(slots.getByText('9:00 AM – 12:00 PM (Europe/Ljubljana time)', { exact: true })).toBeVisible();
  await expect(slots.getByText('6 of 6 spots available · 0 booked')).toBeVisible();
  await slots.getByRole('button', { name: /^Change spots of / }).click();
  const spotsDialog = page.getByRole('dialog', { name: 'Change Spots' });
  await spotsDialog.getByLabel('Available Spots').fill('4');
  await spotsDialog.getByRole('button', { name: 'Save Spots' }).click();
  await expect(slots.getByText('4 of 4 spots available · 0 booked')).toBeVisible();

  // A range: one slot per day.
  await page.getByText('Date Range', { exact: true }).click();
  await pickCalendarDay(page, localDaysAhead(9));
  await pickCalendarDay(page, localDaysAhead(11));
  await page.getByRole('button', { name: 'Add Time Slot' }).click();
  await dialog.getByLabel('Activity').selectOption({ label: 'Ljubljana Marsh Clean-up' });
  await dialog.getByLabel('Start Time').fill('14:00');
  await dialog.getByLabel('End Time').fill('16:30');
  await dialog.getByRole('button', { name: 'Add Slot' }).click();
  await expect(page.getByText('Time slots added for 3 days.')).toBeVisible();
  await expect(slots.getByRole('listitem')).toHaveCount(3);
  await expect(
    slots.getByText(`${formatLongDate(localDaysAhead(9))} · 2:00 PM – 4:30 PM (Europe/Ljubljana time)`, {
      exact: true,
    }),
  ).toBeVisible();

  // Toggle one, then delete it.
  const firstRangeSlot = slots.getByRole('listitem').first();
  await firstRangeSlot.getByRole('button', { name: /: Available$/ }).click();
  await expect(firstRangeSlot.getByRole('button', { name: /: Unavailable$/ })).toBeVisible();
  await firstRangeSlot.getByRole('button', { name: /^Delete slot/ }).click();
  await expect(page.getByText('Slot Deleted')).toBeVisible();
  await expect(slots.getByRole('listitem')).toHaveCount(2);

  // A traveler books the single slot; the alert strip and the Bookings tab update live.
  await page.getByRole('tab', { name: 'Bookings' }).click();
  await expect(page.getByText('No upcoming bookings yet.')).toBeVisible();
  const traveler = await playwrightRequest.newContext({ baseURL: origin });
  await trpcMutation(traveler, origin, 'auth.signIn', { email: demoAccounts.traveler, password: DEMO_PASSWORD });
  const available = await trpcQuery<{ id: string; date: string }[]>(traveler, origin, 'booking.availability', {
    activityId,
  });
  const slot = available.find((s) => s.date === first)!;
  await trpcMutation(traveler, origin, 'booking.create', {
    activityId,
    availabilityId: slot.id,
    numberOfPeople: 2,
    customerName: 'Tom Traveler',
    customerEmail: 'traveler@regen.example',
    customerPhone: '+1 555 0142',
    specialRequests: 'One vegetarian lunch',
  });
  await expect(page.getByText('Recent Booking Updates', { exact: true })).toBeVisible();
  await expect(
    page.getByText(
      `New booking: Tom Traveler · Ljubljana Marsh Clean-up · ${formatSlotDateTime(first, '09:00', 'Europe/Ljubljana')} · 2 people`,
      { exact: true },
    ),
  ).toBeVisible();
  const booking = page.getByRole('listitem').filter({ hasText: 'One vegetarian lunch' });
  await expect(booking.getByText('Tom Traveler')).toBeVisible();
  // The deadline on the activity's wall clock, named: the same line whatever the browser's zone.
  const deadline = cancellationDeadline({ date: first, start_time: '09:00' }, 'Europe/Ljubljana', 24);
  await expect(
    booking.getByText(`Cancellation deadline: ${formatInstantInZone(deadline, 'Europe/Ljubljana')}`, { exact: true }),
  ).toBeVisible();

  // Message the customer from the booking.
  await booking.getByRole('button', { name: 'Message Customer' }).click();
  const conversation = page.getByRole('dialog', { name: 'Messages with Tom Traveler' });
  await conversation.getByRole('textbox').fill('Boots recommended, the marsh is wet this week.');
  await conversation.getByRole('button', { name: 'Send' }).click();
  // In the message list (the text box may still hold the text for a moment).
  await expect(
    conversation.getByRole('list', { name: 'Messages' }).getByText('Boots recommended, the marsh is wet this week.'),
  ).toBeVisible();
  await expect(conversation.getByRole('textbox')).toHaveValue('');
  await page.keyboard.press('Escape');
  await expect(conversation).toHaveCount(0);

  // Cancel it with a reason.
  await booking.getByRole('button', { name: 'Cancel Booking' }).click();
  const cancelDialog = page.getByRole('dialog', { name: 'Cancel Booking' });
  await expect(cancelDialog.getByRole('button', { name: 'Confirm Cancellation' })).toBeDisabled();
  await cancelDialog.getByLabel('Reason for cancellation').fill('Flooding on the marsh trail');
  await cancelDialog.getByRole('button', { name: 'Confirm Cancellation' }).click();
  await expect(page.getByText('Booking Cancelled', { exact: true })).toBeVisible();
  await expect(page.getByText('Cancellation reason: Flooding on the marsh trail')).toBeVisible();
  await expect(page.getByText(/Booking cancelled: Tom Traveler/)).toBeVisible();
  await page.getByRole('button', { name: 'Clear All' }).click();
  await expect(page.getByText('Recent Booking Updates', { exact: true })).toHaveCount(0);

  // Deleting the activity, which now has a (cancelled) booking on record: it leaves the
  // listings and the site, while the booking stays in the Bookings tab.
  await page.getByRole('tab', { name: 'Activities' }).click();
  await page.getByRole('button', { name: 'Delete Ljubljana Marsh Clean-up' }).click();
  const confirmDelete = page.getByRole('dialog', { name: 'Delete Activity?' });
  await expect(confirmDelete).toContainText('Bookings already made stay in your Bookings tab');
  await confirmDelete.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page.getByText('Activity Deleted', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Delete Ljubljana Marsh Clean-up' })).toHaveCount(0);
  await page.getByRole('tab', { name: 'Bookings' }).click();
  const pastBookings = page.getByRole('region', { name: 'Past Bookings' });
  await expect(pastBookings.getByText('Cancellation reason: Flooding on the marsh trail')).toBeVisible();
  await page.goto('/experiences/Slovenia');
  await expect(page.getByRole('heading', { name: /Environmental/ }).first()).toBeVisible();
  await expect(page.getByText('Ljubljana Marsh Clean-up')).toHaveCount(0);

  await admin.dispose();
  await traveler.dispose();
});

test('sends a visitor without a session to supplier sign-in, to return to the dashboard', async ({ page }) => {
  await page.goto('/supplier-dashboard');
  await expect(page).toHaveURL(/\/supplier-signin\?redirect=%2Fsupplier-dashboard$/);
});

test('sends a traveler to supplier sign-up with Access Denied', async ({ page }) => {
  await page.goto('/');
  await signIn(page, demoAccounts.traveler, DEMO_PASSWORD);
  await page.goto('/supplier-dashboard');
  await expect(page).toHaveURL(/\/supplier-signup$/);
  await expect(page.getByText('Access Denied')).toBeVisible();
  await expect(page.getByText("You don't have a supplier account. Please sign up as a supplier first.")).toBeVisible();
});

test("labels Add Activity 'Activity Limit Reached' and disables it at 5 activities", async ({ page, baseURL }) => {
  const origin = baseURL!;
  const email = uniqueEmail('supplier');
  const password = 'e2e-password';
  await page.goto('/');
  const request = page.context().request;
  await trpcMutation(request, origin, 'auth.signUpSupplier', {
    businessName: 'Five Trails',
    contactPerson: 'Ana Pet',
    email,
    password,
    confirmPassword: password,
    location: 'Piran, Slovenia',
    activityType: 'Social',
    description: 'Coastal walks.',
  });
  await signIn(page, email, password);
  const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#0f766e' } })
    .png()
    .toBuffer();
  for (let i = 1; i <= 5; i++) {
    const upload = await request.post(`${origin}/api/uploads/activity-photo`, {
      headers: { origin },
      multipart: { file: { name: `p${i}.png`, mimeType: 'image/png', buffer: png } },
    });
    expect(upload.status()).toBe(201);
    const { url } = (await upload.json()) as { url: string };
    await trpcMutation(request, origin, 'supplier.createActivity', {
      country: 'Slovenia',
      activityType: 'Social',
      title: `Coastal walk ${i}`,
      description: 'A walk along the Piran coast with a local guide.',
      impactDescription: 'Supports local guides',
      price: '20',
      durationHours: '2',
      maxParticipants: '10',
      photoUrl: url,
    });
  }
  await page.goto('/supplier-dashboard');
  await expect(page.getByRole('button', { name: 'Activity Limit Reached' })).toBeDisabled();
  await expect(page.getByText('5/5', { exact: true })).toBeVisible();
  await expect(page.getByText('Activity limit: 5/5')).toBeVisible();
  await expect(page.getByText('Limit Reached', { exact: true })).toBeVisible();
  await expect(page.getByText('Pending')).toHaveCount(5);
});
