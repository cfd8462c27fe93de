// German messages: the booking draft kept across the sign-up detour, returning to the page a link
// named, and the first sign-in. Same keys and order as ../en-accounts-return.ts (docs/decisions/110).
import type { Messages } from '../../index.ts';

export const deAccountsReturnMessages = {
  /* ---- Booking drafts (server/src/modules/booking-drafts) ---- */
  'bookingDrafts.returnPathInvalid': 'Die Seite, zu der Sie zurückkehren, muss eine Seite dieser Website sein.',
  'bookingDrafts.invalidDraft': 'Dieser Buchungsentwurf kann nicht gespeichert werden.',

  /* ---- The first sign-in after sign-up (not "Welcome back!") ---- */
  'auth.signIn.welcomeFirst': 'Willkommen bei Regen Marketplace!',
  'auth.signIn.returningToBooking': 'Wir bringen Sie zurück zu Ihrer Buchung …',
  'auth.signIn.toAdmin': 'Weiter zum Admin-Dashboard …',

  /* ---- My Reservations, reached from the menu and /profile ---- */
  'layout.menu.myReservations': 'Meine Reservierungen',
  'profile.myReservations': 'Meine Reservierungen',
} as const satisfies Partial<Messages>;
