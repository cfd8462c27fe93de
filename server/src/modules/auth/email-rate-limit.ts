import { DomainError } from '../../errors.ts';
import { hitRateLimit, peekRateLimit } from '../../limits/counters.ts';
import type { Services } from '../../services.ts';

// Per-email limits, on top of the per-IP limits in limits/procedure-limits.ts: an attacker
// rotating addresses cannot hammer one account's password or mailbox. Counted whether or
// not the account exists, so a refusal reveals nothing. Counted in PostgreSQL, so every
// instance shares them.

export const emailRateLimits = {
  /** Failed sign-ins only. */
  signIn: { max: 10, windowMs: 15 * 60_000 },
  signUp: { max: 5, windowMs: 60 * 60_000 },
  requestPasswordReset: { max: 3, windowMs: 15 * 60_000 },
  resendVerification: { max: 3, windowMs: 15 * 60_000 },
} as const;

export type EmailRateLimitedAction = keyof typeof emailRateLimits;

const key = (action: EmailRateLimitedAction, email: string) => `email|${action}|${email.trim().toLowerCase()}`;

/**
 * Counts an attempt and throws TOO_MANY_REQUESTS when this email has used up its attempts
 * for the action (unless RATE_LIMITS is off).
 */
export async function limitByEmail(services: Services, action: EmailRateLimitedAction, email: string): Promise<void> {
  if (!services.config.rateLimits) return;
  const { max, windowMs } = emailRateLimits[action];
  const { count } = await hitRateLimit(services.db, key(action, email), windowMs);
  if (count > max) throw new DomainError('TOO_MANY_REQUESTS', 'errors.rateLimit');
}

/**
 * Runs a sign-in under the per-email limit of failed attempts: refused while the email has
 * too many recent failures; only a failure counts, so signing in often is never locked out.
 */
export async function limitFailuresByEmail<T>(
  services: Services,
  action: EmailRateLimitedAction,
  email: string,
  attempt: () => Promise<T>,
): Promise<T> {
  if (!services.config.rateLimits) return attempt();
  const { max, windowMs } = emailRateLimits[action];
  if ((await peekRateLimit(services.db, key(action, email), windowMs)) >= max) {
    throw new DomainError('TOO_MANY_REQUESTS', 'errors.rateLimit');
  }
  try {
    return await attempt();
  } catch (err) {
    if (err instanceof DomainError && err.code === 'UNAUTHORIZED')
      await hitRateLimit(services.db, key(action, email), windowMs);
    throw err;
  }
}
