import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { useApiEnvironment } from '../helpers/api-environment.ts';
import { createApiClient, rejection, trpcCode, type ApiClient } from '../helpers/client.ts';
import { TEST_PASSWORD, createUser } from '../helpers/factories.ts';
import type { TestServer } from '../helpers/server.ts';

// Sessions (issue 11, hardening): the absolute lifetime, "Sign out of all devices", the
// `__Host-` cookie in production and the development-only /dev/mailbox.

const DAY_MS = 86_400_000;

const { env, signedIn, startServer } = useApiEnvironment({ RATE_LIMITS: 'false' });
/** NODE_ENV=production on the same database. */
let production: TestServer;
/** NODE_ENV unset (runs as development) on the same database. */
let unsetEnv: TestServer;

beforeAll(async () => {
  production = await startServer({ NODE_ENV: 'production', RATE_LIMITS: 'false' });
  unsetEnv = await startServer({ NODE_ENV: '', RATE_LIMITS: 'false' });
});

function sessionId(client: ApiClient, cookie = 'regen_session'): string {
  return client.jar.get(cookie)!.split('.')[0]!;
}

function sessionRow(id: string) {
  return env.db.selectFrom('sessions').selectAll().where('id', '=', id).executeTakeFirst();
}

describe('absolute session lifetime (SESSION_MAX_DAYS)', () => {
  it('refuses a session created more than 90 days ago even though its sliding expiry is still ahead', async () => {
    const user = await createUser(env.db);
    const client = await signedIn(user.email);
    const id = sessionId(client);
    expect(await client.trpc.auth.me.query()).toMatchObject({ id: user.id });

    // Still in use (expiry tomorrow), but signed in 90 days and a minute ago.
    await env.db
      .updateTable('sessions')
      .set({ created_at: sql`now() - interval '90 days 1 minute'`, expires_at: sql`now() + interval '1 day'` })
      .where('id', '=', id)
      .execute();
    expect(await client.trpc.auth.me.query()).toBeNull();
    expect(await sessionRow(id)).toBeUndefined();
    const error = await rejection(client.trpc.traveler.profile.query());
    expect(trpcCode(error)).toBe('UNAUTHORIZED');
  });

  it('renews a session in use only up to 90 days after it was created', async () => {
    const user = await createUser(env.db);
    const client = await signedIn(user.email);
    const id = sessionId(client);
    // 80 days old with 2 days left: the sliding renewal would give 30 more days; the cap allows 10.
    await env.db
      .updateTable('sessions')
      .set({ created_at: sql`now() - interval '80 days'`, expires_at: sql`now() + interval '2 days'` })
      .where('id', '=', id)
      .execute();
    const response = await fetch(`${env.server.url}/trpc/auth.me`, { headers: { cookie: client.jar.header() } });
    expect(response.status).toBe(200);
    const row = (await sessionRow(id))!;
    expect(row.expires_at.getTime()).toBe(row.created_at.getTime() + 90 * DAY_MS);
    const setCookie = response.headers.getSetCookie();
    expect(setCookie).toHaveLength(1);
    const expires = /Expires=([^;]+)/.exec(setCookie[0]!)![1]!;
    expect(new Date(expires).toUTCString()).toBe(row.expires_at.toUTCString());

    // At the cap there is nothing left to renew: no new cookie, expiry unchanged.
    await env.db
      .updateTable('sessions')
      .set({ created_at: sql`now() - interval '89 days'`, expires_at: sql`now() + interval '1 day'` })
      .where('id', '=', id)
      .execute();
    const before = (await sessionRow(id))!.expires_at.getTime();
    const again = await fetch(`${env.server.url}/trpc/auth.me`, { headers: { cookie: client.jar.header() } });
    expect(again.headers.getSetCookie()).toEqual([]);
    expect((await sessionRow(id))!.expires_at.getTime()).toBe(before);
    expect(await client.trpc.auth.me.query()).toMatchObject({ id: user.id });
  });
});

describe('sign out of all devices (auth.signOutEverywhere)', () => {
  it('ends every session of the user, clears this cookie and leaves other users signed in', async () => {
    const user = await createUser(env.db);
    const laptop = await signedIn(user.email);
    const phone = await signedIn(user.email);
    const someoneElse = await signedIn((await createUser(env.db)).email);
    const ids = [sessionId(laptop), sessionId(phone)];

    expect(await laptop.trpc.auth.signOutEverywhere.mutate()).toEqual({ ok: true, endedSessions: 2 });

    expect(laptop.jar.get('regen_session')).toBeUndefined();
    expect(await laptop.trpc.auth.me.query()).toBeNull();
    expect(await phone.trpc.auth.me.query()).toBeNull();
    expect(trpcCode(await rejection(phone.trpc.traveler.profile.query()))).toBe('UNAUTHORIZED');
    expect(await someoneElse.trpc.auth.me.query()).not.toBeNull();
    const left = await env.db.selectFrom('sessions').select('id').where('user_id', '=', user.id).execute();
    expect(left).toEqual([]);
    const revoked = await env.db
      .selectFrom('events')
      .select('payload')
      .where('type', '=', 'sessions.revoked')
      .where(sql<boolean>`${user.id}::uuid = any(audience)`)
      .execute();
    expect(revoked).toHaveLength(1);
    expect((revoked[0]!.payload.sessionIds as string[]).toSorted()).toEqual(ids.toSorted());
    // Signing in again works as usual.
    await createApiClient(env.server.url).trpc.auth.signIn.mutate({ email: user.email, password: TEST_PASSWORD });
  });

  it('closes the realtime connection of the other devices', async () => {
    const user = await createUser(env.db);
    const listener = await signedIn(user.email);
    const other = await signedIn(user.email);
    let started = false;
    let closed = false;
    const subscription = listener.trpc.auth.events.subscribe(undefined, {
      onStarted: () => (started = true),
      onError: () => (closed = true),
      onComplete: () => (closed = true),
    });
    await expect.poll(() => started).toBe(true);
    await other.trpc.auth.signOutEverywhere.mutate();
    // The socket is closed; the client reconnects with the ended session and is refused.
    await expect.poll(() => closed, { timeout: 5000 }).toBe(true);
    subscription.unsubscribe();
  });

  it('refuses an anonymous caller with UNAUTHORIZED', async () => {
    const error = await rejection(createApiClient(env.server.url).trpc.auth.signOutEverywhere.mutate());
    expect(trpcCode(error)).toBe('UNAUTHORIZED');
    expect((error as Error).message).toBe('Auth session missing!');
  });
});

describe('the session cookie', () => {
  async function signInResponse(url: string, email: string) {
    return fetch(`${url}/trpc/auth.signIn`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: url },
      body: JSON.stringify({ json: { email, password: TEST_PASSWORD } }),
    });
  }

  it('is __Host-regen_session in production: Secure, Path=/, no Domain', async () => {
    const user = await createUser(env.db);
    const response = await signInResponse(production.url, user.email);
    expect(response.status).toBe(200);
    const [cookie, ...others] = response.headers.getSetCookie();
    expect(others).toEqual([]);
    expect(cookie).toMatch(/^__Host-regen_session=[\w-]+\.[\w-]+;/);
    const attributes = cookie!
      .split(';')
      .slice(1)
      .map((a) => a.trim().split('=')[0]!.toLowerCase());
    expect(attributes.toSorted()).toEqual(['expires', 'httponly', 'path', 'samesite', 'secure']);
    expect(cookie).toContain('; Path=/;');
    expect(cookie).toContain('; Secure');
    expect(cookie).toContain('; SameSite=Lax');
  });

  it('is read under the same name in production: HTTP, websocket and uploads; the plain name is ignored', async () => {
    const user = await createUser(env.db);
    const client = await signedIn(user.email, production.url);
    const token = client.jar.get('__Host-regen_session')!;
    expect(await client.trpc.auth.me.query()).toMatchObject({ id: user.id });
    const plain = await fetch(`${production.url}/trpc/auth.me`, { headers: { cookie: `regen_session=${token}` } });
    expect(((await plain.json()) as { result: { data: { json: unknown } } }).result.data.json).toBeNull();

    let started = false;
    const subscription = client.trpc.auth.events.subscribe(undefined, { onStarted: () => (started = true) });
    await expect.poll(() => started).toBe(true);
    subscription.unsubscribe();

    // Uploads know the account (a traveler: 403), not an anonymous visitor (401).
    const upload = await fetch(`${production.url}/api/uploads/activity-photo`, {
      method: 'POST',
      headers: { cookie: `__Host-regen_session=${token}`, origin: production.url },
    });
    expect(upload.status).toBe(403);
  });

  it('is cleared in production with the attributes the __Host- prefix requires', async () => {
    const user = await createUser(env.db);
    const client = await signedIn(user.email, production.url);
    const response = await fetch(`${production.url}/trpc/auth.signOut`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: production.url, cookie: client.jar.header() },
      body: JSON.stringify({}),
    });
    expect(response.status).toBe(200);
    const [cookie] = response.headers.getSetCookie();
    expect(cookie).toMatch(/^__Host-regen_session=;/);
    expect(cookie).toContain('; Path=/;');
    expect(cookie).toContain('; Secure');
    expect(cookie).not.toMatch(/domain=/i);
  });

  it('is regen_session, without Secure, outside production', async () => {
    const user = await createUser(env.db);
    const [cookie] = (await signInResponse(env.server.url, user.email)).headers.getSetCookie();
    expect(cookie).toMatch(/^regen_session=[\w-]+\.[\w-]+;/);
    expect(cookie).not.toContain('Secure');
  });
});

describe('/dev/mailbox', () => {
  it('is served when NODE_ENV is test and no SMTP server is configured', async () => {
    expect((await fetch(`${env.server.url}/dev/mailbox`)).status).toBe(200);
  });

  it('is not served in production, nor when NODE_ENV is unset', async () => {
    for (const url of [production.url, unsetEnv.url]) {
      for (const path of ['/dev/mailbox', '/dev/mailbox.json']) {
        expect((await fetch(`${url}${path}`)).status, `${url}${path}`).toBe(404);
      }
    }
  });
});
