// English messages: The booking page (client/src/features/booking, routes/booking.*). Part of the one catalogue (./en.ts, docs/decisions/088).
export const bookingMessages = {
  /* ---- Booking page: title and description (routes/booking.$activityId.tsx) ---- */
  'meta.booking.title': 'Book {activity}',
  'meta.booking.fallbackTitle': 'Book an activity',
  'meta.booking.fallbackDescription': 'Choose a date and time and book a regenerative activity.',

  /* ---- Booking page (docs/spec/public-site.md §2 Booking) ---- */
  'booking.page.loading': 'Loading booking details...',
  'booking.page.back': 'Back',
  'booking.page.sampleNotice': 'This is a sample activity: you can try the booking flow, but nothing is booked.',
  'booking.page.formTitle': 'Book this activity',
  'booking.page.loadingAvailability': 'Loading availability...',
  'booking.page.noAvailability': 'No availability currently set for this activity.',
  'booking.page.noAvailabilityHint': 'Please check back later or contact the supplier directly.',

  /* ---- Booking page: an unknown or unbookable activity ---- */
  'booking.activityNotFound.toastTitle': 'Error',
  'booking.activityNotFound.title': 'Activity not found',
  'booking.activityNotFound.body': 'This activity does not exist or is not open for booking.',
  'booking.activityNotFound.backToExperiences': 'Back to Experiences',

  /* ---- Booking page: the activity's summary ---- */
  'booking.summary.supplier': 'by {business} · {location}',
  'booking.summary.duration': 'Duration',
  'booking.summary.hours': '{hours, plural, one {# hour} other {# hours}}',
  'booking.summary.price': 'Price',
  'booking.summary.pricePerPerson': '{price} per person',

  /* ---- Booking form: date and time (slot-picker.tsx, booking-calendar.tsx) ---- */
  'booking.slots.selectDate': 'Select a date',
  'booking.slots.timesOn': 'Available times on {date}',
  'booking.slots.noneOnDate': 'No time slots available for selected date',
  'booking.slots.label': 'Time slots',
  'booking.slots.spotsLeft': '{count, plural, one {# spot} other {# spots}} left',
  'booking.slots.chooseDate': 'Choose a highlighted date to see its time slots.',
  'booking.calendar.available': 'available',
  'booking.calendar.notAvailable': 'not available',

  /* ---- Booking form: fields and button ---- */
  'booking.form.people': 'Number of people',
  'booking.form.fullName': 'Full name',
  'booking.form.email': 'Email',
  'booking.form.phone': 'Phone',
  'booking.form.specialRequests': 'Special requests (optional)',
  'booking.form.processing': 'Processing...',
  'booking.form.confirm': 'Confirm Booking',
  'booking.form.confirmDemo': 'Confirm Demo Booking',

  /* ---- Booking form: price and cancellation policy (price-summary.tsx) ---- */
  'booking.price.perPeople': '{price} × {count, plural, one {# person} other {# people}}',
  'booking.price.total': 'Total:',
  'booking.price.policy': 'Cancellation policy:',
  'booking.price.policyBeforeSlot': 'Free cancellation until {hours} hours before the start.',
  'booking.price.payOnSite': 'You pay on site; no card details are needed.',

  /* ---- Booking form: toasts (docs/spec/public-site.md §5, §8) ---- */
  'booking.toast.invalidSelection': 'Invalid Selection',
  'booking.toast.notEnoughSpots': 'Not Enough Spots',
  'booking.toast.missingInformation': 'Missing Information',
  'booking.toast.authRequired': 'Authentication Required',
  'booking.toast.authRequiredBody': 'Please sign in to make a booking. Redirecting to traveler signup...',
  'booking.toast.demoConfirmed': 'Demo Booking Confirmed!',
  'booking.toast.demoConfirmedBody':
    'This is a demo booking. In a real scenario, you would receive a confirmation email.',
  'booking.toast.unavailable': 'Booking Unavailable',
  'booking.toast.unavailableBody': 'Sorry, this time slot is now full. Please select another time.',
  'booking.toast.failed': 'Booking Failed',
  'booking.toast.failedFallback': 'There was an error processing your booking. Please try again.',
  'booking.toast.confirmed': 'Booking Confirmed!',
  'booking.toast.confirmedBody': 'Your booking has been successfully confirmed.',
} as const;
