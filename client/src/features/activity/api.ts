import { trpc } from '../../lib/trpc.ts';

// The activity page's own calls (issue 30 parts 6 and 7). The booking route's loader starts the
// details read with the same key, so a server-rendered page carries them.

/** What a live activity's page shows beyond the booking form; none for a sample activity. */
export function useActivityPage(activityId: string, { enabled }: { enabled: boolean }) {
  return trpc.catalogue.activityPage.useQuery({ activityId }, { enabled, retry: false });
}

/** A host's public page. */
export function useSupplierPage(supplierId: string) {
  return trpc.suppliersPublic.page.useQuery({ supplierId }, { retry: false });
}

/** Asks the host a question; the inbox and the unread counts are read again after. */
export function useAskHost() {
  const utils = trpc.useUtils();
  return trpc.messaging.askHost.useMutation({
    onSuccess: () => Promise.all([utils.inbox.list.invalidate(), utils.messaging.unreadCounts.invalidate()]),
  });
}
