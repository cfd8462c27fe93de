import { TRPCError, initTRPC } from '@trpc/server';
import superjson from 'superjson';
import { ZodError, z } from 'zod';
import {
  DomainError,
  PG_CHECK_VIOLATION,
  PG_FOREIGN_KEY_VIOLATION,
  PG_UNIQUE_VIOLATION,
  pgErrorCode,
} from '../errors.ts';
import type { Context } from './context.ts';

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
});

export const router = t.router;

/** A subscription's resume point: the id of the last event the client received. */
export const lastEventIdSchema = z.coerce.number().int().nullish();
/** Input of a subscription that takes nothing but its resume point. */
export const resumeInputSchema = z.object({ lastEventId: lastEventIdSchema }).optional();
export const createCallerFactory = t.createCallerFactory;
export const middleware = t.middleware;

/**
 * Maps what domain code throws to tRPC errors in one place: DomainError keeps its code and
 * message; database constraint violations become 4xx; anything else is logged with the
 * request and answered with a generic message.
 */
const errorMapping = t.middleware(async ({ ctx, next, path }) => {
  const result = await next();
  if (result.ok) return result;
  const error = result.error;
  const cause = error.cause;
  if (cause instanceof DomainError) {
    throw new TRPCError({ code: cause.code, message: cause.message, cause });
  }
  if (error.code !== 'INTERNAL_SERVER_ERROR') return result;
  const pgCode = pgErrorCode(cause);
  if (pgCode === PG_UNIQUE_VIOLATION) {
    throw new TRPCError({ code: 'CONFLICT', message: 'This record already exists.', cause });
  }
  if (pgCode === PG_CHECK_VIOLATION || pgCode === PG_FOREIGN_KEY_VIOLATION) {
    throw new TRPCError({ code: 'BAD_REQUEST', message: 'The request breaks a data rule and was not saved.', cause });
  }
  ctx.services.log.error({ err: cause ?? error, path }, 'unexpected error in procedure');
  throw new TRPCError({ code: 'INTERNAL_SERVER_ERROR', message: 'An unexpected error occurred', cause });
});

export const publicProcedure = t.procedure.use(errorMapping);

/** Signed in: narrows ctx.user and ctx.session to non-null. */
export const authedProcedure = publicProcedure.use(({ ctx, next }) => {
  if (!ctx.user || !ctx.session) {
    throw new TRPCError({ code: 'UNAUTHORIZED', message: 'Auth session missing!' });
  }
  return next({ ctx: { ...ctx, user: ctx.user, session: ctx.session } });
});

/** Signed in and has a supplier row: ctx.supplier is that row. */
export const supplierProcedure = authedProcedure.use(async ({ ctx, next }) => {
  const supplier = await ctx.services.db
    .selectFrom('suppliers')
    .selectAll()
    .where('user_id', '=', ctx.user.id)
    .executeTakeFirst();
  if (!supplier) {
    throw new TRPCError({
      code: 'FORBIDDEN',
      message: "You don't have a supplier account. Please sign up as a supplier first.",
    });
  }
  return next({ ctx: { ...ctx, supplier } });
});

/** Signed in with the admin role. */
export const adminProcedure = authedProcedure.use(({ ctx, next }) => {
  if (ctx.user.role !== 'admin') {
    throw new TRPCError({
      code: 'FORBIDDEN',
      message: "You don't have admin privileges. Please contact an administrator.",
    });
  }
  return next({ ctx });
});
