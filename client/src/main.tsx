import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
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

function render() {
  createRoot(root).render(
    <StrictMode>
      <trpc.Provider client={trpcClient} queryClient={queryClient}>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </trpc.Provider>
    </StrictMode>,
  );
}

// Over the prerendered landing markup (dist/landing.html) the first render waits for the
// route's code, so it replaces the page with the same page rather than an empty one. Other
// pages render at once and show their own loading states. (Not a top-level await: that
// made the bundler split the entry into many more files.)
if (root.hasChildNodes()) router.load().then(render, render);
else render();
