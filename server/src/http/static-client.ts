import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

const API_PREFIXES = ['/api/', '/trpc', '/uploads/', '/dev/'];

/**
 * Serves the built client with an SPA fallback: unknown page paths get index.html so the
 * client router can show the page (or its not-found screen); unknown API paths stay JSON 404s.
 */
export async function registerClient(app: FastifyInstance, clientDist: string): Promise<void> {
  const root = path.resolve(clientDist);
  const hasClient = existsSync(path.join(root, 'index.html'));
  // The landing page prerendered at build time (client/prerender.mjs), sent for "/" only.
  const hasLanding = existsSync(path.join(root, 'landing.html'));
  if (hasClient) {
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      // The build writes .br and .gz next to each file (client/vite.config.ts).
      preCompressed: true,
      setHeaders(reply, filePath) {
        // Vite fingerprints everything under assets/: cache it for a year. The page itself
        // is revalidated every time, so a deploy's new asset names are picked up at once.
        if (filePath.includes(`${path.sep}assets${path.sep}`)) {
          void reply.header('Cache-Control', 'public, max-age=31536000, immutable');
        } else if (/^(index|landing)\.html/.test(path.basename(filePath))) {
          void reply.header('Cache-Control', 'no-cache');
        } else {
          void reply.header('Cache-Control', 'public, max-age=3600');
        }
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const url = request.url;
    const isApi = API_PREFIXES.some((p) => url.startsWith(p)) || url === '/trpc';
    const wantsPage = request.method === 'GET' && !isApi && !path.extname(url.split('?')[0]!);
    if (hasClient && wantsPage) {
      const file = hasLanding && url.split('?')[0] === '/' ? 'landing.html' : 'index.html';
      return reply.header('Cache-Control', 'no-cache').type('text/html').sendFile(file, root);
    }
    if (!hasClient && wantsPage) {
      return reply
        .code(503)
        .type('text/plain')
        .send('The client is not built yet. Run `npm run build` (npm start does it for you).');
    }
    return reply
      .code(404)
      .send({ error: 'Not Found', message: `No route for ${request.method} ${url}`, statusCode: 404 });
  });
}
