// Italian messages: distribution over OCTO: the rest of a reseller's contact on the supplier's
// booking card. Same keys and order as ../en-octo.ts (docs/decisions/110).
import type { Messages } from '../../index.ts';

export const itOctoMessages = {
  'supplier.bookings.country': 'Paese:',
  'supplier.bookings.postalCode': 'CAP:',
  'supplier.bookings.languages': 'Lingue:',
  'supplier.bookings.contactNotes': 'Note:',

  'booking.moveCheckedIn':
    'Per questa prenotazione è già stato fatto il check-in presso il suo fornitore: non può passare a un altro fornitore.',
  'booking.movePaid':
    'Questa prenotazione risulta pagata presso il suo fornitore: non può passare a un altro fornitore.',
  'booking.moveConversation':
    'Questa prenotazione ha messaggi con il suo fornitore: non può passare a un altro fornitore. Annullala e prenota di nuovo.',
  'mail.bookingMovedAway.subject': 'Prenotazione spostata: {activity} il {date}',
  'mail.bookingMovedAway.body':
    '{movedBy} ha spostato la prenotazione di {activity} il {when} per {people, plural, one {# persona} other {# persone}} a un altro fornitore.',
  'mail.bookingMovedAway.spots': 'Non è più una tua prenotazione e i suoi posti sono di nuovo liberi.',
  'supplier.alerts.bookingMovedAway': 'Prenotazione spostata a un altro fornitore',
} as const satisfies Partial<Messages>;
