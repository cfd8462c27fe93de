import { randomBytes } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { DEMO_PASSWORD, demoAccounts } from '../../server/src/demo/seed-demo.ts';

export { DEMO_PASSWORD, demoAccounts };

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

/** The app's address for this run (chosen in playwright.config.ts). */
export function appUrl(): string {
  const url = process.env.E2E_BASE_URL;
  if (!url) throw new Error('E2E_BASE_URL is not set: run the browser tests through playwright.config.ts');
  return url;
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
