import { type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { expect, test } from './test.ts';
import { DEMO_PASSWORD, daysAhead, demoAccounts, signIn, signUpAndSignInTraveler, trpcMutation } from './helpers.ts';

// Messaging and cancellation between two browsers: a traveler and the supplier of the
// booking (docs/spec/accounts-and-operations.md §2, §4, §5; docs/design.md §5).

async function trpcQuery(request: APIRequestContext, baseURL: string, path: string, input: unknown) {
  const response = await request.get(
    `${baseURL}/trpc/${path}?input=${encodeURIComponent(JSON.stringify({ json: input }))}`,
  );
  return ((await response.json()) as { result: { data: { json: unknown } } }).result.data.json;
}

/**
 * A fresh traveler with a booking of the Local Cairo Food Tour (supplier: nile@regen.example)
 * on its first slot `days` ahead: each test has a day of its own (other tests' bookings
 * cannot move it) far outside the cancellation window.
 */
async function travelerWithBooking(page: Page, baseURL: string, days: number) {
  await signUpAndSignInTraveler(page, 'Mia', 'Messenger');
  await page.goto('/experiences/Egypt');
  const href = await page.getByRole('link', { name: 'Book Now: Local Cairo Food Tour' }).getAttribute('href');
  const activityId = href!.split('/booking/')[1]!;
  const slots = (await trpcQuery(page.context().request, baseURL, 'booking.availability', { activityId })) as {
    id: string;
    date: string;
  }[];
  const slot = slots.find((s) => s.date === daysAhead(days))!;
  const booking = (await trpcMutation(page.context().request, baseURL, 'booking.create', {
    activityId,
    availabilityId: slot.id,
    numberOfPeople: 2,
    customerName: 'Mia Messenger',
    customerEmail: 'mia@example.test',
    customerPhone: '+20 100 555 1234',
  })) as { id: string };
  return { bookingId: booking.id, slotId: slot.id, activityId };
}

async function supplierPage(browser: Browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/');
  await signIn(page, demoAccounts.suppliers[1], DEMO_PASSWORD);
  return page;
}

test('a message typed by one participant appears for the other without reload; Enter sends, Shift+Enter adds a line; Unread clears when read', async ({
  page,
  browser,
  baseURL,
}) => {
  const { bookingId } = await travelerWithBooking(page, baseURL!, 8);
  await page.goto(`/messages/${bookingId}`);
  await expect(page.getByText('Local Cairo Food Tour')).toBeVisible();
  await expect(page.getByText(/with Nile Stories \(supplier\)/)).toBeVisible();

  const box = page.getByRole('textbox', { name: 'Message to Nile Stories' });
  await box.fill('Hello from Mia');
  await box.press('Shift+Enter');
  await box.pressSequentially('Second line');
  await expect(box).toHaveValue('Hello from Mia\nSecond line');
  await box.press('Enter');
  await expect(page.getByText('Message Sent')).toBeVisible();
  await expect(box).toHaveValue('');
  const mine = page.getByRole('listitem').filter({ hasText: 'Hello from Mia' });
  await expect(mine.getByText('Unread')).toBeVisible();

  // Blank text is not sent.
  await box.fill('   ');
  await box.press('Enter');
  await expect(page.getByRole('list', { name: 'Messages' }).getByRole('listitem')).toHaveCount(1);

  const supplier = await supplierPage(browser);
  await supplier.goto(`/messages/${bookingId}`);
  await expect(supplier.getByText(/with Mia Messenger \(customer\)/)).toBeVisible();
  await expect(supplier.getByText('Hello from Mia')).toBeVisible();
  // The supplier opened it: the traveler's Unread badge clears live.
  await expect(mine.getByText('Unread')).toHaveCount(0);

  await supplier
    .getByRole('textbox', { name: 'Message to Mia Messenger' })
    .fill('Welcome, Mia! Meet at the mosque gate.');
  await supplier.getByRole('textbox', { name: 'Message to Mia Messenger' }).press('Enter');
  await expect(page.getByText('Welcome, Mia! Meet at the mosque gate.')).toBeVisible();
  await supplier.context().close();
});

test('the unread badge on Message Supplier appears live and clears when the conversation is opened', async ({
  page,
  browser,
  baseURL,
}) => {
  const { bookingId } = await travelerWithBooking(page, baseURL!, 9);
  await page.goto('/traveler-dashboard');
  const card = page.getByRole('article', { name: 'Local Cairo Food Tour' });
  await expect(card.getByRole('button', { name: 'Message Supplier' })).toBeVisible();
  const supplier = await supplierPage(browser);
  await trpcMutation(supplier.context().request, baseURL!, 'messaging.send', {
    conversationId: bookingId,
    text: 'Please bring water',
  });
  await trpcMutation(supplier.context().request, baseURL!, 'messaging.send', {
    conversationId: bookingId,
    text: 'And a hat',
  });
  await expect(card.getByRole('button', { name: 'Message Supplier 2 unread' })).toBeVisible();
  await card.getByRole('button', { name: /Message Supplier/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Message Nile Stories' });
  await expect(dialog.getByText('And a hat')).toBeVisible();
  const height = await dialog.evaluate((el) => el.getBoundingClientRect().height);
  expect(height).toBe(600);
  await page.keyboard.press('Escape');
  await expect(card.getByRole('button', { name: 'Message Supplier', exact: true })).toBeVisible();
  await supplier.context().close();
});

test('the traveler cancels with a reason; the supplier sees the cancelled alert live; the freed spots can be booked again', async ({
  page,
  browser,
  baseURL,
}) => {
  const { bookingId, slotId, activityId } = await travelerWithBooking(page, baseURL!, 10);
  const supplier = await supplierPage(browser);
  await supplier.goto('/supplier-dashboard');
  await expect(supplier.getByRole('heading', { name: /Welcome/ })).toBeVisible();

  await page.goto('/traveler-dashboard');
  const current = page.getByRole('region', { name: 'Current Reservations' });
  const card = current.getByRole('article', { name: 'Local Cairo Food Tour' });
  await card.getByRole('button', { name: 'Cancel Booking' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel Booking' });
  const confirm = dialog.getByRole('button', { name: 'Confirm Cancellation' });
  await expect(confirm).toBeDisabled();
  await dialog.getByLabel('Reason for cancellation').fill('   ');
  await expect(confirm).toBeDisabled();
  await dialog.getByLabel('Reason for cancellation').fill('My flight was cancelled');
  await confirm.click();
  await expect(page.getByText('Booking Cancelled')).toBeVisible();
  const past = page.getByRole('region', { name: 'Past Reservations' });
  const cancelled = past.getByRole('article', { name: 'Local Cairo Food Tour' });
  await expect(cancelled.getByText('Cancelled', { exact: true })).toBeVisible();
  await expect(cancelled.getByText('My flight was cancelled')).toBeVisible();
  await expect(cancelled.getByRole('button', { name: 'Cancel Booking' })).toHaveCount(0);

  await expect(supplier.getByText(/Booking cancelled:\s*Mia Messenger/)).toBeVisible();
  await supplier.context().close();

  // The 10-spot slot had 2 taken by this booking: all 10 can be booked again.
  const again = (await trpcMutation(page.context().request, baseURL!, 'booking.create', {
    activityId,
    availabilityId: slotId,
    numberOfPeople: 10,
    customerName: 'Mia Messenger',
    customerEmail: 'mia@example.test',
    customerPhone: '+20 100 555 1234',
  })) as { id: string; status: string };
  expect(again.status).toBe('confirmed');
  expect(again.id).not.toBe(bookingId);
});

test('an outsider sees nothing of a conversation: the spec’s recipient message', async ({ page, browser, baseURL }) => {
  const { bookingId } = await travelerWithBooking(page, baseURL!, 11);
  await trpcMutation(page.context().request, baseURL!, 'messaging.send', {
    conversationId: bookingId,
    text: 'Secret plans',
  });
  const outsider = await browser.newContext();
  const other = await outsider.newPage();
  await other.goto('/');
  await signUpAndSignInTraveler(other, 'Otto', 'Outsider');
  await other.goto(`/messages/${bookingId}`);
  await expect(
    other.getByText('Unable to determine message recipient. You may not have permission to message for this booking.'),
  ).toBeVisible();
  await expect(other.getByText('Secret plans')).toHaveCount(0);
  await other.goto('/messages/00000000-0000-4000-8000-000000000000');
  await expect(other.getByText('Booking not found')).toBeVisible();
  await outsider.close();
});

test('signed out, the dashboard and the conversation page go to /auth, to return there', async ({ page }) => {
  await page.goto('/traveler-dashboard');
  await expect(page).toHaveURL(/\/auth\?redirect=%2Ftraveler-dashboard$/);
  await page.goto('/messages/00000000-0000-4000-8000-000000000000');
  await expect(page).toHaveURL(/\/auth\?redirect=%2Fmessages%2F00000000-0000-4000-8000-000000000000$/);
});

test('text typed while a message is still sending stays in the box as the next message', async ({ page, baseURL }) => {
  const { bookingId } = await travelerWithBooking(page, baseURL!, 12);
  await page.goto(`/messages/${bookingId}`);
  const box = page.getByRole('textbox', { name: 'Message to Nile Stories' });
  await expect(box).toBeVisible();

  // Hold the first send on its way until the next text has been typed.
  let releaseSend: () => void = () => undefined;
  const sendHeld = new Promise<void>((resolve) => (releaseSend = resolve));
  await page.route('**/trpc/messaging.send**', async (route) => {
    await sendHeld;
    await route.continue();
  });
  await box.fill('First question about the tour');
  await box.press('Enter');
  await expect(page.getByRole('button', { name: 'Sending...' })).toBeVisible();
  await box.fill('Second question, typed while the first was sending');
  releaseSend();

  await expect(page.getByRole('list', { name: 'Messages' }).getByText('First question about the tour')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send' })).toBeVisible();
  await expect(box).toHaveValue('Second question, typed while the first was sending');
});
