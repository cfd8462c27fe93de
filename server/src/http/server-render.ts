import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { DEFAULT_LOCALE } from '@regen/shared/i18n';
import { localeOfPath } from '@regen/shared/i18n/locale-paths';
import { inMailLocale } from '../mail/mail-locale.ts';
import type { ServerRenderResult } from '@regen/shared/server-render';
import { CURRENCY_COOKIE, type DisplayRate } from '@regen/shared/currencies';
import { displayRateFor } from '../modules/currencies/index.ts';
import { pageDependsOnVisitorRegion, pageKeyWithVisitorRegion } from '../modules/visitor-region/index.ts';
import type { Db } from '../db/database.ts';
import type { Services } from '../services.ts';
import { sessionCookieName } from '../modules/auth/index.ts';
import { createInnerContext, sessionOfRequest } from '../trpc/context.ts';
import { appRouter, type AppRouter } from '../trpc/router.ts';
import { createPageCache, isExactRender, pageCacheControl, type CachedPage } from './page-cache.ts';
import { sharedVersionReader, type CatalogueClock } from './public-read-cache.ts';

// Server rendering of the client's pages (docs/decisions/064). The client build writes its
// SSR bundle to <client dist>/server/entry-server.js (client/src/entry-server.tsx); this file
// loads it once and renders every page request with it into the built index.html. The page's
// data comes from the tRPC procedures called in-process with a context that has no session: a
// server-rendered page holds public data only, the same for everyone, and the signed-in parts
// render in the browser (docs/decisions/065). One exception (docs/decisions/125): a page the
// public does not find may be the signed-in visitor's (a traveler's booked activity, no longer
// offered), so a not-found page asked for with a session cookie is rendered again with that
// session, read as tRPC's context reads it; such a page is never kept, and is `private, no-store`.
// A page proved exact by the procedures it called is kept and served again until the catalogue
// version moves or a slot it shows starts (page-cache.ts, docs/decisions/071). The router's
// inline scripts carry a CSP nonce that is new on every response, a kept page's too: only they
// run, never a script that came in with the data (docs/decisions/086).

/** The SSR bundle's interface (client/src/entry-server.tsx), kept to what is used here. */
interface ServerRenderModule {
  contentPaths(): Promise<{ path: string; lastModified: string }[]>;
  render(options: {
    url: string;
    origin: string;
    api: {
      router: AppRouter;
      createContext: () => Promise<ReturnType<typeof createInnerContext>>;
    };
    nonce: string;
    signal?: AbortSignal;
    /** The visitor's display currency and its rate (docs/decisions/108); null: US dollars. */
    display?: DisplayRate | null;
    /** The render has the visitor's session (docs/decisions/125); absent: public. */
    signedIn?: boolean;
  }): Promise<OlderBundleResult>;
}

/** A bundle built before the page cache answers without `calls` and `earliestStart`: never kept. */
type OlderBundleResult =
  | Exclude<ServerRenderResult, { kind: 'page' }>
  | (Omit<Extract<ServerRenderResult, { kind: 'page' }>, 'calls' | 'earliestStart'> &
      Partial<Pick<Extract<ServerRenderResult, { kind: 'page' }>, 'calls' | 'earliestStart'>>);

export interface PageRenderer {
  /** Answers a page request: the rendered page, a redirect or the not-found page (404). */
  send(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply>;
  /** The articles' and posts' paths (client content), for the sitemap. */
  contentEntries(): Promise<{ path: string; lastModified: string }[]>;
}

/** The SSR bundle's path inside a client build; never served as a file (static-client.ts). */
export const SSR_BUNDLE = path.join('server', 'entry-server.js');

export interface PageRendererOptions {
  /**
   * The catalogue version and database clock the page cache checks pages against; by default
   * one read shared by the requests that arrive together (tests move the clock forward).
   */
  catalogueClock?: (db: Db) => () => Promise<CatalogueClock>;
}

/**
 * The renderer of a client build that has an SSR bundle; undefined for a build without one
 * (then the pages render in the browser, from index.html).
 */
export async function loadPageRenderer(
  root: string,
  services: Services,
  options: PageRendererOptions = {},
): Promise<PageRenderer | undefined> {
  const bundle = path.join(root, SSR_BUNDLE);
  if (!existsSync(bundle)) return undefined;
  const module = (await import(pathToFileURL(bundle).href)) as ServerRenderModule;
  const template = splitTemplate(await readFile(path.join(root, 'index.html'), 'utf8'));
  const origin = services.config.publicUrl.replace(/\/+$/, '');
  // One context per call, as over HTTP; without a session the page is the same for everyone.
  const publicApi = {
    router: appRouter,
    createContext: () => Promise.resolve(createInnerContext({ services, transport: 'internal' })),
  };

  const cache = createPageCache((options.catalogueClock ?? sharedVersionReader)(services.db));

  /**
   * Renders the request's page, publicly or with the visitor's session; answers the request itself
   * when the render fails, was aborted or redirects (then `sent` is the reply).
   */
  async function renderOnce(
    request: FastifyRequest,
    reply: FastifyReply,
    display: DisplayRate | null,
    session: VisitorSession | null,
  ): Promise<{ sent: FastifyReply } | PageRender> {
    const api = session
      ? {
          router: appRouter,
          createContext: () =>
            Promise.resolve(
              createInnerContext({
                services,
                user: session.user,
                session: session.session,
                ip: request.ip,
                transport: 'internal',
              }),
            ),
        }
      : publicApi;
    const abort = new AbortController();
    const onClose = () => {
      if (!reply.raw.writableFinished) abort.abort();
    };
    request.raw.once('close', onClose);
    let result: Awaited<ReturnType<ServerRenderModule['render']>>;
    // The render's nonce marks where every send puts its own (sendPage): a random one, so no
    // text in the page's data can contain it.
    const renderNonce = newNonce();
    try {
      // The procedures the render calls read the page's language (activity texts, docs/decisions/119).
      result = await inMailLocale(localeOfPath(request.url.split('?')[0]!), () =>
        module.render({
          url: request.url,
          origin,
          api,
          nonce: renderNonce,
          signal: abort.signal,
          display,
          ...(session ? { signedIn: true } : {}),
        }),
      );
    } catch (err) {
      if (abort.signal.aborted) return { sent: reply };
      request.log.error({ err, url: request.url }, 'server rendering failed');
      // The browser can still render the page itself from the plain document.
      return { sent: await reply.code(500).header('Cache-Control', 'no-store').type('text/html').send(template.plain) };
    } finally {
      request.raw.off('close', onClose);
    }
    if (result.kind === 'redirect') {
      return {
        sent: await reply
          .code(result.status)
          .header('Cache-Control', session ? SIGNED_IN_PAGE : 'no-cache')
          .redirect(result.location, result.status),
      };
    }
    // The page's language (docs/decisions/109): its URL's prefix, English without one.
    const lang = localeOfPath(request.url.split('?')[0]!);
    // The entry's messages preloaded in the page's language (client/vite.config.ts).
    const before = template.before
      .replace(/<html lang="[^"]*"/, `<html lang="${lang}"`)
      .replace(/\.en\.js" data-regen-messages>/, `.${lang}.js" data-regen-messages>`);
    const html = withDisplayCurrency(before, display) + result.head + template.middle + result.body + template.after;
    return {
      page: { status: result.status, headers: result.headers, htmlAroundNonce: html.split(renderNonce) },
      result,
      aborted: abort.signal.aborted,
    };
  }

  let contentEntries: Promise<{ path: string; lastModified: string }[]> | undefined;
  return {
    contentEntries: () => (contentEntries ??= module.contentPaths()),
    async send(request, reply) {
      // The visitor's display currency (a cookie, docs/decisions/108): the page is rendered in it,
      // and kept apart per currency and rate.
      const display = await displayRateFor(services.db, request.cookies[CURRENCY_COOKIE]);
      // The search over every destination is also kept apart per visitor region (docs/decisions/124).
      const key = pageKeyWithVisitorRegion(
        request.url,
        request.headers['accept-language'],
        display ? `${request.url}\u0000${display.currency}:${display.unitsPerUsd}` : request.url,
      );
      const cached = request.method === 'GET' ? await cache.lookup(key) : undefined;
      // A page not found for the public may be found with the visitor's session (docs/decisions/125).
      const mayBeSignedIn = Boolean(request.cookies[sessionCookieName(services.config)]);
      const sendKept = (page: CachedPage, now: number) =>
        sendPage(request, reply, page, 'HIT', pageCacheControl({ page, now }));
      if (cached?.page && !(mayBeSignedIn && cached.page.status === 404)) return sendKept(cached.page, cached.now);

      let publicRender: PageRender | undefined;
      if (!cached?.page) {
        const rendered = await renderOnce(request, reply, display, null);
        if ('sent' in rendered) return rendered.sent;
        publicRender = rendered;
      }
      if (mayBeSignedIn && (cached?.page ?? publicRender!.page).status === 404) {
        const session = await sessionOfRequest(services, request, reply);
        if (session) {
          // Rendered for this visitor alone: never kept, never shared.
          const rendered = await renderOnce(request, reply, display, session);
          if ('sent' in rendered) return rendered.sent;
          return sendPage(request, reply, rendered.page, 'MISS', SIGNED_IN_PAGE);
        }
        if (cached?.page) return sendKept(cached.page, cached.now);
      }

      const { page: rendered, result, aborted } = publicRender!;
      // Kept only when its calls prove it exact and it holds for some time yet (a party search
      // says it holds until the epoch).
      const expiresAt = result.earliestStart ?? -Infinity;
      if (!cached || aborted || expiresAt <= cached.now || !isExactRender(result)) {
        return sendPage(request, reply, rendered, 'MISS', pageCacheControl());
      }
      const page: CachedPage = { ...rendered, expiresAt };
      const kept = cache.store(key, cached.readAt, page);
      return sendPage(request, reply, page, 'MISS', pageCacheControl(kept ? { page, now: cached.now } : undefined));
    },
  };
}

/** The visitor's session, read from the request's cookie as tRPC's context reads it. */
type VisitorSession = NonNullable<Awaited<ReturnType<typeof sessionOfRequest>>>;

/** A render that produced a page (not a redirect, a failure or an aborted request). */
interface PageRender {
  page: PageToSend;
  result: Extract<OlderBundleResult, { kind: 'page' }>;
  /** The client went away during the render: the page is not kept. */
  aborted: boolean;
}

/** The Cache-Control of a page rendered with the visitor's session: theirs alone, never stored. */
const SIGNED_IN_PAGE = 'private, no-store';

/** A rendered page, kept or not: its HTML cut where the render's nonce was. */
type PageToSend = Pick<CachedPage, 'status' | 'headers' | 'htmlAroundNonce'>;

/**
 * Sends a page with a nonce of its own, in its scripts and in the CSP header, compressed for
 * the request. A kept page is compressed again on every send: a nonce is never sent twice.
 */
async function sendPage(
  request: FastifyRequest,
  reply: FastifyReply,
  page: PageToSend,
  cache: 'HIT' | 'MISS',
  /**
   * Shared for a few seconds if the page is kept, private otherwise (page-cache.ts); never stored
   * when rendered with the visitor's session.
   */
  cacheControl: string,
): Promise<FastifyReply> {
  const nonce = newNonce();
  const html = page.htmlAroundNonce.join(nonce);
  const encoding = pickEncoding(request.headers['accept-encoding']);
  const body = encoding === 'identity' ? Buffer.from(html) : await compress[encoding](html);
  allowScripts(reply, nonce);
  for (const [name, value] of Object.entries(page.headers)) void reply.header(name, value);
  // A public page holds no one's data, but it changes with the catalogue.
  void reply
    .code(page.status)
    .header('Cache-Control', cacheControl)
    // An unprefixed (English) page is another locale's redirect for some first visits (docs/decisions/109),
    // and the search over every destination orders by the visitor's region (docs/decisions/124).
    // Every page also varies with the display currency's cookie (docs/decisions/108).
    .header(
      'Vary',
      isUnprefixed(request.url) || pageDependsOnVisitorRegion(request.url)
        ? 'Accept-Encoding, Accept-Language, Cookie'
        : 'Accept-Encoding, Cookie',
    )
    .header('x-cache', cache)
    .type('text/html; charset=utf-8');
  if (encoding !== 'identity') void reply.header('Content-Encoding', encoding);
  return reply.send(body);
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

type PageEncoding = 'br' | 'gzip' | 'identity';

/** The encoding to send: brotli, else gzip, when offered without `q=0`. */
function pickEncoding(accept: string | undefined): PageEncoding {
  if (!accept) return 'identity';
  const offered = accept
    .split(',')
    .map((part) => part.trim().toLowerCase().split(';'))
    .filter(([, ...params]) => !params.some((param) => /^\s*q\s*=\s*0(\.0*)?\s*$/.test(param)))
    .map(([name]) => name!.trim());
  if (offered.includes('br')) return 'br';
  if (offered.includes('gzip')) return 'gzip';
  return 'identity';
}

const isUnprefixed = (url: string) => localeOfPath(url.split('?')[0]!) === DEFAULT_LOCALE;

/**
 * The display currency the page was rendered with, for the browser to hydrate with the same
 * (client/src/features/currency): '<meta name="regen-display-currency" content="EUR 0.862 2026-11-27">'.
 * Its values are a listed code, a number and a date, never free text.
 */
function withDisplayCurrency(before: string, display: DisplayRate | null): string {
  if (!display) return before;
  const content = `${display.currency} ${display.unitsPerUsd} ${display.ratesDate}`;
  return before.replace('<head>', `<head><meta name="regen-display-currency" content="${content}">`);
}

/** 128 random bits, as CSP asks of a nonce. */
function newNonce(): string {
  return randomBytes(16).toString('base64url');
}

/**
 * Lets the scripts that carry this response's nonce run (the router's hydration scripts), and
 * no other inline script: not one that came in with an activity's text (docs/decisions/086).
 */
function allowScripts(reply: FastifyReply, nonce: string): void {
  const csp = reply.raw.getHeader('content-security-policy');
  if (typeof csp !== 'string') return;
  reply.raw.setHeader(
    'content-security-policy',
    csp.replace("script-src 'self'", `script-src 'self' 'nonce-${nonce}'`),
  );
}
