// Spanish messages: the day's leftovers of issues 31 and 32. Same keys, order and groups as
// ../en-day-leftovers.ts (docs/decisions/110, 120).
import type { Messages } from '../../index.ts';

export const esDayLeftoversMessages = {
  /* ---- A booking from a waitlist hold ---- */
  'waitlist.partyBeyondHold':
    'Te guardamos {held, plural, one {# plaza} other {# plazas}}: elige un grupo que quepa en ellas.',
  'waitlist.hold.title': 'Quién viene',
  'waitlist.hold.intro':
    'Te guardamos {held, plural, one {# plaza} other {# plazas}}. Dile al anfitrión quién viene, responde a sus preguntas y confirma.',
  'waitlist.hold.total': 'Total:',
  'waitlist.hold.seatsFreed':
    '{free, plural, one {# plaza guardada que no necesitas pasará} other {# plazas guardadas que no necesitas pasarán}} al siguiente viajero de la lista de espera.',

  /* ---- A booked activity no longer offered (/booking/{id}) ---- */
  'bookedActivity.loading': 'Cargando tu reserva…',
  'bookedActivity.note.title': 'Ya no se ofrece',
  'bookedActivity.note.body':
    'Esta actividad ya no se ofrece y no se puede reservar. Tú la reservaste: aquí tienes cómo era cuando se aprobó por última vez, con {count, plural, one {tu reserva} other {tus reservas}}.',
  'bookedActivity.by': 'de {business} · {location}',
  'bookedActivity.impact': 'Impacto',
  'bookedActivity.yourBookings': '{count, plural, one {Tu reserva} other {Tus reservas}}',
  'bookedActivity.booking.line': '{people, plural, one {# persona} other {# personas}} · {total}',
  'bookedActivity.booking.view': 'Ver la reserva {reference}',
  'bookedActivity.findAnother': 'Buscar otra experiencia',

  /* ---- Reviewers: the way to the queue, and their emails ---- */
  'outcomes.queueLink.title': 'Informes de resultados por revisar',
  'outcomes.queueLink.waiting':
    '{count, plural, =0 {Ningún informe pendiente} one {# informe pendiente} other {# informes pendientes}}',
  'outcomes.mail.toReview.reportSubject': 'Informe de resultados por revisar: {activity} el {date}',
  'outcomes.mail.toReview.report':
    '{business} ha informado de lo que logró {activity} el {date}, con sus pruebas. Está pendiente de revisión.',
  'outcomes.mail.toReview.answerSubject': 'Respuesta por revisar: {activity} el {date}',
  'outcomes.mail.toReview.answer':
    '{business} ha respondido a la pregunta sobre {activity} el {date}. El informe vuelve a estar en la cola de revisión.',
  'outcomes.mail.toReview.answerText': 'Su respuesta: {text}',
  'outcomes.mail.toReview.link': 'Revísalo: {url}',
  'outcomes.mail.toReview.button': 'Abrir la cola de revisión',
} as const satisfies Partial<Messages>;
