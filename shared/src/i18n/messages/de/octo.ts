// German messages: distribution over OCTO: the rest of a reseller's contact on the supplier's
// booking card. Same keys and order as ../en-octo.ts (docs/decisions/110).
import type { Messages } from '../../index.ts';

export const deOctoMessages = {
  'supplier.bookings.country': 'Land:',
  'supplier.bookings.postalCode': 'Postleitzahl:',
  'supplier.bookings.languages': 'Sprachen:',
  'supplier.bookings.contactNotes': 'Hinweise:',
} as const satisfies Partial<Messages>;
