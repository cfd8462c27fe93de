import { trpc } from '../../lib/trpc.ts';

/**
 * The signed-in account's profile (supplier or traveler, decided on the server). A supplier's
 * listings stay live: an admin's decision shows at once (Pending → Live or Rejected).
 */
export function useProfile() {
  const utils = trpc.useUtils();
  const profile = trpc.traveler.profile.useQuery();
  trpc.auth.events.useSubscription(undefined, {
    enabled: profile.data?.kind === 'supplier',
    onData: ({ data }) => {
      if (data.type === 'activity.status_changed') void utils.traveler.profile.invalidate();
    },
  });
  return profile;
}
