import type { QueryClient } from '@tanstack/react-query';
import { createWSClient, httpBatchLink, splitLink, wsLink, type TRPCClient } from '@trpc/client';
import { createTRPCQueryUtils, createTRPCReact } from '@trpc/react-query';
import superjson from 'superjson';
import { MAX_BATCH_SIZE } from '@regen/shared/constants';
import type { AppRouter } from '@regen/server/trpc/router';
import { localeOfPath } from '@regen/shared/i18n/locale-paths';

export const trpc = createTRPCReact<AppRouter>();

function socketUrl(): string {
  const protocol = window.location.protocol === 'https:' ? 'wss' : 'ws';
  return `${protocol}://${window.location.host}/trpc`;
}

let wsClient: ReturnType<typeof createWSClient> | undefined;

/**
 * Subscriptions go over one websocket, everything else over batched HTTP. The transformer
 * sits on each terminating link. When the socket comes back after a drop, every query is
 * refetched so the screen catches up with what it missed.
 */
export function createTrpcClient(queryClient: QueryClient): TRPCClient<AppRouter> {
  let opened = false;
  wsClient = createWSClient({
    url: socketUrl,
    lazy: { enabled: true, closeMs: 30_000 },
    onOpen() {
      if (opened) void queryClient.invalidateQueries();
      opened = true;
    },
  });
  return trpc.createClient({
    links: [
      splitLink({
        condition: (op) => op.type === 'subscription',
        true: wsLink({ client: wsClient, transformer: superjson }),
        false: httpBatchLink({
          url: '/trpc',
          transformer: superjson,
          maxURLLength: 4000,
          maxItems: MAX_BATCH_SIZE,
          // The page's locale: the mails a call writes are in it (docs/decisions/109).
          headers: () => ({ 'x-regen-locale': localeOfPath(window.location.pathname) }),
        }),
      }),
    ],
  });
}

export function createTrpcUtils(queryClient: QueryClient, client: TRPCClient<AppRouter>) {
  return createTRPCQueryUtils({ queryClient, client });
}
export type TrpcUtils = ReturnType<typeof createTrpcUtils>;

/**
 * The websocket authenticates with the session cookie when it opens, so after signing in
 * or out it must reopen; closing the current socket makes the client reconnect and
 * resubscribe with the new cookie.
 */
export function reconnectRealtime(): void {
  try {
    const connection = wsClient?.connection;
    if (connection && connection.state !== 'closed') connection.ws.close();
  } catch {
    // no socket open yet: the next subscription opens one with the new cookie
  }
}
