// English messages: distribution over OCTO (docs/decisions/099): the rest of a reseller's
// contact on the supplier's booking card. Part of the one catalogue (./en.ts, docs/decisions/088).
export const octoMessages = {
  'supplier.bookings.country': 'Country:',
  'supplier.bookings.postalCode': 'Postal code:',
  'supplier.bookings.languages': 'Languages:',
  'supplier.bookings.contactNotes': 'Notes:',
} as const;
