import { TRPCError, initTRPC } from '@trpc/server';
import superjson from 'superjson';
import { ZodError, z } from 'zod';
import { MAX_SUBSCRIPTIONS_PER_CONNECTION } from '@regen/shared/constants';
import { englishMessage } from '@regen/shared/i18n';
import {
  DomainError,
  PG_CHECK_VIOLATION,
  PG_FOREIGN_KEY_VIOLATION,
  PG_UNIQUE_VIOLATION,
  pgErrorCode,
} from '../errors.ts';
import { enforceProcedureLimit } from '../limits/procedure-limits.ts';
import { isSessionLive } from '../modules/auth/index.ts';
import { findSupplierByUserId } from '../modules/supplier/index.ts';
import type { ConnectionState, Context } from './context.ts';

const t = initTRPC.context<Context>().create({
  transformer: superjson,
  errorFormatter({ shape, error }) {
    const issues = error.cause instanceof ZodError ? error.cause : null;
    // An input that fails validation is answered with its first rule's own message (the
    // spec's wording) instead of tRPC's default, the issues serialised as JSON; every
    // issue stays available, by field, in data.zodError.
    const message = issues?.issues[0]?.message ?? shape.message;
    const zodError = issues ? z.flattenError(issues) : null;
    return { ...shape, message, data: { ...shape.data, zodError, stack: undefined } };
  },
  // Subscriptions are served over the websocket only: an HTTP (SSE) stream would outlive
  // sign-out, which closes sockets (docs/decisions/016). The middleware below refuses them
  // with a clear error; this stops tRPC from streaming even if it were bypassed.
  sse: { enabled: false },
});

export const router = t.router;

/** A subscription's resume point: the id of the last event the client received. */
export const lastEventIdSchema = z.coerce.number().int().nullish();
/** Input of a subscription that takes nothing but its resume point. */
export const resumeInputSchema = z.object({ lastEventId: lastEventIdSchema }).optional();

/**
 * Maps what domain code throws to tRPC errors in one place: DomainError keeps its code and
 * message; database constraint violations become 4xx; anything else is logged with the
 * request and answered with a generic message.
 */
function mapError(error: TRPCError, ctx: Context, path: string): TRPCError {
  const cause = error.cause;
  if (cause instanceof DomainError) return new TRPCError({ code: cause.code, message: cause.message, cause });
  if (error.code !== 'INTERNAL_SERVER_ERROR') return error;
  const pgCode = pgErrorCode(cause);
  if (pgCode === PG_UNIQUE_VIOLATION) {
    return new TRPCError({ code: 'CONFLICT', message: englishMessage('errors.duplicateRecord'), cause });
  }
  if (pgCode === PG_CHECK_VIOLATION || pgCode === PG_FOREIGN_KEY_VIOLATION) {
    return new TRPCError({ code: 'BAD_REQUEST', message: englishMessage('errors.dataRule'), cause });
  }
  ctx.services.log.error({ err: cause ?? error, path }, 'unexpected error in procedure');
  return new TRPCError({ code: 'INTERNAL_SERVER_ERROR', message: englishMessage('errors.unexpected'), cause });
}

function isAsyncIterable(value: unknown): value is AsyncIterable<unknown> {
  return typeof value === 'object' && value !== null && Symbol.asyncIterator in value;
}

/**
 * A subscription's iterator whose failures go through the same mapping. An object, not an
 * async generator around the procedure's own: every idle subscriber holds one, and a
 * generator frame per subscriber costs several times its size (docs/decisions/021).
 */
class ErrorMappingIterator implements AsyncIterableIterator<unknown> {
  private readonly inner: AsyncIterator<unknown>;
  private readonly ctx: Context;
  private readonly path: string;

  constructor(iterable: AsyncIterable<unknown>, ctx: Context, path: string) {
    this.inner = iterable[Symbol.asyncIterator]();
    this.ctx = ctx;
    this.path = path;
  }

  [Symbol.asyncIterator](): this {
    return this;
  }

  next(): Promise<IteratorResult<unknown>> {
    return this.inner.next().catch((error: unknown) => this.fail(error));
  }

  return(value?: unknown): Promise<IteratorResult<unknown>> {
    if (!this.inner.return) return Promise.resolve({ done: true, value });
    return this.inner.return(value).catch((error: unknown) => this.fail(error));
  }

  private fail(error: unknown): never {
    throw mapError(
      error instanceof TRPCError ? error : new TRPCError({ code: 'INTERNAL_SERVER_ERROR', cause: error }),
      this.ctx,
      this.path,
    );
  }
}

const errorMapping = t.middleware(async ({ ctx, next, path, type }) => {
  const result = await next();
  if (!result.ok) throw mapError(result.error, ctx, path);
  if (type === 'subscription' && isAsyncIterable(result.data)) {
    return { ...result, data: new ErrorMappingIterator(result.data, ctx, path) };
  }
  return result;
});

/**
 * One transport per kind of call: subscriptions over the websocket (where sign-out and
 * session expiry close them), queries and mutations over HTTP (where cookies are set and
 * limits are counted per client address). Refused before anything else runs, so a
 * session-changing call over the websocket never reaches the password check.
 */
const transportRule = t.middleware(({ ctx, next, type }) => {
  if (type === 'subscription' && ctx.transport === 'http') {
    throw new TRPCError({
      code: 'METHOD_NOT_SUPPORTED',
      message: 'Live updates are served over the websocket at /trpc only.',
    });
  }
  if (type !== 'subscription' && ctx.transport === 'websocket') {
    throw new TRPCError({
      code: 'METHOD_NOT_SUPPORTED',
      message: 'Queries and mutations are served over HTTP only.',
    });
  }
  return next();
});

/** Per-procedure limits (limits/procedure-limits.ts), counted where the procedure is resolved. */
const procedureLimits = t.middleware(async ({ ctx, next, path }) => {
  if (ctx.services.config.rateLimits) {
    await enforceProcedureLimit(ctx.services.db, path, { ip: ctx.ip, userId: ctx.user?.id ?? null });
  }
  return next();
});

/**
 * One subscription's place in its connection's count, and the iterator the socket reads it
 * through: the place is given back once, whichever way the subscription ends. tRPC's
 * websocket handler aborts the subscription's signal when the client stops it or the socket
 * closes, and returns the iterator when the iteration ends (finished, failed or stopped); a
 * subscription that runs to its end or fails is not aborted, so both are watched.
 */
class SubscriptionSlot implements AsyncIterableIterator<unknown> {
  private released = false;
  private inner: AsyncIterator<unknown> | undefined;
  private readonly connection: ConnectionState;
  private readonly signal: AbortSignal;

  constructor(connection: ConnectionState, signal: AbortSignal) {
    this.connection = connection;
    this.signal = signal;
    connection.subscriptions += 1;
    signal.addEventListener('abort', this, { once: true });
  }

  /** The procedure's iterable, read through this slot. */
  hold(iterable: AsyncIterable<unknown>): this {
    this.inner = iterable[Symbol.asyncIterator]();
    return this;
  }

  [Symbol.asyncIterator](): this {
    return this;
  }

  async next(): Promise<IteratorResult<unknown>> {
    try {
      const step = await this.inner!.next();
      if (step.done) this.release();
      return step;
    } catch (error) {
      this.release();
      throw error;
    }
  }

  return(value?: unknown): Promise<IteratorResult<unknown>> {
    this.release();
    return this.inner?.return ? this.inner.return(value) : Promise.resolve({ done: true, value });
  }

  /** The signal's abort listener. */
  handleEvent(): void {
    this.release();
  }

  release(): void {
    if (this.released) return;
    this.released = true;
    this.connection.subscriptions -= 1;
    this.signal.removeEventListener('abort', this);
  }
}

/**
 * A websocket connection runs a bounded number of subscriptions, and each starts only while
 * its session is still live (signing out elsewhere, or expiry, may have ended it since the
 * socket opened).
 */
const subscriptionGuard = t.middleware(async ({ ctx, next, type, signal }) => {
  const connection = ctx.connection;
  if (type !== 'subscription' || !connection) return next();
  if (ctx.session && !(await isSessionLive(ctx.services.db, ctx.session.id))) {
    throw new TRPCError({ code: 'UNAUTHORIZED', message: englishMessage('errors.sessionEnded') });
  }
  if (connection.subscriptions >= MAX_SUBSCRIPTIONS_PER_CONNECTION) {
    throw new TRPCError({
      code: 'TOO_MANY_REQUESTS',
      message: `At most ${MAX_SUBSCRIPTIONS_PER_CONNECTION} live updates can run on one connection.`,
    });
  }
  if (!signal) {
    // tRPC's websocket handler, the only transport that sets a connection, always passes one.
    throw new TRPCError({ code: 'INTERNAL_SERVER_ERROR', message: 'A live update needs its connection signal.' });
  }
  const slot = new SubscriptionSlot(connection, signal);
  const result = await next();
  if (!result.ok || !isAsyncIterable(result.data)) {
    slot.release();
    return result;
  }
  return { ...result, data: slot.hold(result.data) };
});

export const publicProcedure = t.procedure
  .use(errorMapping)
  .use(transportRule)
  .use(procedureLimits)
  .use(subscriptionGuard);

/** Signed in: narrows ctx.user and ctx.session to non-null. */
export const authedProcedure = publicProcedure.use(({ ctx, next }) => {
  if (!ctx.user || !ctx.session) {
    throw new TRPCError({ code: 'UNAUTHORIZED', message: englishMessage('errors.authSessionMissing') });
  }
  return next({ ctx: { ...ctx, user: ctx.user, session: ctx.session } });
});

/** Signed in and has a supplier row: ctx.supplier is that row. */
export const supplierProcedure = authedProcedure.use(async ({ ctx, next }) => {
  const supplier = await findSupplierByUserId(ctx.services.db, ctx.user.id);
  if (!supplier) {
    throw new TRPCError({
      code: 'FORBIDDEN',
      message: "You don't have a supplier account. Please sign up as a supplier first.",
    });
  }
  return next({ ctx: { ...ctx, supplier } });
});

/**
 * Signed in with the admin role, in a session that used a second factor (a passkey sign-in,
 * the second step, or setting one up in it; docs/decisions/116), unless a local demo offers it
 * instead (`ADMIN_SECOND_FACTOR=offered`, refused outside development and test).
 */
export const adminProcedure = authedProcedure.use(({ ctx, next }) => {
  if (ctx.user.role !== 'admin') {
    throw new TRPCError({
      code: 'FORBIDDEN',
      message: "You don't have admin privileges. Please contact an administrator.",
    });
  }
  if (ctx.services.config.adminSecondFactorRequired && !ctx.session.secondFactorAt) {
    throw new TRPCError({ code: 'FORBIDDEN', message: englishMessage('secondFactor.adminNeedsSecondFactor') });
  }
  return next({ ctx });
});
