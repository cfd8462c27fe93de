// Italian messages: OCTO's webhooks on /admin. Same keys and order as ../en-octo-notifications.ts
// (docs/decisions/110).
import type { Messages } from '../../index.ts';

export const itOctoNotificationsMessages = {
  'resellers.webhooks.show': 'Mostra gli invii dei webhook',
  'resellers.webhooks.hide': 'Nascondi gli invii dei webhook',
  'resellers.webhooks.heading': 'Webhook',
  'resellers.webhooks.noWebhooks':
    'Ancora nessun webhook. Il rivenditore li registra tramite OCTO (POST /octo/webhooks).',
  'resellers.webhooks.listName': 'Webhook di {name}',
  'resellers.webhooks.registered': 'Registrato il {when}',
  'resellers.webhooks.loading': 'Caricamento degli invii…',
  'resellers.webhooks.loadFailed': 'Impossibile caricare gli invii.',
  'resellers.webhooks.none': 'Ancora nessun invio.',
  'resellers.webhooks.caption': 'Ultimi invii dei webhook di {name}',
  'resellers.webhooks.created': 'Creato',
  'resellers.webhooks.event': 'Evento',
  'resellers.webhooks.status': 'Stato',
  'resellers.webhooks.attempts': 'Tentativi',
  'resellers.webhooks.lastError': 'Ultimo errore',
  'resellers.webhooks.noError': 'Nessuno',
  'resellers.webhooks.status.pending': 'In attesa',
  'resellers.webhooks.status.delivered': 'Consegnato',
  'resellers.webhooks.status.failed': 'Non riuscito',
  'resellers.webhooks.deliveredAt': 'Consegnato il {when}',
  'resellers.webhooks.failedAt': 'Abbandonato il {when}',
  'resellers.webhooks.nextAttempt': 'Prossimo tentativo il {when}',
  'resellers.webhooks.event.booking_update': 'Prenotazione modificata',
  'resellers.webhooks.event.availability_update': 'Disponibilità modificata',
  'resellers.webhooks.event.product_update': 'Prodotto modificato',
} as const satisfies Partial<Messages>;
