// First, before any zod schema is built (lib/zod-jitless.ts).
import './lib/zod-jitless.ts';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { RouterClient } from '@tanstack/react-router/ssr/client';
import { StrictMode, startTransition, useEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import './styles.css';
import { listenForAuthChangesInOtherTabs } from './lib/auth.ts';
import { reconnectRealtime, trpc } from './lib/trpc.ts';
import { createAppRouter } from './router.tsx';

// The dev server has no build to carry each locale's messages with their code: it loads them all
// (docs/decisions/109). Removed from the build.
if (import.meta.env.DEV) (await import('./features/locales/all-catalogues.ts')).registerAllCatalogues();

const { router, queryClient, trpcClient } = createAppRouter();
/** Set by the router's inline scripts in a server-rendered page (docs/decisions/064). */
const serverRendered = '$_TSR' in window;

listenForAuthChangesInOtherTabs(() => {
  reconnectRealtime();
  void queryClient.resetQueries();
});

const root = document.getElementById('root')!;

/** Marks the page interactive once React has committed (what browser tests wait for after a load). */
function Ready({ children }: { children: ReactNode }) {
  useEffect(() => {
    root.dataset.ready = 'true';
  }, []);
  return children;
}

const app = (
  <StrictMode>
    <Ready>
      <trpc.Provider client={trpcClient} queryClient={queryClient}>
        <QueryClientProvider client={queryClient}>
          {serverRendered ? <RouterClient router={router} /> : <RouterProvider router={router} />}
        </QueryClientProvider>
      </trpc.Provider>
    </Ready>
  </StrictMode>
);

// A server-rendered page (every public page, docs/decisions/064) is hydrated in place:
// RouterClient restores the router's state and the query cache the server used, loads the
// matched routes' code, then React adopts the server's elements, so focus, scroll and
// anything half-typed survive the page becoming interactive. Without server rendering (the
// Vite dev server, a build without its SSR bundle) the app renders in the browser.
// Hydrating in a transition lets React hydrate in slices of a few milliseconds, giving the
// browser a turn between them (a blocking hydration is one long task of the whole page on a
// slow phone); an event meanwhile makes React hydrate its target first (docs/decisions/075).
if (serverRendered) {
  startTransition(() => {
    hydrateRoot(root, app);
  });
} else {
  createRoot(root).render(app);
}
