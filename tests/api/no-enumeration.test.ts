import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient, rejection, trpcCode } from '../helpers/client.ts';
import { createUser, uniqueEmail } from '../helpers/factories.ts';
import { setupTestEnvironment } from '../helpers/server.ts';

// No account enumeration (issue 35, docs/decisions/112): where accounts must confirm their
// address, signing up with a registered one answers exactly as for a new one and emails the owner
// instead; the newsletter's answer is the same for a new and a known address (catalogue.test.ts).

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

let verifying: Awaited<ReturnType<typeof setupTestEnvironment>>;
beforeAll(async () => {
  verifying = await setupTestEnvironment({ RATE_LIMITS: 'false', REQUIRE_EMAIL_VERIFICATION: 'true' });
});
afterAll(async () => {
  await verifying?.close();
});

async function mails(to: string) {
  return verifying.db
    .selectFrom('email_outbox')
    .select(['kind', 'subject', 'text_body'])
    .where('to_address', '=', to)
    .orderBy('id')
    .execute();
}

async function accounts(email: string) {
  return verifying.db.selectFrom('users').select(['id', 'first_name']).where('email', '=', email).execute();
}

const supplierForm = (email: string) => ({
  businessName: 'Copycat Tours',
  contactPerson: 'Someone Else',
  email,
  password: 'secret12',
  confirmPassword: 'secret12',
  phone: '+386 1 234 5678',
  location: 'Ljubljana, Slovenia',
  activityType: 'Environmental Restoration',
  description: 'Trying an address that is taken.',
});

describe('signing up with a registered address', () => {
  it('answers a traveler sign-up as for a new account and emails the owner instead', async () => {
    const owner = await createUser(verifying.db, { firstName: 'Ana' });
    const client = createApiClient(verifying.server.url);
    const fresh = uniqueEmail('fresh');
    const newAnswer = await client.trpc.auth.signUpTraveler.mutate({
      firstName: 'New',
      lastName: 'Person',
      email: fresh,
      password: 'secret12',
      confirmPassword: 'secret12',
    });
    const knownAnswer = await client.trpc.auth.signUpTraveler.mutate({
      firstName: 'Someone',
      lastName: 'Else',
      email: owner.email.toUpperCase(),
      password: 'other-secret',
      confirmPassword: 'other-secret',
    });

    expect(Object.keys(knownAnswer).sort()).toEqual(Object.keys(newAnswer).sort());
    expect(newAnswer).toMatchObject({ email: fresh, verificationRequired: true });
    expect(knownAnswer.verificationRequired).toBe(true);
    expect(knownAnswer.userId).toMatch(UUID);
    expect(knownAnswer.userId).not.toBe(owner.id);

    // The account is untouched, and its owner hears about the attempt.
    expect(await accounts(owner.email)).toEqual([{ id: owner.id, first_name: 'Ana' }]);
    const ownerMails = await mails(owner.email);
    expect(ownerMails.map((m) => [m.kind, m.subject])).toEqual([
      ['account_exists', 'Someone tried to create an account with your email'],
    ]);
    expect(ownerMails[0]!.text_body).toBe(
      [
        'Hello Ana,',
        'Someone, perhaps you, just tried to create a Regen Marketplace account with this email address. You already have an account, so nothing was changed.',
        `Sign in with your password, or choose a new one if you forgot it: ${verifying.server.app.services.config.publicUrl}/auth`,
        'If it was not you, there is nothing to do: your account is safe.',
        'Regen Marketplace',
      ].join('\n\n'),
    );
    // The new address got its confirmation, as usual.
    expect((await mails(fresh)).map((m) => m.kind)).toEqual(['verification']);
  });

  it('answers a supplier sign-up and the admin page sign-up the same way', async () => {
    const owner = await createUser(verifying.db, { firstName: 'Mia' });
    const client = createApiClient(verifying.server.url);
    const supplier = await client.trpc.auth.signUpSupplier.mutate(supplierForm(owner.email));
    expect(supplier.signedIn).toBe(false);
    expect(supplier.userId).toMatch(UUID);
    expect(supplier.supplierId).toMatch(UUID);
    const newSupplier = await client.trpc.auth.signUpSupplier.mutate(supplierForm(uniqueEmail('new-supplier')));
    expect(Object.keys(supplier).sort()).toEqual(Object.keys(newSupplier).sort());
    expect(newSupplier.signedIn).toBe(false);

    const account = await client.trpc.auth.signUpAccount.mutate({ email: owner.email, password: 'secret12' });
    expect(account).toMatchObject({ email: owner.email, verificationRequired: true });

    const suppliers = await verifying.db
      .selectFrom('suppliers')
      .select('id')
      .where('business_name', '=', 'Copycat Tours')
      .where('email', '=', owner.email)
      .execute();
    expect(suppliers).toEqual([]);
    expect((await mails(owner.email)).map((m) => m.kind)).toEqual(['account_exists', 'account_exists']);
  });

  it('keeps one account when two sign-ups race for a new address, and answers both alike', async () => {
    const email = uniqueEmail('race');
    const client = createApiClient(verifying.server.url);
    const form = { firstName: 'Race', lastName: 'Twin', email, password: 'secret12', confirmPassword: 'secret12' };
    const answers = await Promise.all([
      client.trpc.auth.signUpTraveler.mutate(form),
      client.trpc.auth.signUpTraveler.mutate(form),
    ]);
    expect(answers.map((a) => a.verificationRequired)).toEqual([true, true]);
    expect(await accounts(email)).toHaveLength(1);
    expect((await mails(email)).map((m) => m.kind).sort()).toEqual(['account_exists', 'verification']);
  });
});

describe('without email confirmation (development)', () => {
  let direct: Awaited<ReturnType<typeof setupTestEnvironment>>;
  beforeAll(async () => {
    direct = await setupTestEnvironment({ RATE_LIMITS: 'false' });
  });
  afterAll(async () => {
    await direct?.close();
  });

  it('still says the address is taken: a new account would be signed in at once, which a taken one cannot be', async () => {
    const owner = await createUser(direct.db);
    const error = await rejection(
      createApiClient(direct.server.url).trpc.auth.signUpTraveler.mutate({
        firstName: 'Someone',
        lastName: 'Else',
        email: owner.email,
        password: 'secret12',
        confirmPassword: 'secret12',
      }),
    );
    expect(trpcCode(error)).toBe('CONFLICT');
    expect((error as Error).message).toBe('An account with this email already exists.');
  });
});
