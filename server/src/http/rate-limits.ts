import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { DbOrTrx } from '../db/database.ts';
import { postgresRateLimitStore } from './rate-limit-store.ts';

/**
 * Per-IP limits for the procedures worth protecting (DESIGN.md §2), shared by every
 * instance through PostgreSQL (rate-limit-store.ts). Every tRPC call shares
 * the /trpc route, so the limit is chosen from the procedure names in the path
 * (`/trpc/auth.signIn` or a batch `/trpc/auth.me,auth.signIn`).
 */
export const procedureRateLimits: Record<string, { max: number; timeWindow: string }> = {
  'auth.signIn': { max: 20, timeWindow: '1 minute' },
  'auth.signUpTraveler': { max: 10, timeWindow: '1 minute' },
  'auth.signUpSupplier': { max: 10, timeWindow: '1 minute' },
  'auth.requestPasswordReset': { max: 5, timeWindow: '1 minute' },
  'auth.resetPassword': { max: 10, timeWindow: '1 minute' },
  'auth.resendVerification': { max: 5, timeWindow: '1 minute' },
  'messaging.send': { max: 30, timeWindow: '1 minute' },
};

export const RATE_LIMIT_MESSAGE = 'Too many attempts. Please wait a minute and try again.';

function procedureNames(request: FastifyRequest): string[] {
  const pathname = request.url.split('?')[0] ?? '';
  if (!pathname.startsWith('/trpc/')) return [];
  return decodeURIComponent(pathname.slice('/trpc/'.length)).split(',');
}

export async function registerRateLimits(app: FastifyInstance, db: DbOrTrx): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    // Counted in PostgreSQL: every instance shares the same limits.
    store: postgresRateLimitStore(db),
    errorResponseBuilder: (_request, context) => ({
      statusCode: context.statusCode,
      error: { message: RATE_LIMIT_MESSAGE, code: -32029, data: { code: 'TOO_MANY_REQUESTS', httpStatus: 429 } },
      message: RATE_LIMIT_MESSAGE,
    }),
  });
  const limiters = Object.fromEntries(
    Object.entries(procedureRateLimits).map(([name, limit]) => [
      name,
      app.rateLimit({ ...limit, keyGenerator: (request) => `${name}|${request.ip}` }),
    ]),
  );
  // The limiter answers before tRPC does: give its 429 the shape a tRPC client reads (an
  // array for a batched call, serialised as superjson's `{ json }`), so forms can show the
  // message instead of "Unable to transform response from server".
  app.addHook('onSend', async (request, reply, payload) => {
    if (reply.statusCode !== 429) return payload;
    const names = procedureNames(request);
    if (names.length === 0) return payload;
    const failure = (path: string) => ({
      error: {
        json: { message: RATE_LIMIT_MESSAGE, code: -32029, data: { code: 'TOO_MANY_REQUESTS', httpStatus: 429, path } },
      },
    });
    const batched = new URL(request.url, 'http://localhost').searchParams.get('batch') === '1';
    void reply.header('content-type', 'application/json; charset=utf-8');
    return JSON.stringify(batched ? names.map(failure) : failure(names[0]!));
  });
  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'POST') return;
    for (const name of procedureNames(request)) {
      const limiter = limiters[name];
      if (limiter) await limiter.call(app, request, reply);
      if (reply.sent) return reply;
    }
  });
}
