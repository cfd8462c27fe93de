import { tracked } from '@trpc/server';
import {
  requestPasswordResetInputSchema,
  resendVerificationInputSchema,
  resetPasswordInputSchema,
  signInInputSchema,
  signUpAccountInputSchema,
  signUpSupplierInputSchema,
  signUpTravelerInputSchema,
  verifyEmailInputSchema,
} from '@regen/shared/schemas/auth';
import { toClientEvent } from '../../events/event-hub.ts';
import { bookingDraftCookieName, claimBookingDraft } from '../booking-drafts/index.ts';
import { beginSecondStep, needsSecondStep, secondStepCookieName } from '../second-factor/index.ts';
import type { Context } from '../../trpc/context.ts';
import { authedProcedure, publicProcedure, resumeInputSchema, router } from '../../trpc/trpc.ts';
import {
  describeAccount,
  requestPasswordReset,
  resendVerification,
  resetPassword,
  signIn,
  signOutEverywhere,
  signUpSupplier,
  signUpTraveler,
  verifyEmail,
} from './auth.service.ts';
import { limitByEmail, limitFailuresByEmail } from './email-rate-limit.ts';
import { invalidateSession } from './session.ts';

/**
 * A password that was right for an account with a second factor: no session yet, a waiting
 * sign-in in a cookie of its own, and the methods the second step offers (docs/decisions/116).
 */
async function startSecondStep(ctx: Context, userId: string) {
  const step = await beginSecondStep(ctx.services, userId);
  ctx.cookies.set(secondStepCookieName(ctx.services.config), step.token, step.expiresAt);
  return step.methods;
}

/**
 * What `auth.events` forwards: sign-out closes sockets itself, and the admin queue has its own
 * subscription. A module-level function, not an arrow per subscriber (docs/decisions/021).
 */
function isUserFacingEvent(event: { type: string }): boolean {
  return event.type !== 'sessions.revoked' && event.type !== 'admin.activities_changed';
}

export const authRouter = router({
  me: publicProcedure.query(({ ctx }) => (ctx.user ? describeAccount(ctx.services.db, ctx.user) : null)),

  signUpTraveler: publicProcedure.input(signUpTravelerInputSchema).mutation(async ({ ctx, input }) => {
    await limitByEmail(ctx.services, 'signUp', input.email);
    // The booking draft of this browser (if any) becomes the new account's (docs/decisions/093).
    const draftToken = ctx.cookies.get(bookingDraftCookieName(ctx.services.config));
    const user = await signUpTraveler(ctx.services.db, ctx.services.config, input, draftToken);
    return { userId: user.id, email: user.email, verificationRequired: ctx.services.config.requireEmailVerification };
  }),

  /** The /admin page's sign-up: email and password, names optional; an ordinary account like signUpTraveler's. */
  signUpAccount: publicProcedure.input(signUpAccountInputSchema).mutation(async ({ ctx, input }) => {
    await limitByEmail(ctx.services, 'signUp', input.email);
    const user = await signUpTraveler(ctx.services.db, ctx.services.config, input);
    return { userId: user.id, email: user.email, verificationRequired: ctx.services.config.requireEmailVerification };
  }),

  /** Account and supplier profile in one transaction; signed in at once unless verification is required. */
  signUpSupplier: publicProcedure.input(signUpSupplierInputSchema).mutation(async ({ ctx, input }) => {
    await limitByEmail(ctx.services, 'signUp', input.email);
    const { user, supplierId, session } = await signUpSupplier(ctx.services.db, ctx.services.config, input);
    if (session) ctx.cookies.setSession(session.token, session.expiresAt);
    return { userId: user.id, supplierId, signedIn: session !== null };
  }),

  signIn: publicProcedure.input(signInInputSchema).mutation(async ({ ctx, input }) => {
    const { user, session, isAdmin, firstSignIn } = await limitFailuresByEmail(
      ctx.services,
      'signIn',
      input.email,
      () => signIn(ctx.services.db, ctx.services.config, input, needsSecondStep),
    );
    if (!session) {
      const secondFactor = await startSecondStep(ctx, user.id);
      return { userId: user.id, isAdmin, firstSignIn, draftReturnPath: null, secondFactor };
    }
    ctx.cookies.setSession(session.token, session.expiresAt);
    // This browser's booking draft becomes the account's; `draftReturnPath` is where the
    // account's draft (from here or another device) returns to (docs/decisions/093).
    const draftReturnPath = await claimBookingDraft(
      ctx.services.db,
      ctx.cookies.get(bookingDraftCookieName(ctx.services.config)),
      user.id,
    );
    return { userId: user.id, isAdmin, firstSignIn, draftReturnPath, secondFactor: null };
  }),

  signOut: authedProcedure.mutation(async ({ ctx }) => {
    const { services, session, user } = ctx;
    await services.events.transaction(async (trx, emit) => {
      await invalidateSession(trx, session.id);
      await emit({ type: 'sessions.revoked', audience: [user.id], payload: { sessionIds: [session.id] } });
    });
    ctx.cookies.clearSession();
    return { ok: true };
  }),

  /** "Sign out of all devices": ends every session of the user, this browser's too. */
  signOutEverywhere: authedProcedure.mutation(async ({ ctx }) => {
    const endedSessions = await signOutEverywhere(ctx.services, ctx.user.id);
    ctx.cookies.clearSession();
    return { ok: true, endedSessions };
  }),

  /** Always answers ok: the reply never tells whether the address has an account. */
  requestPasswordReset: publicProcedure.input(requestPasswordResetInputSchema).mutation(async ({ ctx, input }) => {
    await limitByEmail(ctx.services, 'requestPasswordReset', input.email);
    await requestPasswordReset(ctx.services.db, ctx.services.config, input);
    return { ok: true };
  }),

  /** Sets the new password from the emailed token, ends every session and signs this browser in. */
  resetPassword: publicProcedure.input(resetPasswordInputSchema).mutation(async ({ ctx, input }) => {
    const { user, session } = await resetPassword(ctx.services, input, needsSecondStep);
    if (!session) return { userId: user.id, secondFactor: await startSecondStep(ctx, user.id) };
    ctx.cookies.setSession(session.token, session.expiresAt);
    return { userId: user.id, secondFactor: null };
  }),

  verifyEmail: publicProcedure.input(verifyEmailInputSchema).mutation(async ({ ctx, input }) => {
    await verifyEmail(ctx.services.db, ctx.services.config, input.token);
    return { ok: true };
  }),

  resendVerification: publicProcedure.input(resendVerificationInputSchema).mutation(async ({ ctx, input }) => {
    await limitByEmail(ctx.services, 'resendVerification', input.email);
    await resendVerification(ctx.services.db, ctx.services.config, input.email);
    return { ok: true };
  }),

  /** The signed-in user's own events (resumable: pass the last event id received). */
  events: authedProcedure.input(resumeInputSchema).subscription(async function* ({ ctx, input, signal }) {
    const stream = ctx.services.events.stream(ctx.user.id, {
      lastEventId: input?.lastEventId ?? null,
      ...(signal ? { signal } : {}),
      accept: isUserFacingEvent,
    });
    for await (const event of stream) {
      yield tracked(String(event.id), toClientEvent(event));
    }
  }),
});
