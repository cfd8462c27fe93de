import { QueryClientProvider } from '@tanstack/react-query';
import { RouterServer, createRequestHandler, renderRouterToString } from '@tanstack/react-router/ssr/server';
import { createTRPCClient, unstable_localLink, type LocalLinkOptions, type TRPCLink } from '@trpc/client';
import { observable } from '@trpc/server/observable';
import superjson from 'superjson';
import type { AppRouter } from '@regen/server/trpc/router';
import type { ProcedureCall, ServerRenderResult } from '@regen/shared/server-render';
import type { DisplayRate } from '@regen/shared/currencies';
import { localeOfPath } from '@regen/shared/i18n/locale-paths';
import { registerAllCatalogues } from './features/locales/all-catalogues.ts';
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
 *
 * Each render also says which procedures it called, how they ended and the earliest slot start
 * in their answers: the server keeps the page only when that proves it exact (its page cache,
 * docs/decisions/071). The router writes `nonce` on each of its inline scripts, and the server
 * allows only scripts that carry it (docs/decisions/086).
 */

// Every locale's messages: this bundle renders any locale (docs/decisions/109).
registerAllCatalogues();

export interface ServerRenderOptions {
  /** The request's path and query ('/country/Peru?x=1'). */
  url: string;
  /** The configured public origin (PUBLIC_URL), for canonical URLs and redirects. */
  origin: string;
  /** The server's tRPC router and a context factory, without a session unless `signedIn`. */
  api: Pick<LocalLinkOptions<AppRouter>, 'router' | 'createContext'>;
  /** The CSP nonce of this render: the router writes it on every inline script it renders. */
  nonce: string;
  signal?: AbortSignal;
  /** The visitor's display currency and its rate (docs/decisions/108); null: US dollars. */
  display?: DisplayRate | null;
  /**
   * The context factory has the visitor's session: the server asks for it only for a page the
   * public does not find, and never keeps the page (docs/decisions/125).
   */
  signedIn?: boolean;
}

export type { ProcedureCall, ServerRenderResult };

/**
 * A link in front of the in-process one that notes each call and the earliest `startsAt` in
 * its answer (a slot's start, or a search's `holdsUntil.startsAt`: the moment the answer may
 * change without a write).
 */
function recordingLink(record: { calls: ProcedureCall[]; earliestStart: number }): TRPCLink<AppRouter> {
  return () =>
    ({ op, next }) =>
      observable((observer) => {
        const call: ProcedureCall = { path: op.path, type: op.type, outcome: 'pending' };
        record.calls.push(call);
        const subscription = next(op).subscribe({
          next(envelope) {
            if ('data' in envelope.result) {
              call.outcome = 'data';
              record.earliestStart = Math.min(record.earliestStart, earliestStartIn(envelope.result.data));
            }
            observer.next(envelope);
          },
          error(error) {
            call.outcome = error.data?.code ?? 'ERROR';
            observer.error(error);
          },
          complete() {
            observer.complete();
          },
        });
        return () => subscription.unsubscribe();
      });
}

/** The earliest `startsAt` (a Date, or an ISO string) anywhere in an answer, in ms. */
function earliestStartIn(value: unknown): number {
  let earliest = Infinity;
  const visit = (node: unknown) => {
    if (Array.isArray(node)) {
      for (const item of node) visit(item);
    } else if (node !== null && typeof node === 'object' && !(node instanceof Date)) {
      for (const [key, child] of Object.entries(node)) {
        if (key === 'startsAt' && (child instanceof Date || typeof child === 'string')) {
          const at = child instanceof Date ? child.getTime() : Date.parse(child);
          // An unreadable start is no proof of anything: the answer holds no time.
          earliest = Math.min(earliest, Number.isNaN(at) ? -Infinity : at);
        } else {
          visit(child);
        }
      }
    }
  };
  visit(value);
  return earliest;
}

// React writes the hoistable tags (title, meta, link) first; they belong in <head>.
const LEADING_HEAD_TAGS = /^(?:<title>[^<]*<\/title>|<meta\b[^>]*\/?>|<link\b[^>]*\/?>)+/;

export async function render(options: ServerRenderOptions): Promise<ServerRenderResult> {
  setPublicOrigin(options.origin);
  const request = new Request(new URL(options.url, options.origin), options.signal ? { signal: options.signal } : {});
  const record = { calls: [] as ProcedureCall[], earliestStart: Infinity };
  const trpcClient = createTRPCClient<AppRouter>({
    links: [recordingLink(record), unstable_localLink<AppRouter>({ ...options.api, transformer: superjson })],
  });
  let queryClient: ReturnType<typeof createAppRouter>['queryClient'] | undefined;
  const handler = createRequestHandler({
    request,
    createRouter: () => {
      const app = createAppRouter({
        trpcClient,
        origin: options.origin,
        nonce: options.nonce,
        display: options.display ?? null,
        signedIn: options.signedIn ?? false,
        // The URL's prefix (docs/decisions/109); the router's rewrite takes it off before matching.
        locale: localeOfPath(new URL(request.url).pathname),
      });
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
  return {
    kind: 'page',
    status: response.status,
    headers,
    head,
    body: html.slice(head.length),
    // A copy: a call still running would change the record after this answer.
    calls: record.calls.map((call) => ({ ...call })),
    earliestStart: record.earliestStart,
  };
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
