// French messages: the day's leftovers of issues 31 and 32. Same keys, order and groups as
// ../en-day-leftovers.ts (docs/decisions/110, 120).
import type { Messages } from '../../index.ts';

export const frDayLeftoversMessages = {
  /* ---- A booking from a waitlist hold ---- */
  'waitlist.partyBeyondHold':
    'Votre réservation provisoire porte sur {held, plural, one {# place} other {# places}} : choisissez un groupe qui y tient.',
  'waitlist.hold.title': 'Qui vient',
  'waitlist.hold.intro':
    'Nous vous réservons {held, plural, one {# place} other {# places}}. Indiquez à l’hôte qui vient et répondez à ses questions, puis confirmez.',
  'waitlist.hold.total': 'Total :',
  'waitlist.hold.seatsFreed':
    '{free, plural, one {# place réservée dont vous n’avez pas besoin ira} other {# places réservées dont vous n’avez pas besoin iront}} au voyageur suivant sur la liste d’attente.',

  /* ---- A booked activity no longer offered (/booking/{id}) ---- */
  'bookedActivity.loading': 'Chargement de votre réservation…',
  'bookedActivity.note.title': 'Plus proposée',
  'bookedActivity.note.body':
    'Cette activité n’est plus proposée et ne peut plus être réservée. Vous l’avez réservée : voici ce qu’elle était lors de sa dernière validation, avec {count, plural, one {votre réservation} other {vos réservations}}.',
  'bookedActivity.by': 'par {business} · {location}',
  'bookedActivity.impact': 'Impact',
  'bookedActivity.yourBookings': '{count, plural, one {Votre réservation} other {Vos réservations}}',
  'bookedActivity.booking.line': '{people, plural, one {# personne} other {# personnes}} · {total}',
  'bookedActivity.booking.view': 'Voir la réservation {reference}',
  'bookedActivity.findAnother': 'Trouver une autre expérience',

  /* ---- Reviewers: the way to the queue, and their emails ---- */
  'outcomes.queueLink.title': 'Rapports de résultats à examiner',
  'outcomes.queueLink.waiting':
    '{count, plural, =0 {Aucun rapport en attente} one {# rapport en attente} other {# rapports en attente}}',
  'outcomes.mail.toReview.reportSubject': 'Rapport de résultats à examiner : {activity} le {date}',
  'outcomes.mail.toReview.report':
    '{business} a indiqué ce que {activity} a accompli le {date}, avec ses preuves. Le rapport attend un examen.',
  'outcomes.mail.toReview.answerSubject': 'Réponse à examiner : {activity} le {date}',
  'outcomes.mail.toReview.answer':
    '{business} a répondu à la question sur {activity} le {date}. Le rapport est de retour dans la file d’examen.',
  'outcomes.mail.toReview.answerText': 'Sa réponse : {text}',
  'outcomes.mail.toReview.link': 'L’examiner : {url}',
  'outcomes.mail.toReview.button': 'Ouvrir la file d’examen',
} as const satisfies Partial<Messages>;
