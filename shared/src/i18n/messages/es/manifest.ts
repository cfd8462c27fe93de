// Spanish messages: the day's manifest, tickets and check-in, whole-slot actions and payment on
// site. Same keys and order as ../en-manifest.ts (docs/decisions/110).
import type { Messages } from '../../index.ts';

export const esManifestMessages = {
  // Server rules
  'manifest.slotNotFound': 'Franja horaria no encontrada',
  'manifest.forbidden': 'Solo el proveedor de la actividad puede hacer esto.',
  'manifest.ticket.invalid': 'Este código de entrada no es válido. Revísalo e inténtalo de nuevo.',
  'manifest.ticket.otherSupplier': 'Esta entrada es para una actividad de otro proveedor.',
  'manifest.ticket.notYours': 'Solo el viajero que hizo la reserva puede ver esta entrada.',
  'manifest.ticket.cancelled': 'Esta reserva está cancelada: su entrada ya no es válida.',
  'manifest.checkIn.codeRequired': 'Introduce el código de la entrada',
  'manifest.cancelSlot.reasonRequired': 'Indica un motivo para cancelar esta franja horaria',
  'manifest.cancelSlot.alreadyStarted': 'Esta franja horaria ya ha empezado y ya no se puede cancelar.',
  'manifest.messageSlot.blank': 'Escribe un mensaje',
  'manifest.messageSlot.nobody': 'No hay nadie con reserva en esta franja horaria.',
  'manifest.paid.notConfirmed': 'Solo una reserva confirmada se puede marcar como pagada.',

  // The manifest page
  'manifest.meta.title': 'Lista de participantes',
  'manifest.meta.description':
    'Quién viene en una franja horaria, registro de llegada con la entrada y pago en el lugar.',
  'manifest.open': 'Lista de participantes',
  'manifest.openFor': 'Lista de participantes del {when}',
  'manifest.title': 'Lista de participantes: {activity}',
  'manifest.when': '{when} · {spots, plural, one {# plaza} other {# plazas}}, {booked} reservadas',
  'manifest.back': 'Volver al panel',
  'manifest.print': 'Imprimir',
  'manifest.live': 'En directo: las reservas nuevas aparecen aquí en cuanto llegan.',
  'manifest.empty': 'Aún no hay reservas en esta franja horaria.',
  'manifest.stat.bookings': 'Reservas',
  'manifest.stat.people': 'Personas',
  'manifest.stat.checkedIn': 'Llegadas',
  'manifest.stat.paid': 'Pago',
  'manifest.summary.parties': '{count, plural, one {# reserva} other {# reservas}}',
  'manifest.summary.people': '{count, plural, one {# persona} other {# personas}}',
  'manifest.summary.checkedIn': '{count} de {total} han llegado',
  'manifest.summary.paid': '{count} de {total} han pagado',
  'manifest.column.guest': 'Cliente',
  'manifest.column.party': 'Grupo',
  'manifest.column.contact': 'Contacto',
  'manifest.column.answers': 'Respuestas y peticiones',
  'manifest.column.payment': 'Pago',
  'manifest.column.checkIn': 'Llegada',
  'manifest.reference': 'Ref. {reference}',
  'manifest.personType':
    '{type, select, adult {{count, plural, one {# adulto} other {# adultos}}} child {{count, plural, one {# niño} other {# niños}}} youth {{count, plural, one {# joven} other {# jóvenes}}} senior {{count, plural, one {# persona mayor} other {# personas mayores}}} family {{count, plural, one {# familia} other {# familias}}} other {{count} {type}}}',
  'manifest.specialRequests': 'Peticiones especiales: {requests}',
  'manifest.answer': '{question}: {answer}',
  'manifest.noAnswers': 'Sin respuestas ni peticiones',
  'manifest.status.cancelled': 'Cancelada: {reason}',
  'manifest.checkedInPeople': 'Han llegado ({count, plural, one {# persona} other {# personas}})',
  'manifest.noShow': 'No se presentó',
  'manifest.notCheckedIn': 'Aún no ha llegado',
  'manifest.paid':
    'Pagada ({method, select, cash {efectivo} card {tarjeta} transfer {transferencia} other {{method}}})',
  'manifest.unpaid': 'A pagar en el lugar',
  'manifest.markPaid': 'Marcar como pagada',
  'manifest.markPaidFor': 'Marcar como pagada: la reserva de {customer}',
  'manifest.paymentMethod': 'Forma de pago',
  'manifest.method.cash': 'Efectivo',
  'manifest.method.card': 'Tarjeta',
  'manifest.method.transfer': 'Transferencia',
  'manifest.markedPaid': 'La reserva de {customer} figura como pagada.',

  // Check-in
  'manifest.checkIn.title': 'Registrar una entrada',
  'manifest.checkIn.code': 'Código de la entrada',
  'manifest.checkIn.submit': 'Registrar llegada',
  'manifest.checkIn.scan': 'Escanear con la cámara',
  'manifest.checkIn.stopScan': 'Detener la cámara',
  'manifest.checkIn.cameraHint': 'Apunta la cámara al código QR de la entrada.',
  'manifest.checkIn.cameraUnavailable': 'La cámara no está disponible: introduce el código a mano.',
  'manifest.checkIn.done': 'Llegada registrada de {customer}: {people, plural, one {# persona} other {# personas}}.',
  'manifest.checkIn.already': 'Ya había llegado: {customer}.',
  'manifest.checkInSlot': 'Registrar a todos',
  'manifest.checkInSlot.confirm':
    '¿Registrar la llegada de todas las reservas de esta franja que aún no han llegado, con todas sus personas?',
  'manifest.checkInSlot.done':
    '{count, plural, =0 {Ya habían llegado todos.} one {# reserva registrada.} other {# reservas registradas.}}',

  // Whole-slot actions
  'manifest.cancelSlot': 'Cancelar franja horaria',
  'manifest.cancelSlot.title': 'Cancelar esta franja horaria',
  'manifest.cancelSlot.body':
    'Se cancelan todas las reservas de esta franja horaria con tu motivo, se escribe a cada viajero y se cierra la lista de espera.',
  'manifest.cancelSlot.reason': 'Motivo',
  'manifest.cancelSlot.reasonPlaceholder': 'p. ej., Alerta por tormenta: la excursión no puede hacerse con seguridad',
  'manifest.cancelSlot.submit': 'Cancelar franja horaria',
  'manifest.cancelSlot.keep': 'Mantener la franja horaria',
  'manifest.cancelSlot.done':
    '{count, plural, =0 {Franja horaria cancelada.} one {Franja horaria cancelada: # reserva cancelada.} other {Franja horaria cancelada: # reservas canceladas.}}',
  'manifest.slotCancelled': 'Esta franja horaria está cancelada.',
  'manifest.messageSlot': 'Escribir a todos',
  'manifest.messageSlot.title': 'Escribir a todos los de esta franja horaria',
  'manifest.messageSlot.label': 'Mensaje',
  'manifest.messageSlot.submit': 'Enviar a todos',
  'manifest.messageSlot.done': '{count, plural, one {Enviado a # reserva.} other {Enviado a # reservas.}}',

  // The dashboard's way in
  'manifest.today.title': 'Listas de participantes de hoy',
  'manifest.day.label': 'Día',
  'manifest.day.none': 'No hay franjas horarias este día.',

  // The CSV export's columns (docs/decisions/104)
  'manifest.csv.column.reference': 'Referencia de la reserva',
  'manifest.csv.column.attendance': 'Asistencia',
  'manifest.csv.column.payment': 'Pago',
  'manifest.csv.attended': 'Asistieron ({count})',
  'manifest.csv.noShow': 'No se presentó',
  'manifest.csv.unpaid': 'A pagar en el lugar',
  'manifest.csv.paid': 'Pagada',
  'manifest.csv.paidBy':
    'Pagada ({method, select, cash {efectivo} card {tarjeta} transfer {transferencia} other {{method}}})',

  // The traveler's ticket
  'ticket.title': 'Tu entrada',
  'ticket.hint': 'Enseña este código QR a tu anfitrión al llegar. También puede escribir el código.',
  'ticket.code': 'Código de la entrada: {code}',
  'ticket.qrAlt': 'Código QR de la entrada {code}',
  'ticket.payOnSite': 'Pagas en el lugar.',
  'ticket.paid': 'Pagado en el lugar.',
  'mail.ticket.line': 'El código de tu entrada (enséñalo, o su código QR, al llegar): {code}',
  'calendar.ticket': 'Código de la entrada: {code}. Tu entrada con su código QR: {url}',
} as const satisfies Partial<Messages>;
