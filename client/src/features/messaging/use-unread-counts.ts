import { trpc } from '../../lib/trpc.ts';

/**
 * Unread messages per booking for the signed-in user ({ [bookingId]: n }), kept live: a new
 * message to the user or a conversation they open refreshes the counts.
 */
export function useUnreadCounts(enabled = true): Record<string, number> {
  const utils = trpc.useUtils();
  const counts = trpc.messaging.unreadCounts.useQuery(undefined, { enabled });
  trpc.messaging.onUnreadChange.useSubscription(undefined, {
    enabled,
    onData: () => {
      void utils.messaging.unreadCounts.invalidate();
      void utils.traveler.myBookings.invalidate();
    },
  });
  return counts.data ?? {};
}
