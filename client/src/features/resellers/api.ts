import { trpc } from '../../lib/trpc.ts';

// The resellers feature's calls: the admin's resellers, keys and request log, and the
// supplier's distribution opt-out. Every change reads the list again.

export const useResellers = () => trpc.resellers.list.useQuery();

export function useResellerRequests(resellerId: string | null) {
  return trpc.resellers.requests.useQuery({ resellerId: resellerId ?? '' }, { enabled: resellerId !== null });
}

function useRefreshingMutation<T>(use: (options: { onSettled: () => Promise<void> }) => T): T {
  const utils = trpc.useUtils();
  return use({ onSettled: () => utils.resellers.list.invalidate() });
}

export const useCreateReseller = () => useRefreshingMutation((o) => trpc.resellers.create.useMutation(o));
export const useCreateApiKey = () => useRefreshingMutation((o) => trpc.resellers.createKey.useMutation(o));
export const useRevokeApiKey = () => useRefreshingMutation((o) => trpc.resellers.revokeKey.useMutation(o));
export const useRevokeReseller = () => useRefreshingMutation((o) => trpc.resellers.revoke.useMutation(o));

export const useDistribution = () => trpc.resellers.distribution.useQuery();

export function useSetDistribution() {
  const utils = trpc.useUtils();
  return trpc.resellers.setDistribution.useMutation({
    // The saved choice is the answer itself: no read-back, so the checkbox never flips back.
    onSuccess: (saved) => utils.resellers.distribution.setData(undefined, saved),
    onError: () => utils.resellers.distribution.invalidate(),
  });
}
