import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode, useEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import './styles.css';
import { listenForAuthChangesInOtherTabs } from './lib/auth.ts';
import { reconnectRealtime, trpc } from './lib/trpc.ts';
import { createAppRouter } from './router.tsx';

const { router, queryClient, trpcClient } = createAppRouter();

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
          <RouterProvider router={router} />
        </QueryClientProvider>
      </trpc.Provider>
    </Ready>
  </StrictMode>
);

// Over the prerendered landing markup (dist/landing.html) React hydrates once the route's
// code has loaded: the same elements stay, so focus, scroll and anything half-typed survive
// the page becoming interactive. Other pages render at once with their own loading states.
// (Not a top-level await: that made the bundler split the entry into many more files.)
if (root.hasChildNodes()) {
  const hydrate = () => {
    // What TanStack Start sets on a server-rendered page: the router then renders the tree
    // the server rendered (no Suspense boundary around the root route), so React can adopt it.
    router.ssr = { manifest: undefined };
    hydrateRoot(root, app);
  };
  router.load().then(hydrate, hydrate);
} else {
  createRoot(root).render(app);
}
