// German messages: distribution over OCTO: the rest of a reseller's contact on the supplier's
// booking card. Same keys and order as ../en-octo.ts (docs/decisions/110).
import type { Messages } from '../../index.ts';

export const deOctoMessages = {
  'supplier.bookings.country': 'Land:',
  'supplier.bookings.postalCode': 'Postleitzahl:',
  'supplier.bookings.languages': 'Sprachen:',
  'supplier.bookings.contactNotes': 'Hinweise:',

  'booking.moveCheckedIn':
    'Diese Buchung ist bei ihrem Anbieter eingecheckt und kann nicht zu einem anderen Anbieter wechseln.',
  'booking.movePaid':
    'Diese Buchung ist bei ihrem Anbieter als bezahlt markiert und kann nicht zu einem anderen Anbieter wechseln.',
  'booking.moveConversation':
    'Zu dieser Buchung gibt es Nachrichten mit ihrem Anbieter: Sie kann nicht zu einem anderen Anbieter wechseln. Stornieren Sie sie und buchen Sie neu.',
  'mail.bookingMovedAway.subject': 'Buchung verlegt: {activity} am {date}',
  'mail.bookingMovedAway.body':
    '{movedBy} hat die Buchung von {activity} am {when} für {people, plural, one {# Person} other {# Personen}} zu einem anderen Anbieter verlegt.',
  'mail.bookingMovedAway.spots': 'Es ist nicht mehr Ihre Buchung, und ihre Plätze sind wieder frei.',
  'supplier.alerts.bookingMovedAway': 'Buchung zu einem anderen Anbieter verlegt',
} as const satisfies Partial<Messages>;
