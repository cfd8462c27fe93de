// Spanish messages: OCTO's webhooks on /admin. Same keys and order as ../en-octo-notifications.ts
// (docs/decisions/110).
import type { Messages } from '../../index.ts';

export const esOctoNotificationsMessages = {
  'resellers.webhooks.show': 'Mostrar envíos de webhooks',
  'resellers.webhooks.hide': 'Ocultar envíos de webhooks',
  'resellers.webhooks.heading': 'Webhooks',
  'resellers.webhooks.noWebhooks':
    'Aún no hay webhooks. El revendedor los registra a través de OCTO (POST /octo/webhooks).',
  'resellers.webhooks.listName': 'Webhooks de {name}',
  'resellers.webhooks.registered': 'Registrado el {when}',
  'resellers.webhooks.loading': 'Cargando envíos…',
  'resellers.webhooks.loadFailed': 'No se pudieron cargar los envíos.',
  'resellers.webhooks.none': 'Aún no hay envíos.',
  'resellers.webhooks.caption': 'Últimos envíos de webhooks de {name}',
  'resellers.webhooks.created': 'Creado',
  'resellers.webhooks.event': 'Evento',
  'resellers.webhooks.status': 'Estado',
  'resellers.webhooks.attempts': 'Intentos',
  'resellers.webhooks.lastError': 'Último error',
  'resellers.webhooks.noError': 'Ninguno',
  'resellers.webhooks.status.pending': 'Pendiente',
  'resellers.webhooks.status.delivered': 'Entregado',
  'resellers.webhooks.status.failed': 'Fallido',
  'resellers.webhooks.deliveredAt': 'Entregado el {when}',
  'resellers.webhooks.failedAt': 'Abandonado el {when}',
  'resellers.webhooks.nextAttempt': 'Próximo intento el {when}',
  'resellers.webhooks.event.booking_update': 'Reserva modificada',
  'resellers.webhooks.event.availability_update': 'Disponibilidad modificada',
  'resellers.webhooks.event.product_update': 'Producto modificado',
} as const satisfies Partial<Messages>;
