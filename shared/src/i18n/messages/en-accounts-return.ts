// English messages: the booking draft kept across the sign-up detour, returning to the page a
// link named, and the first sign-in (docs/decisions/093). Part of the one catalogue (./en.ts,
// docs/decisions/088).
export const accountsReturnMessages = {
  /* ---- Booking drafts (server/src/modules/booking-drafts) ---- */
  'bookingDrafts.returnPathInvalid': 'The page to return to must be a page of this site.',
  'bookingDrafts.invalidDraft': 'This booking draft cannot be kept.',

  /* ---- The first sign-in after sign-up (not "Welcome back!") ---- */
  'auth.signIn.welcomeFirst': 'Welcome to Regen Marketplace!',
  'auth.signIn.returningToBooking': 'Taking you back to your booking...',
  'auth.signIn.toAdmin': 'Taking you to the admin dashboard...',

  /* ---- My Reservations, reached from the menu and /profile ---- */
  'layout.menu.myReservations': 'My Reservations',
  'profile.myReservations': 'My Reservations',
} as const;
