import type { IncomingMessage } from 'node:http';
// Brings @fastify/cookie's request.cookies / reply.setCookie types into every program that reads this file.
import type {} from '@fastify/cookie';
import type { CreateFastifyContextOptions } from '@trpc/server/adapters/fastify';
import type { FastifyReply } from 'fastify';
import type { WebSocket } from 'ws';
import {
  readCookie,
  sessionCookieName,
  sessionLifetime,
  validateSessionToken,
  type SessionUser,
  type ValidSession,
} from '../modules/auth/index.ts';
import type { Services } from '../services.ts';

export interface CookieWriter {
  setSession(token: string, expiresAt: Date): void;
  clearSession(): void;
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

function httpCookieWriter(services: Services, reply: FastifyReply): CookieWriter {
  const name = sessionCookieName(services.config);
  return {
    setSession(token, expiresAt) {
      void reply.setCookie(name, token, sessionCookieOptions(services, expiresAt));
    },
    clearSession() {
      void reply.clearCookie(name, sessionCookieOptions(services));
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
 * Adapter for tRPC's websocket handler: the session from the upgrade request's cookie, read
 * once when the socket opens (docs/decisions/084).
 */
export function createSocketContextFactory(services: Services) {
  return async ({ req, res }: { req: IncomingMessage; res: WebSocket }): Promise<Context> => {
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

/** Adapter for tRPC's Fastify plugin: HTTP requests. */
export function createContextFactory(services: Services) {
  return async ({ req: request, res: reply }: CreateFastifyContextOptions): Promise<Context> => {
    const cookies = httpCookieWriter(services, reply);
    const token = request.cookies[sessionCookieName(services.config)];
    const found = await resolveSession(services, token);
    if (found?.session.renewed) cookies.setSession(token!, found.session.expiresAt);
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
