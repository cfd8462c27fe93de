// Italian messages: the day's leftovers of issues 31 and 32. Same keys, order and groups as
// ../en-day-leftovers.ts (docs/decisions/110, 120).
import type { Messages } from '../../index.ts';

export const itDayLeftoversMessages = {
  /* ---- A booking from a waitlist hold ---- */
  'waitlist.partyBeyondHold': 'Ti teniamo {held, plural, one {# posto} other {# posti}}: scegli un gruppo che ci stia.',
  'waitlist.hold.title': 'Chi viene',
  'waitlist.hold.intro':
    'Ti teniamo {held, plural, one {# posto} other {# posti}}. Di’ all’host chi viene e rispondi alle sue domande, poi conferma.',
  'waitlist.hold.total': 'Totale:',
  'waitlist.hold.seatsFreed':
    '{free, plural, one {# posto tenuto che non ti serve andrà} other {# posti tenuti che non ti servono andranno}} al prossimo viaggiatore in lista d’attesa.',

  /* ---- A booked activity no longer offered (/booking/{id}) ---- */
  'bookedActivity.loading': 'Caricamento della tua prenotazione…',
  'bookedActivity.note.title': 'Non più disponibile',
  'bookedActivity.note.body':
    'Questa attività non è più offerta e non si può prenotare. L’hai prenotata tu: ecco com’era all’ultima approvazione, con {count, plural, one {la tua prenotazione} other {le tue prenotazioni}}.',
  'bookedActivity.by': 'di {business} · {location}',
  'bookedActivity.impact': 'Impatto',
  'bookedActivity.yourBookings': '{count, plural, one {La tua prenotazione} other {Le tue prenotazioni}}',
  'bookedActivity.booking.line': '{people, plural, one {# persona} other {# persone}} · {total}',
  'bookedActivity.booking.view': 'Vedi la prenotazione {reference}',
  'bookedActivity.findAnother': 'Trova un’altra esperienza',

  /* ---- Reviewers: the way to the queue, and their emails ---- */
  'outcomes.queueLink.title': 'Rapporti sui risultati da verificare',
  'outcomes.queueLink.waiting':
    '{count, plural, =0 {Nessun rapporto in attesa} one {# rapporto in attesa} other {# rapporti in attesa}}',
  'outcomes.mail.toReview.reportSubject': 'Rapporto sui risultati da verificare: {activity} il {date}',
  'outcomes.mail.toReview.report':
    '{business} ha comunicato cosa ha ottenuto {activity} il {date}, con le prove. Il rapporto attende una verifica.',
  'outcomes.mail.toReview.answerSubject': 'Risposta da verificare: {activity} il {date}',
  'outcomes.mail.toReview.answer':
    '{business} ha risposto alla domanda su {activity} il {date}. Il rapporto è di nuovo nella coda di verifica.',
  'outcomes.mail.toReview.answerText': 'La risposta: {text}',
  'outcomes.mail.toReview.link': 'Verificalo: {url}',
  'outcomes.mail.toReview.button': 'Apri la coda di verifica',
} as const satisfies Partial<Messages>;
