import { TRPCClientError } from '@trpc/client';
import { TOTP } from 'otpauth';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../server/src/db/database.ts';
import { createApiClient, rejection, trpcCode } from '../helpers/client.ts';
import { TEST_PASSWORD, createUser, signedInClient, uniqueEmail } from '../helpers/factories.ts';
import { setupTestEnvironment } from '../helpers/server.ts';

// Accounts (issue 4): sign-up, sign-in, password reset, email verification, over real HTTP.

let env: Awaited<ReturnType<typeof setupTestEnvironment>>;
let verifying: Awaited<ReturnType<typeof setupTestEnvironment>>;

beforeAll(async () => {
  env = await setupTestEnvironment({
    RATE_LIMITS: 'false',
    ADMIN_EMAILS: [
      'chief@example.test',
      'unconfirmed-chief@example.test',
      'claimed-chief@example.test',
      'supplier-chief@example.test',
      'reset-chief@example.test',
    ].join(','),
  });
  verifying = await setupTestEnvironment({ RATE_LIMITS: 'false', REQUIRE_EMAIL_VERIFICATION: 'true' });
});
afterAll(async () => {
  await env?.close();
  await verifying?.close();
});

function fieldErrors(error: unknown): Record<string, string[]> {
  if (!(error instanceof TRPCClientError)) return {};
  return (error.data as { zodError?: { fieldErrors: Record<string, string[]> } }).zodError?.fieldErrors ?? {};
}

async function lastMail(db: Db, to: string, kind: string) {
  return db
    .selectFrom('email_outbox')
    .selectAll()
    .where('to_address', '=', to)
    .where('kind', '=', kind)
    .orderBy('id', 'desc')
    .executeTakeFirst();
}
function tokenFrom(text: string, mode: 'reset' | 'verify'): string {
  const match = new RegExp(`/auth\\?mode=${mode}&token=([\\w-]+)`).exec(text);
  if (!match) throw new Error(`no ${mode} link in: ${text}`);
  return match[1]!;
}

const supplierForm = (overrides: Record<string, string> = {}) => ({
  businessName: 'Green Valley Tours',
  contactPerson: 'Ana Maria Novak',
  email: uniqueEmail('supplier'),
  password: 'secret12',
  confirmPassword: 'secret12',
  phone: '+386 1 234 5678',
  location: 'Ljubljana, Slovenia',
  activityType: 'Environmental Restoration',
  description: 'We guide small groups through wetland restoration days.',
  impact: 'Restores 2 hectares of wetland a year',
  website: 'https://greenvalley.example',
  yearsInOperation: '12',
  ...overrides,
});

describe('traveler sign-up', () => {
  it('requires every field: "Please fill in all required fields"', async () => {
    const client = createApiClient(env.server.url);
    for (const field of ['firstName', 'lastName', 'email', 'password', 'confirmPassword'] as const) {
      const input = {
        firstName: 'Tara',
        lastName: 'Green',
        email: uniqueEmail(),
        password: 'secret1',
        confirmPassword: 'secret1',
        [field]: field.includes('assword') ? '' : '  ',
      };
      const error = await rejection(client.trpc.auth.signUpTraveler.mutate(input));
      expect(trpcCode(error)).toBe('BAD_REQUEST');
      expect(fieldErrors(error)[field]).toContain('Please fill in all required fields');
    }
  });

  it('refuses "Passwords do not match" and "Password must be at least 6 characters long"', async () => {
    const client = createApiClient(env.server.url);
    const base = { firstName: 'T', lastName: 'G', email: uniqueEmail() };
    const mismatch = await rejection(
      client.trpc.auth.signUpTraveler.mutate({ ...base, password: 'secret1', confirmPassword: 'secret2' }),
    );
    expect(fieldErrors(mismatch).confirmPassword).toEqual(['Passwords do not match']);
    const short = await rejection(
      client.trpc.auth.signUpTraveler.mutate({ ...base, password: '12345', confirmPassword: '12345' }),
    );
    expect(fieldErrors(short).password).toEqual(['Password must be at least 6 characters long']);
  });

  it('sends a confirmation email with a link to /auth?mode=verify', async () => {
    const email = uniqueEmail('traveler');
    await createApiClient(env.server.url).trpc.auth.signUpTraveler.mutate({
      firstName: 'Tara',
      lastName: 'Green',
      email,
      password: 'secret1',
      confirmPassword: 'secret1',
    });
    const mail = await lastMail(env.db, email, 'verification');
    expect(mail?.subject).toBe('Confirm your email address');
    expect(mail?.text_body).toContain(`${env.server.app.services.config.publicUrl}/auth?mode=verify&token=`);
    expect(mail?.html_body).toContain('href=');
  });
});

describe("the /admin page's sign-up (email and password only)", () => {
  it('creates an ordinary account without names, greeting "Hello," in its confirmation email', async () => {
    const email = uniqueEmail('admin-form');
    const client = createApiClient(env.server.url);
    const result = await client.trpc.auth.signUpAccount.mutate({ email, password: 'secret1' });
    expect(result.email).toBe(email);
    const user = await env.db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirstOrThrow();
    expect([user.first_name, user.last_name, user.role]).toEqual(['', '', 'user']);
    const mail = await lastMail(env.db, email, 'verification');
    expect(mail?.text_body.startsWith('Hello,\n')).toBe(true);
  });

  it('still refuses a missing email or a short password, and the traveler sign-up still requires names', async () => {
    const client = createApiClient(env.server.url);
    const noEmail = await rejection(client.trpc.auth.signUpAccount.mutate({ email: '', password: 'secret1' }));
    expect(fieldErrors(noEmail).email).toEqual(['Please fill in all required fields']);
    const short = await rejection(client.trpc.auth.signUpAccount.mutate({ email: uniqueEmail(), password: '12345' }));
    expect(fieldErrors(short).password).toEqual(['Password must be at least 6 characters long']);
    const traveler = await rejection(
      client.trpc.auth.signUpTraveler.mutate({
        email: uniqueEmail(),
        password: 'secret1',
        confirmPassword: 'secret1',
      } as Parameters<typeof client.trpc.auth.signUpTraveler.mutate>[0]),
    );
    expect(trpcCode(traveler)).toBe('BAD_REQUEST');
    expect(Object.keys(fieldErrors(traveler)).sort()).toEqual(['firstName', 'lastName']);
  });
});

describe('supplier sign-up', () => {
  it('creates the account and the supplier profile with every form field saved, and signs in', async () => {
    const client = createApiClient(env.server.url);
    const form = supplierForm({ email: uniqueEmail('Supplier').toUpperCase() });
    const result = await client.trpc.auth.signUpSupplier.mutate(form);
    expect(result.signedIn).toBe(true);
    const me = await client.trpc.auth.me.query();
    expect(me).toMatchObject({
      email: form.email.toLowerCase(),
      firstName: 'Ana',
      lastName: 'Maria Novak',
      supplier: { businessName: 'Green Valley Tours', contactPerson: 'Ana Maria Novak' },
    });
    const row = await env.db
      .selectFrom('suppliers')
      .selectAll()
      .where('id', '=', result.supplierId)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      user_id: result.userId,
      business_name: 'Green Valley Tours',
      contact_person: 'Ana Maria Novak',
      email: form.email.toLowerCase(),
      phone: '+386 1 234 5678',
      location: 'Ljubljana, Slovenia',
      activity_type: 'Environmental Restoration',
      description: 'We guide small groups through wetland restoration days.',
      impact: 'Restores 2 hectares of wetland a year',
      website: 'https://greenvalley.example',
      years_in_operation: 12,
    });
    expect(await client.trpc.traveler.profile.query()).toMatchObject({ kind: 'supplier' });
  });

  it('saves the optional fields as empty when left blank', async () => {
    const client = createApiClient(env.server.url);
    const result = await client.trpc.auth.signUpSupplier.mutate(
      supplierForm({ phone: '', impact: '', website: '', yearsInOperation: '', contactPerson: 'Cher' }),
    );
    const row = await env.db
      .selectFrom('suppliers')
      .innerJoin('users', 'users.id', 'suppliers.user_id')
      .select(['phone', 'impact', 'website', 'years_in_operation', 'first_name', 'last_name'])
      .where('suppliers.id', '=', result.supplierId)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({
      phone: null,
      impact: null,
      website: null,
      years_in_operation: null,
      first_name: 'Cher',
      last_name: '',
    });
  });

  it('requires businessName, contactPerson, email, password, confirmPassword, location, activityType and description', async () => {
    const client = createApiClient(env.server.url);
    const required = [
      'businessName',
      'contactPerson',
      'email',
      'password',
      'confirmPassword',
      'location',
      'activityType',
      'description',
    ];
    for (const field of required) {
      const error = await rejection(client.trpc.auth.signUpSupplier.mutate(supplierForm({ [field]: '' })));
      expect(trpcCode(error)).toBe('BAD_REQUEST');
      expect(fieldErrors(error)[field]).toContain('Please fill in all required fields including password confirmation');
    }
  });

  it('refuses "Passwords do not match" and "Password must be at least 6 characters long"', async () => {
    const client = createApiClient(env.server.url);
    const mismatch = await rejection(
      client.trpc.auth.signUpSupplier.mutate(supplierForm({ password: 'secret12', confirmPassword: 'secret13' })),
    );
    expect(fieldErrors(mismatch).confirmPassword).toEqual(['Passwords do not match']);
    const short = await rejection(
      client.trpc.auth.signUpSupplier.mutate(supplierForm({ password: 'abc', confirmPassword: 'abc' })),
    );
    expect(fieldErrors(short).password).toEqual(['Password must be at least 6 characters long']);
  });

  it('refuses a duplicate email whatever its case', async () => {
    const user = await createUser(env.db);
    const error = await rejection(
      createApiClient(env.server.url).trpc.auth.signUpSupplier.mutate(
        supplierForm({ email: user.email.toUpperCase() }),
      ),
    );
    expect(trpcCode(error)).toBe('CONFLICT');
    expect((error as Error).message).toBe('An account with this email already exists.');
  });

  it('is atomic: a failure while saving the profile leaves neither the account nor the supplier', async () => {
    await sql`create function refuse_supplier() returns trigger language plpgsql as $$
      begin raise exception 'supplier insert refused for the test'; end $$`.execute(env.db);
    await sql`create trigger refuse_supplier before insert on suppliers
      for each row when (new.business_name = 'Refused Ltd') execute function refuse_supplier()`.execute(env.db);
    const form = supplierForm({ businessName: 'Refused Ltd' });
    const error = await rejection(createApiClient(env.server.url).trpc.auth.signUpSupplier.mutate(form));
    expect(trpcCode(error)).toBe('INTERNAL_SERVER_ERROR');
    const users = await env.db.selectFrom('users').select('id').where('email', '=', form.email).execute();
    const suppliers = await env.db
      .selectFrom('suppliers')
      .select('id')
      .where('business_name', '=', 'Refused Ltd')
      .execute();
    const mails = await env.db.selectFrom('email_outbox').select('id').where('to_address', '=', form.email).execute();
    expect(users).toEqual([]);
    expect(suppliers).toEqual([]);
    expect(mails).toEqual([]);
  });
});

describe('sign-in', () => {
  it('needs both fields: "Please enter both email and password"', async () => {
    const client = createApiClient(env.server.url);
    const noEmail = await rejection(client.trpc.auth.signIn.mutate({ email: '', password: 'x' }));
    expect(fieldErrors(noEmail).email).toEqual(['Please enter both email and password']);
    const noPassword = await rejection(client.trpc.auth.signIn.mutate({ email: 'a@b.test', password: '' }));
    expect(fieldErrors(noPassword).password).toEqual(['Please enter both email and password']);
  });

  it('refuses a wrong password with the same message as an unknown email', async () => {
    const user = await createUser(env.db);
    const client = createApiClient(env.server.url);
    const wrong = await rejection(client.trpc.auth.signIn.mutate({ email: user.email, password: 'wrong-one' }));
    const unknown = await rejection(client.trpc.auth.signIn.mutate({ email: uniqueEmail(), password: 'wrong-one' }));
    expect(trpcCode(wrong)).toBe('UNAUTHORIZED');
    expect((wrong as Error).message).toBe('Invalid login credentials');
    expect((unknown as Error).message).toBe('Invalid login credentials');
  });

  it('makes a confirmed ADMIN_EMAILS account an admin when it signs in', async () => {
    await createUser(env.db, { email: 'chief@example.test' });
    const client = await signedInClient(env.server.url, 'chief@example.test');
    expect(await client.trpc.auth.me.query()).toMatchObject({ role: 'admin', isAdmin: true });
  });

  it('does not make an unconfirmed ADMIN_EMAILS account an admin when it signs in', async () => {
    await createUser(env.db, { email: 'unconfirmed-chief@example.test', verified: false });
    const client = await signedInClient(env.server.url, 'unconfirmed-chief@example.test');
    expect(await client.trpc.auth.me.query()).toMatchObject({ role: 'user', isAdmin: false, emailVerified: false });
    const row = await env.db
      .selectFrom('users')
      .select('role')
      .where('email', '=', 'unconfirmed-chief@example.test')
      .executeTakeFirstOrThrow();
    expect(row.role).toBe('user');
  });
});

describe('ADMIN_EMAILS', () => {
  it('grants the admin role only once the address is confirmed, not to whoever signs up with it first', async () => {
    const email = 'claimed-chief@example.test';
    const client = createApiClient(env.server.url);
    await client.trpc.auth.signUpTraveler.mutate({
      firstName: 'Cla',
      lastName: 'Imant',
      email,
      password: 'secret1',
      confirmPassword: 'secret1',
    });
    // REQUIRE_EMAIL_VERIFICATION is off here: signing in works, but proves nothing about the address.
    await client.trpc.auth.signIn.mutate({ email, password: 'secret1' });
    expect(await client.trpc.auth.me.query()).toMatchObject({ role: 'user', isAdmin: false });
    const refused = await rejection(client.trpc.admin.activities.query({}));
    expect(trpcCode(refused)).toBe('FORBIDDEN');

    const token = tokenFrom((await lastMail(env.db, email, 'verification'))!.text_body, 'verify');
    await createApiClient(env.server.url).trpc.auth.verifyEmail.mutate({ token });
    // The open session sees the role at once (it is read on every request).
    expect(await client.trpc.auth.me.query()).toMatchObject({ role: 'admin', isAdmin: true, emailVerified: true });
    // Admin tools also need a second factor (docs/decisions/116): this session sets one up.
    expect(trpcCode(await rejection(client.trpc.admin.activities.query({})))).toBe('FORBIDDEN');
    const { secret } = await client.trpc.secondFactor.startTotp.mutate();
    await client.trpc.secondFactor.confirmTotp.mutate({ code: new TOTP({ secret }).generate() });
    const queue = await client.trpc.admin.activities.query({});
    expect(typeof queue.counts.total).toBe('number');
  });

  it('does not make a supplier signed in at sign-up an admin before the address is confirmed', async () => {
    const client = createApiClient(env.server.url);
    const result = await client.trpc.auth.signUpSupplier.mutate(supplierForm({ email: 'supplier-chief@example.test' }));
    expect(result.signedIn).toBe(true);
    expect(await client.trpc.auth.me.query()).toMatchObject({ role: 'user', isAdmin: false });
  });

  it('grants it through a password reset link, which also proves the address', async () => {
    const email = 'reset-chief@example.test';
    await createUser(env.db, { email, verified: false });
    const client = createApiClient(env.server.url);
    await client.trpc.auth.requestPasswordReset.mutate({ email });
    const token = tokenFrom((await lastMail(env.db, email, 'password_reset'))!.text_body, 'reset');
    await client.trpc.auth.resetPassword.mutate({ token, password: 'chief-new-1', confirmPassword: 'chief-new-1' });
    expect(await client.trpc.auth.me.query()).toMatchObject({ role: 'admin', isAdmin: true, emailVerified: true });
  });

  it('confirming an address that is not listed leaves the account a user', async () => {
    const user = await createUser(env.db, { verified: false });
    await createApiClient(env.server.url).trpc.auth.resendVerification.mutate({ email: user.email });
    const token = tokenFrom((await lastMail(env.db, user.email, 'verification'))!.text_body, 'verify');
    await createApiClient(env.server.url).trpc.auth.verifyEmail.mutate({ token });
    const client = await signedInClient(env.server.url, user.email);
    expect(await client.trpc.auth.me.query()).toMatchObject({ role: 'user', emailVerified: true });
  });
});

describe('password reset', () => {
  it('answers the same whether or not the address has an account, and mails a link only to real accounts', async () => {
    const client = createApiClient(env.server.url);
    const nobody = uniqueEmail('nobody');
    expect(await client.trpc.auth.requestPasswordReset.mutate({ email: nobody })).toEqual({ ok: true });
    expect(await lastMail(env.db, nobody, 'password_reset')).toBeUndefined();
    const user = await createUser(env.db);
    expect(await client.trpc.auth.requestPasswordReset.mutate({ email: user.email.toUpperCase() })).toEqual({
      ok: true,
    });
    const mail = await lastMail(env.db, user.email, 'password_reset');
    expect(mail?.subject).toBe('Reset your password');
    expect(mail?.text_body).toContain(`${env.server.app.services.config.publicUrl}/auth?mode=reset&token=`);
  });

  it('needs an email: "Please enter your email address"', async () => {
    const error = await rejection(
      createApiClient(env.server.url).trpc.auth.requestPasswordReset.mutate({ email: ' ' }),
    );
    expect(fieldErrors(error).email).toEqual(['Please enter your email address']);
  });

  it('stores only a hash of the token, which expires after one hour', async () => {
    const user = await createUser(env.db);
    await createApiClient(env.server.url).trpc.auth.requestPasswordReset.mutate({ email: user.email });
    const token = tokenFrom((await lastMail(env.db, user.email, 'password_reset'))!.text_body, 'reset');
    const row = await env.db
      .selectFrom('password_reset_tokens')
      .selectAll()
      .where('user_id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(row.token_hash).not.toContain(token);
    const lifetime = row.expires_at.getTime() - row.created_at.getTime();
    expect(Math.abs(lifetime - 3_600_000)).toBeLessThan(60_000);
  });

  it('sets the new password, ends every session of the user and signs this browser in', async () => {
    const user = await createUser(env.db);
    const otherBrowser = await signedInClient(env.server.url, user.email);
    expect(await otherBrowser.trpc.auth.me.query()).not.toBeNull();
    const resetter = createApiClient(env.server.url);
    await resetter.trpc.auth.requestPasswordReset.mutate({ email: user.email });
    const token = tokenFrom((await lastMail(env.db, user.email, 'password_reset'))!.text_body, 'reset');
    await resetter.trpc.auth.resetPassword.mutate({ token, password: 'brand-new-1', confirmPassword: 'brand-new-1' });

    expect(await otherBrowser.trpc.auth.me.query()).toBeNull();
    expect(await resetter.trpc.auth.me.query()).toMatchObject({ email: user.email });
    const revoked = await env.db
      .selectFrom('events')
      .select('payload')
      .where('type', '=', 'sessions.revoked')
      .where(sql<boolean>`${user.id}::uuid = any(audience)`)
      .execute();
    expect(revoked).toHaveLength(1);
    const oldPassword = await rejection(
      createApiClient(env.server.url).trpc.auth.signIn.mutate({ email: user.email, password: TEST_PASSWORD }),
    );
    expect(trpcCode(oldPassword)).toBe('UNAUTHORIZED');
    await createApiClient(env.server.url).trpc.auth.signIn.mutate({ email: user.email, password: 'brand-new-1' });
  });

  it('closes the realtime connection of the sessions it ends', async () => {
    const user = await createUser(env.db);
    const listener = await signedInClient(env.server.url, user.email);
    let closed = false;
    let started = false;
    const subscription = listener.trpc.auth.events.subscribe(undefined, {
      onStarted: () => (started = true),
      onError: () => (closed = true),
      onComplete: () => (closed = true),
    });
    await expect.poll(() => started).toBe(true);
    const resetter = createApiClient(env.server.url);
    await resetter.trpc.auth.requestPasswordReset.mutate({ email: user.email });
    const token = tokenFrom((await lastMail(env.db, user.email, 'password_reset'))!.text_body, 'reset');
    await resetter.trpc.auth.resetPassword.mutate({ token, password: 'brand-new-2', confirmPassword: 'brand-new-2' });
    // The socket is closed; the client reconnects with the ended session and is refused.
    await expect.poll(() => closed, { timeout: 5000 }).toBe(true);
    subscription.unsubscribe();
    await listener.close();
  });

  it('uses a token once', async () => {
    const user = await createUser(env.db);
    const client = createApiClient(env.server.url);
    await client.trpc.auth.requestPasswordReset.mutate({ email: user.email });
    const token = tokenFrom((await lastMail(env.db, user.email, 'password_reset'))!.text_body, 'reset');
    await client.trpc.auth.resetPassword.mutate({ token, password: 'first-new-1', confirmPassword: 'first-new-1' });
    const again = await rejection(
      client.trpc.auth.resetPassword.mutate({ token, password: 'second-new-1', confirmPassword: 'second-new-1' }),
    );
    expect(trpcCode(again)).toBe('BAD_REQUEST');
    expect((again as Error).message).toBe(
      'This password reset link is invalid or has expired. Please request a new one.',
    );
  });

  it('refuses an expired token', async () => {
    const user = await createUser(env.db);
    const client = createApiClient(env.server.url);
    await client.trpc.auth.requestPasswordReset.mutate({ email: user.email });
    const token = tokenFrom((await lastMail(env.db, user.email, 'password_reset'))!.text_body, 'reset');
    await env.db
      .updateTable('password_reset_tokens')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('user_id', '=', user.id)
      .execute();
    const error = await rejection(
      client.trpc.auth.resetPassword.mutate({ token, password: 'late-new-1', confirmPassword: 'late-new-1' }),
    );
    expect((error as Error).message).toBe(
      'This password reset link is invalid or has expired. Please request a new one.',
    );
  });

  it('needs both password fields, matching, of at least 6 characters', async () => {
    const client = createApiClient(env.server.url);
    const missing = await rejection(
      client.trpc.auth.resetPassword.mutate({ token: 't', password: '', confirmPassword: '' }),
    );
    expect(fieldErrors(missing).password).toEqual(['Please enter both password fields']);
    expect(fieldErrors(missing).confirmPassword).toEqual(['Please enter both password fields']);
    const mismatch = await rejection(
      client.trpc.auth.resetPassword.mutate({ token: 't', password: 'secret1', confirmPassword: 'secret2' }),
    );
    expect(fieldErrors(mismatch).confirmPassword).toEqual(['Passwords do not match']);
    const short = await rejection(
      client.trpc.auth.resetPassword.mutate({ token: 't', password: 'abc', confirmPassword: 'abc' }),
    );
    expect(fieldErrors(short).password).toEqual(['Password must be at least 6 characters long']);
  });
});

describe('email verification', () => {
  it('with REQUIRE_EMAIL_VERIFICATION off, a new account signs in before confirming', async () => {
    const email = uniqueEmail();
    const client = createApiClient(env.server.url);
    await client.trpc.auth.signUpTraveler.mutate({
      firstName: 'A',
      lastName: 'B',
      email,
      password: 'secret1',
      confirmPassword: 'secret1',
    });
    await client.trpc.auth.signIn.mutate({ email, password: 'secret1' });
    expect(await client.trpc.auth.me.query()).toMatchObject({ email, emailVerified: false });
  });

  it('with it on, refuses sign-in until the email is confirmed, offers to resend, and the link confirms once', async () => {
    const email = uniqueEmail();
    const client = createApiClient(verifying.server.url);
    await client.trpc.auth.signUpTraveler.mutate({
      firstName: 'A',
      lastName: 'B',
      email,
      password: 'secret1',
      confirmPassword: 'secret1',
    });
    const refused = await rejection(client.trpc.auth.signIn.mutate({ email, password: 'secret1' }));
    expect(trpcCode(refused)).toBe('PRECONDITION_FAILED');
    expect((refused as Error).message).toBe(
      'Please confirm your email address before signing in. Check your inbox for the confirmation link, or send it again.',
    );
    // A wrong password still reads as wrong credentials (nothing revealed about the account).
    const wrong = await rejection(client.trpc.auth.signIn.mutate({ email, password: 'not-it-1' }));
    expect(trpcCode(wrong)).toBe('UNAUTHORIZED');

    const first = await lastMail(verifying.db, email, 'verification');
    await client.trpc.auth.resendVerification.mutate({ email });
    const second = await lastMail(verifying.db, email, 'verification');
    expect(second!.id).toBeGreaterThan(first!.id);

    const token = tokenFrom(second!.text_body, 'verify');
    await client.trpc.auth.verifyEmail.mutate({ token });
    await client.trpc.auth.signIn.mutate({ email, password: 'secret1' });
    expect(await client.trpc.auth.me.query()).toMatchObject({ email, emailVerified: true });
    const again = await rejection(client.trpc.auth.verifyEmail.mutate({ token }));
    expect((again as Error).message).toBe(
      'This confirmation link is invalid or has expired. Please request a new one.',
    );
  });

  it('with it on, a supplier sign-up creates the profile but does not sign in', async () => {
    const client = createApiClient(verifying.server.url);
    const form = supplierForm();
    const result = await client.trpc.auth.signUpSupplier.mutate(form);
    expect(result.signedIn).toBe(false);
    expect(client.jar.get('regen_session')).toBeUndefined();
    const supplier = await verifying.db
      .selectFrom('suppliers')
      .select('business_name')
      .where('user_id', '=', result.userId)
      .executeTakeFirst();
    expect(supplier?.business_name).toBe('Green Valley Tours');
    expect(await lastMail(verifying.db, form.email, 'verification')).toBeDefined();
  });

  it('resending to an unknown or verified address answers ok and sends nothing', async () => {
    const client = createApiClient(verifying.server.url);
    const nobody = uniqueEmail();
    expect(await client.trpc.auth.resendVerification.mutate({ email: nobody })).toEqual({ ok: true });
    const verified = await createUser(verifying.db);
    await client.trpc.auth.resendVerification.mutate({ email: verified.email });
    expect(await lastMail(verifying.db, nobody, 'verification')).toBeUndefined();
    expect(await lastMail(verifying.db, verified.email, 'verification')).toBeUndefined();
  });
});

describe('profile', () => {
  it('creates a traveler row on first load and reports a Traveler Account', async () => {
    const user = await createUser(env.db);
    const client = await signedInClient(env.server.url, user.email);
    const before = await env.db.selectFrom('travelers').select('id').where('user_id', '=', user.id).execute();
    expect(before).toEqual([]);
    expect(await client.trpc.traveler.profile.query()).toMatchObject({ kind: 'traveler', listings: [] });
    await client.trpc.traveler.profile.query();
    const after = await env.db.selectFrom('travelers').select('id').where('user_id', '=', user.id).execute();
    expect(after).toHaveLength(1);
    expect(await client.trpc.traveler.myBookings.query()).toEqual([]);
  });

  it('refuses an anonymous caller with UNAUTHORIZED', async () => {
    const error = await rejection(createApiClient(env.server.url).trpc.traveler.profile.query());
    expect(trpcCode(error)).toBe('UNAUTHORIZED');
  });
});
