// Spanish messages: the booking draft kept across the sign-up detour, returning to the page a link
// named, and the first sign-in. Same keys and order as ../en-accounts-return.ts
// (docs/decisions/110).
import type { Messages } from '../../index.ts';

export const esAccountsReturnMessages = {
  /* ---- Booking drafts (server/src/modules/booking-drafts) ---- */
  'bookingDrafts.returnPathInvalid': 'La página de vuelta debe ser una página de este sitio.',
  'bookingDrafts.invalidDraft': 'No se puede guardar este borrador de reserva.',

  /* ---- The first sign-in after sign-up (not "Welcome back!") ---- */
  'auth.signIn.welcomeFirst': '¡Te damos la bienvenida a Regen Marketplace!',
  'auth.signIn.returningToBooking': 'Te llevamos de vuelta a tu reserva…',
  'auth.signIn.toAdmin': 'Te llevamos al panel de administración…',

  /* ---- My Reservations, reached from the menu and /profile ---- */
  'layout.menu.myReservations': 'Mis reservas',
  'profile.myReservations': 'Mis reservas',
} as const satisfies Partial<Messages>;
