import { QueryClientProvider } from '@tanstack/react-query';
import { RouterServer, createRequestHandler, renderRouterToString } from '@tanstack/react-router/ssr/server';
import { createTRPCClient, unstable_localLink, type LocalLinkOptions } from '@trpc/client';
import superjson from 'superjson';
import type { AppRouter } from '@regen/server/trpc/router';
import { setPublicOrigin } from './lib/head.ts';
import { trpc } from './lib/trpc.ts';
import { createAppRouter } from './router.tsx';

/**
 * The server rendering entry (docs/decisions/064), built by `vite build --ssr` into
 * <client dist>/server/entry-server.js and loaded by the Fastify server
 * (server/src/http/server-render.ts). It renders one request with TanStack Router's own SSR
 * (createRequestHandler + renderRouterToString, as TanStack Start does): the route loaders
 * run on the server against the tRPC procedures called in-process, the router state and the
 * query cache they filled are written into the page, and main.tsx hydrates it in place.
 *
 * Nothing here knows a route: any route with a loader and a `head` is rendered this way; a
 * route marked `ssr: false` (the signed-in pages) renders its pending state only.
 */

export interface ServerRenderOptions {
  /** The request's path and query ('/country/Peru?x=1'). */
  url: string;
  /** The configured public origin (PUBLIC_URL), for canonical URLs and redirects. */
  origin: string;
  /** This response's CSP nonce: the router's hydration scripts carry it. */
  nonce: string;
  /** The server's tRPC router and a context factory without a session (public data only). */
  api: Pick<LocalLinkOptions<AppRouter>, 'router' | 'createContext'>;
  signal?: AbortSignal;
}

export type ServerRenderResult =
  | { kind: 'redirect'; status: number; location: string }
  | {
      kind: 'page';
      status: number;
      headers: Record<string, string>;
      /** Tags for <head>: title, meta, canonical link (React hoists them to the front of its output). */
      head: string;
      /** The markup for #root, with the router's inline hydration scripts. */
      body: string;
    };

// React writes the hoistable tags (title, meta, link) first; they belong in <head>.
const LEADING_HEAD_TAGS = /^(?:<title>[^<]*<\/title>|<meta\b[^>]*\/?>|<link\b[^>]*\/?>)+/;

export async function render(options: ServerRenderOptions): Promise<ServerRenderResult> {
  setPublicOrigin(options.origin);
  const request = new Request(new URL(options.url, options.origin), options.signal ? { signal: options.signal } : {});
  const trpcClient = createTRPCClient<AppRouter>({
    links: [unstable_localLink<AppRouter>({ ...options.api, transformer: superjson })],
  });
  let queryClient: ReturnType<typeof createAppRouter>['queryClient'] | undefined;
  const handler = createRequestHandler({
    request,
    createRouter: () => {
      const app = createAppRouter({ trpcClient, nonce: options.nonce, origin: options.origin });
      queryClient = app.queryClient;
      return app.router;
    },
  });
  const response = await handler(({ router, responseHeaders }) =>
    renderRouterToString({
      router,
      responseHeaders,
      children: (
        <trpc.Provider client={trpcClient} queryClient={queryClient!}>
          <QueryClientProvider client={queryClient!}>
            <RouterServer router={router} />
          </QueryClientProvider>
        </trpc.Provider>
      ),
    }),
  );
  queryClient?.clear();
  const location = response.headers.get('Location');
  if (response.status >= 300 && response.status < 400 && location) {
    // Redirects the router answers: the route's own status (301 for moved paths), 302 otherwise.
    return { kind: 'redirect', status: response.status === 301 ? 301 : 302, location };
  }
  const html = (await response.text()).replace(/^<!DOCTYPE html>/i, '');
  const head = LEADING_HEAD_TAGS.exec(html)?.[0] ?? '';
  const headers: Record<string, string> = {};
  response.headers.forEach((value, name) => {
    if (name !== 'content-type') headers[name] = value;
  });
  return { kind: 'page', status: response.status, headers, head, body: html.slice(head.length) };
}

/** The paths of the site's own articles and posts, for /sitemap.xml (server/src/modules/seo). */
export async function contentPaths(): Promise<{ path: string; lastModified: string }[]> {
  const [{ newsArticles }, { blogPosts }] = await Promise.all([
    import('./content/news.ts'),
    import('./content/blog.ts'),
  ]);
  return [
    ...newsArticles.map((a) => ({ path: `/news/article/${a.id}`, lastModified: a.date })),
    ...blogPosts.map((p) => ({ path: `/blog/${p.id}`, lastModified: p.date })),
  ];
}
