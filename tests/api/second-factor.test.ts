import { TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient, failure, type ApiClient } from '../helpers/client.ts';
import { TEST_PASSWORD, createUser, uniqueEmail } from '../helpers/factories.ts';
import { setupTestEnvironment } from '../helpers/server.ts';
import { SoftwareAuthenticator } from '../helpers/software-authenticator.ts';

// Passkeys and the second factor (issue 35, docs/decisions/116), driven through the real server
// with a software authenticator and an authenticator app's codes computed here. The server's
// second-factor clock is this file's: challenges expire and codes change only when a test moves it.

const ORIGIN = 'http://localhost:3000';
let now = new Date('2027-03-01T10:00:00.000Z');
const advance = (ms: number) => (now = new Date(now.getTime() + ms));

let env: Awaited<ReturnType<typeof setupTestEnvironment>>;
const clients: ApiClient[] = [];

beforeAll(async () => {
  env = await setupTestEnvironment(
    { RATE_LIMITS: 'false', PUBLIC_URL: ORIGIN, ADMIN_EMAILS: 'second-factor-boss@example.test' },
    { secondFactorClock: () => now },
  );
}, 60_000);
afterAll(async () => {
  await Promise.all(clients.map((c) => c.close()));
  await env?.close();
});

function client(): ApiClient {
  const c = createApiClient(env.server.url);
  clients.push(c);
  return c;
}

async function signedIn(email: string): Promise<ApiClient> {
  const c = client();
  const result = await c.trpc.auth.signIn.mutate({ email, password: TEST_PASSWORD });
  expect(result.secondFactor).toBeNull();
  return c;
}

/** The code an authenticator app shows for `secret` at the server's current instant (or `at`). */
function codeFor(secret: string, at = now): string {
  return new TOTP({ secret, digits: 6, period: 30, algorithm: 'SHA1' }).generate({ timestamp: at.getTime() });
}

async function addPasskey(c: ApiClient, authenticator: SoftwareAuthenticator, name = 'Laptop') {
  const { challengeId, options } = await c.trpc.secondFactor.passkeyRegistrationOptions.mutate();
  return c.trpc.secondFactor.addPasskey.mutate({ challengeId, name, response: authenticator.register(options) });
}

async function enrolTotp(c: ApiClient) {
  const { secret, uri } = await c.trpc.secondFactor.startTotp.mutate();
  const { recoveryCodes } = await c.trpc.secondFactor.confirmTotp.mutate({ code: codeFor(secret) });
  return { secret, uri, recoveryCodes };
}

describe('passkeys', () => {
  it('registers a named passkey from a signed-in account and signs in with it, discoverably', async () => {
    const user = await createUser(env.db, { email: uniqueEmail('passkey') });
    const owner = await signedIn(user.email);
    const authenticator = new SoftwareAuthenticator(ORIGIN);

    const { challengeId, options } = await owner.trpc.secondFactor.passkeyRegistrationOptions.mutate();
    expect(options.rp).toEqual({ id: 'localhost', name: 'Regen Marketplace' });
    expect(options.user.name).toBe(user.email);
    expect(options.authenticatorSelection).toMatchObject({ residentKey: 'required', userVerification: 'required' });
    const added = await owner.trpc.secondFactor.addPasskey.mutate({
      challengeId,
      name: ' Work laptop ',
      response: authenticator.register(options),
    });
    expect(added.passkey.name).toBe('Work laptop');
    expect(added.passkey.lastUsedAt).toBeNull();
    // The account's first second factor: ten recovery codes, shown this once.
    expect(added.recoveryCodes).toHaveLength(10);
    for (const code of added.recoveryCodes!) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);

    const status = await owner.trpc.secondFactor.status.query();
    expect(status).toMatchObject({ totp: false, enabled: true, recoveryCodesLeft: 10, required: false });
    expect(status.passkeys.map((p) => p.name)).toEqual(['Work laptop']);

    const visitor = client();
    const signIn = await visitor.trpc.secondFactor.passkeySignInOptions.mutate();
    expect(signIn.options.allowCredentials ?? []).toEqual([]);
    expect(signIn.options.userVerification).toBe('required');
    const result = await visitor.trpc.secondFactor.passkeySignIn.mutate({
      challengeId: signIn.challengeId,
      response: authenticator.authenticate(signIn.options),
    });
    expect(result).toMatchObject({ userId: user.id, isAdmin: false, secondFactor: null });
    expect((await visitor.trpc.auth.me.query())?.email).toBe(user.email);
    const after = await visitor.trpc.secondFactor.status.query();
    expect(after.sessionVerified).toBe(true);
    expect(after.passkeys[0]!.lastUsedAt).toEqual(now);
  });

  it('answers the sign-in form’s autofill request like its button’s: no email, a discoverable passkey, each challenge once', async () => {
    // The email field offers passkeys (conditional mediation, docs/decisions/125): the form asks
    // for a challenge when it shows, and "Use a passkey" asks for another, which ends the first
    // request in the browser. Either challenge takes an answer from any passkey of the site, once.
    const user = await createUser(env.db, { email: uniqueEmail('passkey-autofill') });
    const authenticator = new SoftwareAuthenticator(ORIGIN);
    await addPasskey(await signedIn(user.email), authenticator);
    const form = client();
    const autofill = await form.trpc.secondFactor.passkeySignInOptions.mutate();
    const button = await form.trpc.secondFactor.passkeySignInOptions.mutate();
    expect(autofill.challengeId).not.toBe(button.challengeId);
    for (const { options } of [autofill, button]) {
      expect(options.allowCredentials ?? []).toEqual([]);
      expect(options.userVerification).toBe('required');
      expect(options.rpId).toBe('localhost');
    }
    // Picked from the autofill a minute later: the passkey names its account (its user handle).
    advance(60_000);
    const picked = authenticator.authenticate(autofill.options);
    expect(picked.response.userHandle).toBeTruthy();
    expect(
      await form.trpc.secondFactor.passkeySignIn.mutate({ challengeId: autofill.challengeId, response: picked }),
    ).toMatchObject({ userId: user.id, isAdmin: false, secondFactor: null });
    expect((await form.trpc.auth.me.query())?.email).toBe(user.email);
    expect((await form.trpc.secondFactor.status.query()).sessionVerified).toBe(true);
    expect(
      await failure(
        form.trpc.secondFactor.passkeySignIn.mutate({ challengeId: autofill.challengeId, response: picked }),
      ),
    ).toMatchObject({ code: 'BAD_REQUEST', message: 'That passkey request has expired. Try again.' });
    // The button's challenge, never answered, still works once in another browser.
    const other = client();
    expect(
      await other.trpc.secondFactor.passkeySignIn.mutate({
        challengeId: button.challengeId,
        response: authenticator.authenticate(button.options),
      }),
    ).toMatchObject({ userId: user.id, secondFactor: null });
  });

  it('uses each challenge once, refuses an expired one, and refuses a signature counter that went back', async () => {
    const user = await createUser(env.db, { email: uniqueEmail('passkey-rules') });
    const owner = await signedIn(user.email);
    const authenticator = new SoftwareAuthenticator(ORIGIN);
    await addPasskey(owner, authenticator);
    const visitor = client();

    const first = await visitor.trpc.secondFactor.passkeySignInOptions.mutate();
    const answer = authenticator.authenticate(first.options);
    await visitor.trpc.secondFactor.passkeySignIn.mutate({ challengeId: first.challengeId, response: answer });
    expect(
      await failure(
        visitor.trpc.secondFactor.passkeySignIn.mutate({ challengeId: first.challengeId, response: answer }),
      ),
    ).toMatchObject({
      code: 'BAD_REQUEST',
      message: 'That passkey request has expired. Try again.',
    });

    const late = await visitor.trpc.secondFactor.passkeySignInOptions.mutate();
    advance(5 * 60_000 + 1);
    expect(
      await failure(
        visitor.trpc.secondFactor.passkeySignIn.mutate({
          challengeId: late.challengeId,
          response: authenticator.authenticate(late.options),
        }),
      ),
    ).toMatchObject({ code: 'BAD_REQUEST', message: 'That passkey request has expired. Try again.' });

    // A cloned authenticator answers with a counter at or below the one the server kept.
    const cloned = await visitor.trpc.secondFactor.passkeySignInOptions.mutate();
    expect(
      await failure(
        visitor.trpc.secondFactor.passkeySignIn.mutate({
          challengeId: cloned.challengeId,
          response: authenticator.authenticate(cloned.options, { counter: 1 }),
        }),
      ),
    ).toMatchObject({ code: 'UNAUTHORIZED', message: 'That passkey could not be verified. Try again.' });

    // A challenge from another site (another relying party id) is refused too.
    const elsewhere = await visitor.trpc.secondFactor.passkeySignInOptions.mutate();
    expect(
      await failure(
        visitor.trpc.secondFactor.passkeySignIn.mutate({
          challengeId: elsewhere.challengeId,
          response: authenticator.authenticate(elsewhere.options, { rpId: 'evil.example' }),
        }),
      ),
    ).toMatchObject({ code: 'UNAUTHORIZED', message: 'That passkey could not be verified. Try again.' });
  });

  it('refuses a passkey the site does not know, and removes a passkey of the account only', async () => {
    const user = await createUser(env.db, { email: uniqueEmail('passkey-remove') });
    const owner = await signedIn(user.email);
    const authenticator = new SoftwareAuthenticator(ORIGIN);
    const { passkey } = await addPasskey(owner, authenticator, 'Phone');

    const stranger = new SoftwareAuthenticator(ORIGIN);
    stranger.register((await owner.trpc.secondFactor.passkeyRegistrationOptions.mutate()).options);
    const visitor = client();
    const options = await visitor.trpc.secondFactor.passkeySignInOptions.mutate();
    expect(
      await failure(
        visitor.trpc.secondFactor.passkeySignIn.mutate({
          challengeId: options.challengeId,
          response: stranger.authenticate(options.options),
        }),
      ),
    ).toMatchObject({
      code: 'UNAUTHORIZED',
      message: 'This passkey is not registered here. Sign in with your email and password.',
    });

    const other = await signedIn((await createUser(env.db)).email);
    expect(await failure(other.trpc.secondFactor.removePasskey.mutate({ passkeyId: passkey.id }))).toMatchObject({
      code: 'NOT_FOUND',
      message: 'That passkey is no longer on your account.',
    });
    await owner.trpc.secondFactor.removePasskey.mutate({ passkeyId: passkey.id });
    // The last second factor gone, its recovery codes go with it and the password alone signs in.
    expect(await owner.trpc.secondFactor.status.query()).toMatchObject({
      passkeys: [],
      enabled: false,
      recoveryCodesLeft: 0,
    });
    await signedIn(user.email);
  });
});

describe('the second step of a password sign-in', () => {
  it('asks an account with a passkey for it after the password, and opens no session until then', async () => {
    const user = await createUser(env.db, { email: uniqueEmail('second-step') });
    const owner = await signedIn(user.email);
    const authenticator = new SoftwareAuthenticator(ORIGIN);
    await addPasskey(owner, authenticator);

    const browser = client();
    const result = await browser.trpc.auth.signIn.mutate({ email: user.email, password: TEST_PASSWORD });
    expect(result.secondFactor).toEqual({ totp: false, passkey: true, recoveryCode: true });
    expect(browser.jar.get('regen_session')).toBeUndefined();
    // The waiting sign-in can do nothing but its second step.
    expect(await browser.trpc.auth.me.query()).toBeNull();
    expect((await failure(browser.trpc.traveler.profile.query())).code).toBe('UNAUTHORIZED');
    expect(await browser.trpc.secondFactor.pendingSignIn.query()).toEqual({
      totp: false,
      passkey: true,
      recoveryCode: true,
    });

    const { challengeId, options } = await browser.trpc.secondFactor.secondStepPasskeyOptions.mutate();
    expect(options.allowCredentials?.map((c) => c.id)).toEqual([
      authenticator.credentials[0]!.id.toString('base64url'),
    ]);
    const done = await browser.trpc.secondFactor.completeSignInWithPasskey.mutate({
      challengeId,
      response: authenticator.authenticate(options),
    });
    expect(done.userId).toBe(user.id);
    expect((await browser.trpc.auth.me.query())?.email).toBe(user.email);
    expect(await browser.trpc.secondFactor.pendingSignIn.query()).toBeNull();
  });

  it('sets up an authenticator app and takes each code once, then a recovery code once', async () => {
    const user = await createUser(env.db, { email: uniqueEmail('totp') });
    const owner = await signedIn(user.email);
    const { secret, uri } = await owner.trpc.secondFactor.startTotp.mutate();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(uri).toBe(
      `otpauth://totp/Regen%20Marketplace:${encodeURIComponent(user.email)}?issuer=Regen%20Marketplace&secret=${secret}&algorithm=SHA1&digits=6&period=30`,
    );
    expect(
      await failure(
        owner.trpc.secondFactor.confirmTotp.mutate({ code: '000000' === codeFor(secret) ? '111111' : '000000' }),
      ),
    ).toMatchObject({
      code: 'BAD_REQUEST',
      message: 'That code is not right. Check it and try again.',
    });
    const { recoveryCodes } = await owner.trpc.secondFactor.confirmTotp.mutate({ code: codeFor(secret) });
    expect(recoveryCodes).toHaveLength(10);
    expect(await owner.trpc.secondFactor.status.query()).toMatchObject({
      totp: true,
      sessionVerified: true,
      recoveryCodesLeft: 10,
    });

    // The code that confirmed the app is spent: the next sign-in in the same 30 seconds needs the next one.
    const browser = client();
    expect(
      (await browser.trpc.auth.signIn.mutate({ email: user.email, password: TEST_PASSWORD })).secondFactor,
    ).toEqual({
      totp: true,
      passkey: false,
      recoveryCode: true,
    });
    expect(await failure(browser.trpc.secondFactor.completeSignIn.mutate({ code: codeFor(secret) }))).toMatchObject({
      code: 'BAD_REQUEST',
      message: 'That code has just been used. Wait for the next one in your app.',
    });
    advance(30_000);
    await browser.trpc.secondFactor.completeSignIn.mutate({ code: codeFor(secret).replace(/^(\d{3})/, '$1 ') });
    expect((await browser.trpc.auth.me.query())?.email).toBe(user.email);

    const withRecovery = client();
    await withRecovery.trpc.auth.signIn.mutate({ email: user.email, password: TEST_PASSWORD });
    await withRecovery.trpc.secondFactor.completeSignIn.mutate({ code: recoveryCodes![0]!.toUpperCase() });
    expect((await withRecovery.trpc.auth.me.query())?.email).toBe(user.email);
    expect((await withRecovery.trpc.secondFactor.status.query()).recoveryCodesLeft).toBe(9);

    const again = client();
    await again.trpc.auth.signIn.mutate({ email: user.email, password: TEST_PASSWORD });
    expect(await failure(again.trpc.secondFactor.completeSignIn.mutate({ code: recoveryCodes![0]! }))).toMatchObject({
      code: 'BAD_REQUEST',
      message: 'That code is not right. Check it and try again.',
    });

    // New codes replace the old ones.
    const { recoveryCodes: fresh } = await owner.trpc.secondFactor.regenerateRecoveryCodes.mutate();
    expect(fresh).toHaveLength(10);
    expect(await failure(again.trpc.secondFactor.completeSignIn.mutate({ code: recoveryCodes![1]! }))).toMatchObject({
      code: 'BAD_REQUEST',
    });
    await again.trpc.secondFactor.completeSignIn.mutate({ code: fresh[0]! });
    expect((await again.trpc.auth.me.query())?.email).toBe(user.email);
  });

  it('ends a waiting sign-in after five wrong codes, and limits wrong codes per account', async () => {
    const user = await createUser(env.db, { email: uniqueEmail('totp-limit') });
    const owner = await signedIn(user.email);
    const { secret } = await enrolTotp(owner);
    advance(30_000);
    const wrong = codeFor(secret) === '123456' ? '654321' : '123456';

    const browser = client();
    await browser.trpc.auth.signIn.mutate({ email: user.email, password: TEST_PASSWORD });
    for (let i = 0; i < 4; i++) {
      expect((await failure(browser.trpc.secondFactor.completeSignIn.mutate({ code: wrong }))).code).toBe(
        'BAD_REQUEST',
      );
    }
    expect(await failure(browser.trpc.secondFactor.completeSignIn.mutate({ code: wrong }))).toMatchObject({
      code: 'UNAUTHORIZED',
      message: 'Too many wrong codes. Sign in again with your password.',
    });
    expect(await failure(browser.trpc.secondFactor.completeSignIn.mutate({ code: codeFor(secret) }))).toMatchObject({
      code: 'PRECONDITION_FAILED',
      message: 'Your sign-in has expired. Sign in again with your password.',
    });

    // Ten wrong codes in 15 minutes, across sign-ins: the account refuses every code for a while.
    const second = client();
    await second.trpc.auth.signIn.mutate({ email: user.email, password: TEST_PASSWORD });
    for (let i = 0; i < 4; i++) await failure(second.trpc.secondFactor.completeSignIn.mutate({ code: wrong }));
    const third = client();
    await third.trpc.auth.signIn.mutate({ email: user.email, password: TEST_PASSWORD });
    expect(await failure(third.trpc.secondFactor.completeSignIn.mutate({ code: wrong }))).toMatchObject({
      code: 'TOO_MANY_REQUESTS',
      message: 'Too many wrong codes. Wait 15 minutes, then try again.',
    });
    expect(await failure(third.trpc.secondFactor.completeSignIn.mutate({ code: codeFor(secret) }))).toMatchObject({
      code: 'TOO_MANY_REQUESTS',
    });
  });

  it('expires a waiting sign-in after ten minutes', async () => {
    const user = await createUser(env.db, { email: uniqueEmail('totp-expiry') });
    const { secret } = await enrolTotp(await signedIn(user.email));
    const browser = client();
    await browser.trpc.auth.signIn.mutate({ email: user.email, password: TEST_PASSWORD });
    advance(10 * 60_000);
    expect(await browser.trpc.secondFactor.pendingSignIn.query()).toBeNull();
    expect(await failure(browser.trpc.secondFactor.completeSignIn.mutate({ code: codeFor(secret) }))).toMatchObject({
      code: 'PRECONDITION_FAILED',
      message: 'Your sign-in has expired. Sign in again with your password.',
    });
  });

  it('asks for the second step after a password reset too', async () => {
    const user = await createUser(env.db, { email: uniqueEmail('totp-reset') });
    await enrolTotp(await signedIn(user.email));
    const { newToken } = await import('../../server/src/modules/auth/auth.service.ts');
    const { token, tokenHash } = newToken();
    await env.db
      .insertInto('password_reset_tokens')
      .values({ token_hash: tokenHash, user_id: user.id, expires_at: new Date(Date.now() + 3_600_000) })
      .execute();
    const browser = client();
    const result = await browser.trpc.auth.resetPassword.mutate({
      token,
      password: 'a-new-password-1',
      confirmPassword: 'a-new-password-1',
    });
    expect(result.secondFactor).toEqual({ totp: true, passkey: false, recoveryCode: true });
    expect(await browser.trpc.auth.me.query()).toBeNull();
  });
});

describe('admins', () => {
  it('refuses admin tools to a session without a second factor, with a clear 403, until one is set up', async () => {
    const admin = await createUser(env.db, { email: uniqueEmail('admin-2fa') });
    await env.db.updateTable('users').set({ role: 'admin' }).where('id', '=', admin.id).execute();
    const c = client();
    expect((await c.trpc.auth.signIn.mutate({ email: admin.email, password: TEST_PASSWORD })).isAdmin).toBe(true);
    expect(await failure(c.trpc.admin.activities.query({}))).toMatchObject({
      code: 'FORBIDDEN',
      message:
        'Admin tools need a second factor. Set up a passkey or an authenticator app, or confirm this sign-in with one.',
    });
    expect(await c.trpc.secondFactor.status.query()).toMatchObject({
      required: true,
      enabled: false,
      sessionVerified: false,
    });

    const { secret } = await enrolTotp(c);
    await c.trpc.admin.activities.query({});

    // An admin keeps a second factor.
    expect(await failure(c.trpc.secondFactor.removeTotp.mutate())).toMatchObject({
      code: 'CONFLICT',
      message: 'An admin account must keep a second factor. Add another one before removing this one.',
    });

    // The next sign-in gives the code, and its session reaches admin tools.
    advance(30_000);
    const next = client();
    expect(
      (await next.trpc.auth.signIn.mutate({ email: admin.email, password: TEST_PASSWORD })).secondFactor,
    ).not.toBeNull();
    await next.trpc.secondFactor.completeSignIn.mutate({ code: codeFor(secret) });
    await next.trpc.admin.activities.query({});
  });

  it('lets a session opened before the second factor prove it with a code', async () => {
    const admin = await createUser(env.db, { email: uniqueEmail('admin-old-session') });
    await env.db.updateTable('users').set({ role: 'admin' }).where('id', '=', admin.id).execute();
    const old = client();
    await old.trpc.auth.signIn.mutate({ email: admin.email, password: TEST_PASSWORD });
    const { secret } = await enrolTotp(await signedIn(admin.email));
    expect((await failure(old.trpc.admin.activities.query({}))).code).toBe('FORBIDDEN');
    // Changing the second factor from that session is refused until it proves one.
    expect(await failure(old.trpc.secondFactor.startTotp.mutate())).toMatchObject({
      code: 'FORBIDDEN',
      message: 'Confirm it is you with a code or a passkey before changing how you sign in.',
    });
    advance(30_000);
    await old.trpc.secondFactor.verifySession.mutate({ code: codeFor(secret) });
    await old.trpc.admin.activities.query({});
  });
});
