import type { OctoWebhookEvent } from '@regen/shared/schemas/octo-notifications';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import { OctoError, type Capabilities } from '../octo/index.ts';
import * as repository from './octo-notifications.repository.ts';
import { webhookObject } from './webhook-payloads.ts';
import { newWebhookSecret } from './webhook-signature.ts';

// A reseller's webhooks over OCTO (docs/decisions/115): register one URL per event, list them,
// delete one; and the admin's view of their deliveries.

/** Live webhooks per reseller: a few per event is all a reseller system needs. */
export const MAX_WEBHOOKS_PER_RESELLER = 20;

const capabilityNames = (c: Capabilities) =>
  [c.content ? 'octo/content' : null, c.pricing ? 'octo/pricing' : null].filter((n): n is string => n !== null);

/**
 * Only https, so deliveries (and their signature) are not readable on the way; plain http only to
 * 127.0.0.1 when the configuration allows it (tests' local receivers, never in production).
 */
export function checkWebhookUrl(url: string, config: Pick<Config, 'octoWebhooksAllowLoopback'>): string {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new OctoError('BAD_REQUEST', 'url: give a full https URL');
  }
  if (parsed.protocol === 'https:') return parsed.toString();
  if (parsed.protocol === 'http:' && config.octoWebhooksAllowLoopback && parsed.hostname === '127.0.0.1') {
    return parsed.toString();
  }
  throw new OctoError('BAD_REQUEST', 'url: webhooks are sent over https only');
}

export async function registerWebhook(
  db: Db,
  config: Pick<Config, 'octoWebhooksAllowLoopback'>,
  resellerId: string,
  capabilities: Capabilities,
  body: { event: OctoWebhookEvent; url: string },
) {
  const url = checkWebhookUrl(body.url, config);
  if ((await repository.countLiveWebhooks(db, resellerId)) >= MAX_WEBHOOKS_PER_RESELLER) {
    throw new OctoError(
      'UNPROCESSABLE_ENTITY',
      `At most ${MAX_WEBHOOKS_PER_RESELLER} webhooks per reseller: delete one first`,
    );
  }
  const secret = newWebhookSecret();
  const row = await repository.insertWebhook(db, {
    resellerId,
    event: body.event,
    url,
    secret,
    capabilities: capabilityNames(capabilities),
  });
  // The secret is in this answer only: it signs every delivery of this webhook.
  return { ...webhookObject(row), secret };
}

export async function listWebhooks(db: Db, resellerId: string) {
  return (await repository.listWebhooks(db, resellerId)).map(webhookObject);
}

export async function deleteWebhook(db: Db, resellerId: string, webhookId: string) {
  const row = /^[0-9a-f-]{36}$/i.test(webhookId)
    ? await db.transaction().execute((trx) => repository.deleteWebhook(trx, resellerId, webhookId))
    : undefined;
  if (!row) throw new OctoError('BAD_REQUEST', 'The webhook id was missing or invalid', { webhookId });
  return webhookObject(row);
}
