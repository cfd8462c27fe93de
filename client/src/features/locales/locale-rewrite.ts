import type { LocationRewrite } from '@tanstack/react-router';
import { DEFAULT_LOCALE, type Locale } from '@regen/shared/i18n';
import { localePath, pathWithoutLocale } from '@regen/shared/i18n/locale-paths';

/**
 * The router's URL rewrite for a page's locale (TanStack Router's `rewrite`, docs/decisions/109):
 * input takes the prefix off ('/de/booking/1' → '/booking/1') before the routes match; output puts
 * the page's own prefix on every href and history entry the router writes. English is unprefixed.
 */
export function localeRewrite(locale: Locale): LocationRewrite {
  return {
    input: ({ url }) => {
      const path = pathWithoutLocale(url.pathname);
      if (path === url.pathname) return undefined;
      url.pathname = path;
      return url;
    },
    output: ({ url }) => {
      if (locale === DEFAULT_LOCALE) return undefined;
      url.pathname = localePath(locale, url.pathname);
      return url;
    },
  };
}
