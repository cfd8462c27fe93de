import { useAuthChanged } from '../../lib/auth.ts';
import { trpc } from '../../lib/trpc.ts';

// The auth feature's calls. Whatever starts a session resets every screen to the new account
// (useAuthChanged) before the caller goes on; signing out is the session's own (lib/auth.ts).

export function useSignIn() {
  const authChanged = useAuthChanged();
  return trpc.auth.signIn.useMutation({ onSuccess: () => authChanged() });
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
  return trpc.auth.resetPassword.useMutation({ onSuccess: () => authChanged() });
}

export function useVerifyEmail() {
  return trpc.auth.verifyEmail.useMutation();
}

export function useResendVerification() {
  return trpc.auth.resendVerification.useMutation();
}
