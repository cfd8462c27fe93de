import type { IncomingMessage } from 'node:http';
// Brings @fastify/cookie's request.cookies / reply.setCookie types into every program that reads this file.
import type {} from '@fastify/cookie';
import type { CreateFastifyContextOptions } from '@trpc/server/adapters/fastify';
import type { FastifyReply } from 'fastify';
import {
  SESSION_COOKIE,
  readCookie,
  validateSessionToken,
  type SessionUser,
  type ValidSession,
} from '../modules/auth/session.ts';
import type { Services } from '../services.ts';

export interface CookieWriter {
  setSession(token: string, expiresAt: Date): void;
  clearSession(): void;
}

export interface Context {
  services: Services;
  user: SessionUser | null;
  session: ValidSession | null;
  /** Client address, for rate limits and logs. */
  ip: string;
  cookies: CookieWriter;
}

/** The inner context from plain values: what tests can build directly. */
export function createInnerContext(values: {
  services: Services;
  user?: SessionUser | null;
  session?: ValidSession | null;
  ip?: string;
  cookies?: CookieWriter;
}): Context {
  return {
    services: values.services,
    user: values.user ?? null,
    session: values.session ?? null,
    ip: values.ip ?? '127.0.0.1',
    cookies: values.cookies ?? {
      setSession() {
        throw new Error('Cookies can only be set over HTTP');
      },
      clearSession() {
        throw new Error('Cookies can only be set over HTTP');
      },
    },
  };
}

export function sessionCookieOptions(services: Services, expiresAt: Date) {
  return {
    path: '/',
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: services.config.env === 'production',
    expires: expiresAt,
  };
}

function httpCookieWriter(services: Services, reply: FastifyReply): CookieWriter {
  return {
    setSession(token, expiresAt) {
      void reply.setCookie(SESSION_COOKIE, token, sessionCookieOptions(services, expiresAt));
    },
    clearSession() {
      void reply.clearCookie(SESSION_COOKIE, { path: '/' });
    },
  };
}

async function resolveSession(services: Services, token: string | undefined) {
  if (!token) return null;
  try {
    return await validateSessionToken(services.db, token, services.config.sessionDays);
  } catch (err) {
    services.log.error({ err }, 'session lookup failed');
    return null;
  }
}

/** Adapter for tRPC's Fastify plugin: HTTP requests and websocket upgrades alike. */
export function createContextFactory(services: Services) {
  return async ({ req, res }: CreateFastifyContextOptions): Promise<Context> => {
    // On the websocket path tRPC hands over the raw upgrade request and the socket:
    // no parsed cookies and no way to set one.
    const isSocket = !('setCookie' in res);
    if (isSocket) {
      const raw = req as unknown as IncomingMessage;
      const found = await resolveSession(services, readCookie(raw.headers.cookie, SESSION_COOKIE));
      if (found) services.sockets.track(found.session.id, res);
      // Never throw here: a failing createContext makes the client reconnect in a tight loop.
      return createInnerContext({
        services,
        user: found?.user ?? null,
        session: found?.session ?? null,
        ip: raw.socket.remoteAddress ?? 'unknown',
      });
    }
    const request = req;
    const reply = res;
    const cookies = httpCookieWriter(services, reply);
    const found = await resolveSession(services, request.cookies[SESSION_COOKIE]);
    if (found?.session.renewed) cookies.setSession(request.cookies[SESSION_COOKIE]!, found.session.expiresAt);
    return createInnerContext({
      services,
      user: found?.user ?? null,
      session: found?.session ?? null,
      ip: request.ip,
      cookies,
    });
  };
}
