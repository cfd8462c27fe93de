import { type Page } from '@playwright/test';
import { cancellationPolicyText, formatInstantInZone, formatLongDate } from '@regen/shared/format';
import { cancellationDeadline } from '@regen/shared/rules/booking';
import { expect, test } from './test.ts';
import { daysAhead, pickCalendarDay, signUpAndSignInTraveler, trpcMutation } from './helpers.ts';

// The booking page (docs/spec/public-site.md §2 Booking, §5, §8, §9) against the seeded demo data.
// Seeded slots are picked a week ahead, never "the first open one": that may start within
// the cancellation window, or have been taken by another test.

async function openFromExperiences(page: Page, country: string, title: string) {
  await page.goto(`/experiences/${encodeURIComponent(country)}`);
  await page.getByRole('link', { name: `Book Now: ${title}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
}

/** Picks the first slot of a date ('YYYY-MM-DD'); returns the slot's id and spots left. */
async function pickSlot(page: Page, date: string) {
  await pickCalendarDay(page, date);
  return checkFirstSlotOfDay(page);
}

/** Picks the first bookable date of generated demo availability (no server, no window) and its first slot. */
async function pickFirstDemoSlot(page: Page) {
  await page.locator('.rdp-day_button:not([disabled])').first().click();
  return checkFirstSlotOfDay(page);
}

async function checkFirstSlotOfDay(page: Page) {
  const option = page.getByRole('radiogroup', { name: 'Time slots' }).locator('label').first();
  const slot = option.getByRole('radio');
  await slot.check();
  const label = await option.innerText();
  const spots = Number(/(\d+) spots? left/.exec(label)?.[1]);
  return { slotId: await slot.inputValue(), spots };
}

test('books a seeded activity end to end: prefilled name and email, live total, cancellation policy, confirmation and the dashboard', async ({
  page,
}) => {
  await signUpAndSignInTraveler(page, 'Eve', 'Explorer');
  await openFromExperiences(page, 'Spain', 'Dune Restoration at Bolonia');
  await expect(page.getByText('$50 per person')).toBeVisible();
  await expect(page.getByLabel('Full name')).toHaveValue('Eve Explorer');
  await expect(page.getByLabel('Email')).toHaveValue(/traveler-.*@example\.test/);
  const submit = page.getByRole('button', { name: 'Confirm Booking' });
  await expect(submit).toBeDisabled();
  const date = daysAhead(7);
  await pickSlot(page, date);
  // Every time in the activity's zone, named (Bolonia: Spain); the seed's first slot is 09:00.
  await expect(
    page.getByRole('radio', { name: /^9:00 AM – \d+:\d\d [AP]M \(Europe\/Madrid time\) \d+ spots? left$/ }),
  ).toBeChecked();
  await page.getByLabel('Number of people').selectOption('2');
  await expect(page.getByTestId('booking-total')).toHaveText('$100');
  const deadline = cancellationDeadline({ date, start_time: '09:00' }, 'Europe/Madrid', 24);
  await expect(
    page.getByText(
      `Cancellation policy: ${cancellationPolicyText({ cancellable: true, cancellationDeadline: deadline }, 'Europe/Madrid')}`,
      { exact: true },
    ),
  ).toBeVisible();
  await expect(page.getByLabel('Number of people').getByRole('option', { name: '1 person' })).toHaveCount(1);
  await page.getByLabel('Phone').fill('+34 600 111 222');
  await page.getByLabel('Special requests (optional)').fill('Two vegetarians');
  await submit.click();
  await expect(page.getByText('Booking Confirmed!')).toBeVisible();
  await expect(page.getByText('Your booking has been successfully confirmed.')).toBeVisible();
  await expect(page).toHaveURL(/\/traveler-dashboard$/);
  const current = page.getByRole('region', { name: 'Current Reservations' });
  await expect(current.getByRole('article', { name: 'Dune Restoration at Bolonia' })).toBeVisible();
  await expect(current.getByText('2 people')).toBeVisible();
  await expect(current.getByText('$100')).toBeVisible();
  await expect(current.getByText('Confirmed')).toBeVisible();
  await expect(current.getByText('9:00 AM (Europe/Madrid time)', { exact: true })).toBeVisible();
  await expect(
    current.getByText(`Free cancellation until ${formatInstantInZone(deadline, 'Europe/Madrid')}.`, { exact: true }),
  ).toBeVisible();
});

test('books a sample activity in demo mode: generated availability and a demo confirmation, nothing inserted', async ({
  page,
}) => {
  await signUpAndSignInTraveler(page);
  await openFromExperiences(page, 'Austria', 'Alpine Meadow Restoration');
  await pickFirstDemoSlot(page);
  await page.getByLabel('Phone').fill('+43 660 123 4567');
  await page.getByRole('button', { name: 'Confirm Demo Booking' }).click();
  await expect(page.getByText('Demo Booking Confirmed!')).toBeVisible();
  await expect(
    page.getByText('This is a demo booking. In a real scenario, you would receive a confirmation email.'),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/booking\/demo-alpine-meadow-restoration$/);
  await page.goto('/traveler-dashboard');
  await expect(page.getByText('No upcoming reservations')).toBeVisible();
});

test.describe('a sample activity, in the browser’s time zone', () => {
  // A sample activity has no server: it is booked in the browser's zone, set here.
  test.use({ timezoneId: 'Europe/Ljubljana' });

  test('opens a sample activity directly by its demo id (no navigation state)', async ({ page }) => {
    await page.goto('/booking/demo-revive-tschlin');
    await expect(page.getByRole('heading', { level: 1, name: 'Revive Tschlin' })).toBeVisible();
    await expect(page.getByText('$220 per person')).toBeVisible();
    // Next 30 days without Sundays, 09:00–12:00 and 14:00–17:00 with max_participants (10) spots.
    await page.locator('.rdp-day_button:not([disabled])').first().click();
    await expect(page.getByText('9:00 AM – 12:00 PM (Europe/Ljubljana time)', { exact: true })).toBeVisible();
    await expect(page.getByText('2:00 PM – 5:00 PM (Europe/Ljubljana time)', { exact: true })).toBeVisible();
    await expect(page.getByText('10 spots left')).toHaveCount(2);
  });
});

/** What the page reports that a visitor should never cause: errors, warnings, CSP violations. */
async function watchForProblems(page: Page) {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  // A violation that a script catches (zod's probe for eval did) reaches the console only as this event.
  await page.exposeFunction('reportCspViolation', (violation: string) => problems.push(`CSP: ${violation}`));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportCspViolation: (violation: string) => void }).reportCspViolation;
      void report(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  return problems;
}

test('a server-rendered booking page works once hydrated: the calendar comes after it in a frame of its size, zod on first use', async ({
  page,
}) => {
  // The calendar's code is held until the hydrated page has been looked at and typed into.
  // Its request is asked for only once the page has hydrated (the calendar is a client-only part),
  // so that request is the sign of hydration the test waits for.
  let releaseCalendar: () => void = () => {};
  const calendarHeld = new Promise<void>((resolve) => (releaseCalendar = resolve));
  let calendarAskedFor: () => void = () => {};
  const hydrated = new Promise<void>((resolve) => (calendarAskedFor = resolve));
  await page.route(/\/assets\/booking-calendar-[\w-]{8}\.js$/, async (route) => {
    calendarAskedFor();
    await calendarHeld;
    await route.continue();
  });
  const schemaRequests: string[] = [];
  page.on('request', (request) => {
    if (/\/assets\/booking-schema-[\w-]{8}\.js$/.test(request.url())) schemaRequests.push(request.url());
  });
  const problems = await watchForProblems(page);
  const listing = await page.request.get('/experiences/Egypt');
  const path = /\/booking\/[0-9a-f-]{36}/.exec(await listing.text())![0];
  await page.goto(path);

  const frame = page.locator('.booking-calendar');
  await expect(frame.getByRole('status')).toBeVisible();
  const frameHeight = async () => (await frame.boundingBox())!.height;
  const waiting = await frameHeight();
  // Hydrated without the calendar, and without booking.create's schema (and zod) until the form
  // is used: it takes input meanwhile.
  await hydrated;
  expect(schemaRequests).toEqual([]);
  await page.getByLabel('Full name').fill('Early Bird');
  await expect(page.getByLabel('Full name')).toHaveValue('Early Bird');
  await expect.poll(() => schemaRequests.length).toBe(1);

  releaseCalendar();
  const day = page.locator('.rdp-day_button:not([disabled])').first();
  await expect(day).toBeVisible();
  // The calendar took the frame's place without moving what is below it (to a pixel's fraction).
  expect(await frameHeight()).toBeCloseTo(waiting, 0);
  const date = await day.locator('..').getAttribute('data-day');
  await day.click();
  await expect(page.getByText(`Available times on ${formatLongDate(date!)}`)).toBeVisible();
  await expect(page.getByRole('radiogroup', { name: 'Time slots' }).getByRole('radio').first()).toBeVisible();
  await expect(page.getByLabel('Full name')).toHaveValue('Early Bird');
  expect(problems).toEqual([]);
});

test('a reload keeps the date, time and details chosen, put back once the server-rendered page has hydrated', async ({
  page,
}) => {
  const problems = await watchForProblems(page);
  await openFromExperiences(page, 'Spain', 'Almadraba Fishing Heritage Walk');
  const date = daysAhead(8);
  const { slotId } = await pickSlot(page, date);
  await page.getByLabel('Number of people').selectOption('2');
  await page.getByLabel('Full name').fill('Rita Reload');
  await page.getByLabel('Phone').fill('+34 600 444 555');
  await page.reload();
  await expect(page.getByText(`Available times on ${formatLongDate(date)}`)).toBeVisible();
  await expect(page.locator(`input[value="${slotId}"]`)).toBeChecked();
  await expect(page.getByLabel('Number of people')).toHaveValue('2');
  await expect(page.getByLabel('Full name')).toHaveValue('Rita Reload');
  await expect(page.getByLabel('Phone')).toHaveValue('+34 600 444 555');
  await expect(page.getByTestId('booking-total')).toHaveText('$60');
  expect(problems).toEqual([]);
});

test("a sample activity's booking page is rendered on the server and used without a CSP violation or a console error", async ({
  page,
}) => {
  const problems = await watchForProblems(page);
  await signUpAndSignInTraveler(page, 'Sam', 'Sample');
  const response = await page.goto('/booking/demo-glacier-watch-citizen-science-hike');
  expect(response?.status()).toBe(200);
  expect(await response?.text()).toContain('Glacier Watch Citizen Science Hike');
  await expect(page).toHaveTitle('Book Glacier Watch Citizen Science Hike · Regen Marketplace');
  await expect(page.getByRole('heading', { level: 1, name: 'Glacier Watch Citizen Science Hike' })).toBeVisible();
  await expect(
    page.getByText('This is a sample activity: you can try the booking flow, but nothing is booked.'),
  ).toBeVisible();
  await expect(page.getByLabel('Full name')).toHaveValue('Sam Sample');
  await pickFirstDemoSlot(page);
  await page.getByLabel('Phone').fill('+41 79 555 0101');
  // Checked with booking.create's schema, which zod builds without probing for eval.
  await page.getByRole('button', { name: 'Confirm Demo Booking' }).click();
  await expect(page.getByText('Demo Booking Confirmed!')).toBeVisible();
  expect(problems).toEqual([]);
});

test("refuses a malformed email with the schema's message, next to the field, on a server-rendered page", async ({
  page,
}) => {
  await signUpAndSignInTraveler(page, 'Val', 'Idator');
  await page.goto('/experiences/Egypt');
  const href = await page.getByRole('link', { name: 'Book Now: Local Cairo Food Tour' }).getAttribute('href');
  await page.goto(href!);
  // Signed in: the account's name is filled in.
  await expect(page.getByLabel('Full name')).toHaveValue('Val Idator');
  await pickSlot(page, daysAhead(7));
  await page.getByLabel('Email').fill('not-an-email');
  await page.getByLabel('Phone').fill('+20 100 555 0101');
  await page.getByRole('button', { name: 'Confirm Booking' }).click();
  await expect(page.getByText('Missing Information')).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('Email')).toHaveAccessibleDescription('Please enter a valid email address');
  await expect(page).toHaveURL(/\/booking\//);
});

test('signed out: Authentication Required and on to traveler signup', async ({ page }) => {
  await openFromExperiences(page, 'Egypt', 'Local Cairo Food Tour');
  await pickSlot(page, daysAhead(7));
  await page.getByLabel('Full name').fill('Anon Visitor');
  await page.getByLabel('Email').fill('anon@example.test');
  await page.getByLabel('Phone').fill('+20 100 555 0000');
  await page.getByRole('button', { name: 'Confirm Booking' }).click();
  await expect(page.getByText('Authentication Required')).toBeVisible();
  await expect(page.getByText('Please sign in to make a booking. Redirecting to traveler signup...')).toBeVisible();
  // With the way back to this booking page once signed up (client/src/lib/return-path.ts).
  await expect(page).toHaveURL(/\/traveler-signup\?redirect=%2Fbooking%2F[0-9a-f-]{36}$/);
});

test('a slot filled meanwhile: Booking Unavailable, and the availability is refetched', async ({ page, baseURL }) => {
  await signUpAndSignInTraveler(page);
  await openFromExperiences(page, 'Spain', 'Almadraba Fishing Heritage Walk');
  const { slotId, spots } = await pickSlot(page, daysAhead(7));
  await page.getByLabel('Phone').fill('+34 600 333 444');
  const activityId = page.url().split('/booking/')[1]!;
  // The page hears of the change live and re-reads its times (docs/decisions/121); hold that
  // re-read until Confirm is pressed, so the click races the other booking as a slower update would.
  let release: () => void = () => {};
  const confirmed = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => url.pathname.startsWith('/trpc/') && url.pathname.includes('booking.availability'),
    async (route) => {
      await confirmed;
      await route.continue();
    },
  );
  // Someone else takes every remaining spot of that slot.
  await trpcMutation(page.context().request, baseURL!, 'booking.create', {
    activityId,
    availabilityId: slotId,
    numberOfPeople: spots,
    customerName: 'Quick Booker',
    customerEmail: 'quick@example.test',
    customerPhone: '+34 600 999 999',
  });
  await page.getByRole('button', { name: 'Confirm Booking' }).click();
  await expect(page.getByText('Booking Unavailable')).toBeVisible();
  release();
  await expect(page.getByText('Sorry, this time slot is now full. Please select another time.')).toBeVisible();
  await expect(page.locator(`input[value="${slotId}"]`)).toHaveCount(0);
  await expect(page).toHaveURL(/\/booking\//);
});

test('a missing activity: Activity not found, the destructive toast, then on to the experiences chooser', async ({
  page,
}) => {
  await page.goto('/booking/00000000-0000-4000-8000-000000000000');
  await expect(page.getByRole('heading', { name: 'Activity not found' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to Experiences' })).toBeVisible();
  await expect(page.getByText('Activity not found or not available for booking')).toBeVisible();
  await expect(page).toHaveURL(/\/experiences$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Regenerative Tourism Experiences' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Slovenia' })).toHaveAttribute('href', '/experiences/Slovenia');
});

test('shows Loading booking details... while the activity loads', async ({ page }) => {
  // The activity's read is held until the loading state has been seen (an event, not a delay).
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  // The read may be batched with other calls, so match the procedure name anywhere in the path.
  await page.route(
    (url) => url.pathname.startsWith('/trpc/') && url.pathname.includes('booking.activity'),
    async (route) => {
      await held;
      await route.continue();
    },
  );
  await page.goto('/experiences/Spain');
  await page.getByRole('link', { name: 'Book Now: Dune Restoration at Bolonia' }).click();
  await expect(page.getByText('Loading booking details...')).toBeVisible();
  release();
  await expect(page.getByRole('heading', { level: 1, name: 'Dune Restoration at Bolonia' })).toBeVisible();
});
