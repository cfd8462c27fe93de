import type { FastifyRequest } from 'fastify';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses state-changing requests and websocket upgrades that a browser sent from another
 * site (CSRF, cross-site websocket hijacking). Same-site means the Origin's host equals the
 * request's Host or the configured public URL's host. Requests with neither Origin nor
 * Sec-Fetch-Site come from non-browser clients, which carry no ambient cookies to abuse.
 */
export function isCrossSiteRequest(request: Pick<FastifyRequest, 'method' | 'headers'>, publicUrl: string): boolean {
  const isUpgrade = request.headers.upgrade?.toLowerCase() === 'websocket';
  if (SAFE_METHODS.has(request.method) && !isUpgrade) return false;
  const origin = request.headers.origin;
  if (origin) {
    let originHost: string;
    try {
      originHost = new URL(origin).host;
    } catch {
      return true;
    }
    const allowed = new Set([request.headers.host, new URL(publicUrl).host]);
    return !allowed.has(originHost);
  }
  const fetchSite = request.headers['sec-fetch-site'];
  return fetchSite === 'cross-site';
}
