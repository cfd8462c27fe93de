import type { AppRouter } from '@regen/server/trpc/router';
import type { inferRouterOutputs } from '@trpc/server';
import { useAuthChanged } from '../../lib/auth.ts';
import { trpc } from '../../lib/trpc.ts';

/** What signing in answers: where the account's booking draft returns to, a first sign-in, an admin. */
export type SignInResult = inferRouterOutputs<AppRouter>['auth']['signIn'];
/** What setting a new password answers: for an account with a second factor, its second step comes next. */
export type ResetPasswordResult = inferRouterOutputs<AppRouter>['auth']['resetPassword'];

// The auth feature's calls. Whatever starts a session resets every screen to the new account
// (useAuthChanged) before the caller goes on; signing out is the session's own (lib/auth.ts).

export function useSignIn() {
  const authChanged = useAuthChanged();
  // A sign-in waiting for its second factor has no session yet: nothing to reset (docs/decisions/116).
  return trpc.auth.signIn.useMutation({ onSuccess: (result) => (result.secondFactor ? undefined : authChanged()) });
}

export function useSignUpTraveler() {
  return trpc.auth.signUpTraveler.useMutation();
}

/** The /admin page's sign-up: email and password only. */
export function useSignUpAccount() {
  return trpc.auth.signUpAccount.useMutation();
}

/** A supplier is signed in at once when no email confirmation is needed. */
export function useSignUpSupplier() {
  const authChanged = useAuthChanged();
  return trpc.auth.signUpSupplier.useMutation({
    onSuccess: async (result) => {
      if (result.signedIn) await authChanged();
    },
  });
}

export function useRequestPasswordReset() {
  return trpc.auth.requestPasswordReset.useMutation();
}

/** Setting a new password signs the account in. */
export function useResetPassword() {
  const authChanged = useAuthChanged();
  return trpc.auth.resetPassword.useMutation({
    onSuccess: (result) => (result.secondFactor ? undefined : authChanged()),
  });
}

export function useVerifyEmail() {
  return trpc.auth.verifyEmail.useMutation();
}

export function useResendVerification() {
  return trpc.auth.resendVerification.useMutation();
}

/**
 * The booking draft this browser left before signing up (docs/decisions/093): the sign-up form
 * starts from its name and email. Asked only on the detour from a booking (`enabled`).
 */
export function useBookingDraftForSignUp({ enabled }: { enabled: boolean }) {
  return trpc.bookingDrafts.current.useQuery({}, { enabled, retry: false, staleTime: 0 });
}
