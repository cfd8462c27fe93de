// Spanish messages: the supplier's "More details" of an activity and changes of a live activity
// waiting for review. Same keys and order as ../en-activity-editing.ts (docs/decisions/110).
import type { Messages } from '../../index.ts';

export const esActivityEditingMessages = {
  /* ---- The form's "More details" section (client/src/features/activity-editing) ---- */
  'activityEditing.more.title': 'Más detalles',
  'activityEditing.more.intro':
    'Opcional. Lo que preguntan los viajeros antes de reservar: dónde quedar, qué incluye, qué llevar, fotos.',
  'activityEditing.meetingAddress': 'Dirección del punto de encuentro',
  'activityEditing.meetingAddressHint': 'Dónde te encuentran los viajeros, tal como lo escribirían en un mapa.',
  'activityEditing.pin.label': 'Punto de encuentro en el mapa',
  'activityEditing.pin.hint': 'Haz clic en el mapa para colocar el marcador o arrástralo.',
  'activityEditing.pin.show': 'Colocar el marcador en un mapa',
  'activityEditing.pin.loading': 'Cargando el mapa…',
  'activityEditing.pin.at': 'Marcador en {latitude}, {longitude}',
  'activityEditing.pin.none': 'Sin marcador',
  'activityEditing.pin.remove': 'Quitar el marcador',
  'activityEditing.pin.map': 'Mapa: haz clic para colocar el punto de encuentro',
  'activityEditing.pin.marker': 'Marcador del punto de encuentro',
  'activityEditing.latitude': 'Latitud',
  'activityEditing.longitude': 'Longitud',
  'activityEditing.pinCoordinates': 'O escribe las coordenadas del marcador',
  'activityEditing.included': 'Qué incluye',
  'activityEditing.whatToBring': 'Qué llevar',
  'activityEditing.onePerLine': 'Uno por línea, como máximo {max} líneas.',
  'activityEditing.languages': 'Idiomas',
  'activityEditing.languagesHint': 'Separados por comas, p. ej., español, inglés.',
  'activityEditing.accessibility': 'Accesibilidad',
  'activityEditing.effortLevel': 'Nivel de esfuerzo',
  'activityEditing.effortNone': 'Sin indicar',
  'activityEditing.effortNote': 'Sobre el esfuerzo',
  'activityEditing.effortNoteHint': 'Opcional, p. ej., escalones empinados y bancales.',
  'activityEditing.photos': 'Fotos',
  'activityEditing.photosHint':
    'Hasta {max} fotos, en el orden en que las verán los viajeros. Cada una necesita una breve descripción para quienes no pueden verla.',
  'activityEditing.addPhoto': 'Añadir una foto',
  'activityEditing.photoN': 'Foto {n}',
  'activityEditing.altText': 'Descripción de la foto {n}',
  'activityEditing.moveUp': 'Subir la foto {n}',
  'activityEditing.moveDown': 'Bajar la foto {n}',
  'activityEditing.removePhoto': 'Quitar la foto {n}',
  'activityEditing.photosFull': 'La galería está completa ({max} fotos).',
  'activityEditing.checkDetails': 'Revisa los detalles',

  /* ---- Validation (shared/src/schemas/activity-editing.ts) ---- */
  'activityEditing.error.addressMax': 'La dirección puede tener como máximo {max} caracteres',
  'activityEditing.error.addressForPin': 'Añade la dirección del punto de encuentro junto al marcador',
  'activityEditing.error.latitude': 'La latitud del marcador debe estar entre -90 y 90',
  'activityEditing.error.longitude': 'La longitud del marcador debe estar entre -180 y 180',
  'activityEditing.error.listMax': 'Como máximo {max} líneas',
  'activityEditing.error.itemMax': 'Cada línea puede tener como máximo {max} caracteres',
  'activityEditing.error.languagesMax': 'Como máximo {max} idiomas',
  'activityEditing.error.accessibilityMax': 'La accesibilidad puede tener como máximo {max} caracteres',
  'activityEditing.error.effortLevel': 'Elige Bajo, Medio o Alto',
  'activityEditing.error.effortNoteMax': '«Sobre el esfuerzo» puede tener como máximo {max} caracteres',
  'activityEditing.error.tooManyPhotos': 'Como máximo {max} fotos',
  'activityEditing.error.altRequired': 'Cada foto necesita una descripción',
  'activityEditing.error.altMax': 'La descripción de una foto puede tener como máximo {max} caracteres',
  'activityEditing.error.samePhotoTwice': 'Hay una foto repetida en la galería',
  'activityEditing.error.photo': 'No se ha podido usar una foto: vuelve a subirla',
  'activityEditing.error.noPendingChange': 'Esta actividad no tiene ningún cambio pendiente de revisión',

  /* ---- Changes waiting for review: the supplier's side ---- */
  'activityEditing.pending.badge': 'Cambios pendientes de revisión',
  'activityEditing.pending.text':
    'La versión aprobada sigue publicada y se puede reservar mientras un administrador revisa tus cambios. Si vuelves a editar, se actualiza el cambio en revisión.',
  'activityEditing.pending.editing':
    'Estás editando el cambio pendiente de revisión; la versión publicada se queda como está.',
  'activityEditing.rejected.text': 'Tu último cambio no se ha aprobado: {reason}',
  'activityEditing.edit.liveNote':
    'Los cambios en lo que leen los viajeros se revisan antes de publicarse; mientras tanto, la actividad sigue publicada y se puede reservar. El precio, la duración y el tamaño del grupo cambian al momento.',
  'activityEditing.edit.changeSubmitted':
    'Tus cambios se han enviado a revisión. Mientras tanto, la actividad sigue publicada.',
  'activityEditing.loading': 'Cargando la actividad…',

  /* ---- The admin's review of a change ---- */
  'activityEditing.admin.title': 'Cambios en actividades publicadas',
  'activityEditing.admin.empty': 'No hay cambios pendientes de revisión.',
  'activityEditing.admin.submitted': 'Enviado el {date} por {supplier}',
  'activityEditing.admin.review': 'Revisar cambios',
  'activityEditing.admin.reviewLabel': 'Revisar los cambios de {title}',
  'activityEditing.admin.dialogTitle': 'Cambios de {title}',
  'activityEditing.admin.dialogIntro': 'La versión publicada no cambia hasta que los apruebes.',
  'activityEditing.admin.field': 'Campo',
  'activityEditing.admin.before': 'Antes',
  'activityEditing.admin.after': 'Después',
  'activityEditing.admin.empty.value': '(nada)',
  'activityEditing.admin.noChanges': 'El cambio coincide con la versión publicada.',
  'activityEditing.admin.approve': 'Aprobar cambios',
  'activityEditing.admin.reject': 'Rechazar cambios',
  'activityEditing.admin.reason': 'Motivo del rechazo',
  'activityEditing.admin.reasonRequired': 'Indica un motivo para el rechazo',
  'activityEditing.admin.confirmReject': 'Rechazar con este motivo',
  'activityEditing.admin.approvedTitle': 'Cambios aprobados',
  'activityEditing.admin.approved': 'Los cambios de {title} ya están publicados.',
  'activityEditing.admin.rejectedTitle': 'Cambios rechazados',
  'activityEditing.admin.rejected': 'Hemos explicado el motivo al proveedor; la versión publicada no cambia.',
  'activityEditing.admin.failedTitle': 'No se ha podido decidir',
  'activityEditing.admin.photoCount': '{count, plural, =0 {sin fotos} one {# foto} other {# fotos}}',
  'activityEditing.field.title': 'Título',
  'activityEditing.field.description': 'Descripción',
  'activityEditing.field.impactDescription': 'Descripción del impacto',
  'activityEditing.field.activityType': 'Tipo de actividad',
  'activityEditing.field.photoUrl': 'Foto de portada',
  'activityEditing.field.meetingAddress': 'Dirección del punto de encuentro',
  'activityEditing.field.meetingPoint': 'Marcador del punto de encuentro',
  'activityEditing.field.included': 'Qué incluye',
  'activityEditing.field.whatToBring': 'Qué llevar',
  'activityEditing.field.languages': 'Idiomas',
  'activityEditing.field.accessibility': 'Accesibilidad',
  'activityEditing.field.effort': 'Esfuerzo',
  'activityEditing.field.photos': 'Fotos',

  /* ---- Cards ---- */
  'activityEditing.card.noDates': 'Aún no hay fechas',
  'activityEditing.card.noDatesLabel': 'Aún no hay fechas para {title}: ver la actividad',

  /* ---- Emails ---- */
  'mail.activityApproved.addSlots':
    'Los viajeros podrán reservarla en cuanto tenga fechas: añade franjas horarias en la pestaña Disponibilidad de tu panel: {url}',
  'mail.revisionApproved.subject': 'Tus cambios en «{title}» ya están publicados',
  'mail.revisionApproved.body': 'Tus cambios en «{title}» se han aprobado y los viajeros ya los ven.',
  'mail.revisionRejected.subject': 'Tus cambios en «{title}» no se han aprobado',
  'mail.revisionRejected.body':
    'Tus cambios en «{title}» no se han aprobado. La actividad sigue publicada tal como estaba antes.',
  'mail.revisionRejected.reason': 'Motivo: {reason}',
  'mail.revisionRejected.edit': 'Puedes editar la actividad y volver a enviar los cambios.',
} as const satisfies Partial<Messages>;
