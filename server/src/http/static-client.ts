import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { firstVisitRedirect } from '../modules/locales/index.ts';
import type { Services } from '../services.ts';
import { loadPageRenderer, type PageRenderer, type PageRendererOptions } from './server-render.ts';

const API_PREFIXES = ['/api/', '/trpc', '/uploads/', '/dev/'];

/**
 * Serves the built client. Page paths are rendered on the server (server-render.ts) when the
 * build has its SSR bundle, and get index.html otherwise (the client router then renders the
 * page, or its not-found screen); unknown API paths stay JSON 404s.
 */
export async function registerClient(
  app: FastifyInstance,
  clientDist: string,
  services: Services,
  rendererOptions: PageRendererOptions = {},
): Promise<PageRenderer | undefined> {
  const root = path.resolve(clientDist);
  const hasClient = existsSync(path.join(root, 'index.html'));
  const renderer = hasClient ? await loadPageRenderer(root, services, rendererOptions) : undefined;
  if (hasClient) {
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      // The SSR bundle (<dist>/server/) is the server's code, not a file for browsers; robots.txt
      // and sitemap.xml are the server's own answers (modules/seo), even in an older build.
      globIgnore: ['server/**', 'robots.txt', 'sitemap.xml'],
      allowedPath: (pathName) => !pathName.startsWith('/server/'),
      // The build writes .br and .gz next to each file (client/vite.config.ts).
      preCompressed: true,
      setHeaders(reply, filePath) {
        // Vite fingerprints everything under assets/: cache it for a year. The page itself
        // is revalidated every time, so a deploy's new asset names are picked up at once.
        if (filePath.includes(`${path.sep}assets${path.sep}`)) {
          void reply.header('Cache-Control', 'public, max-age=31536000, immutable');
        } else if (/^index\.html/.test(path.basename(filePath))) {
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
    const wantsPage =
      (request.method === 'GET' || request.method === 'HEAD') && !isApi && !path.extname(url.split('?')[0]!);
    // A first visit by a browser preferring another of our languages (docs/decisions/109).
    const localeRedirect = wantsPage ? firstVisitRedirect(request) : undefined;
    if (localeRedirect) {
      return reply
        .header('Vary', 'Accept-Language, Cookie')
        .header('Cache-Control', 'private, no-store')
        .redirect(localeRedirect, 302);
    }
    if (renderer && wantsPage) return renderer.send(request, reply);
    if (hasClient && wantsPage) {
      return reply.header('Cache-Control', 'no-cache').type('text/html').sendFile('index.html', root);
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
  return renderer;
}
