// The OCTO webhooks feature's surface: the admin's list of a reseller's webhook deliveries.
export { WebhookDeliveries } from './webhook-deliveries.tsx';
