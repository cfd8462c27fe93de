import type { Config } from '../config.ts';
import type { Trx } from '../db/database.ts';
import type { DemoSupplier } from './data/types.ts';

// Demo data for development and tests only: the credentials are public (README), so
// config.ts refuses SEED_DEMO unless NODE_ENV is development or test, and seedDemoData refuses
// a production configuration outright (`npm run db:seed` too).
export const DEMO_PASSWORD = 'regen-demo-2026';

/**
 * The demo admin's authenticator app secret (README): admins must give a second factor
 * (docs/decisions/116), so the demo admin signs in with a code computed from it (any TOTP app, or
 * `otpauth` in the tests).
 */
export const DEMO_ADMIN_TOTP_SECRET = 'REGENDEMOADMINTWOSTEPKEY23456723';

/**
 * The demo accounts (README). The first three suppliers are the original story (alpine,
 * nile, coast; tests sign in as them by index); the others fill the catalogue.
 */
export const demoAccounts = {
  admin: 'admin@regen.example',
  traveler: 'traveler@regen.example',
  suppliers: [
    'alpine@regen.example',
    'nile@regen.example',
    'coast@regen.example',
    'baltic@regen.example',
    'atlantic@regen.example',
    'wadden@regen.example',
    'terre@regen.example',
    'mediterra@regen.example',
    'carpathian@regen.example',
    'ghats@regen.example',
    'tasman@regen.example',
    'chesapeake@regen.example',
  ],
} as const;

export type DemoSupplierEmail = (typeof demoAccounts.suppliers)[number];

/** The admin and the demo traveler, verified. */
export async function insertDemoPeople(
  trx: Trx,
  passwordHash: string,
  verifiedAt: Date,
  adminSecondFactorRequired: boolean,
): Promise<void> {
  await trx
    .insertInto('users')
    .values([
      {
        email: demoAccounts.admin,
        password_hash: passwordHash,
        first_name: 'Ada',
        last_name: 'Admin',
        role: 'admin',
        email_verified_at: verifiedAt,
        // Established accounts: signing in greets them "Welcome back!" (docs/decisions/093).
        last_signed_in_at: verifiedAt,
      },
      {
        email: demoAccounts.traveler,
        password_hash: passwordHash,
        first_name: 'Tara',
        last_name: 'Traveler',
        role: 'user',
        email_verified_at: verifiedAt,
        last_signed_in_at: verifiedAt,
      },
    ])
    .execute();
  // A local demo that only offers admins a second factor (development.env) leaves the demo admin
  // with the password alone, as the spec's admin screens sign in.
  if (!adminSecondFactorRequired) return;
  const admin = await trx
    .selectFrom('users')
    .select('id')
    .where('email', '=', demoAccounts.admin)
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('totp_authenticators')
    .values({ user_id: admin.id, secret: DEMO_ADMIN_TOTP_SECRET, confirmed_at: verifiedAt })
    .execute();
}

/** A supplier's account and profile, as sign-up makes them; returns the supplier's id. */
export async function insertDemoSupplier(
  trx: Trx,
  config: Config,
  supplier: DemoSupplier,
  passwordHash: string,
  verifiedAt: Date,
): Promise<string> {
  const [first, ...rest] = supplier.contact.split(' ');
  const user = await trx
    .insertInto('users')
    .values({
      email: supplier.email,
      password_hash: passwordHash,
      first_name: first ?? supplier.contact,
      last_name: rest.join(' '),
      role: config.adminEmails.includes(supplier.email) ? 'admin' : 'user',
      email_verified_at: verifiedAt,
      last_signed_in_at: verifiedAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const row = await trx
    .insertInto('suppliers')
    .values({
      user_id: user.id,
      business_name: supplier.business,
      contact_person: supplier.contact,
      email: supplier.email,
      phone: supplier.phone,
      location: supplier.location,
      website: supplier.website,
      years_in_operation: supplier.years,
      activity_type: supplier.type,
      description: supplier.description,
      impact: supplier.impact,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
