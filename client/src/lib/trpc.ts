import type { QueryClient } from '@tanstack/react-query';
import { httpBatchLink, splitLink, type TRPCClient, type TRPCLink } from '@trpc/client';
import { observable } from '@trpc/server/observable';
import { createTRPCQueryUtils, createTRPCReact } from '@trpc/react-query';
import superjson from 'superjson';
import { MAX_BATCH_SIZE } from '@regen/shared/constants';
import type { AppRouter } from '@regen/server/trpc/router';
import { localeOfPath } from '@regen/shared/i18n/locale-paths';
import type * as TrpcSocket from './trpc-socket.ts';

export const trpc = createTRPCReact<AppRouter>();

let socketModule: Promise<typeof TrpcSocket> | undefined;
const loadSocketModule = () => (socketModule ??= import('./trpc-socket.ts'));

/**
 * The websocket link, loaded with the first subscription (lib/trpc-socket.ts, its own chunk:
 * about 3 KB gzipped that a page without subscriptions never needs for its first paint).
 */
function lazySocketLink(queryClient: QueryClient): TRPCLink<AppRouter> {
  return (runtime) =>
    ({ op }) =>
      observable((observer) => {
        let stopped = false;
        let unsubscribe: (() => void) | undefined;
        loadSocketModule().then(
          ({ socketLink }) => {
            if (stopped) return;
            const subscription = socketLink(queryClient)(runtime)({
              op,
              next: () => observable(() => undefined),
            }).subscribe(observer);
            unsubscribe = () => subscription.unsubscribe();
          },
          (error: unknown) => observer.error(error as never),
        );
        return () => {
          stopped = true;
          unsubscribe?.();
        };
      });
}

/**
 * Subscriptions go over one websocket (opened with the first one), everything else over
 * batched HTTP. The transformer sits on each terminating link.
 */
export function createTrpcClient(queryClient: QueryClient): TRPCClient<AppRouter> {
  return trpc.createClient({
    links: [
      splitLink({
        condition: (op) => op.type === 'subscription',
        true: lazySocketLink(queryClient),
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
  // Only a socket that was loaded can be open.
  void socketModule?.then(({ closeSocket }) => closeSocket());
}
