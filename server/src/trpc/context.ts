import type { IncomingMessage } from 'node:http';
// Brings @fastify/cookie's request.cookies / reply.setCookie types into every program that reads this file.
import type {} from '@fastify/cookie';
import type { CreateFastifyContextOptions } from '@trpc/server/adapters/fastify';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';
import {
  readCookie,
  sessionCookieName,
  sessionLifetime,
  validateSessionToken,
  type SessionUser,
  type ValidSession,
} from '../modules/auth/index.ts';
import { recordSessionUse } from '../modules/account-security/index.ts';
import type { Services } from '../services.ts';

export interface CookieWriter {
  setSession(token: string, expiresAt: Date): void;
  clearSession(): void;
  /** A cookie of the request: over HTTP only (the booking draft's token, docs/decisions/093). */
  get(name: string): string | undefined;
  /** An HttpOnly, SameSite=Lax cookie like the session's, under another name. */
  set(name: string, value: string, expiresAt: Date): void;
  clear(name: string): void;
}

/**
 * How a call arrived: subscriptions are served over the websocket only, queries and
 * mutations over HTTP only (docs/decisions/016); `internal` is a server-side caller.
 */
export type Transport = 'http' | 'websocket' | 'internal';

/** State of one websocket connection, shared by every call made over it. */
export interface ConnectionState {
  /** Subscriptions running on this connection now. */
  subscriptions: number;
}

export interface Context {
  services: Services;
  user: SessionUser | null;
  session: ValidSession | null;
  /** Client address, for rate limits and logs. */
  ip: string;
  cookies: CookieWriter;
  transport: Transport;
  /** Set on the websocket: one connection's state, shared by its calls. */
  connection: ConnectionState | null;
}

/** The cookie writer of contexts without HTTP (websocket, internal): one, shared (one per socket cost memory). */
const NO_COOKIES: CookieWriter = {
  setSession() {
    throw new Error('Cookies can only be set over HTTP');
  },
  clearSession() {
    throw new Error('Cookies can only be set over HTTP');
  },
  get() {
    return undefined;
  },
  set() {
    throw new Error('Cookies can only be set over HTTP');
  },
  clear() {
    throw new Error('Cookies can only be set over HTTP');
  },
};

/** The inner context from plain values: what tests can build directly. */
export function createInnerContext(values: {
  services: Services;
  user?: SessionUser | null;
  session?: ValidSession | null;
  ip?: string;
  cookies?: CookieWriter;
  transport?: Transport;
  connection?: ConnectionState | null;
}): Context {
  return {
    services: values.services,
    user: values.user ?? null,
    session: values.session ?? null,
    ip: values.ip ?? '127.0.0.1',
    cookies: values.cookies ?? NO_COOKIES,
    transport: values.transport ?? 'internal',
    connection: values.connection ?? null,
  };
}

/**
 * The session cookie's attributes. Path=/, no Domain and (in production) Secure are what the
 * `__Host-` prefix requires; clearing uses the same ones, or the browser ignores the clearing.
 */
export function sessionCookieOptions(services: Services, expiresAt?: Date) {
  return {
    path: '/',
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: services.config.env === 'production',
    ...(expiresAt ? { expires: expiresAt } : {}),
  };
}

function httpCookieWriter(services: Services, request: FastifyRequest, reply: FastifyReply): CookieWriter {
  const name = sessionCookieName(services.config);
  return {
    setSession(token, expiresAt) {
      void reply.setCookie(name, token, sessionCookieOptions(services, expiresAt));
    },
    clearSession() {
      void reply.clearCookie(name, sessionCookieOptions(services));
    },
    get(cookie) {
      return request.cookies[cookie];
    },
    set(cookie, value, expiresAt) {
      void reply.setCookie(cookie, value, sessionCookieOptions(services, expiresAt));
    },
    clear(cookie) {
      void reply.clearCookie(cookie, sessionCookieOptions(services));
    },
  };
}

async function resolveSession(services: Services, token: string | undefined) {
  if (!token) return null;
  try {
    return await validateSessionToken(services.db, token, sessionLifetime(services.config));
  } catch (err) {
    services.log.error({ err }, 'session lookup failed');
    return null;
  }
}

/**
 * What of a websocket's upgrade request is kept for the socket's life (`trpc/websocket.ts`).
 * tRPC's adapter holds the `req` it is given until the socket closes, and a whole
 * IncomingMessage (its headers parsed and raw, its stream state) costs about 1 KB a socket
 * (docs/decisions/097). The adapter reads `url`, `headers.host` and `socket` (the URL, for
 * `?connectionParams=1`); the context reads the session cookie and the client address.
 */
export interface SocketRequest {
  url: string;
  headers: { host?: string | undefined; cookie?: string | undefined };
  /** The connection's socket, which the websocket keeps anyway. */
  socket: IncomingMessage['socket'];
}

export type SocketContextFactory = (opts: { req: SocketRequest; res: WebSocket }) => Promise<Context>;

/**
 * Adapter for tRPC's websocket handler: the session from the upgrade request's cookie, read
 * once when the socket opens (docs/decisions/084). The context is kept as long as the socket
 * is open: it holds values, never the request (docs/decisions/097).
 */
export function createSocketContextFactory(services: Services): SocketContextFactory {
  return async ({ req, res }) => {
    const found = await resolveSession(services, readCookie(req.headers.cookie, sessionCookieName(services.config)));
    // Signing out closes the socket; so does the session's expiry, whichever comes first.
    if (found) services.sockets.track(found.session.id, res, found.session.expiresAt);
    // Never throw here: a failing createContext makes the client reconnect in a tight loop.
    return createInnerContext({
      services,
      user: found?.user ?? null,
      session: found?.session ?? null,
      ip: req.socket.remoteAddress ?? 'unknown',
      transport: 'websocket',
      connection: { subscriptions: 0 },
    });
  };
}

/** The device list's record of this use (docs/decisions/113): never fails the request. */
async function recordDeviceUse(services: Services, session: ValidSession, request: FastifyRequest) {
  try {
    await recordSessionUse(services.db, {
      sessionId: session.id,
      lastUsedAt: session.lastUsedAt,
      userAgent: request.headers['user-agent'],
      ip: request.ip,
    });
  } catch (err) {
    services.log.error({ err }, 'recording the session use failed');
  }
}

/**
 * The session of an HTTP request's cookie, or null: a renewed one's cookie is sent again and the
 * use is recorded for the device list. tRPC's HTTP context and the server render
 * (http/server-render.ts, docs/decisions/125) read it this one way.
 */
export async function sessionOfRequest(
  services: Services,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<{ user: SessionUser; session: ValidSession } | null> {
  const token = request.cookies[sessionCookieName(services.config)];
  const found = await resolveSession(services, token);
  if (found?.session.renewed) httpCookieWriter(services, request, reply).setSession(token!, found.session.expiresAt);
  if (found) await recordDeviceUse(services, found.session, request);
  return found;
}

/** Adapter for tRPC's Fastify plugin: HTTP requests. */
export function createContextFactory(services: Services) {
  return async ({ req: request, res: reply }: CreateFastifyContextOptions): Promise<Context> => {
    const cookies = httpCookieWriter(services, request, reply);
    const found = await sessionOfRequest(services, request, reply);
    return createInnerContext({
      services,
      user: found?.user ?? null,
      session: found?.session ?? null,
      ip: request.ip,
      cookies,
      transport: 'http',
    });
  };
}
