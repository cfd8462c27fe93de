import {
  TRPCClientError,
  createTRPCClient,
  createWSClient,
  httpBatchLink,
  splitLink,
  wsLink,
  type TRPCClient,
} from '@trpc/client';
import superjson from 'superjson';
import WebSocket from 'ws';
import type { AppRouter } from '../../server/src/trpc/router.ts';

/** A cookie jar shared by the HTTP and websocket links of one simulated browser. */
export class CookieJar {
  private readonly cookies = new Map<string, string>();

  store(setCookieHeaders: string[]): void {
    for (const header of setCookieHeaders) {
      const [pair, ...attributes] = header.split(';');
      const eq = pair!.indexOf('=');
      const name = pair!.slice(0, eq).trim();
      const value = pair!.slice(eq + 1).trim();
      const expired = attributes.some(
        (a) => /^\s*expires=/i.test(a) && new Date(a.split('=')[1]!).getTime() < Date.now(),
      );
      if (!value || expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  header(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  get(name: string): string | undefined {
    return this.cookies.get(name);
  }
}

export interface ApiClient {
  trpc: TRPCClient<AppRouter>;
  jar: CookieJar;
  /** Closes the websocket (if one was opened). */
  close(): Promise<void>;
}

/** A tRPC client over real HTTP (batched) and websockets, with cookies, like a browser on the site. */
export function createApiClient(baseUrl: string, options: { origin?: string; jar?: CookieJar } = {}): ApiClient {
  const jar = options.jar ?? new CookieJar();
  const origin = options.origin ?? baseUrl;

  const fetchWithCookies: typeof fetch = async (input, init) => {
    const headers = new Headers(init?.headers);
    const cookie = jar.header();
    if (cookie) headers.set('cookie', cookie);
    headers.set('origin', origin);
    const response = await fetch(input, { ...init, headers });
    jar.store(response.headers.getSetCookie());
    return response;
  };

  class CookieWebSocket extends WebSocket {
    constructor(url: string | URL) {
      super(url, { headers: { cookie: jar.header(), origin } });
    }
  }

  // Lazy: the socket opens (reading the cookie jar) at the first subscription, i.e. after sign-in.
  const wsClient = createWSClient({
    url: baseUrl.replace(/^http/, 'ws') + '/trpc',
    WebSocket: CookieWebSocket as unknown as typeof globalThis.WebSocket,
    lazy: { enabled: true, closeMs: 0 },
    retryDelayMs: () => 200,
  });

  const trpc = createTRPCClient<AppRouter>({
    links: [
      splitLink({
        condition: (op) => op.type === 'subscription',
        true: wsLink({ transformer: superjson, client: wsClient }),
        false: httpBatchLink({ url: `${baseUrl}/trpc`, transformer: superjson, fetch: fetchWithCookies }),
      }),
    ],
  });

  return {
    trpc,
    jar,
    async close() {
      await wsClient.close();
    },
  };
}

/**
 * Collects what a subscription yields, for assertions. Pass `onStarted` to the subscription
 * and await `started` before causing events: the server has then registered the listener
 * (tRPC acknowledges a subscription after its generator has begun), so nothing is missed.
 */
export function collect<T>() {
  const items: T[] = [];
  const waiters: { count: number; resolve: () => void }[] = [];
  let onStarted!: () => void;
  const started = new Promise<void>((resolve) => (onStarted = resolve));
  return {
    items,
    started,
    onStarted,
    push(item: T) {
      items.push(item);
      for (const w of waiters.filter((w) => items.length >= w.count)) {
        waiters.splice(waiters.indexOf(w), 1);
        w.resolve();
      }
    },
    /** Resolves when `count` items have arrived, rejects after `timeoutMs` (generous: latency is a benchmark's job). */
    waitFor(count: number, timeoutMs = 10_000): Promise<void> {
      if (items.length >= count) return Promise.resolve();
      return new Promise((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`Timed out waiting for ${count} items (got ${items.length})`)),
          timeoutMs,
        );
        waiters.push({
          count,
          resolve: () => {
            clearTimeout(timer);
            resolve();
          },
        });
      });
    },
  };
}

/** The tRPC error code of a failed call ('BAD_REQUEST', 'CONFLICT', …), if it is one. */
export function trpcCode(error: unknown): string | undefined {
  return error instanceof TRPCClientError ? (error.data as { code?: string } | undefined)?.code : undefined;
}

export interface ErrorInfo {
  code: string | undefined;
  message: string;
  /** Validation messages by field ({} when the failure was not a validation one). */
  fieldErrors: Record<string, string[] | undefined>;
}

/** Runs a call that must fail and describes the failure. */
export async function failure(call: Promise<unknown>): Promise<ErrorInfo> {
  try {
    await call;
  } catch (error) {
    if (!(error instanceof TRPCClientError)) throw error;
    const data = error.data as
      { code?: string; zodError?: { fieldErrors: Record<string, string[]> } | null } | undefined;
    return { code: data?.code, message: error.message, fieldErrors: data?.zodError?.fieldErrors ?? {} };
  }
  throw new Error('expected the call to fail');
}

/** Runs a call that must fail and returns what it threw (for checks on the error itself). */
export async function rejection(call: Promise<unknown>): Promise<unknown> {
  return call.then(
    () => {
      throw new Error('expected the call to fail');
    },
    (error: unknown) => error,
  );
}

/**
 * A tRPC client as a page in `locale` calls it (`x-regen-locale`, docs/decisions/109), keeping
 * the cookies the server sets in `jar`.
 */
export function clientOnLocalePage(serverUrl: string, locale: string, jar: CookieJar = new CookieJar()) {
  return createTRPCClient<AppRouter>({
    links: [
      httpBatchLink({
        url: `${serverUrl}/trpc`,
        transformer: superjson,
        fetch: async (input, init) => {
          const headers = new Headers(init?.headers);
          const cookie = jar.header();
          if (cookie) headers.set('cookie', cookie);
          headers.set('origin', serverUrl);
          headers.set('x-regen-locale', locale);
          const response = await fetch(input, { ...init, headers });
          jar.store(response.headers.getSetCookie());
          return response;
        },
      }),
    ],
  });
}
