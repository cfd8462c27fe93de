// German messages: the day's manifest, tickets and check-in, whole-slot actions and payment on
// site. Same keys, order and groups as ../en-manifest.ts (docs/decisions/110).
import type { Messages } from '../../index.ts';

export const deManifestMessages = {
  // Server rules
  'manifest.slotNotFound': 'Termin nicht gefunden',
  'manifest.forbidden': 'Das kann nur der Anbieter der Aktivität.',
  'manifest.ticket.invalid': 'Dies ist kein gültiger Ticketcode. Prüfen Sie den Code und versuchen Sie es erneut.',
  'manifest.ticket.otherSupplier': 'Dieses Ticket gehört zur Aktivität eines anderen Anbieters.',
  'manifest.ticket.notYours': 'Nur wer gebucht hat, kann dieses Ticket sehen.',
  'manifest.ticket.cancelled': 'Diese Buchung ist storniert: Ihr Ticket ist nicht mehr gültig.',
  'manifest.checkIn.codeRequired': 'Bitte geben Sie den Ticketcode ein',
  'manifest.cancelSlot.reasonRequired': 'Bitte geben Sie einen Grund für die Absage dieses Termins an',
  'manifest.cancelSlot.alreadyStarted': 'Dieser Termin hat bereits begonnen und kann nicht mehr abgesagt werden.',
  'manifest.messageSlot.blank': 'Bitte schreiben Sie eine Nachricht',
  'manifest.messageSlot.nobody': 'Für diesen Termin hat niemand gebucht.',
  'manifest.paid.notConfirmed': 'Nur eine bestätigte Buchung kann als bezahlt markiert werden.',

  // The manifest page
  'manifest.meta.title': 'Teilnehmerliste',
  'manifest.meta.description': 'Wer zu einem Termin kommt, Check-in per Ticket und Zahlung vor Ort.',
  'manifest.open': 'Teilnehmerliste',
  'manifest.openFor': 'Teilnehmerliste für {when}',
  'manifest.title': 'Teilnehmerliste: {activity}',
  'manifest.when': '{when} · {spots, plural, one {# Platz} other {# Plätze}}, {booked} gebucht',
  'manifest.back': 'Zurück zum Dashboard',
  'manifest.print': 'Drucken',
  'manifest.live': 'Live: Neue Buchungen erscheinen hier, sobald sie eingehen.',
  'manifest.empty': 'Für diesen Termin gibt es noch keine Buchungen.',
  'manifest.stat.bookings': 'Buchungen',
  'manifest.stat.people': 'Personen',
  'manifest.stat.checkedIn': 'Check-in',
  'manifest.stat.paid': 'Zahlung',
  'manifest.summary.parties': '{count, plural, one {# Buchung} other {# Buchungen}}',
  'manifest.summary.people': '{count, plural, one {# Person} other {# Personen}}',
  'manifest.summary.checkedIn': '{count} von {total} eingecheckt',
  'manifest.summary.paid': '{count} von {total} bezahlt',
  'manifest.column.guest': 'Gast',
  'manifest.column.party': 'Gruppe',
  'manifest.column.contact': 'Kontakt',
  'manifest.column.answers': 'Antworten und Wünsche',
  'manifest.column.payment': 'Zahlung',
  'manifest.column.checkIn': 'Check-in',
  'manifest.reference': 'Nr. {reference}',
  'manifest.personType':
    '{type, select, adult {{count, plural, one {# erwachsene Person} other {# Erwachsene}}} child {{count, plural, one {# Kind} other {# Kinder}}} youth {{count, plural, one {# jugendliche Person} other {# Jugendliche}}} senior {{count, plural, one {# Senior} other {# Senioren}}} family {{count, plural, one {# Familie} other {# Familien}}} other {{count} {type}}}',
  'manifest.specialRequests': 'Besondere Wünsche: {requests}',
  'manifest.answer': '{question}: {answer}',
  'manifest.noAnswers': 'Keine Antworten oder Wünsche',
  'manifest.status.cancelled': 'Storniert: {reason}',
  'manifest.checkedInPeople': 'Eingecheckt ({count, plural, one {# Person} other {# Personen}})',
  'manifest.noShow': 'Nicht erschienen',
  'manifest.notCheckedIn': 'Nicht eingecheckt',
  'manifest.paid': 'Bezahlt ({method, select, cash {bar} card {Karte} transfer {Überweisung} other {{method}}})',
  'manifest.unpaid': 'Zahlung vor Ort',
  'manifest.markPaid': 'Als bezahlt markieren',
  'manifest.markPaidFor': 'Als bezahlt markieren: Buchung von {customer}',
  'manifest.paymentMethod': 'Zahlungsart',
  'manifest.method.cash': 'Bar',
  'manifest.method.card': 'Karte',
  'manifest.method.transfer': 'Überweisung',
  'manifest.markedPaid': 'Die Buchung von {customer} ist als bezahlt markiert.',

  // Check-in
  'manifest.checkIn.title': 'Ticket einchecken',
  'manifest.checkIn.code': 'Ticketcode',
  'manifest.checkIn.submit': 'Einchecken',
  'manifest.checkIn.scan': 'Mit der Kamera scannen',
  'manifest.checkIn.stopScan': 'Kamera beenden',
  'manifest.checkIn.cameraHint': 'Richten Sie die Kamera auf den QR-Code des Tickets.',
  'manifest.checkIn.cameraUnavailable': 'Die Kamera ist nicht verfügbar: Geben Sie den Code von Hand ein.',
  'manifest.checkIn.done': '{customer} eingecheckt: {people, plural, one {# Person} other {# Personen}}.',
  'manifest.checkIn.already': 'Bereits eingecheckt: {customer}.',
  'manifest.checkInSlot': 'Alle einchecken',
  'manifest.checkInSlot.confirm':
    'Alle noch nicht eingecheckten Buchungen dieses Termins mit allen Personen einchecken?',
  'manifest.checkInSlot.done':
    '{count, plural, =0 {Alle waren bereits eingecheckt.} one {# Buchung eingecheckt.} other {# Buchungen eingecheckt.}}',

  // Whole-slot actions
  'manifest.cancelSlot': 'Termin absagen',
  'manifest.cancelSlot.title': 'Diesen Termin absagen',
  'manifest.cancelSlot.body':
    'Alle Buchungen dieses Termins werden mit Ihrem Grund storniert, alle Reisenden per E-Mail informiert und die Warteliste geschlossen.',
  'manifest.cancelSlot.reason': 'Grund',
  'manifest.cancelSlot.reasonPlaceholder': 'z. B. Sturmwarnung: Die Tour kann nicht sicher stattfinden',
  'manifest.cancelSlot.submit': 'Termin absagen',
  'manifest.cancelSlot.keep': 'Termin behalten',
  'manifest.cancelSlot.done':
    '{count, plural, =0 {Termin abgesagt.} one {Termin abgesagt: # Buchung storniert.} other {Termin abgesagt: # Buchungen storniert.}}',
  'manifest.slotCancelled': 'Dieser Termin ist abgesagt.',
  'manifest.messageSlot': 'Allen schreiben',
  'manifest.messageSlot.title': 'Allen Gästen dieses Termins schreiben',
  'manifest.messageSlot.label': 'Nachricht',
  'manifest.messageSlot.submit': 'An alle senden',
  'manifest.messageSlot.done': '{count, plural, one {An # Buchung gesendet.} other {An # Buchungen gesendet.}}',

  // The dashboard's way in
  'manifest.today.title': 'Teilnehmerlisten von heute',
  'manifest.day.label': 'Tag',
  'manifest.day.none': 'An diesem Tag gibt es keine Termine.',

  // The CSV export's columns (docs/decisions/104)
  'manifest.csv.column.reference': 'Buchungsnummer',
  'manifest.csv.column.attendance': 'Teilnahme',
  'manifest.csv.column.payment': 'Zahlung',
  'manifest.csv.attended': 'Teilgenommen ({count})',
  'manifest.csv.noShow': 'Nicht erschienen',
  'manifest.csv.unpaid': 'Zahlung vor Ort',
  'manifest.csv.paid': 'Bezahlt',
  'manifest.csv.paidBy': 'Bezahlt ({method, select, cash {bar} card {Karte} transfer {Überweisung} other {{method}}})',

  // The traveler's ticket
  'ticket.title': 'Ihr Ticket',
  'ticket.hint': 'Zeigen Sie diesen QR-Code bei Ihrer Ankunft Ihrem Gastgeber. Er kann den Code auch eintippen.',
  'ticket.code': 'Ticketcode: {code}',
  'ticket.qrAlt': 'QR-Code des Tickets {code}',
  'ticket.payOnSite': 'Sie bezahlen vor Ort.',
  'ticket.paid': 'Vor Ort bezahlt.',
  'mail.ticket.line': 'Ihr Ticketcode (zeigen Sie ihn oder den QR-Code bei Ihrer Ankunft): {code}',
  'calendar.ticket': 'Ticketcode: {code}. Ihr Ticket mit QR-Code: {url}',
} as const satisfies Partial<Messages>;
