// English messages: the day's leftovers of issues 31 and 32 (docs/decisions/120): a waitlist hold
// booked with its party and answers, a booked traveler's page of an activity no longer offered,
// and the reviewers' way to the outcome reports. Part of the one catalogue (./en.ts, docs/decisions/088).
export const dayLeftoversMessages = {
  /* ---- A booking from a waitlist hold ---- */
  'waitlist.partyBeyondHold':
    'Your hold is for {held, plural, one {# spot} other {# spots}}: choose a party that fits in it.',
  'waitlist.hold.title': 'Who is coming',
  'waitlist.hold.intro':
    'We are holding {held, plural, one {# spot} other {# spots}} for you. Tell the host who is coming and answer their questions, then confirm.',
  'waitlist.hold.total': 'Total:',
  'waitlist.hold.seatsFreed':
    '{free, plural, one {# held spot} other {# held spots}} you do not need will go to the next traveler in line.',

  /* ---- A booked activity no longer offered (/booking/{id}) ---- */
  'bookedActivity.loading': 'Loading your booking…',
  'bookedActivity.note.title': 'No longer offered',
  'bookedActivity.note.body':
    'This activity is no longer offered and cannot be booked. You booked it, so here is what it was when last approved, with {count, plural, one {your booking} other {your bookings}}.',
  'bookedActivity.by': 'by {business} · {location}',
  'bookedActivity.impact': 'Impact',
  'bookedActivity.yourBookings': '{count, plural, one {Your booking} other {Your bookings}}',
  'bookedActivity.booking.line': '{people, plural, one {# person} other {# people}} · {total}',
  'bookedActivity.booking.view': 'View booking {reference}',
  'bookedActivity.findAnother': 'Find another experience',

  /* ---- Reviewers: the way to the queue, and their emails ---- */
  'outcomes.queueLink.title': 'Outcome reports to review',
  'outcomes.queueLink.waiting':
    '{count, plural, =0 {No reports waiting} one {# report waiting} other {# reports waiting}}',
  'outcomes.mail.toReview.reportSubject': 'Outcome report to review: {activity} on {date}',
  'outcomes.mail.toReview.report':
    '{business} reported what {activity} achieved on {date}, with its evidence. It is waiting for a reviewer.',
  'outcomes.mail.toReview.answerSubject': 'Answer to review: {activity} on {date}',
  'outcomes.mail.toReview.answer':
    '{business} answered the question about {activity} on {date}. The report is back in the review queue.',
  'outcomes.mail.toReview.answerText': 'Their answer: {text}',
  'outcomes.mail.toReview.link': 'Review it: {url}',
  'outcomes.mail.toReview.button': 'Open the review queue',
} as const;
