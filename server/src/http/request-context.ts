import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance } from 'fastify';

// The id of the request being handled, wherever its work runs (a service, a transaction that
// emits events): log lines written off the request's own logger still name it, so one id
// follows a booking from its request to the events it produced (docs/decisions/100).

const storage = new AsyncLocalStorage<{ requestId: string }>();

/** The id of the request whose work is running, if any (a timer or a LISTEN callback has none). */
export function currentRequestId(): string | undefined {
  return storage.getStore()?.requestId;
}

/** Runs the rest of every request (its hooks, handler and the work it awaits) under its id. */
export function registerRequestContext(app: FastifyInstance): void {
  app.addHook('onRequest', (request, _reply, done) => {
    storage.run({ requestId: request.id }, done);
  });
}
