import type { Locator, Page } from '@playwright/test';
import { expect, test } from './test.ts';
import { DEMO_PASSWORD, demoAccounts, localDaysAhead, pickCalendarDay, signIn } from './helpers.ts';
import { travelerWithBooking } from './traveler-booking.ts';

// Every dialog gives keyboard focus back to the control that opened it when it closes
// (docs/decisions/039): a keyboard user goes on where they were instead of at the top of the page.

/** Opens a dialog from `opener` with `key`, closes it with `close`, and checks where focus lands. */
async function expectFocusBackOnOpener(
  page: Page,
  opener: Locator,
  dialogName: string | RegExp,
  { key = 'Enter', close = 'Escape' }: { key?: 'Enter' | ' '; close?: 'Escape' | { button: string } } = {},
) {
  await opener.focus();
  await expect(opener).toBeFocused();
  await page.keyboard.press(key === ' ' ? 'Space' : key);
  const dialog = page.getByRole('dialog', { name: dialogName });
  await expect(dialog).toBeVisible();
  // Focus moved into the dialog, so coming back to the opener below is the dialog's doing.
  await expect.poll(() => dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  if (close === 'Escape') {
    await page.keyboard.press('Escape');
  } else {
    await dialog.getByRole('button', { name: close.button, exact: true }).focus();
    await page.keyboard.press('Enter');
  }
  await expect(dialog).toHaveCount(0);
  await expect(opener).toBeFocused();
  expect(await opener.evaluate((el) => el === document.activeElement)).toBe(true);
}

test("the traveler's messaging and cancel dialogs give focus back to the button that opened them", async ({
  page,
  baseURL,
}) => {
  await travelerWithBooking(page, baseURL!, ['Fay', 'Focus']);
  await page.goto('/traveler-dashboard');
  const booking = page.getByRole('article', { name: 'Local Cairo Food Tour' });
  await expect(booking).toBeVisible();

  await expectFocusBackOnOpener(page, booking.getByRole('button', { name: /^Message Supplier/ }), /^Message /);
  await expectFocusBackOnOpener(page, booking.getByRole('button', { name: 'Cancel Booking' }), 'Cancel Booking');
  await expectFocusBackOnOpener(page, booking.getByRole('button', { name: 'Cancel Booking' }), 'Cancel Booking', {
    key: ' ',
    close: { button: 'Keep Booking' },
  });
});

test("the supplier's add slot, spots, messaging and cancel dialogs give focus back to the button that opened them", async ({
  page,
  browser,
  baseURL,
}) => {
  const travelerContext = await browser.newContext();
  await travelerWithBooking(await travelerContext.newPage(), baseURL!, ['Kim', 'Keyboard']);
  await travelerContext.close();

  await page.goto('/');
  await signIn(page, demoAccounts.suppliers[1], DEMO_PASSWORD);
  await page.goto('/supplier-dashboard');

  await page.getByRole('tab', { name: 'Calendar & Availability' }).click();
  const addSlot = page.getByRole('button', { name: 'Add Time Slot' });
  await expectFocusBackOnOpener(page, addSlot, 'Add Time Slot');
  await expectFocusBackOnOpener(page, addSlot, 'Add Time Slot', { close: { button: 'Cancel' } });

  // The demo supplier has slots on every day of the coming weeks.
  await pickCalendarDay(page, localDaysAhead(6));
  const spots = page.getByRole('button', { name: /^Change spots of / }).first();
  await expectFocusBackOnOpener(page, spots, 'Change Spots');

  await page.getByRole('tab', { name: 'Bookings' }).click();
  const booking = page.getByRole('listitem').filter({ hasText: 'Kim Keyboard' }).first();
  await expectFocusBackOnOpener(
    page,
    booking.getByRole('button', { name: /^Message Customer/ }),
    'Messages with Kim Keyboard',
  );
  await expectFocusBackOnOpener(page, booking.getByRole('button', { name: 'Cancel Booking' }), 'Cancel Booking');
});

test("the admin's activity detail dialog gives focus back to the row's view button", async ({ page }) => {
  await page.goto('/');
  await signIn(page, demoAccounts.admin, DEMO_PASSWORD);
  await page.goto('/admin');
  const view = page.getByRole('button', { name: /^View / }).first();
  await expect(view).toBeVisible();
  const title = (await view.getAttribute('aria-label'))!.replace(/^View /, '');
  await expectFocusBackOnOpener(page, view, title);
});
