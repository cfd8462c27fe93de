import { createHash, randomBytes } from 'node:crypto';
import type { BookingDraftValues } from '@regen/shared/schemas/booking-drafts';
import type { Config } from '../../config.ts';
import type { DbOrTrx } from '../../db/database.ts';
import { databaseNow, type RuleClock } from '../../rules/booking.ts';
import {
  claimDraft,
  deleteDraft,
  deleteExpiredDrafts,
  findDraftOfUser,
  findUnclaimedDraft,
  insertUnclaimedDraft,
  updateUnclaimedDraft,
  upsertDraftOfUser,
  type BookingDraftRow,
} from './booking-drafts.repository.ts';

// A booking form kept for the sign-up detour (docs/decisions/093). A signed-out browser holds
// an opaque token in an HttpOnly cookie and the server keeps only its hash. Signing up or in
// with that cookie gives the draft to the account; from then on only the account reads it,
// on any device, and the token alone reads nothing.

/** Who asks: a signed-in account, else the browser's draft token (if it has one). */
export interface DraftOwner {
  userId: string | null;
  token: string | undefined;
}

/** The draft cookie's name: `__Host-` in production, like the session's. */
export function bookingDraftCookieName(config: Pick<Config, 'env'>): string {
  return config.env === 'production' ? '__Host-regen_booking_draft' : 'regen_booking_draft';
}

const MAX_TOKEN_LENGTH = 100;

function hashDraftToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A usable token from the cookie; anything else is no token. */
function tokenHashOf(token: string | undefined): string | null {
  return token && token.length <= MAX_TOKEN_LENGTH ? hashDraftToken(token) : null;
}

/** What the booking form reads back. */
export interface BookingDraftView {
  activityId: string;
  returnPath: string;
  date: string | null;
  availabilityId: string;
  numberOfPeople: number;
  customerName: string;
  customerEmail: string;
  customerPhone: string;
  specialRequests: string;
  expiresAt: Date;
}

function toView(row: BookingDraftRow): BookingDraftView {
  return {
    activityId: row.activity_id,
    returnPath: row.return_path,
    date: row.slot_date,
    availabilityId: row.availability_id,
    numberOfPeople: row.number_of_people,
    customerName: row.customer_name,
    customerEmail: row.customer_email,
    customerPhone: row.customer_phone,
    specialRequests: row.special_requests,
    expiresAt: row.expires_at,
  };
}

/**
 * Keeps the owner's draft. A signed-in account's replaces its one draft. A signed-out browser's
 * updates the draft of its token, or starts one under a new token when it has none (or its
 * draft expired or was claimed): `token` is then what the cookie must hold, until `expiresAt`.
 */
export async function saveBookingDraft(
  db: DbOrTrx,
  owner: DraftOwner,
  values: BookingDraftValues,
  now: RuleClock = databaseNow,
): Promise<{ token: string | null; expiresAt: Date }> {
  if (owner.userId) {
    const saved = await upsertDraftOfUser(db, owner.userId, hashDraftToken(newDraftToken()), values, now);
    return { token: null, expiresAt: saved.expires_at };
  }
  const tokenHash = tokenHashOf(owner.token);
  if (owner.token && tokenHash) {
    const updated = await updateUnclaimedDraft(db, tokenHash, values, now);
    if (updated) return { token: owner.token, expiresAt: updated.expires_at };
  }
  // A new draft: the moment to sweep the expired ones (an index range, usually empty).
  await deleteExpiredDrafts(db, now);
  const token = newDraftToken();
  const inserted = await insertUnclaimedDraft(db, hashDraftToken(token), values, now);
  return { token, expiresAt: inserted.expires_at };
}

function newDraftToken(): string {
  return randomBytes(32).toString('base64url');
}

/** The owner's live draft (of `activityId` when given), or null. Never another owner's. */
export async function currentBookingDraft(
  db: DbOrTrx,
  owner: DraftOwner,
  activityId?: string,
  now: RuleClock = databaseNow,
): Promise<BookingDraftView | null> {
  if (owner.userId) {
    const row = await findDraftOfUser(db, owner.userId, now, activityId);
    return row ? toView(row) : null;
  }
  const tokenHash = tokenHashOf(owner.token);
  if (!tokenHash) return null;
  const row = await findUnclaimedDraft(db, tokenHash, now);
  if (!row || (activityId !== undefined && row.activity_id !== activityId)) return null;
  return toView(row);
}

/** Forgets the owner's draft of an activity (the booking is made). Returns how many went. */
export function discardBookingDraft(db: DbOrTrx, owner: DraftOwner, activityId: string): Promise<number> {
  if (owner.userId) return deleteDraft(db, { userId: owner.userId }, activityId);
  const tokenHash = tokenHashOf(owner.token);
  return tokenHash ? deleteDraft(db, { tokenHash }, activityId) : Promise.resolve(0);
}

/**
 * Gives the browser's unclaimed draft to the account that signs up or in with its cookie (in the
 * caller's transaction), and answers where the account's draft returns to, if it has one.
 */
export async function claimBookingDraft(
  db: DbOrTrx,
  token: string | undefined,
  userId: string,
  now: RuleClock = databaseNow,
): Promise<string | null> {
  const tokenHash = tokenHashOf(token);
  if (tokenHash) await claimDraft(db, tokenHash, userId, now);
  const row = await findDraftOfUser(db, userId, now);
  return row?.return_path ?? null;
}

/** Removes every expired draft; returns how many. */
export function pruneExpiredBookingDrafts(db: DbOrTrx, now: RuleClock = databaseNow): Promise<number> {
  return deleteExpiredDrafts(db, now);
}
