import { trpc } from '../../lib/trpc.ts';

// The OCTO webhooks feature's one call: a reseller's webhooks and latest deliveries (/admin).

export function useWebhookDeliveries(resellerId: string) {
  return trpc.octoNotifications.deliveries.useQuery({ resellerId });
}
