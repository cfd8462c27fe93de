import { trpc } from '../../lib/trpc.ts';
import { useAuthChanged } from '../../lib/auth.ts';

// The second-factor feature's calls (docs/decisions/116): the hooks own the query keys and what
// each change invalidates. Whatever opens a session resets every screen (useAuthChanged).

/** The account's passkeys, authenticator app and recovery codes; whether this session used one. */
export function useSecondFactorStatus(options: { enabled?: boolean } = {}) {
  return trpc.secondFactor.status.useQuery(undefined, { enabled: options.enabled ?? true });
}

function useRefreshStatus() {
  const utils = trpc.useUtils();
  return () => utils.secondFactor.status.invalidate();
}

export function usePasskeyRegistrationOptions() {
  return trpc.secondFactor.passkeyRegistrationOptions.useMutation();
}

export function useAddPasskey() {
  const refresh = useRefreshStatus();
  return trpc.secondFactor.addPasskey.useMutation({ onSuccess: refresh });
}

export function useRemovePasskey() {
  const refresh = useRefreshStatus();
  return trpc.secondFactor.removePasskey.useMutation({ onSuccess: refresh });
}

export function useStartTotp() {
  return trpc.secondFactor.startTotp.useMutation();
}

export function useConfirmTotp() {
  const refresh = useRefreshStatus();
  return trpc.secondFactor.confirmTotp.useMutation({ onSuccess: refresh });
}

export function useRemoveTotp() {
  const refresh = useRefreshStatus();
  return trpc.secondFactor.removeTotp.useMutation({ onSuccess: refresh });
}

export function useRegenerateRecoveryCodes() {
  const refresh = useRefreshStatus();
  return trpc.secondFactor.regenerateRecoveryCodes.useMutation({ onSuccess: refresh });
}

/** Confirms this session with a code: admin tools answer it from then on. */
export function useVerifySession() {
  const authChanged = useAuthChanged();
  return trpc.secondFactor.verifySession.useMutation({ onSuccess: () => authChanged() });
}

export function usePasskeySignInOptions() {
  return trpc.secondFactor.passkeySignInOptions.useMutation();
}

export function usePasskeySignIn() {
  const authChanged = useAuthChanged();
  return trpc.secondFactor.passkeySignIn.useMutation({ onSuccess: () => authChanged() });
}

export function useCompleteSignIn() {
  const authChanged = useAuthChanged();
  return trpc.secondFactor.completeSignIn.useMutation({ onSuccess: () => authChanged() });
}

export function useSecondStepPasskeyOptions() {
  return trpc.secondFactor.secondStepPasskeyOptions.useMutation();
}

export function useCompleteSignInWithPasskey() {
  const authChanged = useAuthChanged();
  return trpc.secondFactor.completeSignInWithPasskey.useMutation({ onSuccess: () => authChanged() });
}

export function useCancelSignIn() {
  return trpc.secondFactor.cancelSignIn.useMutation();
}
