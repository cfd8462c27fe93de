// Italian messages: distribution over OCTO: the rest of a reseller's contact on the supplier's
// booking card. Same keys and order as ../en-octo.ts (docs/decisions/110).
import type { Messages } from '../../index.ts';

export const itOctoMessages = {
  'supplier.bookings.country': 'Paese:',
  'supplier.bookings.postalCode': 'CAP:',
  'supplier.bookings.languages': 'Lingue:',
  'supplier.bookings.contactNotes': 'Note:',
} as const satisfies Partial<Messages>;
