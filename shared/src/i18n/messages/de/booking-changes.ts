// German messages: after booking: the confirmation page, "Manage booking" and the waitlist.
// Same keys, order and groups as ../en-booking-changes.ts (docs/decisions/110).
import type { Messages } from '../../index.ts';

export const deBookingChangesMessages = {
  /* ---- Server: changing a booking ---- */
  'booking.changeForbidden': 'Sie sind nicht berechtigt, diese Buchung zu ändern.',
  'booking.changeCancelled': 'Diese Buchung wurde storniert und kann nicht mehr geändert werden.',
  'booking.changeCompleted': 'Diese Buchung ist abgeschlossen und kann nicht mehr geändert werden.',
  'booking.changeDeadlinePassed': 'Die Stornofrist dieser Buchung ist abgelaufen: Sie kann nicht mehr geändert werden.',
  'booking.changeNotAllowed': 'Diese Buchung kann nicht mehr geändert werden.',
  'booking.changeNothing': 'Wählen Sie eine andere Uhrzeit oder Personenzahl, um diese Buchung zu ändern.',

  /* ---- Server: the waitlist ---- */
  'waitlist.spotsAvailable': 'Zu dieser Uhrzeit gibt es noch Plätze für Ihre Gruppe: Buchen Sie sie direkt.',
  'waitlist.alreadyJoined': 'Sie stehen für diese Uhrzeit bereits auf der Warteliste.',
  'waitlist.notFound': 'Eintrag auf der Warteliste nicht gefunden',
  'waitlist.notInLine': 'Sie stehen nicht mehr auf dieser Warteliste.',
  'waitlist.alreadyBooked': 'Diese Plätze sind bereits gebucht.',
  'waitlist.holdExpired': 'Die für Sie reservierten Plätze wurden freigegeben: Ihre Reservierung ist abgelaufen.',
  'waitlist.notOffered': 'Noch sind keine Plätze für Sie reserviert: Wir schreiben Ihnen, sobald welche frei werden.',

  /* ---- Emails ---- */
  'mail.bookingReference': 'Buchungsnummer: {reference}',
  'mail.bookingConfirmed.page': 'Ihre Buchung, die nächsten Schritte und „Buchung verwalten“: {url}',
  'mail.button.viewBooking': 'Buchung ansehen',
  'mail.bookingChanged.subject': 'Buchung geändert: {activity} am {date}',
  'mail.bookingChanged.travelerBody':
    'Ihre Buchung für {activity} bei {business} ist jetzt am {when} für {people, plural, one {# Person} other {# Personen}}.',
  'mail.bookingChanged.previously': 'Vorher: {when} für {people, plural, one {# Person} other {# Personen}}.',
  'mail.bookingChanged.supplierBody': '{customer} hat die Buchung für {activity} geändert.',
  'mail.bookingChanged.now': 'Jetzt: {when}, {people, plural, one {# Person} other {# Personen}}.',
  'mail.bookingChanged.travelerLink': 'Ihre Buchung ansehen: {url}',
  'mail.waitlistOffer.subject': 'Plätze frei geworden: {activity} am {date}',
  'mail.waitlistOffer.body':
    'Gute Nachrichten: Für {activity} bei {business} am {when} sind Plätze frei geworden. Wir halten {people, plural, one {# Platz} other {# Plätze}} für Sie bereit.',
  'mail.waitlistOffer.hold':
    'Bitte bestätigen Sie bis {until}; danach gehen die Plätze an die nächsten Reisenden auf der Warteliste.',
  'mail.waitlistOffer.link': 'Buchung bestätigen: {url}',
  'mail.waitlistOffer.button': 'Buchung bestätigen',

  /* ---- Supplier: live alerts ---- */
  'supplier.alerts.bookingRescheduled': 'Buchung geändert',
  /* ---- Page titles ---- */
  'meta.bookingConfirmation.title': 'Ihre Buchung',
  'meta.bookingConfirmation.description': 'Ihre Buchung, Ihre Buchungsnummer und die nächsten Schritte.',
  'meta.manageBooking.title': 'Buchung verwalten',
  'meta.manageBooking.description':
    'Ändern Sie Datum, Uhrzeit oder Gruppengröße Ihrer Buchung – oder stornieren Sie sie.',
  'meta.waitlist.title': 'Meine Warteliste',
  'meta.waitlist.description': 'Ausgebuchte Aktivitäten, auf die Sie warten, und Plätze, die für Sie reserviert sind.',

  /* ---- The confirmation page (/bookings/{id}) ---- */
  'bookingPage.loading': 'Ihre Buchung wird geladen …',
  'bookingPage.notFound': 'Buchung nicht gefunden',
  'bookingPage.notFoundBody': 'Diese Buchung gibt es nicht oder sie gehört nicht zu Ihrem Konto.',
  'bookingPage.backToReservations': 'Zurück zu „Meine Reservierungen“',
  'bookingPage.confirmedTitle': 'Ihre Buchung ist bestätigt',
  'bookingPage.title': 'Ihre Buchung',
  'bookingPage.reference': 'Buchungsnummer',
  'bookingPage.hostedBy': 'Gastgeber: {supplier}',
  'bookingPage.date': 'Datum',
  'bookingPage.time': 'Uhrzeit',
  'bookingPage.people': 'Personen',
  'bookingPage.total': 'Gesamt',
  'bookingPage.totalPaidOnSite': '{total}, Zahlung vor Ort',
  'bookingPage.meetingPlace': 'Treffpunkt',
  'bookingPage.nextTitle': 'So geht es weiter',
  'bookingPage.next.email':
    'Ihre Bestätigungs-E-Mail enthält diese Angaben, die Buchungsnummer und eine Kalenderdatei.',
  'bookingPage.next.reminder': 'Einen Tag vor der Aktivität schicken wir Ihnen eine Erinnerung.',
  'bookingPage.next.message':
    'Fragen an {supplier}? Schreiben Sie hier eine Nachricht oder unter „Meine Reservierungen“.',
  'bookingPage.next.changeUntil':
    'Kostenlose Stornierung bis {deadline}. Bis dahin können Sie unter „Buchung verwalten“ auch Datum, Uhrzeit oder Gruppengröße ändern. Für eine Stornierung geben Sie bitte einen Grund an.',
  'bookingPage.next.noChanges':
    'Die Stornofrist ist abgelaufen: Diese Buchung kann nicht mehr geändert oder storniert werden.',
  'bookingPage.manage': 'Buchung verwalten',
  'bookingPage.messageHost': 'Nachricht an {supplier}',

  /* ---- Manage booking (/bookings/{id}/manage) ---- */
  'manageBooking.title': 'Buchung verwalten',
  'manageBooking.backToBooking': 'Zurück zur Buchung',
  'manageBooking.changeTitle': 'Datum, Uhrzeit oder Gruppengröße ändern',
  'manageBooking.changeHint':
    'Ihre Plätze werden in einem Schritt umgebucht: Die neuen werden reserviert und die alten gleichzeitig freigegeben.',
  'manageBooking.slot': 'Datum und Uhrzeit',
  'manageBooking.slotOption': '{when} · {spots}',
  'manageBooking.currentSlot': '{when} (aktuell)',
  'manageBooking.people': 'Anzahl Personen',
  'manageBooking.peopleHint': 'Höchstens {max} Personen pro Buchung.',
  'manageBooking.newTotal': 'Neuer Gesamtpreis: {total}',
  'manageBooking.save': 'Änderungen speichern',
  'manageBooking.saving': 'Wird gespeichert …',
  'manageBooking.savedTitle': 'Buchung geändert',
  'manageBooking.saved': 'Ihre Buchung ist jetzt am {when} für {people, plural, one {# Person} other {# Personen}}.',
  'manageBooking.failedTitle': 'Buchung konnte nicht geändert werden',
  'manageBooking.failed': 'Beim Ändern der Buchung ist ein Fehler aufgetreten. Bitte versuchen Sie es noch einmal.',
  'manageBooking.notChangeable': 'Diese Buchung kann nicht mehr geändert werden.',
  'manageBooking.cancelTitle': 'Diese Buchung stornieren',
  'manageBooking.cancelHint':
    'Mit der Stornierung geben Sie Ihre Plätze für andere Reisende frei. Bitte geben Sie einen Grund an.',

  /* ---- Waitlist: joining from the booking page ---- */
  'waitlist.join.title': 'Ausgebuchte Uhrzeiten',
  'waitlist.join.hint':
    'Tragen Sie sich in die Warteliste ein: Werden Plätze frei, bekommen die ersten Reisenden auf der Liste, deren Gruppe hineinpasst, eine E-Mail, und die Plätze werden 2 Stunden lang für sie reserviert.',
  'waitlist.join.open': 'Auf die Warteliste',
  'waitlist.join.openFor': 'Auf die Warteliste für {when}',
  'waitlist.join.formTitle': 'Warteliste für {when}',
  'waitlist.join.name': 'Vor- und Nachname',
  'waitlist.join.submit': 'Auf die Warteliste',
  'waitlist.join.joining': 'Wird eingetragen …',
  'waitlist.join.close': 'Jetzt nicht',
  'waitlist.join.joinedTitle': 'Sie stehen auf der Warteliste',
  'waitlist.join.joined': 'Wir schreiben Ihnen, sobald Plätze frei werden.',
  'waitlist.join.failedTitle': 'Eintrag in die Warteliste nicht möglich',
  'waitlist.join.failed':
    'Beim Eintragen in die Warteliste ist ein Fehler aufgetreten. Bitte versuchen Sie es noch einmal.',
  'waitlist.join.signIn': 'Melden Sie sich an, um sich auf eine Warteliste zu setzen',
  'waitlist.join.myWaitlist': 'Meine Warteliste ansehen',

  /* ---- Waitlist: the traveler's page (/waitlist) ---- */
  'waitlist.page.title': 'Meine Warteliste',
  'waitlist.page.intro':
    'Ausgebuchte Aktivitäten, auf die Sie warten. Werden Plätze für Sie frei, bestätigen Sie sie hier, bevor die Reservierung endet.',
  'waitlist.page.loading': 'Ihre Warteliste wird geladen …',
  'waitlist.page.loadFailed': 'Ihre Warteliste konnte nicht geladen werden',
  'waitlist.page.empty': 'Sie stehen auf keiner Warteliste.',
  'waitlist.page.people': '{people, plural, one {# Person} other {# Personen}}',
  'waitlist.status.waiting': 'Wartend: Platz {position} auf der Liste',
  'waitlist.status.offered': 'Plätze für Sie reserviert bis {until}',
  'waitlist.status.booked': 'Gebucht',
  'waitlist.status.expired': 'Reservierung abgelaufen',
  'waitlist.status.left': 'Von der Warteliste abgemeldet',
  'waitlist.page.confirm': 'Buchung bestätigen',
  'waitlist.page.confirming': 'Wird bestätigt …',
  'waitlist.page.confirmedTitle': 'Buchung bestätigt!',
  'waitlist.page.confirmed': 'Die Plätze gehören Ihnen: Ihre Buchung ist bestätigt.',
  'waitlist.page.confirmFailedTitle': 'Buchung konnte nicht bestätigt werden',
  'waitlist.page.leave': 'Warteliste verlassen',
  'waitlist.page.release': 'Plätze freigeben',
  'waitlist.page.leftTitle': 'Sie haben die Warteliste verlassen',
  'waitlist.page.viewBooking': 'Buchung ansehen',
  'waitlist.page.actionFailed': 'Es ist ein Fehler aufgetreten. Bitte versuchen Sie es noch einmal.',

  /* ---- Traveler dashboard and booking cards ---- */
  'travelerBookings.newBooking.title': 'Ihre Buchung ist bestätigt',
  'travelerBookings.newBooking.body':
    'Buchungsnummer {reference}: Hier finden Sie die Details und die nächsten Schritte.',
  'travelerBookings.newBooking.link': 'Bestätigung ansehen',
  'travelerBookings.card.manage': 'Buchung verwalten',
  'travelerBookings.card.manageFor': 'Buchung verwalten: {activity}',
  'travelerBookings.dashboard.waitlist': 'Meine Warteliste',
} as const satisfies Partial<Messages>;
