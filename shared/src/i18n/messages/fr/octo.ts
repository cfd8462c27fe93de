// French messages: distribution over OCTO: the rest of a reseller's contact on the supplier's
// booking card. Same keys and order as ../en-octo.ts (docs/decisions/110).
import type { Messages } from '../../index.ts';

export const frOctoMessages = {
  'supplier.bookings.country': 'Pays :',
  'supplier.bookings.postalCode': 'Code postal :',
  'supplier.bookings.languages': 'Langues :',
  'supplier.bookings.contactNotes': 'Remarques :',

  'booking.moveCheckedIn':
    'Cette réservation est enregistrée chez son prestataire : elle ne peut pas passer à un autre prestataire.',
  'booking.movePaid':
    'Cette réservation est marquée payée chez son prestataire : elle ne peut pas passer à un autre prestataire.',
  'booking.moveConversation':
    'Cette réservation a des messages avec son prestataire : elle ne peut pas passer à un autre prestataire. Annulez-la et réservez à nouveau.',
  'mail.bookingMovedAway.subject': 'Réservation transférée : {activity} le {date}',
  'mail.bookingMovedAway.body':
    '{movedBy} a transféré la réservation de {activity} le {when} pour {people, plural, one {# personne} other {# personnes}} chez un autre prestataire.',
  'mail.bookingMovedAway.spots': 'Ce n’est plus votre réservation, et ses places sont de nouveau libres.',
  'supplier.alerts.bookingMovedAway': 'Réservation transférée chez un autre prestataire',
} as const satisfies Partial<Messages>;
