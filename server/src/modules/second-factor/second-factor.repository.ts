import { sql } from 'kysely';
import type { DbOrTrx } from '../../db/database.ts';

// The second-factor domain's SQL (docs/decisions/116): passkeys, the authenticator app, recovery
// codes, WebAuthn challenges and password sign-ins waiting for their second step.

export async function listPasskeys(db: DbOrTrx, userId: string) {
  return db
    .selectFrom('passkeys')
    .select(['id', 'credential_id', 'name', 'transports', 'created_at', 'last_used_at'])
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

/** A passkey by its credential id; never one of a deleted account (docs/decisions/113). */
export async function findPasskeyByCredentialId(db: DbOrTrx, credentialId: string) {
  return db
    .selectFrom('passkeys')
    .innerJoin('users', 'users.id', 'passkeys.user_id')
    .selectAll('passkeys')
    .where('passkeys.credential_id', '=', credentialId)
    .where('users.deleted_at', 'is', null)
    .executeTakeFirst();
}

export async function insertPasskey(
  db: DbOrTrx,
  values: {
    userId: string;
    credentialId: string;
    publicKey: Uint8Array;
    counter: number;
    transports: string[];
    deviceType: string;
    backedUp: boolean;
    name: string;
  },
) {
  return db
    .insertInto('passkeys')
    .values({
      user_id: values.userId,
      credential_id: values.credentialId,
      public_key: values.publicKey,
      counter: values.counter,
      transports: values.transports,
      device_type: values.deviceType,
      backed_up: values.backedUp,
      name: values.name,
    })
    .returning(['id', 'name', 'created_at', 'last_used_at'])
    .executeTakeFirstOrThrow();
}

/**
 * Records a use with the authenticator's new counter, only if no other use moved it meanwhile
 * (two answers racing with one signature cannot both count). Returns whether it was recorded.
 */
export async function recordPasskeyUse(
  db: DbOrTrx,
  values: { id: string; previousCounter: string; newCounter: number; usedAt: Date },
): Promise<boolean> {
  const result = await db
    .updateTable('passkeys')
    .set({ counter: values.newCounter, last_used_at: values.usedAt })
    .where('id', '=', values.id)
    .where('counter', '=', values.previousCounter)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function deletePasskey(db: DbOrTrx, userId: string, passkeyId: string): Promise<boolean> {
  const result = await db
    .deleteFrom('passkeys')
    .where('id', '=', passkeyId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}

export async function findTotp(db: DbOrTrx, userId: string) {
  return db.selectFrom('totp_authenticators').selectAll().where('user_id', '=', userId).executeTakeFirst();
}

/** A new, unconfirmed secret: replaces an unconfirmed one, never a confirmed one. */
export async function saveUnconfirmedTotp(db: DbOrTrx, userId: string, secret: string): Promise<boolean> {
  const row = await db
    .insertInto('totp_authenticators')
    .values({ user_id: userId, secret })
    .onConflict((oc) =>
      oc
        .column('user_id')
        .doUpdateSet({ secret, created_at: sql`now()` })
        .where('totp_authenticators.confirmed_at', 'is', null),
    )
    .returning('user_id')
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Spends a code's time step: only a step after the last one accepted, so a code is used once
 * (RFC 6238, section 5.2), even by two requests at the same moment. Confirms the app on its first code.
 */
export async function spendTotpStep(
  db: DbOrTrx,
  values: { userId: string; step: number; at: Date; confirming: boolean },
): Promise<boolean> {
  let query = db
    .updateTable('totp_authenticators')
    .set({ last_used_step: values.step, ...(values.confirming ? { confirmed_at: values.at } : {}) })
    .where('user_id', '=', values.userId)
    .where((eb) => eb.or([eb('last_used_step', 'is', null), eb('last_used_step', '<', String(values.step))]));
  query = values.confirming ? query.where('confirmed_at', 'is', null) : query.where('confirmed_at', 'is not', null);
  const result = await query.executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function deleteTotp(db: DbOrTrx, userId: string): Promise<boolean> {
  const result = await db
    .deleteFrom('totp_authenticators')
    .where('user_id', '=', userId)
    .where('confirmed_at', 'is not', null)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/** What the account has as a second factor: confirmed app, passkeys, unused recovery codes. */
export async function secondFactorSummary(db: DbOrTrx, userId: string) {
  const row = await db
    .selectNoFrom((eb) => [
      eb
        .exists(
          eb
            .selectFrom('totp_authenticators')
            .select('user_id')
            .where('user_id', '=', userId)
            .where('confirmed_at', 'is not', null),
        )
        .as('totp'),
      eb.selectFrom('passkeys').select(eb.fn.countAll<string>().as('n')).where('user_id', '=', userId).as('passkeys'),
      eb
        .selectFrom('recovery_codes')
        .select(eb.fn.countAll<string>().as('n'))
        .where('user_id', '=', userId)
        .where('used_at', 'is', null)
        .as('recovery_codes'),
    ])
    .executeTakeFirstOrThrow();
  return {
    totp: Boolean(row.totp),
    passkeys: Number(row.passkeys ?? 0),
    recoveryCodesLeft: Number(row.recovery_codes ?? 0),
  };
}

export async function replaceRecoveryCodes(db: DbOrTrx, userId: string, codeHashes: string[]): Promise<void> {
  await db.deleteFrom('recovery_codes').where('user_id', '=', userId).execute();
  await db
    .insertInto('recovery_codes')
    .values(codeHashes.map((code_hash) => ({ user_id: userId, code_hash })))
    .execute();
}

export async function deleteRecoveryCodes(db: DbOrTrx, userId: string): Promise<void> {
  await db.deleteFrom('recovery_codes').where('user_id', '=', userId).execute();
}

/** Spends a recovery code: one conditional update, so two requests with one code cannot both pass. */
export async function spendRecoveryCode(db: DbOrTrx, userId: string, codeHash: string, at: Date): Promise<boolean> {
  const result = await db
    .updateTable('recovery_codes')
    .set({ used_at: at })
    .where('user_id', '=', userId)
    .where('code_hash', '=', codeHash)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function insertChallenge(
  db: DbOrTrx,
  values: {
    id: string;
    challenge: string;
    purpose: 'register' | 'sign_in' | 'second_step';
    userId: string | null;
    expiresAt: Date;
  },
): Promise<void> {
  await db
    .insertInto('webauthn_challenges')
    .values({
      id: values.id,
      challenge: values.challenge,
      purpose: values.purpose,
      user_id: values.userId,
      expires_at: values.expiresAt,
    })
    .execute();
}

/** Takes a challenge: deleted as it is read, so each is answered once; null if unknown or expired. */
export async function takeChallenge(
  db: DbOrTrx,
  values: { id: string; purpose: 'register' | 'sign_in' | 'second_step'; userId: string | null; now: Date },
): Promise<string | null> {
  const row = await db
    .deleteFrom('webauthn_challenges')
    .where('id', '=', values.id)
    .where('purpose', '=', values.purpose)
    .where((eb) => (values.userId === null ? eb('user_id', 'is', null) : eb('user_id', '=', values.userId)))
    .returning(['challenge', 'expires_at'])
    .executeTakeFirst();
  if (!row || row.expires_at.getTime() <= values.now.getTime()) return null;
  return row.challenge;
}

export async function deleteExpiredChallenges(db: DbOrTrx, now: Date): Promise<void> {
  await db.deleteFrom('webauthn_challenges').where('expires_at', '<=', now).execute();
  await db.deleteFrom('pending_sign_ins').where('expires_at', '<=', now).execute();
}

export async function insertPendingSignIn(
  db: DbOrTrx,
  values: { id: string; secretHash: Buffer; userId: string; expiresAt: Date },
): Promise<void> {
  await db
    .insertInto('pending_sign_ins')
    .values({ id: values.id, secret_hash: values.secretHash, user_id: values.userId, expires_at: values.expiresAt })
    .execute();
}

export async function findPendingSignIn(db: DbOrTrx, id: string) {
  return db.selectFrom('pending_sign_ins').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Counts a wrong code against the pending sign-in; returns the failures so far. */
export async function countPendingFailure(db: DbOrTrx, id: string): Promise<number> {
  const row = await db
    .updateTable('pending_sign_ins')
    .set((eb) => ({ failed_attempts: eb('failed_attempts', '+', 1) }))
    .where('id', '=', id)
    .returning('failed_attempts')
    .executeTakeFirst();
  return row?.failed_attempts ?? Number.POSITIVE_INFINITY;
}

/** Ends a pending sign-in; true if this call ended it (a second completion finds nothing). */
export async function deletePendingSignIn(db: DbOrTrx, id: string): Promise<boolean> {
  const result = await db.deleteFrom('pending_sign_ins').where('id', '=', id).executeTakeFirst();
  return result.numDeletedRows > 0n;
}

export async function markSessionSecondFactor(db: DbOrTrx, sessionId: string, at: Date): Promise<void> {
  await db.updateTable('sessions').set({ second_factor_at: at }).where('id', '=', sessionId).execute();
}

export async function findAccount(db: DbOrTrx, userId: string) {
  return db
    .selectFrom('users')
    .select(['id', 'email', 'first_name', 'last_name', 'role'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
}
