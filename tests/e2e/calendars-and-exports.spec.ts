import { readFile } from 'node:fs/promises';
import { expect, test } from './test.ts';
import { DEMO_PASSWORD, daysAhead, demoAccounts, signIn } from './helpers.ts';
import { travelerWithBooking } from './traveler-booking.ts';

// Calendars and exports (docs/decisions/060–063): a traveler's "Add to calendar" download, and
// a supplier's CSV export and private calendar feed, as a person uses them.

test('a traveler downloads a current booking as an .ics from the dashboard and /profile', async ({ page, baseURL }) => {
  const bookingId = await travelerWithBooking(page, baseURL!, ['Cal', 'Endar']);
  await page.goto('/traveler-dashboard');
  const link = page.getByRole('link', { name: 'Add to calendar: Local Cairo Food Tour' });
  await expect(link).toBeVisible();
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  expect(download.suggestedFilename()).toBe(`booking-${daysAhead(12)}.ics`);
  const ics = await readFile(await download.path(), 'utf8');
  expect(ics).toContain(`UID:booking-${bookingId}@regen-marketplace`);
  expect(ics).toContain('DTSTART;TZID=Africa/Cairo:');
  expect(ics).toContain('SUMMARY:Local Cairo Food Tour with ');

  await page.goto('/profile');
  await expect(page.getByRole('link', { name: 'Add to calendar: Local Cairo Food Tour' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Calendar feed' })).toBeVisible();
});

test('a supplier downloads the bookings as CSV and subscribes to the calendar feed', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signIn(page, demoAccounts.suppliers[1], DEMO_PASSWORD);
  await page.goto('/supplier-dashboard');

  await page.getByRole('tab', { name: 'Bookings' }).click();
  const exportForm = page.getByRole('form', { name: 'Export bookings' });
  // A range the wrong way round is refused next to the field, before any request.
  await exportForm.getByLabel('From').fill(daysAhead(5));
  await exportForm.getByLabel('To').fill(daysAhead(1));
  await exportForm.getByRole('button', { name: 'Download CSV' }).click();
  await expect(exportForm.getByText('The “To” date must be on or after the “From” date.')).toBeVisible();

  await exportForm.getByLabel('From').fill(daysAhead(-30));
  await exportForm.getByLabel('To').fill(daysAhead(60));
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    exportForm.getByRole('button', { name: 'Download CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`bookings-${daysAhead(-30)}-to-${daysAhead(60)}.csv`);
  const csv = await readFile(await download.path(), 'utf8');
  expect(
    csv.startsWith(
      '\uFEFFActivity,Date,Time,Time zone,Customer,Email,Phone,People,Status,Total (USD),Special requests,Person types,Answers,Booking reference,Attendance,Payment\r\n',
    ),
  ).toBe(true);

  await page.getByRole('tab', { name: 'Calendar & Availability' }).click();
  const feed = page.getByRole('region', { name: 'Calendar feed' });
  await feed.getByRole('button', { name: 'Create feed address' }).click();
  const address = feed.getByLabel('Feed address');
  await expect(address).toHaveValue(/\/calendar\/feeds\/[A-Za-z0-9_-]{43}\.ics$/);
  await feed.getByRole('button', { name: 'Copy' }).click();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toBe(await address.inputValue());

  const response = await page.request.get(copied);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('text/calendar; charset=utf-8');
  const text = await response.text();
  expect(text).toContain('BEGIN:VCALENDAR');
  expect(text).toContain('X-WR-CALNAME:Nile');

  // Regenerate: the copied address stops working.
  await feed.getByRole('button', { name: 'Regenerate' }).click();
  await feed.getByRole('button', { name: 'Regenerate' }).click();
  await expect(address).not.toHaveValue(copied);
  expect((await page.request.get(copied)).status()).toBe(404);
});
