import { HeadContent, Outlet, Scripts, createRootRouteWithContext } from '@tanstack/react-router';
import { Suspense, lazy, useSyncExternalStore } from 'react';
import { formatMessage } from '@regen/shared/i18n';
import { SiteFooter } from '../components/layout/site-footer.tsx';
import { SiteHeader } from '../components/layout/site-header.tsx';
import { NotFoundPage } from '../components/layout/not-found-page.tsx';
import { useUnreadMessageTotal } from '../features/inbox/index.ts';
import { LanguageSwitcher } from '../features/locales/index.ts';
import { CurrencyPicker, DisplayCurrencyProvider } from '../features/currency/index.ts';
import { canonicalHead } from '../lib/head.ts';
import { I18nProvider } from '../lib/i18n.tsx';
import { toaster } from '../lib/toast.ts';
import type { RouterContext } from '../router.tsx';

// Toasts only follow user actions, so their library loads with the first toast (lib/toast.ts),
// and only in the browser: server rendering and hydration both render without it.
const Toaster = lazy(() => import('sonner').then((m) => ({ default: m.Toaster })));

// sonner's own breakpoint: at this width and below it lays toasts across the screen.
const phoneQuery = '(max-width: 600px)';
const subscribeToPhoneQuery = (onChange: () => void) => {
  const query = window.matchMedia(phoneQuery);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
};

/**
 * Where toasts cover nothing one needs (docs/decisions/038, 105): at the bottom on phones, at the
 * bottom right on wider screens, clear of the header's and the dashboards' header controls (Add
 * Activity, Sign Out) and beside a centred dialog.
 */
function LazyToaster() {
  // False while rendering on the server and hydrating (the server's snapshot), true once a toast
  // was raised in the browser.
  const needed = useSyncExternalStore(toaster.subscribe, toaster.needed, () => false);
  const onPhone = useSyncExternalStore(
    subscribeToPhoneQuery,
    () => window.matchMedia(phoneQuery).matches,
    () => false,
  );
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <Toaster
        richColors
        closeButton
        position={onPhone ? 'bottom-center' : 'bottom-right'}
        offset={{ bottom: 24, right: 16 }}
        mobileOffset={{ bottom: 16, left: 16, right: 16 }}
      />
    </Suspense>
  );
}

export const Route = createRootRouteWithContext<RouterContext>()({
  head: ({ matches, match }) => {
    const { locale } = match.context;
    // A path no route matches: the not-found page's own title, no canonical URL, noindex.
    const unknownPath = matches.some((m) => m._notFound);
    // Every page's canonical URL: the deepest match's path, without its query (docs/decisions/067).
    const canonical = unknownPath
      ? { meta: [{ name: 'robots', content: 'noindex' }], links: [] }
      : // Alternates only on the pages search engines index (not the browser-rendered private ones).
        canonicalHead(matches.at(-1)?.pathname ?? '/', locale, !matches.some((m) => m.ssr === false));
    return {
      meta: [
        { title: formatMessage(locale, unknownPath ? 'meta.notFoundTitle' : 'meta.siteTitle') },
        { name: 'description', content: formatMessage(locale, 'meta.siteDescription') },
        ...canonical.meta,
      ],
      links: canonical.links,
    };
  },
  // Pages rendered in the browser only (`ssr: false`: the signed-in pages and sign-in forms)
  // are kept out of search engines from the server's first answer.
  headers: ({ matches }) =>
    matches.some((m) => m.ssr === false) ? { 'X-Robots-Tag': 'noindex' } : ({} as Record<string, string>),
  component: RootLayout,
  notFoundComponent: NotFoundPage,
});

function RootLayout() {
  // The main menu's Messages count (signed in only), live in every tab.
  const unreadMessages = useUnreadMessageTotal();
  const locale = Route.useRouteContext({ select: (context) => context.locale });
  // The display currency the page was rendered with (docs/decisions/108).
  const display = Route.useRouteContext({ select: (context) => context.display });
  return (
    <I18nProvider locale={locale}>
      <DisplayCurrencyProvider initial={display}>
        <HeadContent />
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded-md focus:bg-white focus:px-4 focus:py-2 focus:shadow"
        >
          {formatMessage(locale, 'layout.skipToContent')}
        </a>
        <div className="flex min-h-screen flex-col">
          <SiteHeader
            unreadMessages={unreadMessages}
            // Below 1280 px the footer's is the one: the header has no room (docs/decisions/109).
            languageSwitcher={<LanguageSwitcher tone="light" compact className="hidden 2xl:block" />}
          />
          <main id="main" className="flex-1">
            <Outlet />
          </main>
          <SiteFooter
            languageSwitcher={<LanguageSwitcher tone="dark" className="mt-4" />}
            currencyPicker={<CurrencyPicker tone="dark" className="mt-4 ml-2" />}
          />
        </div>
        <LazyToaster />
        {/* The router's hydration data in a server-rendered page (nothing in the browser). */}
        <Scripts />
      </DisplayCurrencyProvider>
    </I18nProvider>
  );
}
