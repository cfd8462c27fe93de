// OCTO's webhooks (docs/decisions/115): what /admin shows of a reseller's webhooks and deliveries.

export const OCTO_WEBHOOK_EVENTS = ['booking_update', 'availability_update', 'product_update'] as const;
export type OctoWebhookEvent = (typeof OCTO_WEBHOOK_EVENTS)[number];

export type WebhookDeliveryStatus = 'pending' | 'delivered' | 'failed';

export interface ResellerWebhookSummary {
  id: string;
  event: OctoWebhookEvent;
  url: string;
  createdAt: Date;
}

export interface WebhookDeliveryEntry {
  id: number;
  event: OctoWebhookEvent;
  url: string;
  status: WebhookDeliveryStatus;
  attempts: number;
  /** The last failure: "HTTP 503", a refused connection, a timeout. */
  lastError: string | null;
  createdAt: Date;
  /** When it was delivered, failed for good, or is tried next (pending). */
  settledAt: Date | null;
  nextAttemptAt: Date | null;
}

export interface ResellerWebhookDeliveries {
  webhooks: ResellerWebhookSummary[];
  deliveries: WebhookDeliveryEntry[];
}
