import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailRateLimits } from '../../server/src/modules/auth/email-rate-limit.ts';
import { createApiClient, trpcCode } from '../helpers/client.ts';
import { createUser, uniqueEmail } from '../helpers/factories.ts';
import { procedureRateLimits } from '../../server/src/limits/procedure-limits.ts';
import { createTestDatabase, setupTestEnvironment, startTestServer, type TestServer } from '../helpers/server.ts';

// Rate limits on sign-in, sign-up and reset: per IP (limits/procedure-limits.ts) and per email.

let env: Awaited<ReturnType<typeof setupTestEnvironment>>;
/** A second server, so its per-IP counters start at zero. */
let fresh: Awaited<ReturnType<typeof setupTestEnvironment>>;

beforeAll(async () => {
  env = await setupTestEnvironment({ RATE_LIMITS: 'true' });
  fresh = await setupTestEnvironment({ RATE_LIMITS: 'true' });
});
afterAll(async () => {
  await env?.close();
  await fresh?.close();
});

const LIMIT_MESSAGE = 'Too many attempts. Please wait a minute and try again.';

describe('rate limits', () => {
  it('refuses sign-in on one email after too many failed attempts with a clear 429, even with the right password', async () => {
    const user = await createUser(env.db);
    const client = createApiClient(env.server.url);
    const results: string[] = [];
    for (let i = 0; i < emailRateLimits.signIn.max + 1; i++) {
      const outcome = await client.trpc.auth.signIn
        .mutate({ email: user.email, password: 'wrong-password' })
        .then(() => 'ok')
        .catch((e: unknown) => trpcCode(e) ?? 'other');
      results.push(outcome);
    }
    expect(results.slice(0, emailRateLimits.signIn.max).every((r) => r === 'UNAUTHORIZED')).toBe(true);
    expect(results.at(-1)).toBe('TOO_MANY_REQUESTS');
    const locked = await client.trpc.auth.signIn
      .mutate({ email: user.email.toUpperCase(), password: 'test-password-1' })
      .catch((e: unknown) => e);
    expect(trpcCode(locked)).toBe('TOO_MANY_REQUESTS');
    expect((locked as Error).message).toBe(LIMIT_MESSAGE);
  });

  it('never locks out an account that signs in successfully often', async () => {
    const user = await createUser(fresh.db);
    const client = createApiClient(fresh.server.url);
    for (let i = 0; i < emailRateLimits.signIn.max + 3; i++) {
      await client.trpc.auth.signIn.mutate({ email: user.email, password: 'test-password-1' });
    }
    expect(await client.trpc.auth.me.query()).toMatchObject({ email: user.email });
  });

  it('limits reset requests per email, whether or not the account exists', async () => {
    const client = createApiClient(env.server.url);
    const email = uniqueEmail('nobody');
    for (let i = 0; i < emailRateLimits.requestPasswordReset.max; i++) {
      await client.trpc.auth.requestPasswordReset.mutate({ email });
    }
    const error = await client.trpc.auth.requestPasswordReset.mutate({ email }).catch((e: unknown) => e);
    expect(trpcCode(error)).toBe('TOO_MANY_REQUESTS');
    expect((error as Error).message).toBe(LIMIT_MESSAGE);
  });

  it('limits reset requests per IP across different emails with HTTP 429', async () => {
    let status = 0;
    for (let i = 0; i < 10 && status !== 429; i++) {
      const response = await fetch(`${env.server.url}/trpc/auth.requestPasswordReset`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ json: { email: uniqueEmail('ip') } }),
      });
      status = response.status;
      if (status === 429) {
        const body = (await response.json()) as { error: { json: { message: string } } };
        expect(body.error.json.message).toBe(LIMIT_MESSAGE);
      }
    }
    expect(status).toBe(429);
  });

  it('gives a tRPC client the limit message when the per-IP limit answers a batched call', async () => {
    const client = createApiClient(env.server.url);
    let error: unknown;
    for (let i = 0; i < 12 && !error; i++) {
      error = await client.trpc.auth.resendVerification
        .mutate({ email: uniqueEmail('batch') })
        .then(() => undefined)
        .catch((e: unknown) => e);
    }
    expect(trpcCode(error)).toBe('TOO_MANY_REQUESTS');
    expect((error as Error).message).toBe(LIMIT_MESSAGE);
  });
});

describe('rate limits across instances', () => {
  /** Two instances with rate limits on, sharing one fresh database, for the length of `run`. */
  async function withTwoInstances(run: (a: TestServer, b: TestServer) => Promise<void>) {
    const database = await createTestDatabase();
    const a = await startTestServer(database, { RATE_LIMITS: 'true' });
    const b = await startTestServer(database, { RATE_LIMITS: 'true' });
    try {
      await run(a, b);
    } finally {
      await a.close();
      await b.close();
      await database.drop();
    }
  }

  it('counts failed sign-ins on one email against the same limit on every instance', async () => {
    await withTwoInstances(async (a, b) => {
      const user = await createUser(a.app.services.db);
      const clients = [createApiClient(a.url), createApiClient(b.url)];
      const outcomes: string[] = [];
      // Alternate between the instances: each alone would allow `max` failures.
      for (let i = 0; i < emailRateLimits.signIn.max + 1; i++) {
        outcomes.push(
          await clients[i % 2]!.trpc.auth.signIn.mutate({ email: user.email, password: 'wrong-password' })
            .then(() => 'ok')
            .catch((e: unknown) => trpcCode(e) ?? 'other'),
        );
      }
      expect(outcomes.slice(0, emailRateLimits.signIn.max)).toEqual(
        Array.from({ length: emailRateLimits.signIn.max }, () => 'UNAUTHORIZED'),
      );
      expect(outcomes.at(-1)).toBe('TOO_MANY_REQUESTS');
      for (const client of clients) {
        const locked = await client.trpc.auth.signIn
          .mutate({ email: user.email, password: 'test-password-1' })
          .catch((e: unknown) => e);
        expect(trpcCode(locked)).toBe('TOO_MANY_REQUESTS');
      }
    });
  });

  it('counts per-IP attempts of both instances against one limit', async () => {
    await withTwoInstances(async (a, b) => {
      const { max } = procedureRateLimits['auth.requestPasswordReset']!.perIp!;
      const statuses: number[] = [];
      for (let i = 0; i < max + 1; i++) {
        const response = await fetch(`${[a, b][i % 2]!.url}/trpc/auth.requestPasswordReset`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ json: { email: uniqueEmail('shared-ip') } }),
        });
        statuses.push(response.status);
      }
      expect(statuses.slice(0, max)).toEqual(Array.from({ length: max }, () => 200));
      expect(statuses.at(-1)).toBe(429);
    });
  });
});
