// The SEO module's public surface: /sitemap.xml and /robots.txt (docs/decisions/067).
export { registerSeoRoutes } from './seo.routes.ts';
export { DISALLOWED_PATHS, STATIC_PUBLIC_PATHS, robotsTxt, sitemapXml, type SitemapEntry } from './seo.service.ts';
