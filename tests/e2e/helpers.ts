import { randomBytes } from 'node:crypto';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO_PASSWORD, demoAccounts } from '../../server/src/demo/seed-demo.ts';
import { appUrl } from './test.ts';

export { DEMO_PASSWORD, demoAccounts, appUrl };

export function uniqueEmail(prefix = 'e2e'): string {
  return `${prefix}-${randomBytes(5).toString('hex')}@example.test`;
}

/** Calls a tRPC mutation over HTTP with the page's cookies (as the browser would). */
export async function trpcMutation(request: APIRequestContext, baseURL: string, path: string, input: unknown) {
  const response = await request.post(`${baseURL}/trpc/${path}`, {
    data: { json: input },
    headers: { origin: baseURL, 'content-type': 'application/json' },
  });
  if (!response.ok()) throw new Error(`${path} failed: ${response.status()} ${await response.text()}`);
  return ((await response.json()) as { result: { data: { json: unknown } } }).result.data.json;
}

/** Signs the page's browser context in without clicking through the form (STYLE.md). */
export async function signIn(page: Page, email: string, password: string) {
  await trpcMutation(page.context().request, appUrl(), 'auth.signIn', { email, password });
}

/** Creates a fresh traveler account through the API and signs the page in as it. */
export async function signUpAndSignInTraveler(page: Page, firstName = 'Eve', lastName = 'Explorer') {
  const email = uniqueEmail('traveler');
  const password = 'e2e-password';
  await trpcMutation(page.context().request, appUrl(), 'auth.signUpTraveler', {
    firstName,
    lastName,
    email,
    password,
    confirmPassword: password,
  });
  await signIn(page, email, password);
  return { email, password };
}

/**
 * The date `days` after today (UTC) as 'YYYY-MM-DD'. The demo seed has slots on every day of
 * the next four weeks, dated the same way from the same clock; a slot a week ahead starts
 * more than five days from now in any time zone, so it can always be booked and cancelled.
 */
export function daysAhead(days: number): string {
  const d = new Date();
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** 'YYYY-MM-DD' `days` after today in this machine's (and so the browser's) local calendar. */
export function localDaysAhead(days: number): string {
  const now = new Date();
  const d = new Date(now.getFullYear(), now.getMonth(), now.getDate() + days);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

/** Clicks a day ('YYYY-MM-DD') of the page's calendar, moving month by month to it first. */
export async function pickCalendarDay(page: Page, isoDate: string) {
  const grid = page.getByRole('grid');
  const shownDay = grid.locator('[data-day]:not([data-outside])').first();
  for (let moves = 0; moves < 24; moves++) {
    const shown = (await shownDay.getAttribute('data-day'))!;
    if (shown.slice(0, 7) === isoDate.slice(0, 7)) break;
    const forward = isoDate > shown;
    await page.getByRole('button', { name: forward ? /next month/i : /previous month/i }).click();
    await expect(grid.locator(`[data-day="${shown}"]:not([data-outside])`)).toHaveCount(0);
  }
  await grid.locator(`[data-day="${isoDate}"]`).getByRole('button').click();
}
