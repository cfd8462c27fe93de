// Spanish messages: after booking: the confirmation page, "Manage booking" and the waitlist. Same
// keys and order as ../en-booking-changes.ts (docs/decisions/110).
import type { Messages } from '../../index.ts';

export const esBookingChangesMessages = {
  /* ---- Server: changing a booking ---- */
  'booking.changeForbidden': 'No tienes permiso para cambiar esta reserva.',
  'booking.changeCancelled': 'Esta reserva está cancelada y ya no se puede cambiar.',
  'booking.changeCompleted': 'Esta reserva está completada y ya no se puede cambiar.',
  'booking.changeDeadlinePassed': 'Ha pasado el plazo de cancelación de esta reserva: ya no se puede cambiar.',
  'booking.changeNotAllowed': 'Esta reserva ya no se puede cambiar.',
  'booking.changeNothing': 'Elige otra hora u otro número de personas para cambiar esta reserva.',

  /* ---- Server: the waitlist ---- */
  'waitlist.spotsAvailable': 'Esta hora aún tiene plazas para tu grupo: resérvala directamente.',
  'waitlist.alreadyJoined': 'Ya estás en la lista de espera para esta hora.',
  'waitlist.notFound': 'Inscripción en la lista de espera no encontrada',
  'waitlist.notInLine': 'Ya no estás en esta lista de espera.',
  'waitlist.alreadyBooked': 'Estas plazas ya están reservadas.',
  'waitlist.holdExpired': 'Las plazas que te guardábamos se han liberado: la reserva provisional ha caducado.',
  'waitlist.notOffered': 'Aún no te guardamos ninguna plaza: te escribiremos cuando se liberen.',

  /* ---- Emails ---- */
  'mail.bookingReference': 'Referencia de la reserva: {reference}',
  'mail.bookingConfirmed.page': 'Tu reserva, los próximos pasos y Gestionar reserva: {url}',
  'mail.button.viewBooking': 'Ver mi reserva',
  'mail.bookingChanged.subject': 'Reserva modificada: {activity}, {date}',
  'mail.bookingChanged.travelerBody':
    'Tu reserva de {activity} con {business} es ahora el {when} para {people, plural, one {# persona} other {# personas}}.',
  'mail.bookingChanged.previously': 'Antes era el {when} para {people, plural, one {# persona} other {# personas}}.',
  'mail.bookingChanged.supplierBody': '{customer} ha modificado su reserva de {activity}.',
  'mail.bookingChanged.now': 'Ahora: {when}, {people, plural, one {# persona} other {# personas}}.',
  'mail.bookingChanged.travelerLink': 'Consulta tu reserva: {url}',
  'mail.waitlistOffer.subject': 'Se han liberado plazas: {activity}, {date}',
  'mail.waitlistOffer.body':
    'Buenas noticias: se han liberado plazas para {activity} con {business}, {when}. Te guardamos {people, plural, one {# plaza} other {# plazas}}.',
  'mail.waitlistOffer.hold':
    'Confirma antes del {until}; después, las plazas pasarán al siguiente viajero de la lista.',
  'mail.waitlistOffer.link': 'Confirma tu reserva: {url}',
  'mail.waitlistOffer.button': 'Confirmar mi reserva',

  /* ---- Supplier: live alerts ---- */
  'supplier.alerts.bookingRescheduled': 'Reserva modificada',
  /* ---- Page titles ---- */
  'meta.bookingConfirmation.title': 'Tu reserva',
  'meta.bookingConfirmation.description': 'Tu reserva, su referencia y los próximos pasos.',
  'meta.manageBooking.title': 'Gestionar reserva',
  'meta.manageBooking.description': 'Cambia la fecha, la hora o el número de personas de tu reserva, o cancélala.',
  'meta.waitlist.title': 'Mi lista de espera',
  'meta.waitlist.description': 'Las actividades completas que esperas y las plazas que te guardamos.',

  /* ---- The confirmation page (/bookings/{id}) ---- */
  'bookingPage.loading': 'Cargando tu reserva…',
  'bookingPage.notFound': 'Reserva no encontrada',
  'bookingPage.notFoundBody': 'Esta reserva no existe o no es tuya.',
  'bookingPage.backToReservations': 'Volver a Mis reservas',
  'bookingPage.confirmedTitle': 'Tu reserva está confirmada',
  'bookingPage.title': 'Tu reserva',
  'bookingPage.reference': 'Referencia de la reserva',
  'bookingPage.hostedBy': 'Organiza {supplier}',
  'bookingPage.date': 'Fecha',
  'bookingPage.time': 'Hora',
  'bookingPage.people': 'Personas',
  'bookingPage.total': 'Total',
  'bookingPage.totalPaidOnSite': '{total}, a pagar en el lugar',
  'bookingPage.meetingPlace': 'Punto de encuentro',
  'bookingPage.nextTitle': 'Próximos pasos',
  'bookingPage.next.email': 'Tu correo de confirmación incluye estos datos, la referencia y un archivo de calendario.',
  'bookingPage.next.reminder': 'Te enviaremos un recordatorio por correo el día antes de la actividad.',
  'bookingPage.next.message': '¿Tienes preguntas para {supplier}? Escríbele aquí o desde Mis reservas.',
  'bookingPage.next.changeUntil':
    'Cancelación gratuita hasta el {deadline}. Hasta entonces también puedes cambiar la fecha, la hora o el número de personas en Gestionar reserva. Para cancelar, te pediremos un motivo.',
  'bookingPage.next.noChanges': 'Ha pasado el plazo de cancelación: esta reserva ya no se puede cambiar ni cancelar.',
  'bookingPage.manage': 'Gestionar reserva',
  'bookingPage.messageHost': 'Escribir a {supplier}',

  /* ---- Manage booking (/bookings/{id}/manage) ---- */
  'manageBooking.title': 'Gestionar reserva',
  'manageBooking.backToBooking': 'Volver a la reserva',
  'manageBooking.changeTitle': 'Cambiar fecha, hora o número de personas',
  'manageBooking.changeHint':
    'Tus plazas se cambian de una sola vez: se ocupan las nuevas y se liberan las anteriores a la vez.',
  'manageBooking.slot': 'Fecha y hora',
  'manageBooking.slotOption': '{when} · {spots}',
  'manageBooking.currentSlot': '{when} (actual)',
  'manageBooking.people': 'Número de personas',
  'manageBooking.peopleHint': 'Como máximo {max} personas por reserva.',
  'manageBooking.newTotal': 'Nuevo total: {total}',
  'manageBooking.save': 'Guardar cambios',
  'manageBooking.saving': 'Guardando…',
  'manageBooking.savedTitle': 'Reserva actualizada',
  'manageBooking.saved': 'Tu reserva es ahora el {when} para {people, plural, one {# persona} other {# personas}}.',
  'manageBooking.failedTitle': 'No se ha podido cambiar la reserva',
  'manageBooking.failed': 'Se ha producido un error al cambiar la reserva. Inténtalo de nuevo.',
  'manageBooking.notChangeable': 'Esta reserva ya no se puede cambiar.',
  'manageBooking.cancelTitle': 'Cancelar esta reserva',
  'manageBooking.cancelHint':
    'Al cancelar, tus plazas quedan libres para otros viajeros. Tendrás que indicar un motivo.',

  /* ---- Waitlist: joining from the booking page ---- */
  'waitlist.join.title': 'Horarios completos',
  'waitlist.join.hint':
    'Apúntate a la lista de espera: cuando se liberen plazas, escribiremos al primer viajero de la lista cuyo grupo quepa y le guardaremos las plazas durante 2 horas.',
  'waitlist.join.open': 'Apuntarme a la lista de espera',
  'waitlist.join.openFor': 'Apuntarme a la lista de espera del {when}',
  'waitlist.join.formTitle': 'Lista de espera del {when}',
  'waitlist.join.name': 'Nombre completo',
  'waitlist.join.submit': 'Apuntarme',
  'waitlist.join.joining': 'Apuntándote…',
  'waitlist.join.close': 'Ahora no',
  'waitlist.join.joinedTitle': 'Estás en la lista de espera',
  'waitlist.join.joined': 'Te escribiremos en cuanto se liberen plazas.',
  'waitlist.join.failedTitle': 'No se ha podido apuntarte a la lista de espera',
  'waitlist.join.failed': 'Se ha producido un error al apuntarte a la lista de espera. Inténtalo de nuevo.',
  'waitlist.join.signIn': 'Inicia sesión para apuntarte a una lista de espera',
  'waitlist.join.myWaitlist': 'Ver mi lista de espera',

  /* ---- Waitlist: the traveler's page (/waitlist) ---- */
  'waitlist.page.title': 'Mi lista de espera',
  'waitlist.page.intro':
    'Actividades completas que estás esperando. Cuando se liberen plazas para ti, confírmalas aquí antes de que termine la reserva provisional.',
  'waitlist.page.loading': 'Cargando tu lista de espera…',
  'waitlist.page.loadFailed': 'No se ha podido cargar tu lista de espera',
  'waitlist.page.empty': 'No estás en ninguna lista de espera.',
  'waitlist.page.people': '{people, plural, one {# persona} other {# personas}}',
  'waitlist.status.waiting': 'En espera: puesto {position} de la lista',
  'waitlist.status.offered': 'Plazas guardadas para ti hasta el {until}',
  'waitlist.status.booked': 'Reservada',
  'waitlist.status.expired': 'Reserva provisional caducada',
  'waitlist.status.left': 'Has salido de la lista de espera',
  'waitlist.page.confirm': 'Confirmar reserva',
  'waitlist.page.confirming': 'Confirmando…',
  'waitlist.page.confirmedTitle': '¡Reserva confirmada!',
  'waitlist.page.confirmed': 'Las plazas son tuyas: tu reserva está confirmada.',
  'waitlist.page.confirmFailedTitle': 'No se ha podido confirmar la reserva',
  'waitlist.page.leave': 'Salir de la lista de espera',
  'waitlist.page.release': 'Liberar plazas',
  'waitlist.page.leftTitle': 'Has salido de la lista de espera',
  'waitlist.page.viewBooking': 'Ver reserva',
  'waitlist.page.actionFailed': 'Se ha producido un error. Inténtalo de nuevo.',

  /* ---- Traveler dashboard and booking cards ---- */
  'travelerBookings.newBooking.title': 'Tu reserva está confirmada',
  'travelerBookings.newBooking.body':
    'Referencia de la reserva {reference}: consulta los detalles y los próximos pasos.',
  'travelerBookings.newBooking.link': 'Ver confirmación',
  'travelerBookings.card.manage': 'Gestionar reserva',
  'travelerBookings.card.manageFor': 'Gestionar reserva: {activity}',
  'travelerBookings.dashboard.waitlist': 'Mi lista de espera',
} as const satisfies Partial<Messages>;
