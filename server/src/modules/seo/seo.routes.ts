import type { FastifyInstance } from 'fastify';
import { robotsTxt, sitemapEntries, sitemapXml, type SitemapEntry } from './seo.service.ts';

export interface SeoRoutesOptions {
  /** The articles' and posts' paths, from the client build (none without its SSR bundle). */
  contentEntries: () => Promise<readonly SitemapEntry[]>;
}

/** GET /sitemap.xml and /robots.txt, absolute URLs from PUBLIC_URL. */
export function registerSeoRoutes(app: FastifyInstance, options: SeoRoutesOptions): void {
  const { db, config } = app.services;
  const origin = config.publicUrl.replace(/\/+$/, '');
  app.get('/robots.txt', (_request, reply) =>
    reply.type('text/plain; charset=utf-8').header('Cache-Control', 'public, max-age=3600').send(robotsTxt(origin)),
  );
  app.get('/sitemap.xml', async (_request, reply) => {
    const entries = await sitemapEntries(db, await options.contentEntries());
    return reply
      .type('application/xml; charset=utf-8')
      .header('Cache-Control', 'no-cache')
      .send(sitemapXml(origin, entries));
  });
}
