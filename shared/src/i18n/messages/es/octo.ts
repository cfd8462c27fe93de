// Spanish messages: distribution over OCTO: the rest of a reseller's contact on the supplier's
// booking card. Same keys and order as ../en-octo.ts (docs/decisions/110).
import type { Messages } from '../../index.ts';

export const esOctoMessages = {
  'supplier.bookings.country': 'País:',
  'supplier.bookings.postalCode': 'Código postal:',
  'supplier.bookings.languages': 'Idiomas:',
  'supplier.bookings.contactNotes': 'Notas:',
} as const satisfies Partial<Messages>;
