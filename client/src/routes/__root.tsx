import { HeadContent, Outlet, createRootRouteWithContext } from '@tanstack/react-router';
import { Suspense, lazy, useSyncExternalStore } from 'react';
import { SiteFooter } from '../components/layout/site-footer.tsx';
import { SiteHeader } from '../components/layout/site-header.tsx';
import { NotFoundPage } from '../components/layout/not-found-page.tsx';
import type { RouterContext } from '../router.tsx';

// Toasts only follow user actions, so their library loads after the first paint, and only
// in the browser: the prerendered landing page and its hydration both render without it.
const Toaster = lazy(() => import('sonner').then((m) => ({ default: m.Toaster })));

const subscribeToNothing = () => () => undefined;

// sonner's own breakpoint: at this width and below it lays toasts across the screen.
const phoneQuery = '(max-width: 600px)';
const subscribeToPhoneQuery = (onChange: () => void) => {
  const query = window.matchMedia(phoneQuery);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
};

/**
 * Where toasts cover nothing one needs (docs/decisions/038): at the bottom on phones, clear of
 * the header and of dialog titles; at the top right on wider screens, below the sticky header
 * (h-16) and beside a centred dialog.
 */
function LazyToaster() {
  // False while prerendering and hydrating (the server's snapshot), true once in the browser.
  const inBrowser = useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
  const onPhone = useSyncExternalStore(
    subscribeToPhoneQuery,
    () => window.matchMedia(phoneQuery).matches,
    () => false,
  );
  if (!inBrowser) return null;
  return (
    <Suspense fallback={null}>
      <Toaster
        richColors
        closeButton
        position={onPhone ? 'bottom-center' : 'top-right'}
        offset={{ top: 80, right: 16 }}
        mobileOffset={{ bottom: 16, left: 16, right: 16 }}
      />
    </Suspense>
  );
}

export const Route = createRootRouteWithContext<RouterContext>()({
  head: () => ({
    meta: [
      { title: 'Regen Marketplace' },
      {
        name: 'description',
        content:
          'Regen Marketplace: find regenerative travel experiences run by local suppliers and measure your impact in Regen Points.',
      },
    ],
  }),
  component: RootLayout,
  notFoundComponent: NotFoundPage,
});

function RootLayout() {
  return (
    <>
      <HeadContent />
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded-md focus:bg-white focus:px-4 focus:py-2 focus:shadow"
      >
        Skip to content
      </a>
      <div className="flex min-h-screen flex-col">
        <SiteHeader />
        <main id="main" className="flex-1">
          <Outlet />
        </main>
        <SiteFooter />
      </div>
      <LazyToaster />
    </>
  );
}
