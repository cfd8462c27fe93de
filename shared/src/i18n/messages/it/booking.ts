// Italian messages: the booking page. Same keys and order as ../en-booking.ts (docs/decisions/110).
import type { Messages } from '../../index.ts';

export const itBookingMessages = {
  /* ---- Booking page: title and description (routes/booking.$activityId.tsx) ---- */
  'meta.booking.title': 'Prenota {activity}',
  'meta.booking.fallbackTitle': 'Prenota un’attività',
  'meta.booking.fallbackDescription': 'Scegli data e orario e prenota un’attività rigenerativa.',

  /* ---- Booking page (docs/spec/public-site.md §2 Booking) ---- */
  'booking.page.loading': 'Caricamento dei dettagli della prenotazione…',
  'booking.page.back': 'Indietro',
  'booking.page.sampleNotice':
    'Questa è un’attività di esempio: puoi provare la procedura di prenotazione, ma non viene prenotato nulla.',
  'booking.page.formTitle': 'Prenota questa attività',
  'booking.page.loadingAvailability': 'Caricamento della disponibilità…',
  'booking.page.noAvailability': 'Al momento non c’è disponibilità per questa attività.',
  'booking.page.noAvailabilityHint': 'Torna più tardi o contatta direttamente il fornitore.',

  /* ---- Booking page: an unknown or unbookable activity ---- */
  'booking.activityNotFound.toastTitle': 'Errore',
  'booking.activityNotFound.title': 'Attività non trovata',
  'booking.activityNotFound.body': 'Questa attività non esiste o non è prenotabile.',
  'booking.activityNotFound.backToExperiences': 'Torna alle esperienze',

  /* ---- Booking page: the activity's summary ---- */
  'booking.summary.supplier': 'di {business} · {location}',
  'booking.summary.duration': 'Durata',
  'booking.summary.hours': '{hours, plural, one {# ora} other {# ore}}',
  'booking.summary.price': 'Prezzo',
  'booking.summary.pricePerPerson': '{price} a persona',

  /* ---- Booking form: date and time (slot-picker.tsx, booking-calendar.tsx) ---- */
  'booking.slots.selectDate': 'Scegli una data',
  'booking.slots.timesOn': 'Orari disponibili il {date}',
  'booking.slots.noneOnDate': 'Nessuna fascia oraria disponibile nella data scelta',
  'booking.slots.label': 'Fasce orarie',
  'booking.slots.spotsLeft': '{count, plural, one {Resta # posto} other {Restano # posti}}',
  'booking.slots.chooseDate': 'Scegli una data evidenziata per vederne le fasce orarie.',
  'booking.calendar.available': 'disponibile',
  'booking.calendar.notAvailable': 'non disponibile',

  /* ---- Booking form: fields and button ---- */
  'booking.form.people': 'Numero di persone',
  'booking.form.fullName': 'Nome e cognome',
  'booking.form.email': 'Email',
  'booking.form.phone': 'Telefono',
  'booking.form.specialRequests': 'Richieste particolari (facoltative)',
  'booking.form.processing': 'Elaborazione…',
  'booking.form.confirm': 'Conferma la prenotazione',
  'booking.form.confirmDemo': 'Conferma la prenotazione di prova',

  /* ---- Booking form: price and cancellation policy (price-summary.tsx) ---- */
  'booking.price.perPeople': '{price} × {count, plural, one {# persona} other {# persone}}',
  'booking.price.total': 'Totale:',
  'booking.price.policy': 'Condizioni di cancellazione:',
  'booking.price.policyBeforeSlot': 'Cancellazione gratuita fino a {hours} ore prima dell’inizio.',
  'booking.price.payOnSite': 'Paghi sul posto; non servono i dati della carta.',

  /* ---- Booking form: toasts (docs/spec/public-site.md §5, §8) ---- */
  'booking.toast.invalidSelection': 'Selezione non valida',
  'booking.toast.notEnoughSpots': 'Posti insufficienti',
  'booking.toast.missingInformation': 'Informazioni mancanti',
  'booking.toast.authRequired': 'Accesso richiesto',
  'booking.toast.authRequiredBody': 'Accedi per prenotare. Ti portiamo alla registrazione viaggiatori…',
  'booking.toast.demoConfirmed': 'Prenotazione di prova confermata!',
  'booking.toast.demoConfirmedBody':
    'Questa è una prenotazione di prova. In una prenotazione reale riceveresti un’email di conferma.',
  'booking.toast.unavailable': 'Prenotazione non disponibile',
  'booking.toast.unavailableBody': 'Spiacenti, questa fascia oraria ora è al completo. Scegli un altro orario.',
  'booking.toast.failed': 'Prenotazione non riuscita',
  'booking.toast.failedFallback': 'Si è verificato un errore durante la prenotazione. Riprova.',
  'booking.toast.confirmed': 'Prenotazione confermata!',
  'booking.toast.confirmedBody': 'La tua prenotazione è stata confermata.',
} as const satisfies Partial<Messages>;
