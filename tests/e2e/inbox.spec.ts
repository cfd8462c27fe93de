import { type APIRequestContext, type Page } from '@playwright/test';
import { expect, test } from './test.ts';
import { DEMO_PASSWORD, daysAhead, demoAccounts, signIn, signUpAndSignInTraveler, trpcMutation } from './helpers.ts';

// The inbox (issue 15) between two browsers: a traveler with two conversations and the
// supplier of both bookings (nile@regen.example, the Local Cairo Food Tour).

async function trpcQuery(request: APIRequestContext, baseURL: string, path: string, input: unknown) {
  const response = await request.get(
    `${baseURL}/trpc/${path}?input=${encodeURIComponent(JSON.stringify({ json: input }))}`,
  );
  return ((await response.json()) as { result: { data: { json: unknown } } }).result.data.json;
}

/** Books the Local Cairo Food Tour `days` ahead for the page's traveler; returns the booking id. */
async function bookCairo(page: Page, baseURL: string, activityId: string, days: number) {
  const request = page.context().request;
  const slots = (await trpcQuery(request, baseURL, 'booking.availability', { activityId })) as {
    id: string;
    date: string;
  }[];
  const slot = slots.find((s) => s.date === daysAhead(days))!;
  const booking = (await trpcMutation(request, baseURL, 'booking.create', {
    activityId,
    availabilityId: slot.id,
    numberOfPeople: 1,
    customerName: 'Ines Inbox',
    customerEmail: 'ines@example.test',
    customerPhone: '+20 100 555 4321',
  })) as { id: string };
  return booking.id;
}

const rows = (page: Page) => page.getByRole('list', { name: 'Conversations' }).getByRole('listitem');

test('a message moves its conversation to the top of the open inbox with its unread count, and the menu count updates, without reload; opening it reads it and leads back to the inbox', async ({
  page,
  browser,
  baseURL,
}) => {
  await signUpAndSignInTraveler(page, 'Ines', 'Inbox');
  await page.goto('/experiences/Egypt');
  const href = await page.getByRole('link', { name: 'Book Now: Local Cairo Food Tour' }).getAttribute('href');
  const activityId = href!.split('/booking/')[1]!;
  const first = await bookCairo(page, baseURL!, activityId, 15);
  const second = await bookCairo(page, baseURL!, activityId, 16);
  const request = page.context().request;
  await trpcMutation(request, baseURL!, 'messaging.send', {
    conversationId: first,
    text: 'Question about the first day',
  });
  await trpcMutation(request, baseURL!, 'messaging.send', {
    conversationId: second,
    text: 'Question about the second day',
  });

  await page.goto('/messages');
  await expect(page.getByRole('heading', { name: 'Messages', level: 1 })).toBeVisible();
  await expect(rows(page)).toHaveCount(2);
  await expect(rows(page).nth(0)).toContainText('You: Question about the second day');
  await expect(rows(page).nth(1)).toContainText('You: Question about the first day');
  await expect(rows(page).nth(0)).toContainText('Nile Stories');
  await expect(page.getByTestId('unread-count')).toHaveCount(0);

  // The supplier answers about the first booking from their own browser.
  const supplierContext = await browser.newContext();
  const supplier = await supplierContext.newPage();
  await supplier.goto('/');
  await signIn(supplier, demoAccounts.suppliers[1], DEMO_PASSWORD);
  await supplier.goto('/messages?q=Ines');
  await expect(rows(supplier)).toHaveCount(2);
  await expect(rows(supplier).nth(0)).toContainText('Ines Inbox');
  await expect(rows(supplier).nth(0).getByTestId('unread-count')).toHaveText('1 unread');
  await trpcMutation(supplierContext.request, baseURL!, 'messaging.send', {
    conversationId: first,
    text: 'Meet us at the mosque gate',
  });
  await trpcMutation(supplierContext.request, baseURL!, 'messaging.send', {
    conversationId: first,
    text: 'Bring a scarf',
  });

  // The traveler's open inbox: the first conversation moves to the top with 2 unread.
  await expect(rows(page).nth(0)).toContainText('Bring a scarf');
  await expect(rows(page).nth(0).getByTestId('unread-count')).toHaveText('2 unread');
  await expect(rows(page).nth(1)).toContainText('You: Question about the second day');
  await page.getByRole('button', { name: 'Menu' }).click();
  await expect(page.getByRole('menuitem', { name: 'Messages, 2 unread' })).toBeVisible();
  await page.keyboard.press('Escape');

  // Opening it goes to the conversation's page, which marks it read; back to the inbox.
  await rows(page).nth(0).getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`/messages/${first}$`));
  await expect(page.getByText('Meet us at the mosque gate')).toBeVisible();
  await page.getByRole('link', { name: 'Back to inbox' }).click();
  await expect(page).toHaveURL(/\/messages$/);
  await expect(rows(page)).toHaveCount(2);
  await expect(rows(page).nth(0)).toContainText('Bring a scarf');
  await expect(page.getByTestId('unread-count')).toHaveCount(0);
  await page.getByRole('button', { name: 'Menu' }).click();
  await expect(page.getByRole('menuitem', { name: 'Messages', exact: true })).toBeVisible();
  await page.keyboard.press('Escape');

  // The supplier's inbox moved too: their last message leads, read by them.
  await expect(rows(supplier).nth(0)).toContainText('You: Bring a scarf');
  await supplierContext.close();
});

test('the inbox searches by party or activity name through ?q= and says when nothing matches', async ({
  page,
  baseURL,
}) => {
  await page.goto('/');
  await signIn(page, demoAccounts.traveler, DEMO_PASSWORD);
  await page.goto('/messages');
  await expect(rows(page).first()).toBeVisible();
  const search = page.getByRole('searchbox', { name: 'Search conversations' });
  await search.fill('nile');
  await search.press('Enter');
  await expect(page).toHaveURL(/\/messages\?q=nile$/);
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText('Nile Stories');
  await search.fill('Dune Restoration');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText('Costa Viva Cooperative');
  await page.goto(`${baseURL}/messages?q=zzz-nothing`);
  await expect(page.getByText('No conversations match “zzz-nothing”')).toBeVisible();
  await page.getByRole('button', { name: 'Clear search' }).click();
  await expect(page).toHaveURL(/\/messages$/);
  await expect(rows(page)).toHaveCount(3);
});

test('the booking’s message dialog links to the full conversation', async ({ page }) => {
  await page.goto('/');
  await signIn(page, demoAccounts.traveler, DEMO_PASSWORD);
  await page.goto('/traveler-dashboard');
  const card = page.getByRole('article', { name: 'Alpine Meadow Restoration Day' }).first();
  await card.getByRole('button', { name: /^Message Supplier/ }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('link', { name: 'Open full conversation' }).click();
  await expect(page).toHaveURL(/\/messages\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('link', { name: 'Back to inbox' })).toBeVisible();
});
