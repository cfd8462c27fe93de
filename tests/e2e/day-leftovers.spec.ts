import type { BrowserContext } from '@playwright/test';
import { personTypeCount } from '@regen/shared/rules/pricing';
import { createApiClient } from '../helpers/client.ts';
import {
  createApprovedActivity,
  createSlot,
  createSupplier,
  createUser,
  daysFromToday,
  insertBooking,
  TEST_PASSWORD,
} from '../helpers/factories.ts';
import { useOwnServer } from './own-server.ts';
import { expect, test } from './test.ts';

// The leftovers of issues 31 and 32 (docs/decisions/120) in a real browser: a traveler books a
// waitlist hold with their party by kind of guest and the host's answers; a traveler's link to an
// activity no longer offered shows what they booked (a visitor still gets "not found"); admins
// and verifiers find the outcome reports waiting from where they land.

const { env, open, signedInContext, screenshot, startedBooking } = useOwnServer();

async function trpc(context: BrowserContext, path: string, input: unknown) {
  const response = await context.request.post(`${env.server.url}/trpc/${path}`, {
    data: { json: input },
    headers: { origin: env.server.url, 'content-type': 'application/json' },
  });
  expect(response.ok(), `${path}: ${await response.text()}`).toBe(true);
  return ((await response.json()) as { result: { data: { json: unknown } } }).result.data.json;
}

test('a waitlist hold is booked with the party by kind of guest and the answers, priced by the server', async ({
  browser,
}) => {
  test.slow();
  const { user: supplierUser, supplier } = await createSupplier(env.db, { businessName: 'Green Trails Ltd' });
  const activity = await createApprovedActivity(env.db, supplier.id, {
    title: 'Lagoon kayak at sunrise',
    country: 'Slovenia',
    maxParticipants: 6,
    priceCents: 5000,
  });
  const date = daysFromToday(12);
  const slot = await createSlot(env.db, activity.id, { date, startTime: '09:00', spots: 4 });
  const owner = await createUser(env.db, { firstName: 'Olga', lastName: 'Owner' });
  const full = await insertBooking(env.db, {
    activityId: activity.id,
    slotId: slot.id,
    userId: owner.id,
    date,
    people: 4,
  });
  const supplierContext = await signedInContext(browser, supplierUser.email);
  await trpc(supplierContext, 'pricing.savePersonTypes', {
    activityId: activity.id,
    types: [{ personType: 'child', priceCents: 3000, minAge: 4, maxAge: 12, seats: 1 }],
  });
  await trpc(supplierContext, 'pricing.saveQuestions', {
    activityId: activity.id,
    questions: [{ kind: 'text', label: 'Dietary needs', options: [], required: true }],
  });

  // Bea waits for 3; the owner cancels, and the 3 spots are held for her.
  const bea = await createUser(env.db, { firstName: 'Bea', lastName: 'Traveler' });
  const travelerContext = await signedInContext(browser, bea.email);
  await trpc(travelerContext, 'waitlist.join', {
    availabilityId: slot.id,
    numberOfPeople: 3,
    customerName: 'Bea Traveler',
    customerPhone: '+386 41 555 666',
  });
  const ownerContext = await signedInContext(browser, owner.email);
  await trpc(ownerContext, 'booking.cancel', { bookingId: full.id, reason: 'Plans changed' });
  const beaApi = createApiClient(env.server.url);
  await beaApi.trpc.auth.signIn.mutate({ email: bea.email, password: TEST_PASSWORD });
  await expect.poll(async () => (await beaApi.trpc.waitlist.mine.query())[0]?.status).toBe('offered');

  const page = await travelerContext.newPage();
  await open(page, '/waitlist');
  const party = page.getByRole('region', { name: 'Who is coming' });
  await expect(
    party.getByText(
      'We are holding 3 spots for you. Tell the host who is coming and answer their questions, then confirm.',
    ),
  ).toBeVisible();
  // All three held seats start as adults: $150.
  await expect(party.getByTestId('hold-total')).toHaveText('$150');
  await party.getByLabel('Adult', { exact: true }).selectOption('1');
  await party.getByLabel('Child', { exact: true }).selectOption('1');
  await party.getByLabel('Dietary needs').fill('Vegetarian');
  await expect(party.getByTestId('hold-total')).toHaveText('$80');
  await expect(party.getByText('1 held spot you do not need will go to the next traveler in line.')).toBeVisible();
  await screenshot(page, 'waitlist-hold-party', { target: party });
  await party.getByRole('button', { name: 'Confirm booking' }).click();

  await expect(page).toHaveURL(/\/bookings\/[0-9a-f-]{36}$/);
  const extras = page.getByTestId('booking-extras');
  await expect(extras).toContainText(`${personTypeCount('adult', 1)}, ${personTypeCount('child', 1)}`);
  await expect(extras).toContainText('Vegetarian');
  const [entry] = await beaApi.trpc.waitlist.mine.query();
  expect(entry).toMatchObject({ status: 'booked' });
  await beaApi.close();
  await Promise.all([supplierContext.close(), ownerContext.close(), travelerContext.close()]);
});

test('a traveler’s link to an activity no longer offered shows what they booked; a visitor gets not found', async ({
  browser,
}) => {
  const { activity, traveler, booking } = await startedBooking({
    title: 'Salt pans at dawn',
    country: 'Slovenia',
    businessName: 'Salt Pan Keepers',
  });
  await env.db.updateTable('activities').set({ status: 'archived' }).where('id', '=', activity.id).execute();

  // A visitor: the page answers 404, as the spec's not-found page.
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  const response = await visitor.goto(`${env.server.url}/booking/${activity.id}`);
  expect(response?.status()).toBe(404);
  await expect(visitor.getByRole('heading', { name: 'Activity not found', level: 1 })).toBeVisible();

  // The traveler who booked it reads it, marked as no longer offered, with the booking: the
  // server renders it with their session and answers 200 (docs/decisions/125), privately.
  const travelerContext = await signedInContext(browser, traveler.email);
  const page = await travelerContext.newPage();
  const travelerResponse = await page.goto(`${env.server.url}/booking/${activity.id}`);
  expect(travelerResponse?.status()).toBe(200);
  expect(travelerResponse?.headers()['cache-control']).toBe('private, no-store');
  expect(await travelerResponse?.text()).toContain('No longer offered');
  await open(page, `/booking/${activity.id}`);
  await expect(page.getByRole('heading', { name: 'Salt pans at dawn', level: 1 })).toBeVisible();
  const note = page.getByRole('note');
  await expect(note).toContainText('No longer offered');
  await expect(note).toContainText(
    'This activity is no longer offered and cannot be booked. You booked it, so here is what it was when last approved, with your booking.',
  );
  await expect(page.getByText('by Salt Pan Keepers')).toBeVisible();
  const bookings = page.getByRole('region', { name: 'Your booking' });
  await expect(bookings.getByText('2 people · $')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Activity not found' })).toHaveCount(0);
  await screenshot(page, 'booked-activity-no-longer-offered');
  await bookings.getByRole('link', { name: /^View booking / }).click();
  await expect(page).toHaveURL(new RegExp(`/bookings/${booking.id}$`));
  await Promise.all([visitorContext.close(), travelerContext.close()]);
});

test('admins and verifiers find the outcome reports waiting from where they land', async ({ browser }) => {
  test.slow();
  const { supplierUser, activity, slot, booking } = await startedBooking({
    title: 'Karst oak planting',
    country: 'Slovenia',
    businessName: 'Karst Growers',
  });
  const supplierApi = createApiClient(env.server.url);
  await supplierApi.trpc.auth.signIn.mutate({ email: supplierUser.email, password: TEST_PASSWORD });
  await supplierApi.trpc.attendance.mark.mutate({ bookingId: booking.id, attendance: 'attended', attendedPeople: 2 });
  await supplierApi.trpc.outcomes.declare.mutate({
    activityId: activity.id,
    outcomes: [{ unit: 'trees_planted', perParticipantHundredths: 300 }],
  });
  await supplierApi.trpc.outcomes.report.mutate({
    availabilityId: slot.id,
    amounts: [{ unit: 'trees_planted', amountHundredths: 600 }],
    photoUrls: [],
  });
  await supplierApi.close();

  // A verifier (a traveler granted the role) lands on /profile after signing in. (The admin
  // dashboard shows the same link; an admin's sign-in now needs a second factor, so the api test
  // outcomes-reviewers.test.ts counts for admins.)
  const admin = await createUser(env.db, { role: 'admin', firstName: 'Ada', lastName: 'Admin' });
  const verifier = await createUser(env.db, { firstName: 'Vera', lastName: 'Verifier' });
  await env.db.insertInto('outcome_verifiers').values({ user_id: verifier.id, granted_by: admin.id }).execute();
  const verifierContext = await signedInContext(browser, verifier.email);
  const page = await verifierContext.newPage();
  await open(page, '/profile');
  const link = page.getByRole('link', { name: /^Outcome reports to review/ });
  await expect(link).toContainText('1 report waiting');
  await screenshot(page, 'profile-review-link', { target: link });
  await link.click();
  await expect(page.getByRole('heading', { name: 'Review outcomes', level: 1 })).toBeVisible();
  // Reviewing needs a second factor (docs/decisions/125): this password-only session is asked to set one up.
  await expect(page.getByRole('heading', { name: 'Set up a second factor', level: 2 })).toBeVisible();
  await expect(
    page.getByText(
      'Reviews are written to the public impact ledger, so reviewing needs a second factor. Add a passkey or an authenticator app, or confirm this sign-in with one.',
    ),
  ).toBeVisible();
  await expect(page.getByRole('group', { name: 'Show reports' })).toHaveCount(0);
  await screenshot(page, 'reviewer-second-factor');

  // A traveler who reviews nothing sees no such link.
  const other = await createUser(env.db);
  const otherContext = await signedInContext(browser, other.email);
  const otherPage = await otherContext.newPage();
  await open(otherPage, '/profile');
  await expect(otherPage.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(otherPage.getByRole('link', { name: /^Outcome reports to review/ })).toHaveCount(0);
  await Promise.all([verifierContext.close(), otherContext.close()]);
});
