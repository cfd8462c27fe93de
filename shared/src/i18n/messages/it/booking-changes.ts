// Italian messages: after booking: the confirmation page, "Manage booking" and the waitlist. Same
// keys and order as ../en-booking-changes.ts (docs/decisions/110).
import type { Messages } from '../../index.ts';

export const itBookingChangesMessages = {
  /* ---- Server: changing a booking ---- */
  'booking.changeForbidden': 'Non hai l’autorizzazione per modificare questa prenotazione.',
  'booking.changeCancelled': 'Questa prenotazione è stata cancellata e non si può più modificare.',
  'booking.changeCompleted': 'Questa prenotazione è completata e non si può più modificare.',
  'booking.changeDeadlinePassed':
    'Il termine di cancellazione di questa prenotazione è scaduto: non si può più modificare.',
  'booking.changeNotAllowed': 'Questa prenotazione non si può più modificare.',
  'booking.changeNothing': 'Scegli un altro orario o un altro numero di persone per modificare questa prenotazione.',

  /* ---- Server: the waitlist ---- */
  'waitlist.spotsAvailable': 'Questo orario ha ancora posti per il tuo gruppo: prenotalo direttamente.',
  'waitlist.alreadyJoined': 'Sei già in lista d’attesa per questo orario.',
  'waitlist.notFound': 'Iscrizione alla lista d’attesa non trovata',
  'waitlist.notInLine': 'Non sei più in questa lista d’attesa.',
  'waitlist.alreadyBooked': 'Questi posti sono già prenotati.',
  'waitlist.holdExpired': 'I posti tenuti per te sono stati liberati: la tua riserva è scaduta.',
  'waitlist.notOffered': 'Non ci sono ancora posti tenuti per te: ti scriveremo quando si libereranno.',

  /* ---- Emails ---- */
  'mail.bookingReference': 'Codice di prenotazione: {reference}',
  'mail.bookingConfirmed.page': 'La tua prenotazione, i prossimi passi e Gestisci prenotazione: {url}',
  'mail.button.viewBooking': 'Vedi la prenotazione',
  'mail.bookingChanged.subject': 'Prenotazione modificata: {activity}, {date}',
  'mail.bookingChanged.travelerBody':
    'La tua prenotazione di {activity} con {business} ora è per il {when}, per {people, plural, one {# persona} other {# persone}}.',
  'mail.bookingChanged.previously': 'Prima era per il {when}, per {people, plural, one {# persona} other {# persone}}.',
  'mail.bookingChanged.supplierBody': '{customer} ha modificato la sua prenotazione di {activity}.',
  'mail.bookingChanged.now': 'Ora: {when}, {people, plural, one {# persona} other {# persone}}.',
  'mail.bookingChanged.travelerLink': 'Vedi la tua prenotazione: {url}',
  'mail.waitlistOffer.subject': 'Si sono liberati dei posti: {activity}, {date}',
  'mail.waitlistOffer.body':
    'Buone notizie: si sono liberati dei posti per {activity} con {business}, {when}. Teniamo per te {people, plural, one {# posto} other {# posti}}.',
  'mail.waitlistOffer.hold': 'Conferma entro il {until}; dopo, i posti passeranno al prossimo viaggiatore in lista.',
  'mail.waitlistOffer.link': 'Conferma la tua prenotazione: {url}',
  'mail.waitlistOffer.button': 'Conferma la prenotazione',

  /* ---- Supplier: live alerts ---- */
  'supplier.alerts.bookingRescheduled': 'Prenotazione modificata',
  /* ---- Page titles ---- */
  'meta.bookingConfirmation.title': 'La tua prenotazione',
  'meta.bookingConfirmation.description': 'La tua prenotazione, il suo codice e i prossimi passi.',
  'meta.manageBooking.title': 'Gestisci prenotazione',
  'meta.manageBooking.description':
    'Cambia data, orario o numero di persone della tua prenotazione, oppure cancellala.',
  'meta.waitlist.title': 'La mia lista d’attesa',
  'meta.waitlist.description': 'Le attività al completo che stai aspettando e i posti tenuti per te.',

  /* ---- The confirmation page (/bookings/{id}) ---- */
  'bookingPage.loading': 'Caricamento della prenotazione…',
  'bookingPage.notFound': 'Prenotazione non trovata',
  'bookingPage.notFoundBody': 'Questa prenotazione non esiste o non è tua.',
  'bookingPage.backToReservations': 'Torna a Le mie prenotazioni',
  'bookingPage.confirmedTitle': 'La tua prenotazione è confermata',
  'bookingPage.title': 'La tua prenotazione',
  'bookingPage.reference': 'Codice di prenotazione',
  'bookingPage.hostedBy': 'Organizzata da {supplier}',
  'bookingPage.date': 'Data',
  'bookingPage.time': 'Orario',
  'bookingPage.people': 'Persone',
  'bookingPage.total': 'Totale',
  'bookingPage.totalPaidOnSite': '{total}, da pagare sul posto',
  'bookingPage.meetingPlace': 'Punto d’incontro',
  'bookingPage.nextTitle': 'I prossimi passi',
  'bookingPage.next.email':
    'L’email di conferma contiene questi dettagli, il codice di prenotazione e un file per il calendario.',
  'bookingPage.next.reminder': 'Ti invieremo un promemoria via email il giorno prima dell’attività.',
  'bookingPage.next.message': 'Domande per {supplier}? Scrivigli qui o da Le mie prenotazioni.',
  'bookingPage.next.changeUntil':
    'Cancellazione gratuita fino al {deadline}. Fino ad allora puoi anche cambiare data, orario o numero di persone in Gestisci prenotazione. Per cancellare ti chiederemo un motivo.',
  'bookingPage.next.noChanges':
    'Il termine per la cancellazione è scaduto: questa prenotazione non si può più modificare né cancellare.',
  'bookingPage.manage': 'Gestisci prenotazione',
  'bookingPage.messageHost': 'Scrivi a {supplier}',

  /* ---- Manage booking (/bookings/{id}/manage) ---- */
  'manageBooking.title': 'Gestisci prenotazione',
  'manageBooking.backToBooking': 'Torna alla prenotazione',
  'manageBooking.changeTitle': 'Cambia data, orario o numero di persone',
  'manageBooking.changeHint':
    'I tuoi posti si spostano in un solo passaggio: i nuovi vengono occupati e i vecchi liberati insieme.',
  'manageBooking.slot': 'Data e orario',
  'manageBooking.slotOption': '{when} · {spots}',
  'manageBooking.currentSlot': '{when} (attuale)',
  'manageBooking.people': 'Numero di persone',
  'manageBooking.peopleHint': 'Al massimo {max} persone per prenotazione.',
  'manageBooking.newTotal': 'Nuovo totale: {total}',
  'manageBooking.save': 'Salva le modifiche',
  'manageBooking.saving': 'Salvataggio…',
  'manageBooking.savedTitle': 'Prenotazione aggiornata',
  'manageBooking.saved':
    'La tua prenotazione ora è per il {when}, per {people, plural, one {# persona} other {# persone}}.',
  'manageBooking.failedTitle': 'Impossibile modificare la prenotazione',
  'manageBooking.failed': 'Si è verificato un errore durante la modifica della prenotazione. Riprova.',
  'manageBooking.notChangeable': 'Questa prenotazione non si può più modificare.',
  'manageBooking.cancelTitle': 'Cancella questa prenotazione',
  'manageBooking.cancelHint':
    'Cancellando, i tuoi posti tornano disponibili per altri viaggiatori. È richiesto un motivo.',

  /* ---- Waitlist: joining from the booking page ---- */
  'waitlist.join.title': 'Orari al completo',
  'waitlist.join.hint':
    'Iscriviti alla lista d’attesa: quando si liberano posti, scriviamo al primo viaggiatore in lista il cui gruppo ci sta e teniamo i posti per lui per 2 ore.',
  'waitlist.join.open': 'Iscriviti alla lista d’attesa',
  'waitlist.join.openFor': 'Iscriviti alla lista d’attesa per il {when}',
  'waitlist.join.formTitle': 'Lista d’attesa per il {when}',
  'waitlist.join.name': 'Nome e cognome',
  'waitlist.join.submit': 'Iscriviti alla lista',
  'waitlist.join.joining': 'Iscrizione in corso…',
  'waitlist.join.close': 'Non ora',
  'waitlist.join.joinedTitle': 'Sei in lista d’attesa',
  'waitlist.join.joined': 'Ti scriveremo appena si libereranno dei posti.',
  'waitlist.join.failedTitle': 'Iscrizione alla lista d’attesa non riuscita',
  'waitlist.join.failed': 'Si è verificato un errore durante l’iscrizione alla lista d’attesa. Riprova.',
  'waitlist.join.signIn': 'Accedi per iscriverti a una lista d’attesa',
  'waitlist.join.myWaitlist': 'Vedi la mia lista d’attesa',

  /* ---- Waitlist: the traveler's page (/waitlist) ---- */
  'waitlist.page.title': 'La mia lista d’attesa',
  'waitlist.page.intro':
    'Attività al completo che stai aspettando. Quando si liberano posti per te, confermali qui prima che scada la riserva.',
  'waitlist.page.loading': 'Caricamento della lista d’attesa…',
  'waitlist.page.loadFailed': 'Impossibile caricare la tua lista d’attesa',
  'waitlist.page.empty': 'Non sei in nessuna lista d’attesa.',
  'waitlist.page.people': '{people, plural, one {# persona} other {# persone}}',
  'waitlist.status.waiting': 'In attesa: numero {position} in lista',
  'waitlist.status.offered': 'Posti tenuti per te fino al {until}',
  'waitlist.status.booked': 'Prenotato',
  'waitlist.status.expired': 'Riserva scaduta',
  'waitlist.status.left': 'Uscito dalla lista d’attesa',
  'waitlist.page.confirm': 'Conferma la prenotazione',
  'waitlist.page.confirming': 'Conferma in corso…',
  'waitlist.page.confirmedTitle': 'Prenotazione confermata!',
  'waitlist.page.confirmed': 'I posti sono tuoi: la tua prenotazione è confermata.',
  'waitlist.page.confirmFailedTitle': 'Impossibile confermare la prenotazione',
  'waitlist.page.leave': 'Esci dalla lista d’attesa',
  'waitlist.page.release': 'Libera i posti',
  'waitlist.page.leftTitle': 'Sei uscito dalla lista d’attesa',
  'waitlist.page.viewBooking': 'Vedi la prenotazione',
  'waitlist.page.actionFailed': 'Si è verificato un errore. Riprova.',

  /* ---- Traveler dashboard and booking cards ---- */
  'travelerBookings.newBooking.title': 'La tua prenotazione è confermata',
  'travelerBookings.newBooking.body': 'Codice di prenotazione {reference}: vedi i dettagli e i prossimi passi.',
  'travelerBookings.newBooking.link': 'Vedi la conferma',
  'travelerBookings.card.manage': 'Gestisci prenotazione',
  'travelerBookings.card.manageFor': 'Gestisci prenotazione: {activity}',
  'travelerBookings.dashboard.waitlist': 'La mia lista d’attesa',
} as const satisfies Partial<Messages>;
