import { useAuth } from '../../lib/auth.ts';
import { trpc } from '../../lib/trpc.ts';

// The inbox feature's calls: the conversation list (paged, searchable, live) and the total of
// unread messages the main menu shows. Kept free of zod and shared schemas: the menu's hook
// loads with every page.

/**
 * The signed-in user's conversations, newest activity first, a page at a time. A message in any
 * of them (from any tab or instance) or reading one refetches the loaded pages, so the
 * conversation moves to the top and its count changes.
 */
export function useInbox(search: string) {
  const utils = trpc.useUtils();
  const inbox = trpc.inbox.list.useInfiniteQuery(search ? { search } : {}, {
    getNextPageParam: (page) => page.nextCursor,
    // Events that came while the inbox was not open (a conversation read or answered on its own
    // page) reached no subscription: coming back always refetches.
    refetchOnMount: 'always',
    retry: false,
  });
  trpc.inbox.onChange.useSubscription(undefined, {
    onData: () => void utils.inbox.list.invalidate(),
  });
  return inbox;
}

export type InboxConversationView = NonNullable<
  ReturnType<typeof useInbox>['data']
>['pages'][number]['conversations'][number];

/**
 * How many messages wait unread for the signed-in user (0 when signed out), kept live: a new
 * message to them or a conversation they open refreshes it, in every tab.
 */
export function useUnreadMessageTotal(): number {
  const { user } = useAuth();
  const utils = trpc.useUtils();
  const signedIn = user !== null;
  const counts = trpc.messaging.unreadCounts.useQuery(undefined, { enabled: signedIn });
  trpc.messaging.onUnreadChange.useSubscription(undefined, {
    enabled: signedIn,
    onData: () => void utils.messaging.unreadCounts.invalidate(),
  });
  if (!signedIn || !counts.data) return 0;
  return Object.values(counts.data).reduce((sum, n) => sum + n, 0);
}
