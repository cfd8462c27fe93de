import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Services } from '../services.ts';
import { createInnerContext } from '../trpc/context.ts';
import { appRouter, type AppRouter } from '../trpc/router.ts';

// Server rendering of the client's pages (docs/decisions/064). The client build writes its
// SSR bundle to <client dist>/server/entry-server.js (client/src/entry-server.tsx); this file
// loads it once and renders every page request with it into the built index.html. The page's
// data comes from the tRPC procedures called in-process with a context that has no session,
// whatever cookie the request carries: a server-rendered page holds public data only, the
// same for everyone, and the signed-in parts render in the browser (docs/decisions/065).

/** The SSR bundle's interface (client/src/entry-server.tsx), kept to what is used here. */
interface ServerRenderModule {
  contentPaths(): Promise<{ path: string; lastModified: string }[]>;
  render(options: {
    url: string;
    origin: string;
    nonce: string;
    api: {
      router: AppRouter;
      createContext: () => Promise<ReturnType<typeof createInnerContext>>;
    };
    signal?: AbortSignal;
  }): Promise<
    | { kind: 'redirect'; status: number; location: string }
    | { kind: 'page'; status: number; headers: Record<string, string>; head: string; body: string }
  >;
}

export interface PageRenderer {
  /** Answers a page request: the rendered page, a redirect or the not-found page (404). */
  send(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply>;
  /** The articles' and posts' paths (client content), for the sitemap. */
  contentEntries(): Promise<{ path: string; lastModified: string }[]>;
}

/** The SSR bundle's path inside a client build; never served as a file (static-client.ts). */
export const SSR_BUNDLE = path.join('server', 'entry-server.js');

/**
 * The renderer of a client build that has an SSR bundle; undefined for a build without one
 * (then the pages render in the browser, from index.html).
 */
export async function loadPageRenderer(root: string, services: Services): Promise<PageRenderer | undefined> {
  const bundle = path.join(root, SSR_BUNDLE);
  if (!existsSync(bundle)) return undefined;
  const module = (await import(pathToFileURL(bundle).href)) as ServerRenderModule;
  const template = splitTemplate(await readFile(path.join(root, 'index.html'), 'utf8'));
  const origin = services.config.publicUrl.replace(/\/+$/, '');
  // One context per call, as over HTTP, but never a session: the page is the same for everyone.
  const api = {
    router: appRouter,
    createContext: () => Promise.resolve(createInnerContext({ services, transport: 'internal' })),
  };

  let contentEntries: Promise<{ path: string; lastModified: string }[]> | undefined;
  return {
    contentEntries: () => (contentEntries ??= module.contentPaths()),
    async send(request, reply) {
      const nonce = randomBytes(16).toString('base64');
      const abort = new AbortController();
      const onClose = () => {
        if (!reply.raw.writableFinished) abort.abort();
      };
      request.raw.once('close', onClose);
      let result: Awaited<ReturnType<ServerRenderModule['render']>>;
      try {
        result = await module.render({ url: request.url, origin, nonce, api, signal: abort.signal });
      } catch (err) {
        if (abort.signal.aborted) return reply;
        request.log.error({ err, url: request.url }, 'server rendering failed');
        // The browser can still render the page itself from the plain document.
        return reply.code(500).header('Cache-Control', 'no-store').type('text/html').send(template.plain);
      } finally {
        request.raw.off('close', onClose);
      }
      if (result.kind === 'redirect') {
        return reply.code(result.status).header('Cache-Control', 'no-cache').redirect(result.location, result.status);
      }
      allowNonce(reply, nonce);
      for (const [name, value] of Object.entries(result.headers)) void reply.header(name, value);
      const page = template.before + result.head + template.middle + result.body + template.after;
      // The page holds no one's data (no session was used), but it changes with the catalogue.
      void reply
        .code(result.status)
        .header('Cache-Control', 'no-cache')
        .header('Vary', 'Accept-Encoding')
        .type('text/html; charset=utf-8');
      const encoding = pickEncoding(request.headers['accept-encoding']);
      if (!encoding) return reply.send(page);
      return reply.header('Content-Encoding', encoding).send(await compress[encoding](page));
    },
  };
}

/**
 * The built index.html cut where the rendered parts go: its <head> (without the default title
 * and description, which each page sets) and the empty #root.
 */
function splitTemplate(html: string) {
  const ROOT = '<div id="root"></div>';
  const rootAt = html.indexOf(ROOT);
  const headEnd = html.indexOf('</head>');
  if (rootAt < 0 || headEnd < 0) throw new Error('index.html has no </head> or no empty <div id="root"></div>');
  const head = html
    .slice(0, headEnd)
    .replace(/\s*<title>[\s\S]*?<\/title>/, '')
    .replace(/\s*<meta\s+name="description"[\s\S]*?>/, '');
  return {
    plain: html,
    before: `${head}\n    `,
    middle: `${html.slice(headEnd, rootAt)}<div id="root">`,
    after: `</div>${html.slice(rootAt + ROOT.length)}`,
  };
}

// Pages are compressed per response (the static files are compressed at build time): brotli at
// a quality that costs about as much as gzip, gzip otherwise.
const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
const compress = {
  br: (text: string) => brotli(text, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }),
  gzip: (text: string) => gzipAsync(text, { level: 6 }),
};

function pickEncoding(accept: string | undefined): keyof typeof compress | undefined {
  if (!accept) return undefined;
  const offered = accept.split(',').map((part) => part.trim().split(';')[0]!.toLowerCase());
  if (offered.includes('br')) return 'br';
  if (offered.includes('gzip')) return 'gzip';
  return undefined;
}

/** Lets this response's inline scripts (the router's hydration data) run under the CSP. */
function allowNonce(reply: FastifyReply, nonce: string): void {
  const csp = reply.raw.getHeader('content-security-policy');
  if (typeof csp !== 'string') return;
  reply.raw.setHeader(
    'content-security-policy',
    csp.replace("script-src 'self'", `script-src 'self' 'nonce-${nonce}'`),
  );
}
