import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Config } from '../../config.ts';
import type { DbOrTrx } from '../../db/database.ts';

// Sessions as in Lucia's session guide: the token is `id.secret`, both random; only a
// SHA-256 hash of the secret is stored and it is compared in constant time.

const DAY_MS = 86_400_000;

/**
 * The session cookie's name. In production the `__Host-` prefix makes the browser refuse the
 * cookie unless it is Secure, Path=/ and has no Domain, so no subdomain or plain-HTTP page
 * can plant or overwrite it.
 */
export function sessionCookieName(config: Pick<Config, 'env'>): string {
  return config.env === 'production' ? '__Host-regen_session' : 'regen_session';
}

/** How long sessions live: `days` since last renewal (sliding), never past `maxDays` after sign-in. */
export interface SessionLifetime {
  days: number;
  maxDays: number;
}

export function sessionLifetime(config: Pick<Config, 'sessionDays' | 'sessionMaxDays'>): SessionLifetime {
  return { days: config.sessionDays, maxDays: config.sessionMaxDays };
}

export interface SessionUser {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  role: 'user' | 'admin';
  emailVerified: boolean;
}

export interface ValidSession {
  id: string;
  userId: string;
  expiresAt: Date;
  /** True when the expiry was pushed forward and the cookie must be sent again. */
  renewed: boolean;
  /** When the device list last recorded a use (account-security, docs/decisions/113). */
  lastUsedAt: Date | null;
  /** When this session proved a second factor (docs/decisions/116); admin procedures require one. */
  secondFactorAt: Date | null;
}

function randomId(): string {
  return randomBytes(24).toString('base64url');
}

function hashSecret(secret: string): Buffer {
  return createHash('sha256').update(secret).digest();
}

/**
 * Opens a session for `days` (the sliding lifetime; never more than the absolute one).
 * `secondFactorAt`: when the sign-in proved a second factor (a passkey, or the second step).
 */
export async function createSession(
  db: DbOrTrx,
  userId: string,
  days: number,
  options: { secondFactorAt?: Date } = {},
) {
  const id = randomId();
  const secret = randomId();
  const now = new Date();
  const expiresAt = new Date(now.getTime() + days * DAY_MS);
  await db
    .insertInto('sessions')
    .values({
      id,
      user_id: userId,
      secret_hash: hashSecret(secret),
      created_at: now,
      expires_at: expiresAt,
      second_factor_at: options.secondFactorAt ?? null,
    })
    .execute();
  return { token: `${id}.${secret}`, expiresAt };
}

/**
 * Validates a token. The expiry slides forward when less than half of the sliding lifetime
 * is left, but never past `maxDays` after the session was created: a stolen token that is
 * kept in use still stops working then, and the user signs in again.
 */
export async function validateSessionToken(
  db: DbOrTrx,
  token: string,
  lifetime: SessionLifetime,
): Promise<{ session: ValidSession; user: SessionUser } | null> {
  const [id, secret, extra] = token.split('.');
  if (!id || !secret || extra !== undefined) return null;
  const row = await db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .select([
      'sessions.id as sessionId',
      'sessions.secret_hash',
      'sessions.created_at',
      'sessions.expires_at',
      'sessions.last_used_at',
      'sessions.second_factor_at',
      'users.id as userId',
      'users.email',
      'users.first_name',
      'users.last_name',
      'users.role',
      'users.email_verified_at',
    ])
    .where('sessions.id', '=', id)
    .executeTakeFirst();
  if (!row) return null;
  const expected = Buffer.from(row.secret_hash);
  const actual = hashSecret(secret);
  if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) return null;
  const now = Date.now();
  const deadline = row.created_at.getTime() + lifetime.maxDays * DAY_MS;
  if (row.expires_at.getTime() <= now || deadline <= now) {
    await db.deleteFrom('sessions').where('id', '=', id).execute();
    return null;
  }
  let expiresAt = row.expires_at;
  let renewed = false;
  const sliding = lifetime.days * DAY_MS;
  if (expiresAt.getTime() - now < sliding / 2) {
    const renewedUntil = Math.min(now + sliding, deadline);
    // Near the deadline there may be nothing left to extend: no write, no new cookie.
    if (renewedUntil > expiresAt.getTime()) {
      expiresAt = new Date(renewedUntil);
      renewed = true;
      await db.updateTable('sessions').set({ expires_at: expiresAt }).where('id', '=', id).execute();
    }
  }
  return {
    session: {
      id,
      userId: row.userId,
      expiresAt,
      renewed,
      lastUsedAt: row.last_used_at,
      secondFactorAt: row.second_factor_at,
    },
    user: {
      id: row.userId,
      email: row.email,
      firstName: row.first_name,
      lastName: row.last_name,
      role: row.role,
      emailVerified: row.email_verified_at !== null,
    },
  };
}

export async function invalidateSession(db: DbOrTrx, sessionId: string): Promise<void> {
  await db.deleteFrom('sessions').where('id', '=', sessionId).execute();
}

/** Ends every session of a user (password reset, sign-out everywhere); returns the ended ids. */
export async function invalidateUserSessions(db: DbOrTrx, userId: string): Promise<string[]> {
  const rows = await db.deleteFrom('sessions').where('user_id', '=', userId).returning('id').execute();
  return rows.map((r) => r.id);
}

/** Reads one cookie from a raw Cookie header (the websocket upgrade has no parsed cookies). */
export function readCookie(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq === -1) continue;
    if (part.slice(0, eq).trim() === name) {
      try {
        return decodeURIComponent(part.slice(eq + 1).trim());
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}

/** Whether a session still exists and has not expired (a subscription re-checks it when it starts). */
export async function isSessionLive(db: DbOrTrx, sessionId: string): Promise<boolean> {
  const row = await db
    .selectFrom('sessions')
    .select('id')
    .where('id', '=', sessionId)
    .where('expires_at', '>', new Date())
    .executeTakeFirst();
  return row !== undefined;
}
