// French messages: distribution over OCTO: the rest of a reseller's contact on the supplier's
// booking card. Same keys and order as ../en-octo.ts (docs/decisions/110).
import type { Messages } from '../../index.ts';

export const frOctoMessages = {
  'supplier.bookings.country': 'Pays :',
  'supplier.bookings.postalCode': 'Code postal :',
  'supplier.bookings.languages': 'Langues :',
  'supplier.bookings.contactNotes': 'Remarques :',
} as const satisfies Partial<Messages>;
