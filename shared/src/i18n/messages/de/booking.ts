// German messages: the booking page. Same keys, order and groups as ../en-booking.ts
// (docs/decisions/110).
import type { Messages } from '../../index.ts';

export const deBookingMessages = {
  /* ---- Booking page: title and description (routes/booking.$activityId.tsx) ---- */
  'meta.booking.title': '{activity} buchen',
  'meta.booking.fallbackTitle': 'Aktivität buchen',
  'meta.booking.fallbackDescription': 'Wählen Sie Datum und Uhrzeit und buchen Sie eine regenerative Aktivität.',

  /* ---- Booking page (docs/spec/public-site.md §2 Booking) ---- */
  'booking.page.loading': 'Buchungsdetails werden geladen …',
  'booking.page.back': 'Zurück',
  'booking.page.sampleNotice':
    'Dies ist eine Beispielaktivität: Sie können den Buchungsablauf ausprobieren, es wird aber nichts gebucht.',
  'booking.page.formTitle': 'Diese Aktivität buchen',
  'booking.page.loadingAvailability': 'Freie Termine werden geladen …',
  'booking.page.noAvailability': 'Für diese Aktivität sind derzeit keine Termine eingetragen.',
  'booking.page.noAvailabilityHint':
    'Bitte schauen Sie später noch einmal vorbei oder wenden Sie sich direkt an den Anbieter.',

  /* ---- Booking page: an unknown or unbookable activity ---- */
  'booking.activityNotFound.toastTitle': 'Fehler',
  'booking.activityNotFound.title': 'Aktivität nicht gefunden',
  'booking.activityNotFound.body': 'Diese Aktivität gibt es nicht oder sie ist nicht buchbar.',
  'booking.activityNotFound.backToExperiences': 'Zurück zu den Erlebnissen',

  /* ---- Booking page: the activity's summary ---- */
  'booking.summary.supplier': 'von {business} · {location}',
  'booking.summary.duration': 'Dauer',
  'booking.summary.hours': '{hours, plural, one {# Stunde} other {# Stunden}}',
  'booking.summary.price': 'Preis',
  'booking.summary.pricePerPerson': '{price} pro Person',

  /* ---- Booking form: date and time (slot-picker.tsx, booking-calendar.tsx) ---- */
  'booking.slots.selectDate': 'Datum wählen',
  'booking.slots.timesOn': 'Freie Uhrzeiten am {date}',
  'booking.slots.noneOnDate': 'An diesem Tag sind keine Uhrzeiten frei',
  'booking.slots.label': 'Uhrzeiten',
  'booking.slots.spotsLeft': '{count, plural, one {Noch # Platz} other {Noch # Plätze}} frei',
  'booking.slots.chooseDate': 'Wählen Sie ein hervorgehobenes Datum, um die Uhrzeiten zu sehen.',
  'booking.calendar.available': 'verfügbar',
  'booking.calendar.notAvailable': 'nicht verfügbar',

  /* ---- Booking form: fields and button ---- */
  'booking.form.people': 'Anzahl Personen',
  'booking.form.fullName': 'Vor- und Nachname',
  'booking.form.email': 'E-Mail',
  'booking.form.phone': 'Telefon',
  'booking.form.specialRequests': 'Besondere Wünsche (optional)',
  'booking.form.processing': 'Wird bearbeitet …',
  'booking.form.confirm': 'Buchung bestätigen',
  'booking.form.confirmDemo': 'Demo-Buchung bestätigen',

  /* ---- Booking form: price and cancellation policy (price-summary.tsx) ---- */
  'booking.price.perPeople': '{price} × {count, plural, one {# Person} other {# Personen}}',
  'booking.price.total': 'Gesamt:',
  'booking.price.policy': 'Stornobedingungen:',
  'booking.price.policyBeforeSlot': 'Kostenlose Stornierung bis {hours} Stunden vor Beginn.',
  'booking.price.payOnSite': 'Sie bezahlen vor Ort; Kartendaten sind nicht nötig.',

  /* ---- Booking form: toasts (docs/spec/public-site.md §5, §8) ---- */
  'booking.toast.invalidSelection': 'Ungültige Auswahl',
  'booking.toast.notEnoughSpots': 'Nicht genug Plätze',
  'booking.toast.missingInformation': 'Angaben fehlen',
  'booking.toast.authRequired': 'Anmeldung erforderlich',
  'booking.toast.authRequiredBody':
    'Bitte melden Sie sich an, um zu buchen. Sie werden zur Registrierung für Reisende weitergeleitet …',
  'booking.toast.demoConfirmed': 'Demo-Buchung bestätigt!',
  'booking.toast.demoConfirmedBody':
    'Dies ist eine Demo-Buchung. Bei einer echten Buchung würden Sie eine Bestätigung per E-Mail erhalten.',
  'booking.toast.unavailable': 'Buchung nicht möglich',
  'booking.toast.unavailableBody':
    'Leider ist diese Uhrzeit inzwischen ausgebucht. Bitte wählen Sie eine andere Uhrzeit.',
  'booking.toast.failed': 'Buchung fehlgeschlagen',
  'booking.toast.failedFallback':
    'Bei der Bearbeitung Ihrer Buchung ist ein Fehler aufgetreten. Bitte versuchen Sie es noch einmal.',
  'booking.toast.confirmed': 'Buchung bestätigt!',
  'booking.toast.confirmedBody': 'Ihre Buchung ist bestätigt.',
} as const satisfies Partial<Messages>;
