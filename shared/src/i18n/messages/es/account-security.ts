// Spanish messages: the devices signed in to an account, downloading its data and deleting it.
// Same keys and order as ../en-account-security.ts (docs/decisions/110).
import type { Messages } from '../../index.ts';

export const esAccountSecurityMessages = {
  'accountSecurity.title': 'Seguridad y tus datos',
  'accountSecurity.devices.title': 'Dispositivos con sesión iniciada',
  'accountSecurity.devices.intro':
    'Dónde está abierta ahora tu cuenta. Cierra la sesión en cualquier dispositivo que no reconozcas.',
  'accountSecurity.devices.unknownBrowser': 'Navegador desconocido',
  'accountSecurity.devices.unknownOs': 'sistema desconocido',
  'accountSecurity.devices.name': '{browser} en {os}',
  'accountSecurity.devices.network': 'Red {range}',
  'accountSecurity.devices.unknownNetwork': 'Red desconocida',
  'accountSecurity.devices.lastUsed': 'Último uso: {when}',
  'accountSecurity.devices.current': 'Este dispositivo',
  'accountSecurity.devices.signOut': 'Cerrar sesión',
  'accountSecurity.devices.signOutNamed': 'Cerrar sesión en {device}',
  'accountSecurity.devices.signedOut': 'Sesión cerrada en {device}.',
  'accountSecurity.devices.notFound': 'Ese dispositivo ya no tiene la sesión iniciada.',
  'accountSecurity.data.title': 'Tus datos',
  'accountSecurity.data.intro':
    'Descarga una copia de todo lo que guarda tu cuenta: tu perfil, reservas, mensajes, reseñas, puntos y certificados.',
  'accountSecurity.data.download': 'Descargar mis datos',
  'accountSecurity.data.preparing': 'Preparando tus datos…',
  'accountSecurity.delete.title': 'Eliminar mi cuenta',
  'accountSecurity.delete.intro':
    'Se eliminan tu cuenta y sus datos personales. Las reservas que un proveedor debe conservar se quedan sin tu nombre ni tus datos de contacto; tus reseñas se quedan como «Un viajero».',
  'accountSecurity.delete.password': 'Tu contraseña',
  'accountSecurity.delete.confirm': 'Eliminar mi cuenta',
  'accountSecurity.delete.wrongPassword': 'Esa contraseña no es correcta.',
  'accountSecurity.delete.supplierHasFutureBookings':
    'Tu empresa tiene {count, plural, one {# reserva próxima} other {# reservas próximas}}. Cancélalas o traspásalas a otro proveedor antes de eliminar tu cuenta.',
  'accountSecurity.delete.adminRefused':
    'Una cuenta de administrador no se puede eliminar aquí: pide a otro administrador que te quite antes el rol de administrador.',
  'accountSecurity.delete.done': 'Tu cuenta se ha eliminado.',
  'accountSecurity.deletedTraveler': 'Viajero eliminado',
  'accountSecurity.aTraveler': 'Un viajero',
} as const satisfies Partial<Messages>;
