// English messages: distribution over OCTO (docs/decisions/099): the rest of a reseller's
// contact on the supplier's booking card. Part of the one catalogue (./en.ts, docs/decisions/088).
export const octoMessages = {
  'supplier.bookings.country': 'Country:',
  'supplier.bookings.postalCode': 'Postal code:',
  'supplier.bookings.languages': 'Languages:',
  'supplier.bookings.contactNotes': 'Notes:',

  /* ---- A reseller moved a booking to another supplier's activity (docs/decisions/122) ---- */
  'booking.moveCheckedIn': 'This booking is checked in with its provider: it cannot move to another provider.',
  'booking.movePaid': 'This booking is marked paid with its provider: it cannot move to another provider.',
  'booking.moveConversation':
    'This booking has messages with its provider: it cannot move to another provider. Cancel it and book again.',
  'mail.bookingMovedAway.subject': 'Booking moved away: {activity} on {date}',
  'mail.bookingMovedAway.body':
    '{movedBy} moved the booking of {activity} on {when} for {people, plural, one {# person} other {# people}} to another provider.',
  'mail.bookingMovedAway.spots': 'It is no longer your booking, and its spots are free again.',
  'supplier.alerts.bookingMovedAway': 'Booking moved to another provider',
} as const;
