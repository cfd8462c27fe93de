// German messages: the day's leftovers of issues 31 and 32. Same keys, order and groups as
// ../en-day-leftovers.ts (docs/decisions/110, 120).
import type { Messages } from '../../index.ts';

export const deDayLeftoversMessages = {
  /* ---- A booking from a waitlist hold ---- */
  'waitlist.partyBeyondHold':
    'Für Sie {held, plural, one {ist # Platz} other {sind # Plätze}} reserviert: Wählen Sie eine Gruppe, die hineinpasst.',
  'waitlist.hold.title': 'Wer kommt mit',
  'waitlist.hold.intro':
    'Wir halten {held, plural, one {# Platz} other {# Plätze}} für Sie frei. Sagen Sie dem Gastgeber, wer mitkommt, beantworten Sie seine Fragen und bestätigen Sie dann.',
  'waitlist.hold.total': 'Gesamt:',
  'waitlist.hold.seatsFreed':
    '{free, plural, one {# reservierter Platz, den Sie nicht brauchen, geht} other {# reservierte Plätze, die Sie nicht brauchen, gehen}} an die nächsten Reisenden auf der Warteliste.',

  /* ---- A booked activity no longer offered (/booking/{id}) ---- */
  'bookedActivity.loading': 'Ihre Buchung wird geladen …',
  'bookedActivity.note.title': 'Nicht mehr im Angebot',
  'bookedActivity.note.body':
    'Diese Aktivität wird nicht mehr angeboten und kann nicht gebucht werden. Sie haben sie gebucht: Hier sehen Sie, wie sie zuletzt freigegeben war, und {count, plural, one {Ihre Buchung} other {Ihre Buchungen}}.',
  'bookedActivity.by': 'von {business} · {location}',
  'bookedActivity.impact': 'Wirkung',
  'bookedActivity.yourBookings': '{count, plural, one {Ihre Buchung} other {Ihre Buchungen}}',
  'bookedActivity.booking.line': '{people, plural, one {# Person} other {# Personen}} · {total}',
  'bookedActivity.booking.view': 'Buchung {reference} ansehen',
  'bookedActivity.findAnother': 'Ein anderes Erlebnis finden',

  /* ---- Reviewers: the way to the queue, and their emails ---- */
  'outcomes.queueLink.title': 'Wirkungsberichte zur Prüfung',
  'outcomes.queueLink.waiting':
    '{count, plural, =0 {Keine Berichte offen} one {# Bericht wartet} other {# Berichte warten}}',
  'outcomes.mail.toReview.reportSubject': 'Wirkungsbericht zur Prüfung: {activity} am {date}',
  'outcomes.mail.toReview.report':
    '{business} hat gemeldet, was {activity} am {date} erreicht hat, mit Nachweisen. Der Bericht wartet auf eine Prüfung.',
  'outcomes.mail.toReview.answerSubject': 'Antwort zur Prüfung: {activity} am {date}',
  'outcomes.mail.toReview.answer':
    '{business} hat die Rückfrage zu {activity} am {date} beantwortet. Der Bericht ist wieder in der Prüfliste.',
  'outcomes.mail.toReview.answerText': 'Die Antwort: {text}',
  'outcomes.mail.toReview.link': 'Jetzt prüfen: {url}',
  'outcomes.mail.toReview.button': 'Prüfliste öffnen',
} as const satisfies Partial<Messages>;
