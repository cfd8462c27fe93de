import { sql } from 'kysely';
import type { DbOrTrx } from '../../db/database.ts';

// Resellers, their API keys and their request log. Every function takes the database or an open
// transaction first.

/** The reseller with the account its bookings are made under (bookings.user_id is required). */
export async function insertReseller(trx: DbOrTrx, name: string, accountEmail: string) {
  const user = await trx
    .insertInto('users')
    .values({
      email: accountEmail,
      // Not a password hash: no password ever matches, so the account cannot sign in.
      password_hash: '!reseller-account',
      first_name: name,
      last_name: '',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return trx
    .insertInto('resellers')
    .values({ name, user_id: user.id })
    .returning(['id', 'name', 'created_at', 'revoked_at'])
    .executeTakeFirstOrThrow();
}

export function listResellers(db: DbOrTrx) {
  return db
    .selectFrom('resellers')
    .select(['id', 'name', 'created_at', 'revoked_at'])
    .orderBy('created_at', 'desc')
    .limit(500)
    .execute();
}

export function listApiKeys(db: DbOrTrx, resellerIds: string[]) {
  if (resellerIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('reseller_api_keys')
    .select(['id', 'reseller_id', 'key_prefix', 'created_at', 'last_used_at', 'revoked_at', 'mode'])
    .where('reseller_id', 'in', resellerIds)
    .orderBy('created_at', 'desc')
    .execute();
}

export function findReseller(db: DbOrTrx, resellerId: string) {
  return db
    .selectFrom('resellers')
    .select(['id', 'name', 'user_id', 'revoked_at'])
    .where('id', '=', resellerId)
    .executeTakeFirst();
}

export function insertApiKey(
  db: DbOrTrx,
  resellerId: string,
  keyHash: string,
  keyPrefix: string,
  mode: 'live' | 'test' = 'live',
) {
  return db
    .insertInto('reseller_api_keys')
    .values({ reseller_id: resellerId, key_hash: keyHash, key_prefix: keyPrefix, mode })
    .returning(['id', 'key_prefix', 'mode'])
    .executeTakeFirstOrThrow();
}

export function revokeApiKey(db: DbOrTrx, keyId: string) {
  return db
    .updateTable('reseller_api_keys')
    .set({ revoked_at: sql`coalesce(revoked_at, now())` })
    .where('id', '=', keyId)
    .returning(['id', 'revoked_at'])
    .executeTakeFirst();
}

export function revokeReseller(db: DbOrTrx, resellerId: string) {
  return db
    .updateTable('resellers')
    .set({ revoked_at: sql`coalesce(revoked_at, now())` })
    .where('id', '=', resellerId)
    .returning(['id', 'revoked_at'])
    .executeTakeFirst();
}

/**
 * Two common table expressions, `key` (the reseller a key belongs to, while neither is revoked,
 * found by the unique index on key_hash) and `touched` (records the key's use, at most once a
 * minute: a busy reseller does not write on every request). A statement that starts with them
 * checks the key in the same round trip as its own work (the OCTO calendar does).
 */
export function usedApiKeyCtes(keyHash: string) {
  return sql`
    key as (
      select k.id as key_id, r.id as reseller_id, r.name, r.user_id, k.mode
      from reseller_api_keys k join resellers r on r.id = k.reseller_id
      where k.key_hash = ${keyHash} and k.revoked_at is null and r.revoked_at is null
    ), touched as (
      update reseller_api_keys set last_used_at = now()
      where id = (select key_id from key)
        and (last_used_at is null or last_used_at < now() - interval '1 minute')
      returning id
    )`;
}

export interface UsedApiKeyRow {
  key_id: string;
  reseller_id: string;
  name: string;
  user_id: string;
  /** 'test': the key's OCTO bookings never touch real capacity (docs/decisions/114). */
  mode: 'live' | 'test';
}

/** The reseller a key belongs to, while neither is revoked, recording the key's use. */
export async function useApiKey(db: DbOrTrx, keyHash: string) {
  const { rows } = await sql<UsedApiKeyRow>`
    with ${usedApiKeyCtes(keyHash)}
    select key_id, reseller_id, name, user_id, mode from key
  `.execute(db);
  return rows[0];
}

export interface RequestLogRow {
  reseller_id: string;
  method: string;
  path: string;
  status: number;
  duration_ms: number;
  created_at: Date;
}

/**
 * A batch of the request log in one statement whose text never changes: the rows travel as one
 * JSON parameter (a busy reseller's batch is hundreds of rows; a VALUES list would be a new
 * statement of thousands of parameters each time).
 */
export async function insertRequestLog(db: DbOrTrx, rows: RequestLogRow[]) {
  if (rows.length === 0) return;
  await sql`
    insert into reseller_requests (reseller_id, method, path, status, duration_ms, created_at)
    select reseller_id, method, path, status, duration_ms, created_at
    from json_to_recordset(${JSON.stringify(rows)}::json)
      as r(reseller_id uuid, method text, path text, status int, duration_ms float8, created_at timestamptz)
  `.execute(db);
}

export function listRequests(db: DbOrTrx, resellerId: string, limit: number) {
  return db
    .selectFrom('reseller_requests')
    .select(['id', 'method', 'path', 'status', 'duration_ms', 'created_at'])
    .where('reseller_id', '=', resellerId)
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

/** Requests older than 30 days are dropped (the maintenance sweep). */
export async function pruneRequestLog(db: DbOrTrx) {
  await db
    .deleteFrom('reseller_requests')
    .where('created_at', '<', sql<Date>`now() - interval '30 days'`)
    .execute();
}

export async function setDistributionOptOut(db: DbOrTrx, supplierId: string, optOut: boolean) {
  await db.updateTable('suppliers').set({ distribution_opt_out: optOut }).where('id', '=', supplierId).execute();
}

export async function findDistributionOptOut(db: DbOrTrx, supplierId: string): Promise<boolean> {
  const row = await db
    .selectFrom('suppliers')
    .select('distribution_opt_out')
    .where('id', '=', supplierId)
    .executeTakeFirst();
  return row?.distribution_opt_out ?? false;
}
