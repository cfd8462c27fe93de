import {
  addPasskeyInputSchema,
  passkeyAssertionInputSchema,
  removePasskeyInputSchema,
  secondFactorCodeInputSchema,
} from '@regen/shared/schemas/second-factor';
import type { Config } from '../../config.ts';
import { DomainError } from '../../errors.ts';
import { authedProcedure, publicProcedure, router } from '../../trpc/trpc.ts';
import type { Context } from '../../trpc/context.ts';
import { openSignedInSession } from '../auth/index.ts';
import { bookingDraftCookieName, claimBookingDraft } from '../booking-drafts/index.ts';
import {
  addPasskey,
  passkeyAuthenticationOptions,
  passkeyRegistrationOptions,
  removePasskey,
  verifyPasskeyAssertion,
} from './passkeys.service.ts';
import {
  completeSecondStepWithCode,
  confirmTotp,
  deletePendingSignIn,
  needsSecondStep,
  nowOf,
  pendingMethods,
  regenerateRecoveryCodes,
  removeTotp,
  requirePendingSignIn,
  secondFactorStatus,
  startTotp,
  verifySessionWithCode,
} from './second-factor.service.ts';

/**
 * The cookie of a password sign-in waiting for its second step: HttpOnly like the session's,
 * and `__Host-` in production for the same reason (docs/decisions/017).
 */
export function secondStepCookieName(config: Pick<Config, 'env'>): string {
  return config.env === 'production' ? '__Host-regen_second_step' : 'regen_second_step';
}

/** Opens the session of a sign-in that proved a second factor, and answers as auth.signIn does. */
async function finishSignIn(ctx: Context, userId: string, at: Date) {
  const { db, config } = ctx.services;
  const { user, session, isAdmin, firstSignIn } = await openSignedInSession(db, config, userId, {
    secondFactorAt: at,
  });
  ctx.cookies.setSession(session.token, session.expiresAt);
  ctx.cookies.clear(secondStepCookieName(config));
  const draftReturnPath = await claimBookingDraft(db, ctx.cookies.get(bookingDraftCookieName(config)), user.id);
  return { userId: user.id, isAdmin, firstSignIn, draftReturnPath, secondFactor: null };
}

/** Changing the second factor of an account that has one needs a session that used it. */
async function requireVerifiedSession(ctx: {
  services: Context['services'];
  user: { id: string };
  session: { secondFactorAt: Date | null };
}) {
  if (!ctx.session.secondFactorAt && (await needsSecondStep(ctx.services.db, ctx.user.id))) {
    throw new DomainError('FORBIDDEN', 'secondFactor.sessionNotVerified');
  }
}

export const secondFactorRouter = router({
  /** The signed-in account's passkeys, app and recovery codes left; whether this session used one. */
  status: authedProcedure.query(({ ctx }) =>
    secondFactorStatus(
      ctx.services.db,
      ctx.user,
      ctx.session.secondFactorAt,
      ctx.services.config.adminSecondFactorRequired,
    ),
  ),

  passkeyRegistrationOptions: authedProcedure.mutation(async ({ ctx }) => {
    await requireVerifiedSession(ctx);
    return passkeyRegistrationOptions(ctx.services, ctx.user.id);
  }),

  /** Keeps a new passkey; the account's first second factor answers with its recovery codes (once). */
  addPasskey: authedProcedure
    .input(addPasskeyInputSchema)
    .mutation(({ ctx, input }) => addPasskey(ctx.services, { id: ctx.user.id, sessionId: ctx.session.id }, input)),

  removePasskey: authedProcedure.input(removePasskeyInputSchema).mutation(async ({ ctx, input }) => {
    await requireVerifiedSession(ctx);
    await removePasskey(ctx.services.db, ctx.user, input.passkeyId);
    return { ok: true };
  }),

  /** A new authenticator app secret, as an otpauth:// URI (the QR code) and as text. */
  startTotp: authedProcedure.mutation(async ({ ctx }) => {
    await requireVerifiedSession(ctx);
    return startTotp(ctx.services.db, ctx.user.id);
  }),

  confirmTotp: authedProcedure
    .input(secondFactorCodeInputSchema)
    .mutation(({ ctx, input }) => confirmTotp(ctx.services, ctx.user.id, ctx.session.id, input.code)),

  removeTotp: authedProcedure.mutation(async ({ ctx }) => {
    await requireVerifiedSession(ctx);
    await removeTotp(ctx.services.db, ctx.user);
    return { ok: true };
  }),

  /** Ten new recovery codes; the old ones stop working. */
  regenerateRecoveryCodes: authedProcedure.mutation(async ({ ctx }) => {
    await requireVerifiedSession(ctx);
    return { recoveryCodes: await regenerateRecoveryCodes(ctx.services.db, ctx.user.id) };
  }),

  /** A session opened before the second factor (or by an older sign-in) proves it with a code. */
  verifySession: authedProcedure.input(secondFactorCodeInputSchema).mutation(async ({ ctx, input }) => {
    await verifySessionWithCode(ctx.services, ctx.user.id, ctx.session.id, input.code);
    return { ok: true };
  }),

  /** Signing in with a passkey: a challenge for any passkey of this site. */
  passkeySignInOptions: publicProcedure.mutation(({ ctx }) =>
    passkeyAuthenticationOptions(ctx.services, 'sign_in', null),
  ),

  passkeySignIn: publicProcedure.input(passkeyAssertionInputSchema).mutation(async ({ ctx, input }) => {
    const { userId, at } = await verifyPasskeyAssertion(ctx.services, input, 'sign_in', null);
    return finishSignIn(ctx, userId, at);
  }),

  /** What the second step offers this browser's waiting sign-in; null when none is waiting. */
  pendingSignIn: publicProcedure.query(({ ctx }) =>
    pendingMethods(ctx.services.db, ctx.cookies.get(secondStepCookieName(ctx.services.config)), nowOf(ctx.services)),
  ),

  /** The second step with an authenticator app code or a recovery code. */
  completeSignIn: publicProcedure.input(secondFactorCodeInputSchema).mutation(async ({ ctx, input }) => {
    const token = ctx.cookies.get(secondStepCookieName(ctx.services.config));
    const { userId, at } = await completeSecondStepWithCode(ctx.services, token, input.code);
    return finishSignIn(ctx, userId, at);
  }),

  secondStepPasskeyOptions: publicProcedure.mutation(async ({ ctx }) => {
    const token = ctx.cookies.get(secondStepCookieName(ctx.services.config));
    const pending = await requirePendingSignIn(ctx.services.db, token, nowOf(ctx.services));
    return passkeyAuthenticationOptions(ctx.services, 'second_step', pending.userId);
  }),

  completeSignInWithPasskey: publicProcedure.input(passkeyAssertionInputSchema).mutation(async ({ ctx, input }) => {
    const token = ctx.cookies.get(secondStepCookieName(ctx.services.config));
    const pending = await requirePendingSignIn(ctx.services.db, token, nowOf(ctx.services));
    const { at } = await verifyPasskeyAssertion(ctx.services, input, 'second_step', pending.userId);
    if (!(await deletePendingSignIn(ctx.services.db, pending.id))) {
      throw new DomainError('PRECONDITION_FAILED', 'secondFactor.signInExpired');
    }
    return finishSignIn(ctx, pending.userId, at);
  }),

  /** "Cancel" on the second step: the waiting sign-in ends. */
  cancelSignIn: publicProcedure.mutation(async ({ ctx }) => {
    const name = secondStepCookieName(ctx.services.config);
    const pending = await pendingMethods(ctx.services.db, ctx.cookies.get(name), nowOf(ctx.services));
    const token = ctx.cookies.get(name);
    if (pending && token) await deletePendingSignIn(ctx.services.db, token.split('.')[0]!);
    ctx.cookies.clear(name);
    return { ok: true };
  }),
});
