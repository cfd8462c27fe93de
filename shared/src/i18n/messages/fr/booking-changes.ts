// French messages: after booking: the confirmation page, "Manage booking" and the waitlist.
// Same keys, order and groups as ../en-booking-changes.ts (docs/decisions/110).
import type { Messages } from '../../index.ts';

export const frBookingChangesMessages = {
  /* ---- Server: changing a booking ---- */
  'booking.changeForbidden': 'Vous n’êtes pas autorisé à modifier cette réservation.',
  'booking.changeCancelled': 'Cette réservation a été annulée et ne peut plus être modifiée.',
  'booking.changeCompleted': 'Cette réservation est terminée et ne peut plus être modifiée.',
  'booking.changeDeadlinePassed':
    'La date limite d’annulation de cette réservation est dépassée : elle ne peut plus être modifiée.',
  'booking.changeNotAllowed': 'Cette réservation ne peut plus être modifiée.',
  'booking.changeNothing':
    'Choisissez un autre horaire ou un autre nombre de personnes pour modifier cette réservation.',

  /* ---- Server: the waitlist ---- */
  'waitlist.spotsAvailable': 'Il reste des places pour votre groupe à cet horaire : réservez-les directement.',
  'waitlist.alreadyJoined': 'Vous êtes déjà sur la liste d’attente pour cet horaire.',
  'waitlist.notFound': 'Inscription sur la liste d’attente introuvable',
  'waitlist.notInLine': 'Vous n’êtes plus sur cette liste d’attente.',
  'waitlist.alreadyBooked': 'Ces places sont déjà réservées.',
  'waitlist.holdExpired': 'Les places qui vous étaient réservées ont été libérées : votre délai a expiré.',
  'waitlist.notOffered': 'Aucune place ne vous est encore réservée : nous vous écrirons dès qu’il s’en libère.',

  /* ---- Emails ---- */
  'mail.bookingReference': 'Référence de réservation : {reference}',
  'mail.bookingConfirmed.page': 'Votre réservation, la suite et « Gérer la réservation » : {url}',
  'mail.button.viewBooking': 'Voir votre réservation',
  'mail.bookingChanged.subject': 'Réservation modifiée : {activity} le {date}',
  'mail.bookingChanged.travelerBody':
    'Votre réservation pour {activity} avec {business} est désormais le {when} pour {people, plural, one {# personne} other {# personnes}}.',
  'mail.bookingChanged.previously':
    'Elle était prévue le {when} pour {people, plural, one {# personne} other {# personnes}}.',
  'mail.bookingChanged.supplierBody': '{customer} a modifié sa réservation pour {activity}.',
  'mail.bookingChanged.now': 'Désormais : {when}, {people, plural, one {# personne} other {# personnes}}.',
  'mail.bookingChanged.travelerLink': 'Voir votre réservation : {url}',
  'mail.waitlistOffer.subject': 'Des places se sont libérées : {activity} le {date}',
  'mail.waitlistOffer.body':
    'Bonne nouvelle : des places se sont libérées pour {activity} avec {business} le {when}. Nous vous réservons {people, plural, one {# place} other {# places}}.',
  'mail.waitlistOffer.hold':
    'Confirmez avant le {until} ; passé ce délai, les places iront au voyageur suivant sur la liste.',
  'mail.waitlistOffer.link': 'Confirmer votre réservation : {url}',
  'mail.waitlistOffer.button': 'Confirmer votre réservation',

  /* ---- Supplier: live alerts ---- */
  'supplier.alerts.bookingRescheduled': 'Réservation modifiée',
  /* ---- Page titles ---- */
  'meta.bookingConfirmation.title': 'Votre réservation',
  'meta.bookingConfirmation.description': 'Votre réservation, sa référence et la suite.',
  'meta.manageBooking.title': 'Gérer la réservation',
  'meta.manageBooking.description':
    'Modifiez la date, l’horaire ou le nombre de participants de votre réservation, ou annulez-la.',
  'meta.waitlist.title': 'Ma liste d’attente',
  'meta.waitlist.description': 'Les activités complètes que vous attendez, et les places qui vous sont réservées.',

  /* ---- The confirmation page (/bookings/{id}) ---- */
  'bookingPage.loading': 'Chargement de votre réservation…',
  'bookingPage.notFound': 'Réservation introuvable',
  'bookingPage.notFoundBody': 'Cette réservation n’existe pas ou ne vous appartient pas.',
  'bookingPage.backToReservations': 'Retour à Mes réservations',
  'bookingPage.confirmedTitle': 'Votre réservation est confirmée',
  'bookingPage.title': 'Votre réservation',
  'bookingPage.reference': 'Référence de réservation',
  'bookingPage.hostedBy': 'Proposée par {supplier}',
  'bookingPage.date': 'Date',
  'bookingPage.time': 'Horaire',
  'bookingPage.people': 'Personnes',
  'bookingPage.total': 'Total',
  'bookingPage.totalPaidOnSite': '{total}, à régler sur place',
  'bookingPage.meetingPlace': 'Lieu de rendez-vous',
  'bookingPage.nextTitle': 'Et ensuite ?',
  'bookingPage.next.email':
    'Votre e-mail de confirmation reprend ces informations, la référence et un fichier de calendrier.',
  'bookingPage.next.reminder': 'Nous vous envoyons un rappel par e-mail la veille de l’activité.',
  'bookingPage.next.message': 'Des questions pour {supplier} ? Envoyez-lui un message ici ou depuis Mes réservations.',
  'bookingPage.next.changeUntil':
    'Annulation gratuite jusqu’au {deadline}. D’ici là, vous pouvez aussi modifier la date, l’horaire ou le nombre de participants dans « Gérer la réservation ». Toute annulation demande un motif.',
  'bookingPage.next.noChanges':
    'La date limite d’annulation est dépassée : cette réservation ne peut plus être modifiée ni annulée.',
  'bookingPage.manage': 'Gérer la réservation',
  'bookingPage.messageHost': 'Écrire à {supplier}',

  /* ---- Manage booking (/bookings/{id}/manage) ---- */
  'manageBooking.title': 'Gérer la réservation',
  'manageBooking.backToBooking': 'Retour à la réservation',
  'manageBooking.changeTitle': 'Modifier la date, l’horaire ou le nombre de participants',
  'manageBooking.changeHint':
    'Vos places sont déplacées en une seule fois : les nouvelles sont prises et les anciennes libérées en même temps.',
  'manageBooking.slot': 'Date et horaire',
  'manageBooking.slotOption': '{when} · {spots}',
  'manageBooking.currentSlot': '{when} (actuel)',
  'manageBooking.people': 'Nombre de personnes',
  'manageBooking.peopleHint': '{max} personnes au maximum par réservation.',
  'manageBooking.newTotal': 'Nouveau total : {total}',
  'manageBooking.save': 'Enregistrer les modifications',
  'manageBooking.saving': 'Enregistrement…',
  'manageBooking.savedTitle': 'Réservation mise à jour',
  'manageBooking.saved':
    'Votre réservation est désormais le {when} pour {people, plural, one {# personne} other {# personnes}}.',
  'manageBooking.failedTitle': 'Impossible de modifier la réservation',
  'manageBooking.failed': 'Une erreur est survenue lors de la modification. Veuillez réessayer.',
  'manageBooking.notChangeable': 'Cette réservation ne peut plus être modifiée.',
  'manageBooking.cancelTitle': 'Annuler cette réservation',
  'manageBooking.cancelHint': 'En annulant, vous rendez vos places à d’autres voyageurs. Un motif est demandé.',

  /* ---- Waitlist: joining from the booking page ---- */
  'waitlist.join.title': 'Horaires complets',
  'waitlist.join.hint':
    'Inscrivez-vous sur la liste d’attente : dès que des places se libèrent, le premier voyageur de la liste dont le groupe peut être accueilli reçoit un e-mail, et les places lui sont réservées pendant 2 heures.',
  'waitlist.join.open': 'Rejoindre la liste d’attente',
  'waitlist.join.openFor': 'Rejoindre la liste d’attente du {when}',
  'waitlist.join.formTitle': 'Liste d’attente du {when}',
  'waitlist.join.name': 'Nom complet',
  'waitlist.join.submit': 'Rejoindre la liste d’attente',
  'waitlist.join.joining': 'Inscription…',
  'waitlist.join.close': 'Plus tard',
  'waitlist.join.joinedTitle': 'Vous êtes sur la liste d’attente',
  'waitlist.join.joined': 'Nous vous écrirons dès que des places se libéreront.',
  'waitlist.join.failedTitle': 'Impossible de rejoindre la liste d’attente',
  'waitlist.join.failed': 'Une erreur est survenue lors de l’inscription sur la liste d’attente. Veuillez réessayer.',
  'waitlist.join.signIn': 'Connectez-vous pour rejoindre une liste d’attente',
  'waitlist.join.myWaitlist': 'Voir ma liste d’attente',

  /* ---- Waitlist: the traveler's page (/waitlist) ---- */
  'waitlist.page.title': 'Ma liste d’attente',
  'waitlist.page.intro':
    'Les activités complètes que vous attendez. Quand des places se libèrent pour vous, confirmez-les ici avant la fin du délai.',
  'waitlist.page.loading': 'Chargement de votre liste d’attente…',
  'waitlist.page.loadFailed': 'Impossible de charger votre liste d’attente',
  'waitlist.page.empty': 'Vous n’êtes sur aucune liste d’attente.',
  'waitlist.page.people': '{people, plural, one {# personne} other {# personnes}}',
  'waitlist.status.waiting': 'En attente : position {position} sur la liste',
  'waitlist.status.offered': 'Places réservées pour vous jusqu’au {until}',
  'waitlist.status.booked': 'Réservé',
  'waitlist.status.expired': 'Délai expiré',
  'waitlist.status.left': 'Désinscrit de la liste d’attente',
  'waitlist.page.confirm': 'Confirmer la réservation',
  'waitlist.page.confirming': 'Confirmation…',
  'waitlist.page.confirmedTitle': 'Réservation confirmée !',
  'waitlist.page.confirmed': 'Les places sont à vous : votre réservation est confirmée.',
  'waitlist.page.confirmFailedTitle': 'Impossible de confirmer la réservation',
  'waitlist.page.leave': 'Quitter la liste d’attente',
  'waitlist.page.release': 'Libérer les places',
  'waitlist.page.leftTitle': 'Vous avez quitté la liste d’attente',
  'waitlist.page.viewBooking': 'Voir la réservation',
  'waitlist.page.actionFailed': 'Une erreur est survenue. Veuillez réessayer.',

  /* ---- Traveler dashboard and booking cards ---- */
  'travelerBookings.newBooking.title': 'Votre réservation est confirmée',
  'travelerBookings.newBooking.body': 'Référence {reference} : retrouvez les détails et la suite.',
  'travelerBookings.newBooking.link': 'Voir la confirmation',
  'travelerBookings.card.manage': 'Gérer la réservation',
  'travelerBookings.card.manageFor': 'Gérer la réservation : {activity}',
  'travelerBookings.dashboard.waitlist': 'Ma liste d’attente',
} as const satisfies Partial<Messages>;
