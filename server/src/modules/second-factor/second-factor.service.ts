import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import { DomainError } from '../../errors.ts';
import type { Db, DbOrTrx } from '../../db/database.ts';
import { hitRateLimit, peekRateLimit } from '../../limits/counters.ts';
import type { Services } from '../../services.ts';
import {
  countPendingFailure,
  deleteExpiredChallenges,
  deletePendingSignIn,
  deleteRecoveryCodes,
  deleteTotp,
  findAccount,
  findPendingSignIn,
  findTotp,
  insertPendingSignIn,
  listPasskeys,
  markSessionSecondFactor,
  replaceRecoveryCodes,
  saveUnconfirmedTotp,
  secondFactorSummary,
  spendRecoveryCode,
  spendTotpStep,
} from './second-factor.repository.ts';

// The second factor (docs/decisions/116): an authenticator app (TOTP, RFC 6238) or a passkey,
// with ten one-time recovery codes; and the password sign-in that waits for it.

export const TOTP_ISSUER = 'Regen Marketplace';
const TOTP_PERIOD_S = 30;
/** A code of the step before or after the server's is still taken (clocks drift, people type slowly). */
const TOTP_WINDOW = 1;
export const RECOVERY_CODE_COUNT = 10;
/** Lower-case letters and digits without look-alikes (0/o, 1/l/i). */
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
/** How long a password sign-in waits for its second step. */
export const PENDING_SIGN_IN_TTL_MS = 10 * 60_000;
/** Wrong codes one pending sign-in may take before it ends. */
export const MAX_PENDING_FAILURES = 5;
/** Wrong codes one account may take in the window, across sign-ins and instances. */
export const CODE_FAILURE_LIMIT = { max: 10, windowMs: 15 * 60_000 } as const;

/** The instant codes and challenges are judged by: the process's clock unless a test moves it. */
export function nowOf(services: Pick<Services, 'secondFactorClock'>): Date {
  return services.secondFactorClock ? services.secondFactorClock() : new Date();
}

function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

function totpFor(secret: string, email: string): TOTP {
  return new TOTP({
    issuer: TOTP_ISSUER,
    label: email,
    algorithm: 'SHA1',
    digits: 6,
    period: TOTP_PERIOD_S,
    secret: Secret.fromBase32(secret),
  });
}

/** The 30-second step of `token` near `at`, or null when it is not a code of this secret then. */
function matchingStep(secret: string, token: string, at: Date): number | null {
  const delta = totpFor(secret, '').validate({ token, timestamp: at.getTime(), window: TOTP_WINDOW });
  if (delta === null) return null;
  return Math.floor(at.getTime() / 1000 / TOTP_PERIOD_S) + delta;
}

/** A code as typed: spaces and dashes dropped, lower case. */
export function normaliseCode(code: string): string {
  return code.replace(/[\s-]/g, '').toLowerCase();
}

const isTotpCode = (code: string) => /^\d{6}$/.test(code);

export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const chars = Array.from({ length: 10 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]).join('');
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
}

export function hashRecoveryCode(code: string): string {
  return sha256(normaliseCode(code));
}

/** Ten new recovery codes for the account (the old ones stop working); shown once. */
export async function issueRecoveryCodes(db: DbOrTrx, userId: string): Promise<string[]> {
  const codes = newRecoveryCodes();
  await replaceRecoveryCodes(db, userId, codes.map(hashRecoveryCode));
  return codes;
}

/** Whether a password sign-in of this account needs a second step: an app or a passkey is set up. */
export async function needsSecondStep(db: DbOrTrx, userId: string): Promise<boolean> {
  const summary = await secondFactorSummary(db, userId);
  return summary.totp || summary.passkeys > 0;
}

/** What /profile and the second step show. */
export async function secondFactorStatus(
  db: Db,
  user: { id: string; role: string },
  sessionSecondFactorAt: Date | null,
  adminSecondFactorRequired = true,
) {
  const [summary, passkeys] = await Promise.all([secondFactorSummary(db, user.id), listPasskeys(db, user.id)]);
  return {
    totp: summary.totp,
    passkeys: passkeys.map((p) => ({ id: p.id, name: p.name, createdAt: p.created_at, lastUsedAt: p.last_used_at })),
    recoveryCodesLeft: summary.recoveryCodesLeft,
    /** Admins must have one (and use it) before admin tools answer. */
    required: user.role === 'admin' && adminSecondFactorRequired,
    enabled: summary.totp || summary.passkeys > 0,
    sessionVerified: sessionSecondFactorAt !== null,
  };
}

/**
 * Counts a wrong code against the account (every instance shares the count) and refuses once
 * there were too many in the window: a six-digit code cannot be guessed by trying.
 */
async function refuseWrongCode(db: DbOrTrx, userId: string): Promise<never> {
  const { count } = await hitRateLimit(db, `second-factor|${userId}`, CODE_FAILURE_LIMIT.windowMs);
  if (count >= CODE_FAILURE_LIMIT.max) throw new DomainError('TOO_MANY_REQUESTS', 'secondFactor.tooManyAttempts');
  throw new DomainError('BAD_REQUEST', 'secondFactor.codeWrong');
}

async function refuseWhileLimited(db: DbOrTrx, userId: string): Promise<void> {
  if ((await peekRateLimit(db, `second-factor|${userId}`, CODE_FAILURE_LIMIT.windowMs)) >= CODE_FAILURE_LIMIT.max) {
    throw new DomainError('TOO_MANY_REQUESTS', 'secondFactor.tooManyAttempts');
  }
}

/**
 * Checks a code of the account's second factor: an authenticator app code (each time step once)
 * or an unused recovery code (then spent). Throws a clear 4xx for a wrong one.
 */
export async function checkSecondFactorCode(
  db: Db,
  userId: string,
  rawCode: string,
  at: Date,
): Promise<'totp' | 'recovery'> {
  await refuseWhileLimited(db, userId);
  const code = normaliseCode(rawCode);
  if (isTotpCode(code)) {
    const totp = await findTotp(db, userId);
    const step = totp?.confirmed_at ? matchingStep(totp.secret, code, at) : null;
    if (step !== null && (await spendTotpStep(db, { userId, step, at, confirming: false }))) return 'totp';
    if (step !== null) throw new DomainError('BAD_REQUEST', 'secondFactor.codeUsed');
    return refuseWrongCode(db, userId);
  }
  if (code.length === 10 && (await spendRecoveryCode(db, userId, hashRecoveryCode(code), at))) return 'recovery';
  return refuseWrongCode(db, userId);
}

/** Starts setting up an authenticator app: a new secret, shown as a QR code and as text. */
export async function startTotp(db: Db, userId: string) {
  const account = await findAccount(db, userId);
  const secret = new Secret({ size: 20 }).base32;
  if (!(await saveUnconfirmedTotp(db, userId, secret))) {
    throw new DomainError('CONFLICT', 'secondFactor.totpAlreadySet');
  }
  return { secret, uri: totpFor(secret, account.email).toString() };
}

/**
 * Confirms the app with its first code. The account's first second factor also gets its
 * recovery codes (returned once), and this session counts as having used a second factor.
 */
export async function confirmTotp(
  services: Pick<Services, 'db' | 'secondFactorClock'>,
  userId: string,
  sessionId: string,
  rawCode: string,
): Promise<{ recoveryCodes: string[] | null }> {
  const { db } = services;
  const at = nowOf(services);
  await refuseWhileLimited(db, userId);
  const totp = await findTotp(db, userId);
  if (!totp) throw new DomainError('PRECONDITION_FAILED', 'secondFactor.totpNotStarted');
  if (totp.confirmed_at) throw new DomainError('CONFLICT', 'secondFactor.totpAlreadySet');
  const code = normaliseCode(rawCode);
  const step = isTotpCode(code) ? matchingStep(totp.secret, code, at) : null;
  if (step === null) return refuseWrongCode(db, userId);
  return db.transaction().execute(async (trx) => {
    const firstFactor = !(await needsSecondStep(trx, userId));
    if (!(await spendTotpStep(trx, { userId, step, at, confirming: true }))) {
      throw new DomainError('CONFLICT', 'secondFactor.totpAlreadySet');
    }
    await markSessionSecondFactor(trx, sessionId, at);
    return { recoveryCodes: firstFactor ? await issueRecoveryCodes(trx, userId) : null };
  });
}

/** Removes the account's last second factor's companions: the recovery codes go with it. */
async function afterRemoval(trx: DbOrTrx, userId: string): Promise<void> {
  if (!(await needsSecondStep(trx, userId))) await deleteRecoveryCodes(trx, userId);
}

/** An admin keeps at least one second factor. */
export async function refuseLastFactorOfAdmin(trx: DbOrTrx, user: { id: string; role: string }): Promise<void> {
  if (user.role === 'admin' && !(await needsSecondStep(trx, user.id))) {
    throw new DomainError('CONFLICT', 'secondFactor.adminKeepsOne');
  }
}

export async function removeTotp(db: Db, user: { id: string; role: string }): Promise<void> {
  await db.transaction().execute(async (trx) => {
    if (!(await deleteTotp(trx, user.id))) throw new DomainError('NOT_FOUND', 'secondFactor.totpNotSet');
    await refuseLastFactorOfAdmin(trx, user);
    await afterRemoval(trx, user.id);
  });
}

export { afterRemoval as dropRecoveryCodesWithoutFactor };

export async function regenerateRecoveryCodes(db: Db, userId: string): Promise<string[]> {
  return db.transaction().execute(async (trx) => {
    if (!(await needsSecondStep(trx, userId))) throw new DomainError('PRECONDITION_FAILED', 'secondFactor.noneSet');
    return issueRecoveryCodes(trx, userId);
  });
}

// ---- The password sign-in waiting for its second step ----

function hashSecret(secret: string): Buffer {
  return createHash('sha256').update(secret).digest();
}

/** Opens a pending sign-in for the account; its token goes in an HttpOnly cookie of its own. */
export async function beginSecondStep(services: Pick<Services, 'db' | 'secondFactorClock'>, userId: string) {
  const at = nowOf(services);
  await deleteExpiredChallenges(services.db, at);
  const id = randomBytes(24).toString('base64url');
  const secret = randomBytes(24).toString('base64url');
  const expiresAt = new Date(at.getTime() + PENDING_SIGN_IN_TTL_MS);
  await insertPendingSignIn(services.db, { id, secretHash: hashSecret(secret), userId, expiresAt });
  const summary = await secondFactorSummary(services.db, userId);
  return {
    token: `${id}.${secret}`,
    expiresAt,
    methods: { totp: summary.totp, passkey: summary.passkeys > 0, recoveryCode: summary.recoveryCodesLeft > 0 },
  };
}

/** The pending sign-in a cookie names, if it is live; null otherwise. */
export async function readPendingSignIn(db: DbOrTrx, token: string | undefined, at: Date) {
  if (!token) return null;
  const [id, secret, extra] = token.split('.');
  if (!id || !secret || extra !== undefined) return null;
  const row = await findPendingSignIn(db, id);
  if (!row) return null;
  const expected = Buffer.from(row.secret_hash);
  const actual = hashSecret(secret);
  if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) return null;
  if (row.expires_at.getTime() <= at.getTime() || row.failed_attempts >= MAX_PENDING_FAILURES) return null;
  return { id, userId: row.user_id };
}

export async function requirePendingSignIn(db: DbOrTrx, token: string | undefined, at: Date) {
  const pending = await readPendingSignIn(db, token, at);
  if (!pending) throw new DomainError('PRECONDITION_FAILED', 'secondFactor.signInExpired');
  return pending;
}

/** What the second step's form offers (null: no sign-in is waiting). */
export async function pendingMethods(db: DbOrTrx, token: string | undefined, at: Date) {
  const pending = await readPendingSignIn(db, token, at);
  if (!pending) return null;
  const summary = await secondFactorSummary(db, pending.userId);
  return { totp: summary.totp, passkey: summary.passkeys > 0, recoveryCode: summary.recoveryCodesLeft > 0 };
}

/**
 * The second step with a code: a wrong one counts against this sign-in (it ends after
 * MAX_PENDING_FAILURES) and against the account. Ends the pending sign-in when right.
 */
export async function completeSecondStepWithCode(
  services: Pick<Services, 'db' | 'secondFactorClock'>,
  token: string | undefined,
  code: string,
): Promise<{ userId: string; at: Date }> {
  const at = nowOf(services);
  const pending = await requirePendingSignIn(services.db, token, at);
  try {
    await checkSecondFactorCode(services.db, pending.userId, code, at);
  } catch (err) {
    if (err instanceof DomainError && err.code === 'BAD_REQUEST') {
      const failures = await countPendingFailure(services.db, pending.id);
      if (failures >= MAX_PENDING_FAILURES) {
        await deletePendingSignIn(services.db, pending.id);
        throw new DomainError('UNAUTHORIZED', 'secondFactor.tooManyForThisSignIn');
      }
    }
    throw err;
  }
  if (!(await deletePendingSignIn(services.db, pending.id))) {
    throw new DomainError('PRECONDITION_FAILED', 'secondFactor.signInExpired');
  }
  return { userId: pending.userId, at };
}

/** This session proves a second factor from now on (a code checked while signed in). */
export async function verifySessionWithCode(
  services: Pick<Services, 'db' | 'secondFactorClock'>,
  userId: string,
  sessionId: string,
  code: string,
): Promise<void> {
  const at = nowOf(services);
  await checkSecondFactorCode(services.db, userId, code, at);
  await markSessionSecondFactor(services.db, sessionId, at);
}

export { deletePendingSignIn };
