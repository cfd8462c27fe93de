import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';
import { errorMessage } from './api-error.ts';
import { notify } from './toast.ts';
import { reconnectRealtime, trpc } from './trpc.ts';

// The session, app-wide: who is signed in, what follows signing in or out, and signing out.
// Signed-in pages sit under the `_authed` layout route (routes/_authed.tsx), which guards them.

const channelName = 'regen-auth';

/** The signed-in account (null when signed out), shared by every screen through React Query. */
export function useAuth() {
  const me = trpc.auth.me.useQuery(undefined, { staleTime: 60_000 });
  return { user: me.data ?? null, loading: me.isPending, error: me.error };
}

export type SignedInUser = NonNullable<ReturnType<typeof useAuth>['user']>;

/**
 * The account of a page under the `_authed` layout, which renders its pages only while
 * someone is signed in.
 */
export function useSignedInUser(): SignedInUser {
  const { user } = useAuth();
  if (!user) throw new Error('useSignedInUser is for pages under the _authed layout route');
  return user;
}

/**
 * Call after signing in or out: every screen refetches, the realtime socket reconnects with
 * the new cookie, and other tabs are told to do the same.
 */
export function useAuthChanged() {
  const queryClient = useQueryClient();
  return useCallback(async () => {
    reconnectRealtime();
    await queryClient.resetQueries();
    if ('BroadcastChannel' in window) {
      const channel = new BroadcastChannel(channelName);
      channel.postMessage('changed');
      channel.close();
    }
  }, [queryClient]);
}

/** Other tabs' sign-in and sign-out reach this one. */
export function listenForAuthChangesInOtherTabs(onChange: () => void): () => void {
  if (!('BroadcastChannel' in window)) return () => undefined;
  const channel = new BroadcastChannel(channelName);
  channel.onmessage = () => onChange();
  return () => channel.close();
}

const SIGN_OUT_FAILED = 'An unexpected error occurred';

/**
 * Signing out, the one implementation (profile, supplier dashboard, admin). It leaves the
 * page first — a guarded page would otherwise send the visitor on to sign-in — then forgets
 * the session in every tab. `signOutEverywhere` also ends the account's other sessions.
 */
export function useSignOut() {
  const navigate = useNavigate();
  const authChanged = useAuthChanged();
  const onError = (err: unknown) => notify.destructive('Error', errorMessage(err, SIGN_OUT_FAILED));
  const signOut = trpc.auth.signOut.useMutation({
    onSuccess: async () => {
      await navigate({ to: '/' });
      await authChanged();
    },
    onError,
  });
  const signOutEverywhere = trpc.auth.signOutEverywhere.useMutation({
    onSuccess: async () => {
      notify.success('Signed Out Everywhere', 'You have been signed out of all devices.');
      await navigate({ to: '/auth' });
      await authChanged();
    },
    onError,
  });
  return {
    signOut: () => signOut.mutate(),
    signOutEverywhere: () => signOutEverywhere.mutate(),
    isPending: signOut.isPending || signOutEverywhere.isPending,
  };
}
