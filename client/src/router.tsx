import { QueryClient, dehydrate, hydrate, type DehydratedState } from '@tanstack/react-query';
import { createRouter, type RouterHistory } from '@tanstack/react-router';
import type { TRPCClient } from '@trpc/client';
import type { AppRouter } from '@regen/server/trpc/router';
import type { DemoActivity } from '@regen/shared/rules/demo-activity';
import { DEFAULT_LOCALE, type Locale } from '@regen/shared/i18n';
import { localeOfPath } from '@regen/shared/i18n/locale-paths';
import { localeRewrite } from './features/locales/locale-rewrite.ts';
import { renderedDisplayCurrency } from './features/currency/rendered-display-currency.ts';
import type { DisplayRate } from '@regen/shared/currencies';
import { routeTree } from './routeTree.gen.ts';
import { isRefusal } from './lib/api-error.ts';
import { setPublicOrigin } from './lib/head.ts';
import { createTrpcClient, createTrpcUtils, type TrpcUtils } from './lib/trpc.ts';

export interface RouterContext {
  queryClient: QueryClient;
  trpcUtils: TrpcUtils;
  /** The page's locale (docs/decisions/088): per request on the server, never a module global. */
  locale: Locale;
  /** The display currency the page was rendered with (docs/decisions/108); null: US dollars. */
  display: DisplayRate | null;
  /**
   * On the server: this render has the visitor's session, which it gets only for a page the public
   * does not find (docs/decisions/125). Always false in the browser, which reads its own session.
   */
  signedIn: boolean;
}

/** What the server hands to the browser with a server-rendered page (docs/decisions/065). */
interface DehydratedApp {
  /** The query cache the loaders filled: public data, or the visitor's own on a page sent privately (docs/decisions/125). */
  queries: DehydratedState;
  /** The configured public origin (PUBLIC_URL), for canonical and share URLs. */
  origin: string;
}

export interface AppRouterOptions {
  /** The server's own history for one request; the browser uses its own by default. */
  history?: RouterHistory;
  /** On the server: a tRPC client calling the procedures in-process (no HTTP, no session). */
  trpcClient?: TRPCClient<AppRouter>;
  /** On the server: the configured public origin. */
  origin?: string;
  /**
   * On the server: this render's CSP nonce, written on every inline script the router renders
   * (docs/decisions/086). The browser reads it back from the page's `csp-nonce` meta tag.
   */
  nonce?: string;
  /** The locale of this render, from its URL's prefix (the server's; the browser reads its own). */
  locale?: Locale;
  /** On the server: the visitor's display currency; the browser reads the one the page was rendered with. */
  display?: DisplayRate | null;
  /** On the server: the render has the visitor's session (docs/decisions/125). */
  signedIn?: boolean;
}

export function createAppRouter(options: AppRouterOptions = {}) {
  const { history } = options;
  const queryClient = new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        // Do not retry answers the server meant (4xx); retry network hiccups twice.
        retry: (failures, error) => !isRefusal(error) && failures < 2,
      },
    },
  });
  const trpcClient = options.trpcClient ?? createTrpcClient(queryClient);
  const trpcUtils = createTrpcUtils(queryClient, trpcClient);
  // The page's locale is its URL's prefix (docs/decisions/109): the server passes it per request;
  // the browser reads it once, since a language switch loads the other locale's page.
  const locale =
    options.locale ?? (typeof window === 'undefined' ? DEFAULT_LOCALE : localeOfPath(window.location.pathname));
  const router = createRouter({
    routeTree,
    // The routes are the spec's (unprefixed) paths: the prefix is taken off before matching and
    // put on every link and navigation the router writes, so `<Link to="/booking/$id">` needs no change.
    rewrite: localeRewrite(locale),
    ...(history ? { history } : {}),
    ...(options.origin ? { origin: options.origin } : {}),
    ...(options.nonce ? { ssr: { nonce: options.nonce } } : {}),
    context: {
      queryClient,
      trpcUtils,
      locale,
      display: options.display !== undefined ? options.display : renderedDisplayCurrency(),
      signedIn: options.signedIn ?? false,
    },
    // A path no route matches exactly is the root's not-found page ('404'), never the page of
    // the route that matched its first segments (/news/article/x/y is not an article).
    notFoundMode: 'root',
    defaultPreload: 'intent',
    defaultPreloadStaleTime: 0,
    scrollRestoration: true,
    // The cache hand-over (docs/decisions/065): what the loaders fetched on the server goes
    // into the page with the router's own state, and fills the browser's cache before it
    // renders, so hydration finds the same data and nothing is fetched twice.
    // (Cast: the router's check of what it can serialise does not know the cache's `unknown`s;
    // seroval writes them, Dates included.)
    dehydrate: () =>
      ({ queries: dehydrate(queryClient), origin: options.origin ?? '' }) satisfies DehydratedApp as never,
    hydrate: (data: DehydratedApp) => {
      if (data.origin) setPublicOrigin(data.origin);
      // The data is as fresh as the page: current when the server sent it, even when it was
      // rendered earlier and kept (docs/decisions/071), and the server's clock is not this one.
      const receivedAt = Date.now();
      hydrate(queryClient, {
        ...data.queries,
        queries: data.queries.queries.map((query) => ({
          ...query,
          dehydratedAt: receivedAt,
          state: { ...query.state, dataUpdatedAt: receivedAt },
        })),
      });
    },
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
    activity?: DemoActivity;
    /** The booking just made: /traveler-dashboard links its confirmation (docs/decisions/095). */
    bookedId?: string;
  }
}
