// OCTO's webhooks (docs/decisions/115): the routes app.ts hands to the OCTO API, the worker that
// makes and sends deliveries, and the signature a reseller checks (trpc/router.ts mounts its router).
import type { FastifyInstance } from 'fastify';
import { WebhookWorker } from './webhook-worker.ts';

export { octoWebhookRoutes } from './octo-notifications.routes.ts';
export { WebhookWorker, MAX_ATTEMPTS, retryDelayMs, type RecordedAttempt } from './webhook-worker.ts';
export { isValidSignature, signatureOf, SIGNATURE_HEADER, DELIVERY_HEADER } from './webhook-signature.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** This instance's OCTO webhook worker (tests wait on its recorded attempts). */
    octoWebhookWorker: WebhookWorker;
  }
}

/** Starts this instance's webhook worker; it stops with the app. */
export function startOctoWebhookWorker(app: FastifyInstance, now: () => Date = () => new Date()): WebhookWorker {
  const { db, config, log } = app.services;
  const worker = new WebhookWorker(db, { config, log, now });
  worker.start();
  app.decorate('octoWebhookWorker', worker);
  app.addHook('onClose', () => worker.stop());
  return worker;
}
