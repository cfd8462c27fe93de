import { notFound } from '@tanstack/react-router';
import { apiErrorCode } from './api-error.ts';

// How a route's loader gets its data for server rendering (docs/decisions/064, 065).
//
// A loader starts its reads through the router context's trpcUtils (the same query keys the
// page's hooks use). On the server the render waits for them, so the page is rendered with its
// data and the filled query cache goes into the page; in the browser the loader does not wait:
// the page's code loads meanwhile and the page shows its own loading state, as before.

/** True in the server rendering bundle (Vite replaces it at build time). */
export const onServer = import.meta.env.SSR;

/** Starts reads; waits for them on the server only. A failed read is the page's to show. */
export async function preload(...reads: Promise<unknown>[]): Promise<void> {
  const settled = Promise.allSettled(reads);
  if (onServer) await settled;
}

/**
 * On the server: waits for a read that decides whether the page exists, and answers 404
 * (the route's notFoundComponent, status 404) when the server refused it as not found. In the
 * browser it only starts the read, like `preload`.
 */
export async function preloadOrNotFound(read: Promise<unknown>): Promise<void> {
  if (!onServer) {
    read.catch(() => undefined);
    return;
  }
  try {
    await read;
  } catch (error) {
    if (apiErrorCode(error) === 'NOT_FOUND') throw notFound();
  }
}
