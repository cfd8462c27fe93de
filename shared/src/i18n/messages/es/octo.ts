// Spanish messages: distribution over OCTO: the rest of a reseller's contact on the supplier's
// booking card. Same keys and order as ../en-octo.ts (docs/decisions/110).
import type { Messages } from '../../index.ts';

export const esOctoMessages = {
  'supplier.bookings.country': 'País:',
  'supplier.bookings.postalCode': 'Código postal:',
  'supplier.bookings.languages': 'Idiomas:',
  'supplier.bookings.contactNotes': 'Notas:',

  'booking.moveCheckedIn': 'Esta reserva ya tiene el check-in hecho con su proveedor: no puede pasar a otro proveedor.',
  'booking.movePaid': 'Esta reserva está marcada como pagada con su proveedor: no puede pasar a otro proveedor.',
  'booking.moveConversation':
    'Esta reserva tiene mensajes con su proveedor: no puede pasar a otro proveedor. Cancélela y reserve de nuevo.',
  'mail.bookingMovedAway.subject': 'Reserva trasladada: {activity} el {date}',
  'mail.bookingMovedAway.body':
    '{movedBy} trasladó la reserva de {activity} el {when} para {people, plural, one {# persona} other {# personas}} a otro proveedor.',
  'mail.bookingMovedAway.spots': 'Ya no es su reserva y sus plazas vuelven a estar libres.',
  'supplier.alerts.bookingMovedAway': 'Reserva trasladada a otro proveedor',
} as const satisfies Partial<Messages>;
