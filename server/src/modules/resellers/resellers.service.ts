import { createHash, randomBytes } from 'node:crypto';
import { type CreatedApiKey, type ResellerRequestEntry, type ResellerSummary } from '@regen/shared/schemas/resellers';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database.ts';
import { conflict, notFound } from '../../errors.ts';
import { requestLogFor } from './request-log.ts';
import * as resellers from './resellers.repository.ts';
import type { UsedApiKeyRow } from './resellers.repository.ts';

// Resellers and their API keys (docs/decisions/046): an admin creates them; a key is shown
// once and only its SHA-256 is stored; revoking a key or the whole reseller refuses it at once.

const KEY_PREFIX = 'regen_octo_';

/** SHA-256, hex: keys are long random strings, so a fast hash is enough (no password stretching). */
export const hashApiKey = (key: string) => createHash('sha256').update(key).digest('hex');

export async function createReseller(db: Db, name: string) {
  const accountEmail = `reseller-${randomBytes(8).toString('hex')}@resellers.invalid`;
  const row = await db.transaction().execute((trx) => resellers.insertReseller(trx, name.trim(), accountEmail));
  return { id: row.id, name: row.name, createdAt: row.created_at, revokedAt: row.revoked_at };
}

export async function listResellers(db: Db): Promise<ResellerSummary[]> {
  const rows = await resellers.listResellers(db);
  const keys = await resellers.listApiKeys(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    createdAt: r.created_at,
    revokedAt: r.revoked_at,
    keys: keys
      .filter((k) => k.reseller_id === r.id)
      .map((k) => ({
        id: k.id,
        prefix: k.key_prefix,
        createdAt: k.created_at,
        lastUsedAt: k.last_used_at,
        revokedAt: k.revoked_at,
        mode: k.mode,
      })),
  }));
}

/** A new key; a test key's OCTO bookings never touch real capacity (docs/decisions/114). */
export async function createApiKey(db: Db, resellerId: string, mode: 'live' | 'test' = 'live'): Promise<CreatedApiKey> {
  const reseller = await resellers.findReseller(db, resellerId);
  if (!reseller) throw notFound('resellers.notFound');
  if (reseller.revoked_at) throw conflict('resellers.revoked');
  const key = `${KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
  const row = await resellers.insertApiKey(db, resellerId, hashApiKey(key), key.slice(0, KEY_PREFIX.length + 6), mode);
  return { id: row.id, prefix: row.key_prefix, key, mode: row.mode };
}

export async function revokeApiKey(db: Db, keyId: string) {
  const row = await resellers.revokeApiKey(db, keyId);
  if (!row) throw notFound('resellers.keyNotFound');
  return { id: row.id, revokedAt: row.revoked_at };
}

export async function revokeReseller(db: Db, resellerId: string) {
  const row = await resellers.revokeReseller(db, resellerId);
  if (!row) throw notFound('resellers.notFound');
  return { id: row.id, revokedAt: row.revoked_at };
}

/** The reseller's latest requests, newest first (after writing what this instance buffered). */
export async function resellerRequests(
  services: { db: Db; log: FastifyBaseLogger },
  resellerId: string,
): Promise<ResellerRequestEntry[]> {
  await requestLogFor(services.db, services.log).flush();
  const rows = await resellers.listRequests(services.db, resellerId, 200);
  return rows.map((r) => ({
    id: Number(r.id),
    method: r.method,
    path: r.path,
    status: r.status,
    durationMs: r.duration_ms,
    at: r.created_at,
  }));
}

export interface AuthenticatedReseller {
  keyId: string;
  resellerId: string;
  name: string;
  /** The account the reseller's bookings are made under. */
  userId: string;
  /** A test key (docs/decisions/114): its bookings are kept apart and take no real spots. */
  testMode?: boolean;
}

/** The hash to look a presented key up by, or null when it cannot be one of ours. */
export function apiKeyHashOf(key: string): string | null {
  return key.startsWith(KEY_PREFIX) && key.length <= 200 ? hashApiKey(key) : null;
}

export const authenticatedReseller = (row: UsedApiKeyRow): AuthenticatedReseller => ({
  keyId: row.key_id,
  resellerId: row.reseller_id,
  name: row.name,
  userId: row.user_id,
  testMode: row.mode === 'test',
});

/** The reseller of a presented key, or null for an unknown or revoked key. */
export async function authenticateApiKey(db: Db, key: string): Promise<AuthenticatedReseller | null> {
  const keyHash = apiKeyHashOf(key);
  const row = keyHash ? await resellers.useApiKey(db, keyHash) : undefined;
  return row ? authenticatedReseller(row) : null;
}

export const supplierDistributionOptOut = (db: Db, supplierId: string) =>
  resellers.findDistributionOptOut(db, supplierId);

export async function setSupplierDistribution(db: Db, supplierId: string, optOut: boolean) {
  await resellers.setDistributionOptOut(db, supplierId, optOut);
  return { optOut };
}
