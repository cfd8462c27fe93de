import { test as base, type Page } from '@playwright/test';

export { expect } from '@playwright/test';

/** Resolves once the app on the page is interactive (main.tsx marks #root after React's first commit). */
async function appReady(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const root = document.getElementById('root');
    return !root || root.dataset.ready === 'true';
  });
}

/**
 * Playwright's `test` with a page whose `goto` and `reload` return once the app is
 * interactive, not merely loaded: the landing page is prerendered, so its controls are on
 * screen a moment before React hydrates them, and a keystroke in that moment would be lost.
 */
export const test = base.extend({
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (...args) => {
      const response = await goto(...args);
      await appReady(page);
      return response;
    };
    page.reload = async (...args) => {
      const response = await reload(...args);
      await appReady(page);
      return response;
    };
    await use(page);
  },
});
