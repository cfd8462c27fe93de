// English messages: the activity page's details, the host's public page, questions before
// booking and the impact calculator's bounds and links (issue 30 parts 2, 6, 7, 9). Part of the
// one catalogue (./en.ts, docs/decisions/088).
export const activityPageMessages = {
  /* ---- Activity page: details (client/src/features/activity) ---- */
  'activityPage.gallery': 'Photos of {activity}',
  'activityPage.photoOf': 'Photo {n} of {count}',
  'activityPage.showPhoto': 'Show photo {n}: {alt}',
  'activityPage.place': 'Where',
  'activityPage.impact': 'Impact',
  'activityPage.effort': 'Effort',
  'activityPage.regenPoints': 'Regen Points®',
  'activityPage.points': '{points} Regen Points®',
  'activityPage.rating': 'Rating',
  'activityPage.noReviewsYet': 'No reviews yet',
  'activityPage.included': 'What’s included',
  'activityPage.whatToBring': 'What to bring',
  'activityPage.languages': 'Languages',
  'activityPage.accessibility': 'Accessibility',
  'activityPage.details': 'About this activity',
  'activityPage.meetingPoint': 'Meeting point',
  'activityPage.mapLabel': 'Map of the meeting point: {address}',
  'activityPage.showMap': 'Show map',
  'activityPage.mapLoading': 'Loading map…',
  'activityPage.mapAttribution': '© OpenStreetMap contributors',
  'activityPage.openInOsm': 'Open in OpenStreetMap',
  'activityPage.cancellation': 'Cancellation terms',
  'activityPage.cancellationTerms':
    'A confirmed booking can be cancelled, with a reason, by you or the host until its cancellation deadline: {hours, plural, one {# hour} other {# hours}} before the activity starts. After that: Cancellation deadline has passed.',
  'activityPage.host': 'Your host',
  'activityPage.hostLink': 'More about {supplier}',
  'activityPage.askHost': 'Ask the host',
  'activityPage.askHostSignIn': 'Sign in to ask the host',
  'activityPage.askHostTitle': 'Ask {supplier} a question',
  'activityPage.askHostHint':
    'Your question starts a conversation with the host. You will find their reply in your messages.',
  'activityPage.askHostLabel': 'Your question',
  'activityPage.askHostSend': 'Send question',
  'activityPage.askHostSending': 'Sending...',
  'activityPage.askHostCancel': 'Cancel',
  'activityPage.askHostSent': 'Question sent',
  'activityPage.askOwnActivity': 'You cannot ask a question about your own activity.',
  'activityPage.ownActivity': 'This is your activity: travelers can ask you questions here.',

  /* ---- New-message email about a question before booking (server/src/mail/templates.ts) ---- */
  'mail.newMessage.questionBody': '{sender} sent you a message about {activity}.',

  /* ---- Messaging and inbox: a question before booking ---- */
  'messaging.questionAbout':
    'Question before booking · with {name} ({role, select, supplier {supplier} other {customer}})',
  'inbox.question': 'Question before booking',

  /* ---- The host's public page (routes/suppliers.$supplierId.tsx) ---- */
  'meta.supplierPage.title': '{supplier}: regenerative experiences',
  'meta.supplierPage.description':
    '{supplier} in {location}: {count, plural, one {# activity} other {# activities}}, reviews and impact.',
  'supplierPage.loading': 'Loading host...',
  'supplierPage.hostIn': 'Host in {location}',
  'supplierPage.yearsInOperation': '{years, plural, one {# year} other {# years}} in operation',
  'supplierPage.activities': 'Activities',
  'supplierPage.noActivities': 'No activities open for booking right now.',
  'supplierPage.reviews': 'Reviews',
  'supplierPage.noReviews': 'No reviews yet.',
  'supplierPage.reviewOf': 'on {activity}',
  'supplierPage.reviewStars': '{stars} out of 5 stars',
  'supplierPage.impact': 'Impact',
  'supplierPage.impactPoints': 'Regen Points® earned by travelers',
  'supplierPage.impactTravelers': 'Travelers hosted',
  'supplierPage.impactActivities': 'Live activities',
  'supplierPage.notFoundTitle': 'Host not found',
  'supplierPage.notFoundBody': 'This host does not exist or has no public page.',
  'supplierPage.backToDestinations': 'Back to Destinations',

  /* ---- Impact calculator: bounds and where it leads (client/src/features/public/impact-calculator.tsx) ---- */
  'calculator.daysTooMany': 'A trip can last at most {max} days.',
  'calculator.citiesTooMany': 'A trip can visit at most {max} cities.',
  'calculator.nearbyDestinations': 'Destinations nearby',
  'calculator.noPagesYet': 'We have no destination page for {country} yet.',
} as const;
