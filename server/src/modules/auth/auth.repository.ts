import { sql } from 'kysely';
import type { Locale } from '@regen/shared/i18n';
import type { DbOrTrx } from '../../db/database.ts';

export function findUserByEmail(db: DbOrTrx, email: string) {
  return db.selectFrom('users').selectAll().where('email', '=', email.toLowerCase()).executeTakeFirst();
}

export function insertUser(
  db: DbOrTrx,
  values: {
    email: string;
    passwordHash: string;
    firstName: string;
    lastName: string;
    role: 'user' | 'admin';
    /** The language of the page signed up on, when the request named one (mails follow it). */
    locale?: Locale | undefined;
  },
) {
  return db
    .insertInto('users')
    .values({
      email: values.email.toLowerCase(),
      password_hash: values.passwordHash,
      first_name: values.firstName,
      last_name: values.lastName,
      role: values.role,
      ...(values.locale ? { locale: values.locale } : {}),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function setRole(db: DbOrTrx, userId: string, role: 'user' | 'admin') {
  await db.updateTable('users').set({ role, updated_at: new Date() }).where('id', '=', userId).execute();
}

export function findSupplierSummary(db: DbOrTrx, userId: string) {
  return db
    .selectFrom('suppliers')
    .select(['id', 'business_name', 'contact_person'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

export function insertSupplier(
  db: DbOrTrx,
  values: {
    userId: string;
    businessName: string;
    contactPerson: string;
    email: string;
    phone: string | null;
    location: string;
    website: string | null;
    yearsInOperation: number | null;
    activityType: string;
    description: string;
    impact: string | null;
  },
) {
  return db
    .insertInto('suppliers')
    .values({
      user_id: values.userId,
      business_name: values.businessName,
      contact_person: values.contactPerson,
      email: values.email,
      phone: values.phone,
      location: values.location,
      website: values.website,
      years_in_operation: values.yearsInOperation,
      activity_type: values.activityType,
      description: values.description,
      impact: values.impact,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

type TokenTable = 'password_reset_tokens' | 'email_verification_tokens';

export async function insertToken(
  db: DbOrTrx,
  table: TokenTable,
  values: { tokenHash: string; userId: string; expiresAt: Date },
) {
  await db
    .insertInto(table)
    .values({ token_hash: values.tokenHash, user_id: values.userId, expires_at: values.expiresAt })
    .execute();
}

/**
 * Uses a token once: one conditional UPDATE, so two requests racing with the same token
 * cannot both succeed. Returns the user id, or undefined for an unknown, used or expired token.
 */
export async function consumeToken(db: DbOrTrx, table: TokenTable, tokenHash: string) {
  const row = await db
    .updateTable(table)
    .set({ used_at: new Date() })
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', new Date())
    .returning('user_id')
    .executeTakeFirst();
  return row?.user_id;
}

/** Marks every other unused token of the user as used (a reset makes older links worthless). */
export async function retireTokens(db: DbOrTrx, table: TokenTable, userId: string) {
  await db
    .updateTable(table)
    .set({ used_at: new Date() })
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .execute();
}

export async function setPasswordHash(db: DbOrTrx, userId: string, passwordHash: string) {
  await db
    .updateTable('users')
    .set({ password_hash: passwordHash, updated_at: new Date() })
    .where('id', '=', userId)
    .execute();
}

export async function markEmailVerified(db: DbOrTrx, userId: string) {
  await db
    .updateTable('users')
    .set({ email_verified_at: new Date(), updated_at: new Date() })
    .where('id', '=', userId)
    .where('email_verified_at', 'is', null)
    .execute();
}

export function findUserById(db: DbOrTrx, userId: string) {
  return db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirst();
}

/** Notes a sign-in (a first one is told apart by `last_signed_in_at` still being null). */
export async function recordSignIn(db: DbOrTrx, userId: string) {
  await db
    .updateTable('users')
    .set({ last_signed_in_at: sql<Date>`now()` })
    .where('id', '=', userId)
    .execute();
}
