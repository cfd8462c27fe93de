import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { DbOrTrx } from '../../db/database.ts';

// Sessions as in Lucia's session guide: the token is `id.secret`, both random; only a
// SHA-256 hash of the secret is stored and it is compared in constant time.

export const SESSION_COOKIE = 'regen_session';

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
}

function randomId(): string {
  return randomBytes(24).toString('base64url');
}

function hashSecret(secret: string): Buffer {
  return createHash('sha256').update(secret).digest();
}

export async function createSession(db: DbOrTrx, userId: string, days: number) {
  const id = randomId();
  const secret = randomId();
  const expiresAt = new Date(Date.now() + days * 86_400_000);
  await db
    .insertInto('sessions')
    .values({ id, user_id: userId, secret_hash: hashSecret(secret), expires_at: expiresAt })
    .execute();
  return { token: `${id}.${secret}`, expiresAt };
}

/** Validates a token; slides the expiry forward when less than half of it is left. */
export async function validateSessionToken(
  db: DbOrTrx,
  token: string,
  days: number,
): Promise<{ session: ValidSession; user: SessionUser } | null> {
  const [id, secret, extra] = token.split('.');
  if (!id || !secret || extra !== undefined) return null;
  const row = await db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .select([
      'sessions.id as sessionId',
      'sessions.secret_hash',
      'sessions.expires_at',
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
  if (row.expires_at.getTime() <= now) {
    await db.deleteFrom('sessions').where('id', '=', id).execute();
    return null;
  }
  let expiresAt = row.expires_at;
  let renewed = false;
  const lifetime = days * 86_400_000;
  if (expiresAt.getTime() - now < lifetime / 2) {
    expiresAt = new Date(now + lifetime);
    renewed = true;
    await db.updateTable('sessions').set({ expires_at: expiresAt }).where('id', '=', id).execute();
  }
  return {
    session: { id, userId: row.userId, expiresAt, renewed },
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

/** Ends every session of a user (password change or reset); returns the ended ids. */
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
