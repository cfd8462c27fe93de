import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { splitContactPerson } from '@regen/shared/schemas/auth';
import { englishMessage } from '@regen/shared/i18n';
import type { Config } from '../../config.ts';
import type { Db, DbOrTrx } from '../../db/database.ts';
import { DomainError, PG_UNIQUE_VIOLATION, pgErrorCode } from '../../errors.ts';
import type { EventHub } from '../../events/event-hub.ts';
import { enqueueEmail } from '../../mail/outbox.ts';
import { inMailLocale, mailLocale, scopedMailLocale } from '../../mail/mail-locale.ts';
import { claimBookingDraft } from '../booking-drafts/index.ts';
import { accountExistsEmail, passwordResetEmail, verificationEmail } from '../../mail/templates.ts';
import {
  consumeToken,
  findSupplierSummary,
  findUserByEmail,
  findUserById,
  insertSupplier,
  insertToken,
  insertUser,
  markEmailVerified,
  recordSignIn,
  retireTokens,
  setPasswordHash,
  setRole,
} from './auth.repository.ts';
import { burnPasswordCheck, hashPassword, verifyPassword } from './password.ts';
import { createSession, invalidateUserSessions, type SessionUser } from './session.ts';

// The English texts of its refusals, for tests (docs/decisions/088).
export const DUPLICATE_EMAIL_MESSAGE = englishMessage('auth.duplicateEmail');
export const INVALID_CREDENTIALS_MESSAGE = englishMessage('auth.invalidCredentials');
export const INVALID_RESET_TOKEN_MESSAGE = englishMessage('auth.resetLinkInvalid');
export const INVALID_VERIFICATION_TOKEN_MESSAGE = englishMessage('auth.verificationLinkInvalid');

export const RESET_TOKEN_TTL_MS = 60 * 60_000;
export const VERIFICATION_TOKEN_TTL_MS = 24 * 60 * 60_000;

/** What the account services need from the instance. */
export interface AuthDeps {
  db: Db;
  config: Config;
  events: EventHub;
}

export function isAdminEmail(config: Config, email: string): boolean {
  return config.adminEmails.includes(email.toLowerCase());
}

/**
 * ADMIN_EMAILS grants the admin role only to an address its owner has proved (the
 * confirmation link, or a password reset link): otherwise whoever signs up first with a
 * listed address would be an admin.
 */
async function grantAdminIfListed(
  db: DbOrTrx,
  config: Config,
  user: { id: string; email: string; role: 'user' | 'admin'; email_verified_at: Date | null },
) {
  if (user.role !== 'admin' && user.email_verified_at && isAdminEmail(config, user.email)) {
    await setRole(db, user.id, 'admin');
  }
}

/** A random single-use token for a link, and the SHA-256 hash that is all the database keeps. */
export function newToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: hashToken(token) };
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** What a sign-up answers with: the new account's id and address, or a stand-in's (below). */
interface SignedUp {
  id: string;
  email: string;
}

/**
 * A sign-up with an address that already has an account (issue 35, docs/decisions/112). When
 * accounts must confirm their address (production), the answer is the one a new account gets (an
 * id no one can use, "check your email") and the owner is emailed instead, so the form tells no
 * one who has an account. Without confirmation a new account is signed in at once, which an
 * existing address cannot be, so the conflict is said (development and the demo).
 */
async function answerKnownAddress(db: DbOrTrx, config: Config, email: string): Promise<SignedUp> {
  if (!config.requireEmailVerification) throw new DomainError('CONFLICT', 'auth.duplicateEmail');
  const owner = await findUserByEmail(db, email);
  // In the owner's language when they chose one (they may not be who typed it), else the page's.
  if (owner)
    await enqueueEmail(db, {
      to: owner.email,
      ...inMailLocale(owner.locale ?? mailLocale(), () => accountExistsEmail(config.publicUrl, owner.first_name)),
    });
  return { id: randomUUID(), email };
}

/** Two sign-ups racing for one address: the unique index decides, and the loser is answered as above. */
async function answerDuplicate(db: DbOrTrx, config: Config, email: string, err: unknown): Promise<SignedUp> {
  if (pgErrorCode(err) !== PG_UNIQUE_VIOLATION) throw err;
  return answerKnownAddress(db, config, email);
}

async function queueVerification(
  trx: DbOrTrx,
  config: Config,
  user: { id: string; email: string; first_name: string },
) {
  const { token, tokenHash } = newToken();
  await insertToken(trx, 'email_verification_tokens', {
    tokenHash,
    userId: user.id,
    expiresAt: new Date(Date.now() + VERIFICATION_TOKEN_TTL_MS),
  });
  await enqueueEmail(trx, { to: user.email, ...verificationEmail(config.publicUrl, user.first_name, token) });
}

/**
 * Creates a traveler account; the confirmation email is queued in the same transaction, and the
 * booking draft of the browser that signs up (`draftToken`, its cookie) becomes the account's
 * (docs/decisions/093).
 */
export async function signUpTraveler(
  db: Db,
  config: Config,
  input: { firstName: string; lastName: string; email: string; password: string },
  draftToken?: string,
): Promise<SignedUp> {
  const known = await findUserByEmail(db, input.email);
  // Hashed either way, so a known address takes as long to answer as a new one.
  const passwordHash = await hashPassword(input.password);
  if (known) return answerKnownAddress(db, config, input.email);
  try {
    return await db.transaction().execute(async (trx) => {
      const user = await insertUser(trx, {
        email: input.email,
        passwordHash,
        firstName: input.firstName,
        lastName: input.lastName,
        role: 'user',
        // The page's language becomes the account's: later mails follow it (docs/decisions/118).
        locale: scopedMailLocale(),
      });
      await queueVerification(trx, config, user);
      if (draftToken) await claimBookingDraft(trx, draftToken, user.id);
      return { id: user.id, email: user.email };
    });
  } catch (err) {
    return answerDuplicate(db, config, input.email, err);
  }
}

export interface SignUpSupplierValues {
  businessName: string;
  contactPerson: string;
  email: string;
  password: string;
  phone: string | null;
  location: string;
  activityType: string;
  description: string;
  impact: string | null;
  website: string | null;
  yearsInOperation: number | null;
}

/**
 * Creates the account and its supplier profile in ONE transaction (unlike the spec's app,
 * where email confirmation could leave an account without a profile), with every form
 * field saved. Signs the supplier in at once unless email verification is required.
 */
export async function signUpSupplier(
  db: Db,
  config: Config,
  input: SignUpSupplierValues,
): Promise<{ user: SignedUp; supplierId: string; session: Awaited<ReturnType<typeof createSession>> | null }> {
  const known = await findUserByEmail(db, input.email);
  const passwordHash = await hashPassword(input.password);
  // A stand-in answer for a known address: no session, as for a new account that must confirm.
  const standIn = (user: SignedUp) => ({ user, supplierId: randomUUID(), session: null });
  if (known) return standIn(await answerKnownAddress(db, config, input.email));
  const { firstName, lastName } = splitContactPerson(input.contactPerson);
  try {
    return await db.transaction().execute(async (trx) => {
      const user = await insertUser(trx, {
        email: input.email,
        passwordHash,
        firstName,
        lastName,
        role: 'user',
        // The page's language becomes the account's: later mails follow it (docs/decisions/118).
        locale: scopedMailLocale(),
      });
      const supplier = await insertSupplier(trx, {
        userId: user.id,
        businessName: input.businessName,
        contactPerson: input.contactPerson,
        email: input.email,
        phone: input.phone,
        location: input.location,
        website: input.website,
        yearsInOperation: input.yearsInOperation,
        activityType: input.activityType,
        description: input.description,
        impact: input.impact,
      });
      await queueVerification(trx, config, user);
      const session = config.requireEmailVerification ? null : await createSession(trx, user.id, config.sessionDays);
      return { user: { id: user.id, email: user.email }, supplierId: supplier.id, session };
    });
  } catch (err) {
    return standIn(await answerDuplicate(db, config, input.email, err));
  }
}

/**
 * Whether an account must give its second factor after the password (docs/decisions/116): the
 * second-factor module answers; auth only asks, so it imports nothing of that module.
 */
export type SecondStepCheck = (db: DbOrTrx, userId: string) => Promise<boolean>;

/**
 * Opens a session for a user who has proved who they are (a password, a passkey, the second
 * step): an ADMIN_EMAILS address is granted the role, the sign-in is recorded.
 * `secondFactorAt`: when this sign-in proved a second factor.
 */
export async function openSignedInSession(
  db: DbOrTrx,
  config: Config,
  userId: string,
  options: { secondFactorAt?: Date } = {},
) {
  const user = (await findUserById(db, userId))!;
  await grantAdminIfListed(db, config, user);
  const session = await createSession(db, user.id, config.sessionDays, options);
  await recordSignIn(db, user.id);
  const isAdmin = user.role === 'admin' || Boolean(user.email_verified_at && isAdminEmail(config, user.email));
  // The first sign-in after sign-up is greeted as a welcome, not "Welcome back!".
  return { user, session, isAdmin, firstSignIn: user.last_signed_in_at === null };
}

/**
 * Checks the credentials and opens a session. The error never says whether the email exists.
 * An account with a second factor gets no session here (`session: null`): its second step
 * opens one (docs/decisions/116).
 */
export async function signIn(
  db: Db,
  config: Config,
  input: { email: string; password: string },
  needsSecondStep: SecondStepCheck,
) {
  const user = await findUserByEmail(db, input.email);
  if (!user) {
    await burnPasswordCheck(input.password);
    throw new DomainError('UNAUTHORIZED', 'auth.invalidCredentials');
  }
  if (!(await verifyPassword(user.password_hash, input.password))) {
    throw new DomainError('UNAUTHORIZED', 'auth.invalidCredentials');
  }
  // Only after the password is right: telling an unverified account apart reveals nothing new.
  if (config.requireEmailVerification && !user.email_verified_at) {
    throw new DomainError('PRECONDITION_FAILED', 'auth.emailNotVerified');
  }
  if (await needsSecondStep(db, user.id)) {
    const isAdmin = user.role === 'admin' || Boolean(user.email_verified_at && isAdminEmail(config, user.email));
    return { user, session: null, isAdmin, firstSignIn: user.last_signed_in_at === null };
  }
  return openSignedInSession(db, config, user.id);
}

/**
 * Emails a reset link when the account exists. The answer is the same either way, so the
 * form cannot be used to find out who has an account.
 */
export async function requestPasswordReset(
  db: Db,
  config: Config,
  input: { email: string; from: 'traveler' | 'supplier' },
): Promise<void> {
  const user = await findUserByEmail(db, input.email);
  if (!user) return;
  const { token, tokenHash } = newToken();
  await db.transaction().execute(async (trx) => {
    await insertToken(trx, 'password_reset_tokens', {
      tokenHash,
      userId: user.id,
      expiresAt: new Date(Date.now() + RESET_TOKEN_TTL_MS),
    });
    await enqueueEmail(trx, {
      to: user.email,
      ...passwordResetEmail(config.publicUrl, user.first_name, token, input.from),
    });
  });
}

/**
 * Sets a new password from an emailed link: the token is used once, every session of the
 * user ends (their sockets close on every instance), and this browser gets a new session
 * (or, for an account with a second factor, its second step).
 * Following the link proves the address, so it also counts as email verification.
 */
export async function resetPassword(
  deps: AuthDeps,
  input: { token: string; password: string },
  needsSecondStep: SecondStepCheck,
) {
  const passwordHash = await hashPassword(input.password);
  return deps.events.transaction(async (trx, emit) => {
    const userId = await consumeToken(trx, 'password_reset_tokens', hashToken(input.token));
    if (!userId) throw new DomainError('BAD_REQUEST', 'auth.resetLinkInvalid');
    await setPasswordHash(trx, userId, passwordHash);
    await retireTokens(trx, 'password_reset_tokens', userId);
    await markEmailVerified(trx, userId);
    const ended = await invalidateUserSessions(trx, userId);
    if (ended.length > 0) await emit({ type: 'sessions.revoked', audience: [userId], payload: { sessionIds: ended } });
    const user = (await findUserById(trx, userId))!;
    await grantAdminIfListed(trx, deps.config, user);
    // The link proves the address, not the second factor: that account's second step opens the session.
    const session = (await needsSecondStep(trx, userId))
      ? null
      : await createSession(trx, userId, deps.config.sessionDays);
    return { user, session };
  });
}

/** Confirms the address from the emailed link; an ADMIN_EMAILS address becomes admin here. */
export async function verifyEmail(db: Db, config: Config, token: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const userId = await consumeToken(trx, 'email_verification_tokens', hashToken(token));
    if (!userId) throw new DomainError('BAD_REQUEST', 'auth.verificationLinkInvalid');
    await markEmailVerified(trx, userId);
    await grantAdminIfListed(trx, config, (await findUserById(trx, userId))!);
  });
}

/**
 * Ends every session of the user, this one included, and closes their sockets on every
 * instance (one `sessions.revoked` event in the same transaction). Returns how many ended.
 */
export async function signOutEverywhere(deps: AuthDeps, userId: string): Promise<number> {
  return deps.events.transaction(async (trx, emit) => {
    const ended = await invalidateUserSessions(trx, userId);
    if (ended.length > 0) await emit({ type: 'sessions.revoked', audience: [userId], payload: { sessionIds: ended } });
    return ended.length;
  });
}

/** Sends a new confirmation link to an unverified account; silent otherwise (same answer either way). */
export async function resendVerification(db: Db, config: Config, email: string): Promise<void> {
  const user = await findUserByEmail(db, email);
  if (!user || user.email_verified_at) return;
  await db.transaction().execute((trx) => queueVerification(trx, config, user));
}

export async function describeAccount(db: Db, user: SessionUser) {
  const supplier = await findSupplierSummary(db, user.id);
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    role: user.role,
    isAdmin: user.role === 'admin',
    emailVerified: user.emailVerified,
    supplier: supplier
      ? { id: supplier.id, businessName: supplier.business_name, contactPerson: supplier.contact_person }
      : null,
  };
}
