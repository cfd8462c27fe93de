import { TRPCError } from '@trpc/server';
import { englishMessage } from '@regen/shared/i18n';
import type { DbOrTrx } from '../db/database.ts';
import { hitRateLimit } from './counters.ts';

// Limits per procedure, applied by a tRPC middleware where the procedure is resolved
// (server/src/trpc/trpc.ts): every transport and every spelling of the URL meets the same
// limit, and each call of a batch counts on its own. Counted in PostgreSQL (counters.ts), so
// every instance shares them (docs/decisions/016).

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

export interface Limit {
  max: number;
  windowMs: number;
}

export interface ProcedureLimit {
  /** Calls from one client address. */
  perIp?: Limit;
  /** Calls by one signed-in account (anonymous calls meet the per-IP limit only). */
  perUser?: Limit;
  /** What the refused caller reads; RATE_LIMIT_MESSAGE unless given. */
  message?: string;
  /** Counted with another procedure's calls (one allowance for both); the path's own unless given. */
  bucket?: string;
}

export const RATE_LIMIT_MESSAGE = englishMessage('errors.rateLimit');
export const BOOKING_LIMIT_MESSAGE = englishMessage('errors.bookingLimit');

export const procedureRateLimits: Record<string, ProcedureLimit> = {
  'auth.signIn': { perIp: { max: 20, windowMs: MINUTE } },
  'auth.signUpTraveler': { perIp: { max: 10, windowMs: MINUTE } },
  'auth.signUpAccount': { perIp: { max: 10, windowMs: MINUTE } },
  'auth.signUpSupplier': { perIp: { max: 10, windowMs: MINUTE } },
  'auth.requestPasswordReset': { perIp: { max: 5, windowMs: MINUTE } },
  'auth.resetPassword': { perIp: { max: 10, windowMs: MINUTE } },
  'auth.resendVerification': { perIp: { max: 5, windowMs: MINUTE } },
  // Passkey sign-in and the second step (docs/decisions/116); wrong codes also count per account.
  // Every sign-in form asks for a challenge when it shows (its email field's autofill) and one per
  // "Use a passkey" (docs/decisions/125): a shared address signs in no less than with passwords.
  'secondFactor.passkeySignInOptions': { perIp: { max: 60, windowMs: MINUTE } },
  'secondFactor.passkeySignIn': { perIp: { max: 20, windowMs: MINUTE } },
  'secondFactor.completeSignIn': { perIp: { max: 20, windowMs: MINUTE } },
  'secondFactor.completeSignInWithPasskey': { perIp: { max: 20, windowMs: MINUTE } },
  'messaging.send': { perIp: { max: 30, windowMs: MINUTE } },
  // Each signed-out save may start a stored draft: bounded per address (docs/decisions/093).
  'bookingDrafts.save': { perIp: { max: 30, windowMs: MINUTE } },
  // A question before booking is a message like any other: the same allowance, shared.
  'messaging.askHost': { perIp: { max: 30, windowMs: MINUTE }, bucket: 'messaging.send' },
  // Each booking and cancellation sends email: bounded per account and per address.
  'booking.create': {
    perUser: { max: 10, windowMs: HOUR },
    perIp: { max: 30, windowMs: HOUR },
    message: BOOKING_LIMIT_MESSAGE,
  },
  'booking.cancel': {
    perUser: { max: 10, windowMs: HOUR },
    perIp: { max: 30, windowMs: HOUR },
    message: BOOKING_LIMIT_MESSAGE,
  },
  // A change emails both parties too (docs/decisions/095).
  'booking.reschedule': {
    perUser: { max: 10, windowMs: HOUR },
    perIp: { max: 30, windowMs: HOUR },
    message: BOOKING_LIMIT_MESSAGE,
  },
  'waitlist.join': { perUser: { max: 20, windowMs: HOUR }, perIp: { max: 60, windowMs: HOUR } },
};

/** Counts one call of `path` and throws TOO_MANY_REQUESTS once a limit is used up. */
export async function enforceProcedureLimit(
  db: DbOrTrx,
  path: string,
  caller: { ip: string; userId: string | null },
): Promise<void> {
  const limit = procedureRateLimits[path];
  if (!limit) return;
  // The account first: a call it refuses does not use up the address's allowance.
  const checks: [string, Limit][] = [];
  const bucket = limit.bucket ?? path;
  if (limit.perUser && caller.userId) checks.push([`user|${bucket}|${caller.userId}`, limit.perUser]);
  if (limit.perIp) checks.push([`ip|${bucket}|${caller.ip}`, limit.perIp]);
  for (const [key, { max, windowMs }] of checks) {
    const { count } = await hitRateLimit(db, key, windowMs);
    if (count > max) throw new TRPCError({ code: 'TOO_MANY_REQUESTS', message: limit.message ?? RATE_LIMIT_MESSAGE });
  }
}
