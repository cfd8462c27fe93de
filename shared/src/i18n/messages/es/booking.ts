// Spanish messages: the booking page. Same keys and order as ../en-booking.ts (docs/decisions/110).
import type { Messages } from '../../index.ts';

export const esBookingMessages = {
  /* ---- Booking page: title and description (routes/booking.$activityId.tsx) ---- */
  'meta.booking.title': 'Reservar {activity}',
  'meta.booking.fallbackTitle': 'Reservar una actividad',
  'meta.booking.fallbackDescription': 'Elige fecha y hora y reserva una actividad regenerativa.',

  /* ---- Booking page (docs/spec/public-site.md §2 Booking) ---- */
  'booking.page.loading': 'Cargando los detalles de la reserva…',
  'booking.page.back': 'Volver',
  'booking.page.sampleNotice':
    'Esta es una actividad de ejemplo: puedes probar el proceso de reserva, pero no se reserva nada.',
  'booking.page.formTitle': 'Reserva esta actividad',
  'booking.page.loadingAvailability': 'Cargando la disponibilidad…',
  'booking.page.noAvailability': 'Esta actividad no tiene disponibilidad por ahora.',
  'booking.page.noAvailabilityHint': 'Vuelve más tarde o ponte en contacto directamente con el proveedor.',

  /* ---- Booking page: an unknown or unbookable activity ---- */
  'booking.activityNotFound.toastTitle': 'Error',
  'booking.activityNotFound.title': 'Actividad no encontrada',
  'booking.activityNotFound.body': 'Esta actividad no existe o no admite reservas.',
  'booking.activityNotFound.backToExperiences': 'Volver a las experiencias',

  /* ---- Booking page: the activity's summary ---- */
  'booking.summary.supplier': 'de {business} · {location}',
  'booking.summary.duration': 'Duración',
  'booking.summary.hours': '{hours, plural, one {# hora} other {# horas}}',
  'booking.summary.price': 'Precio',
  'booking.summary.pricePerPerson': '{price} por persona',

  /* ---- Booking form: date and time (slot-picker.tsx, booking-calendar.tsx) ---- */
  'booking.slots.selectDate': 'Elige una fecha',
  'booking.slots.timesOn': 'Horarios disponibles el {date}',
  'booking.slots.noneOnDate': 'No hay franjas horarias disponibles en la fecha elegida',
  'booking.slots.label': 'Franjas horarias',
  'booking.slots.spotsLeft': '{count, plural, one {Queda # plaza} other {Quedan # plazas}}',
  'booking.slots.chooseDate': 'Elige una fecha destacada para ver sus franjas horarias.',
  'booking.calendar.available': 'disponible',
  'booking.calendar.notAvailable': 'no disponible',

  /* ---- Booking form: fields and button ---- */
  'booking.form.people': 'Número de personas',
  'booking.form.fullName': 'Nombre completo',
  'booking.form.email': 'Correo electrónico',
  'booking.form.phone': 'Teléfono',
  'booking.form.specialRequests': 'Peticiones especiales (opcional)',
  'booking.form.processing': 'Procesando…',
  'booking.form.confirm': 'Confirmar reserva',
  'booking.form.confirmDemo': 'Confirmar reserva de prueba',

  /* ---- Booking form: price and cancellation policy (price-summary.tsx) ---- */
  'booking.price.perPeople': '{price} × {count, plural, one {# persona} other {# personas}}',
  'booking.price.total': 'Total:',
  'booking.price.policy': 'Política de cancelación:',
  'booking.price.policyBeforeSlot': 'Cancelación gratuita hasta {hours} horas antes del inicio.',
  'booking.price.payOnSite': 'Pagas en el lugar; no necesitas tarjeta.',

  /* ---- Booking form: toasts (docs/spec/public-site.md §5, §8) ---- */
  'booking.toast.invalidSelection': 'Selección no válida',
  'booking.toast.notEnoughSpots': 'No hay plazas suficientes',
  'booking.toast.missingInformation': 'Falta información',
  'booking.toast.authRequired': 'Tienes que iniciar sesión',
  'booking.toast.authRequiredBody': 'Inicia sesión para reservar. Te llevamos al registro de viajeros…',
  'booking.toast.demoConfirmed': '¡Reserva de prueba confirmada!',
  'booking.toast.demoConfirmedBody':
    'Es una reserva de prueba. En una reserva real, recibirías un correo de confirmación.',
  'booking.toast.unavailable': 'Reserva no disponible',
  'booking.toast.unavailableBody': 'Lo sentimos, esta franja horaria ya está completa. Elige otra hora.',
  'booking.toast.failed': 'No se ha podido reservar',
  'booking.toast.failedFallback': 'Se ha producido un error al procesar tu reserva. Inténtalo de nuevo.',
  'booking.toast.confirmed': '¡Reserva confirmada!',
  'booking.toast.confirmedBody': 'Tu reserva se ha confirmado.',
} as const satisfies Partial<Messages>;
