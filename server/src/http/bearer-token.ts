import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

// The one check for the operator's endpoints (/metrics, /ops/backup): a bearer token from the
// configuration, compared in constant time. Without a configured token the endpoint is not served
// (a plain 404, not the pages' catch-all); a wrong or missing token is a 401.

function digest(value: string): Buffer {
  return createHash('sha256').update(value).digest();
}

/**
 * Returns a guard for one endpoint: it answers the request itself (404 or 401) and returns false,
 * or returns true when the request carries the token.
 */
export function bearerTokenGuard(
  token: string | undefined,
  realm: string,
): (request: FastifyRequest, reply: FastifyReply) => boolean {
  const expected = token ? digest(token) : undefined;
  return (request, reply) => {
    if (!expected) {
      void reply.code(404).send({ error: 'Not Found', message: 'Not Found', statusCode: 404 });
      return false;
    }
    const header = request.headers.authorization ?? '';
    const offered = header.startsWith('Bearer ') ? header.slice('Bearer '.length) : '';
    if (!timingSafeEqual(digest(offered), expected)) {
      void reply
        .code(401)
        .header('WWW-Authenticate', `Bearer realm="${realm}"`)
        .send({ error: 'Unauthorized', message: `A valid ${realm} token is required`, statusCode: 401 });
      return false;
    }
    return true;
  };
}
