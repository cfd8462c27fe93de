// Italian messages: the devices signed in to an account, downloading its data and deleting it.
// Same keys and order as ../en-account-security.ts (docs/decisions/110).
import type { Messages } from '../../index.ts';

export const itAccountSecurityMessages = {
  'accountSecurity.title': 'Sicurezza e dati personali',
  'accountSecurity.devices.title': 'Dispositivi connessi',
  'accountSecurity.devices.intro':
    'Dove il tuo account è connesso in questo momento. Disconnetti qualsiasi dispositivo che non riconosci.',
  'accountSecurity.devices.unknownBrowser': 'Browser sconosciuto',
  'accountSecurity.devices.unknownOs': 'sistema sconosciuto',
  'accountSecurity.devices.name': '{browser} su {os}',
  'accountSecurity.devices.network': 'Rete {range}',
  'accountSecurity.devices.unknownNetwork': 'Rete sconosciuta',
  'accountSecurity.devices.lastUsed': 'Ultimo utilizzo: {when}',
  'accountSecurity.devices.current': 'Questo dispositivo',
  'accountSecurity.devices.signOut': 'Disconnetti',
  'accountSecurity.devices.signOutNamed': 'Disconnetti {device}',
  'accountSecurity.devices.signedOut': '{device} disconnesso.',
  'accountSecurity.devices.notFound': 'Quel dispositivo non è più connesso.',
  'accountSecurity.data.title': 'I tuoi dati',
  'accountSecurity.data.intro':
    'Scarica una copia di tutto ciò che contiene il tuo account: profilo, prenotazioni, messaggi, recensioni, punti e attestati.',
  'accountSecurity.data.download': 'Scarica i miei dati',
  'accountSecurity.data.preparing': 'Preparazione dei tuoi dati…',
  'accountSecurity.delete.title': 'Elimina il mio account',
  'accountSecurity.delete.intro':
    'Il tuo account e i suoi dati personali vengono eliminati. Le prenotazioni che un fornitore deve conservare restano senza il tuo nome né i tuoi contatti; le tue recensioni restano come «Un viaggiatore».',
  'accountSecurity.delete.password': 'La tua password',
  'accountSecurity.delete.confirm': 'Elimina il mio account',
  'accountSecurity.delete.wrongPassword': 'La password non è corretta.',
  'accountSecurity.delete.supplierHasFutureBookings':
    'La tua azienda ha {count, plural, one {# prenotazione in arrivo} other {# prenotazioni in arrivo}}. Cancellale o affidale a un altro fornitore prima di eliminare il tuo account.',
  'accountSecurity.delete.adminRefused':
    'Un account amministratore non si può eliminare qui: chiedi prima a un altro amministratore di toglierti il ruolo di amministratore.',
  'accountSecurity.delete.done': 'Il tuo account è stato eliminato.',
  'accountSecurity.deletedTraveler': 'Viaggiatore eliminato',
  'accountSecurity.aTraveler': 'Un viaggiatore',
} as const satisfies Partial<Messages>;
