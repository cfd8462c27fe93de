import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider, createMemoryHistory } from '@tanstack/react-router';
import { renderToString } from 'react-dom/server';
import { trpc } from './lib/trpc.ts';
import { createAppRouter } from './router.tsx';

/**
 * The markup of a public page that needs no data, rendered at build time (see
 * client/prerender.mjs), so a first visit paints the landing page before its JavaScript
 * has arrived. The browser then hydrates it (main.tsx): the tree must match the
 * client's first render, so nothing here may read browser-only state.
 */
export async function prerender(url: string): Promise<string> {
  // tRPC's websocket client wants the class to exist; it is lazy, so nothing connects here.
  globalThis.WebSocket ??= class {} as unknown as typeof WebSocket;
  const { router, queryClient, trpcClient } = createAppRouter(createMemoryHistory({ initialEntries: [url] }));
  await router.load();
  return renderToString(
    <trpc.Provider client={trpcClient} queryClient={queryClient}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </trpc.Provider>,
  );
}
