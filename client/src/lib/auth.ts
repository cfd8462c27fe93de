import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { reconnectRealtime, trpc } from './trpc.ts';

const channelName = 'regen-auth';

/** The signed-in account (null when signed out), shared by every screen through React Query. */
export function useAuth() {
  const me = trpc.auth.me.useQuery(undefined, { staleTime: 60_000 });
  return { user: me.data ?? null, loading: me.isPending, error: me.error };
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
