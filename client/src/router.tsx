import { QueryClient } from '@tanstack/react-query';
import { createRouter, type RouterHistory } from '@tanstack/react-router';
import { routeTree } from './routeTree.gen.ts';
import { isRefusal } from './lib/api-error.ts';
import { createTrpcClient, createTrpcUtils, type TrpcUtils } from './lib/trpc.ts';

export interface RouterContext {
  queryClient: QueryClient;
  trpcUtils: TrpcUtils;
}

/** `history` is for prerendering (a memory history); the browser uses its own by default. */
export function createAppRouter(history?: RouterHistory) {
  const queryClient = new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        // Do not retry answers the server meant (4xx); retry network hiccups twice.
        retry: (failures, error) => !isRefusal(error) && failures < 2,
      },
    },
  });
  const trpcClient = createTrpcClient(queryClient);
  const trpcUtils = createTrpcUtils(queryClient, trpcClient);
  const router = createRouter({
    routeTree,
    ...(history ? { history } : {}),
    context: { queryClient, trpcUtils },
    defaultPreload: 'intent',
    defaultPreloadStaleTime: 0,
    scrollRestoration: true,
  });
  return { router, queryClient, trpcClient };
}

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** Under the `_authed` layout: where a visitor without a session is sent (default /auth). */
    signInPath?: '/auth' | '/supplier-signin';
  }
  interface Register {
    router: ReturnType<typeof createAppRouter>['router'];
  }
  interface HistoryState {
    /** Set when Book Now leads to a built-in sample activity (spec: demo mode). */
    isDemoActivity?: boolean;
    activity?: {
      id: string;
      title: string;
      description: string;
      duration_hours: number;
      price: number;
      max_participants: number;
      photo_url: string;
    };
  }
}
