import type { QueryClient } from '@tanstack/react-query';
import { createWSClient, wsLink, type TRPCLink } from '@trpc/client';
import superjson from 'superjson';
import type { AppRouter } from '@regen/server/trpc/router';

// The websocket half of the tRPC client (lib/trpc.ts), in its own chunk: loaded with the first
// subscription, so a page that subscribes to nothing never downloads the socket client.

let wsClient: ReturnType<typeof createWSClient> | undefined;
let link: TRPCLink<AppRouter> | undefined;

function socketUrl(): string {
  const protocol = window.location.protocol === 'https:' ? 'wss' : 'ws';
  return `${protocol}://${window.location.host}/trpc`;
}

/**
 * One socket for every subscription, opened on first use and closed 30 s after the last one
 * ends. When it comes back after a drop, every query is refetched so the screen catches up with
 * what it missed.
 */
export function socketLink(queryClient: QueryClient): TRPCLink<AppRouter> {
  if (link) return link;
  let opened = false;
  wsClient = createWSClient({
    url: socketUrl,
    lazy: { enabled: true, closeMs: 30_000 },
    onOpen() {
      if (opened) void queryClient.invalidateQueries();
      opened = true;
    },
  });
  link = wsLink({ client: wsClient, transformer: superjson });
  return link;
}

/** Closes the open socket, if any, so that the client reopens it with the current cookie. */
export function closeSocket(): void {
  try {
    const connection = wsClient?.connection;
    if (connection && connection.state !== 'closed') connection.ws.close();
  } catch {
    // no socket open yet: the next subscription opens one with the new cookie
  }
}
