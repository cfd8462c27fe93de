import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

// How a reseller checks that a delivery is ours and unaltered (docs/decisions/115): the raw
// body's HMAC-SHA256 under the webhook's secret, in hex, sent as `Octo-Signature: sha256=<hex>`.
// The secret is shown once, when the webhook is created.

export const SIGNATURE_HEADER = 'octo-signature';
/** The delivery's id: the same on every retry of it, so a reseller can drop a repeat. */
export const DELIVERY_HEADER = 'octo-delivery-id';
export const EVENT_HEADER = 'octo-event';
export const WEBHOOK_HEADER = 'octo-webhook-id';

const SECRET_PREFIX = 'whsec_';

export const newWebhookSecret = () => `${SECRET_PREFIX}${randomBytes(32).toString('base64url')}`;

/** `sha256=<hex>` of the body, as the header carries it. */
export function signatureOf(secret: string, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(body, 'utf8').digest('hex')}`;
}

/** The check a reseller makes, in constant time. */
export function isValidSignature(secret: string, body: string, header: string | undefined): boolean {
  if (!header) return false;
  const expected = Buffer.from(signatureOf(secret, body));
  const given = Buffer.from(header);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
