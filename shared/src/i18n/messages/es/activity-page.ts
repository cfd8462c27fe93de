// Spanish messages: the activity page's details, the host's public page, questions before booking
// and the impact calculator's bounds and links. Same keys and order as ../en-activity-page.ts
// (docs/decisions/110).
import type { Messages } from '../../index.ts';

export const esActivityPageMessages = {
  /* ---- Activity page: details (client/src/features/activity) ---- */
  'activityPage.gallery': 'Fotos de {activity}',
  'activityPage.photoOf': 'Foto {n} de {count}',
  'activityPage.showPhoto': 'Mostrar la foto {n}: {alt}',
  'activityPage.place': 'Dónde',
  'activityPage.impact': 'Impacto',
  'activityPage.effort': 'Esfuerzo',
  'activityPage.regenPoints': 'Regen Points®',
  'activityPage.points': '{points} Regen Points®',
  'activityPage.rating': 'Valoración',
  'activityPage.noReviewsYet': 'Aún no hay reseñas',
  'activityPage.included': 'Qué incluye',
  'activityPage.whatToBring': 'Qué llevar',
  'activityPage.languages': 'Idiomas',
  'activityPage.accessibility': 'Accesibilidad',
  'activityPage.details': 'Sobre esta actividad',
  'activityPage.meetingPoint': 'Punto de encuentro',
  'activityPage.mapLabel': 'Mapa del punto de encuentro: {address}',
  'activityPage.showMap': 'Mostrar mapa',
  'activityPage.mapLoading': 'Cargando el mapa…',
  'activityPage.mapAttribution': '© colaboradores de OpenStreetMap',
  'activityPage.openInOsm': 'Abrir en OpenStreetMap',
  'activityPage.cancellation': 'Condiciones de cancelación',
  'activityPage.cancellationTerms':
    'Tanto tú como el anfitrión podéis cancelar una reserva confirmada, indicando el motivo, hasta su plazo de cancelación: {hours, plural, one {# hora} other {# horas}} antes del inicio de la actividad. Después: Ha pasado el plazo de cancelación.',
  'activityPage.host': 'Tu anfitrión',
  'activityPage.hostLink': 'Más sobre {supplier}',
  'activityPage.askHost': 'Pregunta al anfitrión',
  'activityPage.askHostSignIn': 'Inicia sesión para preguntar al anfitrión',
  'activityPage.askHostTitle': 'Haz una pregunta a {supplier}',
  'activityPage.askHostHint':
    'Tu pregunta inicia una conversación con el anfitrión. Encontrarás su respuesta en tus mensajes.',
  'activityPage.askHostLabel': 'Tu pregunta',
  'activityPage.askHostSend': 'Enviar pregunta',
  'activityPage.askHostSending': 'Enviando…',
  'activityPage.askHostCancel': 'Cancelar',
  'activityPage.askHostSent': 'Pregunta enviada',
  'activityPage.askOwnActivity': 'No puedes hacer preguntas sobre tu propia actividad.',
  'activityPage.ownActivity': 'Esta es tu actividad: aquí los viajeros pueden hacerte preguntas.',

  /* ---- New-message email about a question before booking (server/src/mail/templates.ts) ---- */
  'mail.newMessage.questionBody': '{sender} te ha enviado un mensaje sobre {activity}.',

  /* ---- Messaging and inbox: a question before booking ---- */
  'messaging.questionAbout':
    'Pregunta antes de reservar · con {name} ({role, select, supplier {proveedor} other {cliente}})',
  'inbox.question': 'Pregunta antes de reservar',

  /* ---- The host's public page (routes/suppliers.$supplierId.tsx) ---- */
  'meta.supplierPage.title': '{supplier}: experiencias regenerativas',
  'meta.supplierPage.description':
    '{supplier} en {location}: {count, plural, one {# actividad} other {# actividades}}, reseñas e impacto.',
  'supplierPage.loading': 'Cargando el anfitrión…',
  'supplierPage.hostIn': 'Anfitrión en {location}',
  'supplierPage.yearsInOperation': '{years, plural, one {# año} other {# años}} de actividad',
  'supplierPage.activities': 'Actividades',
  'supplierPage.noActivities': 'Ahora mismo no hay actividades abiertas a reservas.',
  'supplierPage.reviews': 'Reseñas',
  'supplierPage.noReviews': 'Aún no hay reseñas.',
  'supplierPage.reviewOf': 'sobre {activity}',
  'supplierPage.reviewStars': '{stars} de 5 estrellas',
  'supplierPage.impact': 'Impacto',
  'supplierPage.impactPoints': 'Regen Points® conseguidos por los viajeros',
  'supplierPage.impactTravelers': 'Viajeros recibidos',
  'supplierPage.impactActivities': 'Actividades publicadas',
  'supplierPage.notFoundTitle': 'Anfitrión no encontrado',
  'supplierPage.notFoundBody': 'Este anfitrión no existe o no tiene página pública.',
  'supplierPage.backToDestinations': 'Volver a destinos',

  /* ---- Impact calculator: bounds and where it leads (client/src/features/public/impact-calculator.tsx) ---- */
  'calculator.daysTooMany': 'Un viaje puede durar como máximo {max} días.',
  'calculator.citiesTooMany': 'Un viaje puede incluir como máximo {max} ciudades.',
  'calculator.nearbyDestinations': 'Destinos cercanos',
  'calculator.noPagesYet': 'Aún no tenemos página de destino para {country}.',
} as const satisfies Partial<Messages>;
