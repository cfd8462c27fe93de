import { z } from 'zod';
import { englishMessage } from '../i18n/index.ts';

// Resellers selling suppliers' activities through the OCTO API (docs/decisions/044–046): the
// admin's management of resellers and their API keys, and a supplier's opt-out.

export const RESELLER_NAME_MAX = 100;

export const createResellerInputSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, englishMessage('resellers.nameRequired'))
    .max(RESELLER_NAME_MAX, englishMessage('resellers.nameMax')),
});
export type CreateResellerInput = z.infer<typeof createResellerInputSchema>;

export const resellerIdInputSchema = z.object({ resellerId: z.uuid(englishMessage('resellers.unknownReseller')) });
export type ResellerIdInput = z.infer<typeof resellerIdInputSchema>;

/** A live key, or a test key whose OCTO bookings never touch real capacity (docs/decisions/114). */
export const API_KEY_MODES = ['live', 'test'] as const;
export type ApiKeyMode = (typeof API_KEY_MODES)[number];
export const createApiKeyInputSchema = resellerIdInputSchema.extend({ mode: z.enum(API_KEY_MODES).default('live') });
export type CreateApiKeyInput = z.input<typeof createApiKeyInputSchema>;

export const apiKeyIdInputSchema = z.object({ keyId: z.uuid(englishMessage('resellers.unknownKey')) });
export type ApiKeyIdInput = z.infer<typeof apiKeyIdInputSchema>;

export const setDistributionInputSchema = z.object({ optOut: z.boolean() });
export type SetDistributionInput = z.infer<typeof setDistributionInputSchema>;

export interface ResellerApiKeySummary {
  id: string;
  /** The key's first characters, enough to tell keys apart; the key itself is shown once. */
  prefix: string;
  createdAt: Date;
  lastUsedAt: Date | null;
  revokedAt: Date | null;
  mode: ApiKeyMode;
}

export interface ResellerSummary {
  id: string;
  name: string;
  createdAt: Date;
  revokedAt: Date | null;
  keys: ResellerApiKeySummary[];
}

export interface CreatedApiKey {
  id: string;
  prefix: string;
  /** Shown once: only its SHA-256 is stored. */
  key: string;
  mode: ApiKeyMode;
}

export interface ResellerRequestEntry {
  id: number;
  method: string;
  path: string;
  status: number;
  durationMs: number;
  at: Date;
}

export const RESELLER_NOT_FOUND_MESSAGE = englishMessage('resellers.notFound');
export const API_KEY_NOT_FOUND_MESSAGE = englishMessage('resellers.keyNotFound');
export const RESELLER_REVOKED_MESSAGE = englishMessage('resellers.revoked');
