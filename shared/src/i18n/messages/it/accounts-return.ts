// Italian messages: the booking draft kept across the sign-up detour, returning to the page a link
// named, and the first sign-in. Same keys and order as ../en-accounts-return.ts
// (docs/decisions/110).
import type { Messages } from '../../index.ts';

export const itAccountsReturnMessages = {
  /* ---- Booking drafts (server/src/modules/booking-drafts) ---- */
  'bookingDrafts.returnPathInvalid': 'La pagina a cui tornare deve essere una pagina di questo sito.',
  'bookingDrafts.invalidDraft': 'Non è possibile conservare questa bozza di prenotazione.',

  /* ---- The first sign-in after sign-up (not "Welcome back!") ---- */
  'auth.signIn.welcomeFirst': 'Benvenuto su Regen Marketplace!',
  'auth.signIn.returningToBooking': 'Ti riportiamo alla tua prenotazione…',
  'auth.signIn.toAdmin': 'Ti portiamo alla dashboard di amministrazione…',

  /* ---- My Reservations, reached from the menu and /profile ---- */
  'layout.menu.myReservations': 'Le mie prenotazioni',
  'profile.myReservations': 'Le mie prenotazioni',
} as const satisfies Partial<Messages>;
