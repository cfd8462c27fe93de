// German messages: OCTO's webhooks on /admin. Same keys and order as ../en-octo-notifications.ts
// (docs/decisions/110).
import type { Messages } from '../../index.ts';

export const deOctoNotificationsMessages = {
  'resellers.webhooks.show': 'Webhook-Zustellungen anzeigen',
  'resellers.webhooks.hide': 'Webhook-Zustellungen ausblenden',
  'resellers.webhooks.heading': 'Webhooks',
  'resellers.webhooks.noWebhooks':
    'Noch keine Webhooks. Der Wiederverkäufer registriert sie über OCTO (POST /octo/webhooks).',
  'resellers.webhooks.listName': 'Webhooks von {name}',
  'resellers.webhooks.registered': 'Registriert am {when}',
  'resellers.webhooks.loading': 'Zustellungen werden geladen …',
  'resellers.webhooks.loadFailed': 'Die Zustellungen konnten nicht geladen werden.',
  'resellers.webhooks.none': 'Noch keine Zustellungen.',
  'resellers.webhooks.caption': 'Letzte Webhook-Zustellungen von {name}',
  'resellers.webhooks.created': 'Erstellt',
  'resellers.webhooks.event': 'Ereignis',
  'resellers.webhooks.status': 'Status',
  'resellers.webhooks.attempts': 'Versuche',
  'resellers.webhooks.lastError': 'Letzter Fehler',
  'resellers.webhooks.noError': 'Keiner',
  'resellers.webhooks.status.pending': 'Ausstehend',
  'resellers.webhooks.status.delivered': 'Zugestellt',
  'resellers.webhooks.status.failed': 'Fehlgeschlagen',
  'resellers.webhooks.deliveredAt': 'Zugestellt am {when}',
  'resellers.webhooks.failedAt': 'Aufgegeben am {when}',
  'resellers.webhooks.nextAttempt': 'Nächster Versuch am {when}',
  'resellers.webhooks.event.booking_update': 'Buchung geändert',
  'resellers.webhooks.event.availability_update': 'Verfügbarkeit geändert',
  'resellers.webhooks.event.product_update': 'Produkt geändert',
} as const satisfies Partial<Messages>;
