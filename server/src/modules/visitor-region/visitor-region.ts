import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance } from 'fastify';
import { pathWithoutLocale } from '@regen/shared/i18n/locale-paths';
import { visitorRegionKey, visitorRegionOf, type VisitorRegion } from '@regen/shared/rules/visitor-region';

// The visitor's region for the request being answered (docs/decisions/124): from the request's
// Accept-Language (shared/src/rules/visitor-region.ts), set around the whole request by an
// onRequest hook, so a tRPC call and a page rendered on the server (its in-process calls
// included) both see it. Never from the address: no geolocation.

const storage = new AsyncLocalStorage<VisitorRegion | undefined>();

/** The region of the visitor whose request is being answered; undefined when unknown. */
export function visitorRegion(): VisitorRegion | undefined {
  return storage.getStore();
}

/** Runs `work` as for a visitor in `region` (tests, and work outside a request). */
export function inVisitorRegion<T>(region: VisitorRegion | undefined, work: () => T): T {
  return storage.run(region, work);
}

/** The cache key part of a request's visitor region ('' when it says none). */
export function visitorRegionKeyOf(acceptLanguage: string | undefined): string {
  return visitorRegionKey(visitorRegionOf(acceptLanguage));
}

export function registerVisitorRegion(app: FastifyInstance): void {
  app.addHook('onRequest', (request, _reply, done) => {
    const region = visitorRegionOf(request.headers['accept-language']);
    if (region) storage.run(region, done);
    else done();
  });
}

/** The page's results depend on the visitor's region: the search over every destination. */
export function pageDependsOnVisitorRegion(url: string): boolean {
  return pathWithoutLocale(url.split('?')[0]!) === '/experiences';
}

/**
 * A server-rendered page's cache key with the visitor's region when the page's results depend
 * on it: the search over every destination (/experiences, in any locale). Other pages keep theirs.
 */
export function pageKeyWithVisitorRegion(url: string, acceptLanguage: string | undefined, key: string): string {
  if (!pageDependsOnVisitorRegion(url)) return key;
  const region = visitorRegionKeyOf(acceptLanguage);
  return region ? `${key}\u0001${region}` : key;
}
