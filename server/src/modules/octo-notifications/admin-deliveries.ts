import type { OctoWebhookEvent, ResellerWebhookDeliveries } from '@regen/shared/schemas/octo-notifications';
import type { Db } from '../../db/database.ts';
import * as repository from './octo-notifications.repository.ts';

// What /admin shows of a reseller's OCTO webhooks (docs/decisions/115). Kept apart from the OCTO
// routes' service so the tRPC router (and the client's types of it) need nothing of Fastify's.

/** A reseller's live webhooks and latest deliveries, newest first (/admin). */
export async function resellerWebhookDeliveries(db: Db, resellerId: string): Promise<ResellerWebhookDeliveries> {
  const [webhooks, deliveries] = [
    await repository.listWebhooks(db, resellerId),
    await repository.resellerDeliveries(db, resellerId, 100),
  ];
  return {
    webhooks: webhooks.map((w) => ({ id: w.id, event: w.event, url: w.url, createdAt: w.created_at })),
    deliveries: deliveries.map((d) => ({
      id: Number(d.id),
      event: d.event as OctoWebhookEvent,
      url: d.url,
      status: d.status,
      attempts: d.attempts,
      lastError: d.last_error,
      createdAt: d.created_at,
      settledAt: d.delivered_at ?? d.failed_at,
      nextAttemptAt: d.status === 'pending' ? d.next_attempt_at : null,
    })),
  };
}
