import type { Locator, Page } from '@playwright/test';
import { expect, test } from './test.ts';
import { travelerWithBooking } from './traveler-booking.ts';

// Toasts cover nothing one needs: at the bottom on phones, at the bottom right on wider screens
// (docs/decisions/105); and chat messages do not raise a toast each (docs/decisions/038).

const HEADER_HEIGHT = 64;

/** The toast's box once it has slid into place. */
async function settledBox(page: Page, toast: Locator) {
  await expect(toast).toBeVisible();
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
  return (await toast.boundingBox())!;
}

async function showLoginFailedToast(page: Page) {
  await page.goto('/admin');
  await page.getByRole('button', { name: 'Login' }).click();
  return page.locator('[data-sonner-toast]').filter({ hasText: 'Login Failed' });
}

test.describe('on a phone (390 x 844)', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test('a toast sits at the bottom of the screen, clear of the header', async ({ page }) => {
    const box = await settledBox(page, await showLoginFailedToast(page));
    expect(box.y).toBeGreaterThan(844 / 2);
    expect(box.y + box.height).toBeLessThanOrEqual(844);
  });
});

test.describe('on a desktop (1280 x 800)', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('a toast sits at the bottom right, clear of the header', async ({ page }) => {
    const box = await settledBox(page, await showLoginFailedToast(page));
    expect(box.y).toBeGreaterThanOrEqual(HEADER_HEIGHT);
    expect(box.y).toBeGreaterThan(800 / 2);
    expect(box.y + box.height).toBeLessThanOrEqual(800);
    expect(box.x).toBeGreaterThan(1280 / 2);
    expect(box.x + box.width).toBeLessThanOrEqual(1280);
  });
});

test("'Message Sent' shows for the first message of a conversation, not for every message", async ({
  page,
  baseURL,
}) => {
  const bookingId = await travelerWithBooking(page, baseURL!, ['Tom', 'Toast']);
  await page.goto(`/messages/${bookingId}`);
  const box = page.getByRole('textbox', { name: /^Message to / });
  const thread = page.getByRole('list', { name: 'Messages' });
  const messageSent = page.locator('[data-sonner-toast]').filter({ hasText: 'Message Sent' });

  await box.fill('First question');
  await box.press('Enter');
  await expect(thread.getByText('First question')).toBeVisible();
  await expect(messageSent).toBeVisible();
  await expect(box).toHaveValue('');
  await messageSent.getByRole('button', { name: /close/i }).click();
  await expect(messageSent).toHaveCount(0);

  // Count every 'Message Sent' toast put on the page from now on.
  await page.evaluate(() => {
    document.body.dataset.messageSentToasts = '0';
    new MutationObserver((records) => {
      for (const record of records) {
        for (const node of record.addedNodes) {
          if (!(node instanceof Element)) continue;
          const toasts = [node, ...node.querySelectorAll('[data-sonner-toast]')].filter(
            (el) => el.matches('[data-sonner-toast]') && el.textContent?.includes('Message Sent'),
          );
          document.body.dataset.messageSentToasts = String(
            Number(document.body.dataset.messageSentToasts) + toasts.length,
          );
        }
      }
    }).observe(document.body, { childList: true, subtree: true });
  });
  await box.fill('Second question');
  await box.press('Enter');
  await expect(thread.getByText('Second question')).toBeVisible();
  // The box empties once the send has finished: any toast it raised is on the page by then.
  await expect(box).toHaveValue('');
  await box.fill('Third question');
  await box.press('Enter');
  await expect(thread.getByText('Third question')).toBeVisible();
  await expect(box).toHaveValue('');
  expect(await page.evaluate(() => document.body.dataset.messageSentToasts)).toBe('0');
});
