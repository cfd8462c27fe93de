import { randomBytes } from 'node:crypto';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { TOTP } from 'otpauth';
import { DEMO_ADMIN_TOTP_SECRET, DEMO_PASSWORD, demoAccounts } from '../../server/src/demo/seed-demo.ts';
import { appUrl } from './test.ts';

export { DEMO_ADMIN_TOTP_SECRET, DEMO_PASSWORD, demoAccounts, appUrl };

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

/** Authenticator app secrets of accounts the tests know (the demo admin's is seeded; admin.spec.ts adds its own). */
export const totpSecrets = new Map<string, string>([[demoAccounts.admin, DEMO_ADMIN_TOTP_SECRET]]);
/** The last 30-second step whose code this worker used, per secret: the server takes each code once. */
const lastStepUsed = new Map<string, number>();

/**
 * An authenticator app's code for `secret` that this worker has not used yet. The server takes
 * the codes of the step before and after its own (docs/decisions/116), so up to three sign-ins of
 * one account fit in the same 30 seconds; each test that needs more shares a session instead.
 */
export function nextTotpCode(secret: string): string {
  const current = Math.floor(Date.now() / 30_000);
  const step = Math.max(current - 1, (lastStepUsed.get(secret) ?? -Infinity) + 1);
  if (step > current + 1) throw new Error('Every code of this 30-second window is used: share a signed-in session');
  lastStepUsed.set(secret, step);
  return new TOTP({ secret, digits: 6, period: 30, algorithm: 'SHA1' }).generate({ timestamp: step * 30_000 });
}

/**
 * Signs a request context in as the account (password, then its authenticator app's code when it
 * has a second factor whose secret the tests know). Returns the server's answer.
 */
export async function signInRequest(request: APIRequestContext, email: string, password: string) {
  const result = (await trpcMutation(request, appUrl(), 'auth.signIn', { email, password })) as {
    secondFactor: unknown;
  };
  const secret = totpSecrets.get(email);
  if (result.secondFactor && secret) {
    return trpcMutation(request, appUrl(), 'secondFactor.completeSignIn', { code: nextTotpCode(secret) });
  }
  return result;
}

/** A session cookie per account with a second factor, shared by this worker's tests (see nextTotpCode). */
const sharedSessions = new Map<string, Parameters<ReturnType<Page['context']>['addCookies']>[0][number]>();

async function signedInAs(page: Page, email: string): Promise<boolean> {
  const response = await page.context().request.get(`${appUrl()}/trpc/auth.me`);
  const body = (await response.json()) as { result?: { data?: { json?: { email?: string } | null } } };
  return body.result?.data?.json?.email === email;
}

/** Signs the page's browser context in without clicking through the form (STYLE.md). */
export async function signIn(page: Page, email: string, password: string) {
  const shared = sharedSessions.get(email);
  if (shared) {
    await page.context().addCookies([shared]);
    if (await signedInAs(page, email)) return;
    sharedSessions.delete(email);
  }
  await signInRequest(page.context().request, email, password);
  if (totpSecrets.has(email)) {
    const cookie = (await page.context().cookies(appUrl())).find((c) => c.name === 'regen_session');
    if (cookie) sharedSessions.set(email, cookie);
  }
}

/** Signs a request context in as the demo admin: password and a code from the seeded authenticator app. */
export async function signInAsDemoAdmin(request: APIRequestContext) {
  await signInRequest(request, demoAccounts.admin, DEMO_PASSWORD);
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
/** The calendar's month buttons in every locale (shared/src/i18n/messages/…/calendar-ui.ts). */
const NEXT_MONTH = /next month|nächsten Monat|mois suivant|mes siguiente|mese successivo/i;
const PREVIOUS_MONTH = /previous month|vorherigen Monat|mois précédent|mes anterior|mese precedente/i;

export async function pickCalendarDay(page: Page, isoDate: string) {
  const grid = page.getByRole('grid');
  const shownDay = grid.locator('[data-day]:not([data-outside])').first();
  for (let moves = 0; moves < 24; moves++) {
    const shown = (await shownDay.getAttribute('data-day'))!;
    if (shown.slice(0, 7) === isoDate.slice(0, 7)) break;
    const forward = isoDate > shown;
    // The calendar's buttons are named in the page's language (docs/decisions/124).
    await page.getByRole('button', { name: forward ? NEXT_MONTH : PREVIOUS_MONTH }).click();
    await expect(grid.locator(`[data-day="${shown}"]:not([data-outside])`)).toHaveCount(0);
  }
  await grid.locator(`[data-day="${isoDate}"]`).getByRole('button').click();
}
