import type { Locator, Page } from '@playwright/test';
import { expect, test } from './test.ts';
import { signUpAndSignInTraveler } from './helpers.ts';

// On touch screens every menu item and footer link is a tap target of at least 44 px
// (WCAG 2.5.5; docs/decisions/039); under a mouse they keep their compact size.

const MIN_TAP_TARGET_PX = 44;

/** Each element's accessible label (or text) and rendered height. */
async function heights(locator: Locator): Promise<(readonly [string, number])[]> {
  return locator.evaluateAll((elements) =>
    elements.map(
      (el) =>
        [el.getAttribute('aria-label') || el.textContent?.trim() || '', el.getBoundingClientRect().height] as const,
    ),
  );
}

/** Taps the Menu button, which opens the menu or, when open, closes it. */
async function toggleMenu(page: Page) {
  await page.getByRole('button', { name: 'Menu' }).click();
}

async function expectMenuAndFooterTargets(page: Page) {
  await toggleMenu(page);
  const items = page.getByRole('menu', { name: 'Main menu' }).getByRole('menuitem');
  await expect(items.first()).toBeVisible();
  const menu = await heights(items);
  expect(menu.length).toBeGreaterThanOrEqual(4);
  for (const [label, height] of menu) {
    expect(height, `menu item ${label}`).toBeGreaterThanOrEqual(MIN_TAP_TARGET_PX);
  }
  await toggleMenu(page);
  await expect(items).toHaveCount(0);

  const footer = await heights(page.getByRole('contentinfo').getByRole('link'));
  expect(footer.length).toBeGreaterThanOrEqual(5);
  for (const [label, height] of footer) {
    expect(height, `footer link ${label}`).toBeGreaterThanOrEqual(MIN_TAP_TARGET_PX);
  }
}

test.describe('on a phone (390 x 844, touch)', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test('every menu item and footer link is at least 44 px tall, signed out and signed in', async ({ page }) => {
    await page.goto('/about-us');
    await expectMenuAndFooterTargets(page);

    await signUpAndSignInTraveler(page, 'Tia', 'Tapper');
    await page.goto('/about-us');
    await toggleMenu(page);
    await expect(page.getByRole('menuitem', { name: 'My Profile' })).toBeVisible();
    await toggleMenu(page);
    await expectMenuAndFooterTargets(page);
  });
});

test.describe('a toast on a phone (390 x 844, touch)', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test('its close button takes taps 10 px beside its 20 px glyph: the tap area is 44 px', async ({ page }) => {
    await page.goto('/auth');
    await page.getByLabel('Email').fill('nobody-here@example.test');
    await page.getByLabel('Password', { exact: true }).fill('not-the-password-1');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    const close = page.getByRole('button', { name: 'Close toast' });
    await expect(close).toBeVisible();
    // Measured once the toast has finished sliding in; each point asks what a tap there would
    // reach (the toast closes by itself after a few seconds, so a tap that "closed" it proves nothing).
    const hits = await close.evaluate(async (button) => {
      const toast = button.closest('[data-sonner-toast]')!;
      await Promise.all(toast.getAnimations({ subtree: true }).map((a) => a.finished));
      const r = button.getBoundingClientRect();
      const reaches = (x: number, y: number) =>
        document.elementFromPoint(x, y)?.closest('[data-close-button]') === button;
      const middle = r.top + r.height / 2;
      return {
        width: r.width,
        right: reaches(r.right + 10, middle),
        left: reaches(r.left - 10, middle),
        below: reaches(r.left + r.width / 2, r.bottom + 10),
        farRight: reaches(r.right + 40, middle),
      };
    });
    expect(hits.width).toBeLessThan(MIN_TAP_TARGET_PX);
    expect(hits).toMatchObject({ right: true, left: true, below: true, farRight: false });
  });
});

test.describe('on a touch tablet (1024 x 768, touch)', () => {
  test.use({ viewport: { width: 1024, height: 768 }, hasTouch: true });

  test('every menu item and footer link is at least 44 px tall', async ({ page }) => {
    await page.goto('/about-us');
    await expectMenuAndFooterTargets(page);
  });
});
