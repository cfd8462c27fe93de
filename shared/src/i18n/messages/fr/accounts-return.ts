// French messages: the booking draft kept across the sign-up detour, returning to the page a link
// named, and the first sign-in. Same keys and order as ../en-accounts-return.ts (docs/decisions/110).
import type { Messages } from '../../index.ts';

export const frAccountsReturnMessages = {
  /* ---- Booking drafts (server/src/modules/booking-drafts) ---- */
  'bookingDrafts.returnPathInvalid': 'La page de retour doit être une page de ce site.',
  'bookingDrafts.invalidDraft': 'Ce brouillon de réservation ne peut pas être conservé.',

  /* ---- The first sign-in after sign-up (not "Welcome back!") ---- */
  'auth.signIn.welcomeFirst': 'Bienvenue sur Regen Marketplace !',
  'auth.signIn.returningToBooking': 'Nous vous ramenons à votre réservation…',
  'auth.signIn.toAdmin': 'Direction le tableau de bord administrateur…',

  /* ---- My Reservations, reached from the menu and /profile ---- */
  'layout.menu.myReservations': 'Mes réservations',
  'profile.myReservations': 'Mes réservations',
} as const satisfies Partial<Messages>;
