// German messages: the devices signed in to an account, downloading its data and deleting it.
// Same keys and order as ../en-account-security.ts (docs/decisions/110).
import type { Messages } from '../../index.ts';

export const deAccountSecurityMessages = {
  'accountSecurity.title': 'Sicherheit und Ihre Daten',
  'accountSecurity.devices.title': 'Angemeldete Geräte',
  'accountSecurity.devices.intro':
    'Wo Ihr Konto gerade angemeldet ist. Melden Sie jedes Gerät ab, das Sie nicht kennen.',
  'accountSecurity.devices.unknownBrowser': 'Unbekannter Browser',
  'accountSecurity.devices.unknownOs': 'unbekanntes System',
  'accountSecurity.devices.name': '{browser} auf {os}',
  'accountSecurity.devices.network': 'Netzwerk {range}',
  'accountSecurity.devices.unknownNetwork': 'Netzwerk unbekannt',
  'accountSecurity.devices.lastUsed': 'Zuletzt verwendet: {when}',
  'accountSecurity.devices.current': 'Dieses Gerät',
  'accountSecurity.devices.signOut': 'Abmelden',
  'accountSecurity.devices.signOutNamed': '{device} abmelden',
  'accountSecurity.devices.signedOut': '{device} wurde abgemeldet.',
  'accountSecurity.devices.notFound': 'Dieses Gerät ist nicht mehr angemeldet.',
  'accountSecurity.data.title': 'Ihre Daten',
  'accountSecurity.data.intro':
    'Laden Sie eine Kopie von allem herunter, was Ihr Konto enthält: Ihr Profil, Buchungen, Nachrichten, Bewertungen, Punkte und Belege.',
  'accountSecurity.data.download': 'Meine Daten herunterladen',
  'accountSecurity.data.preparing': 'Ihre Daten werden vorbereitet …',
  'accountSecurity.delete.title': 'Mein Konto löschen',
  'accountSecurity.delete.intro':
    'Ihr Konto und seine persönlichen Daten werden gelöscht. Buchungen, die ein Anbieter aufbewahren muss, bleiben ohne Ihren Namen und Ihre Kontaktdaten erhalten; Ihre Bewertungen bleiben als „Ein Reisender“ sichtbar.',
  'accountSecurity.delete.password': 'Ihr Passwort',
  'accountSecurity.delete.confirm': 'Mein Konto löschen',
  'accountSecurity.delete.wrongPassword': 'Dieses Passwort ist nicht korrekt.',
  'accountSecurity.delete.supplierHasFutureBookings':
    'Ihr Unternehmen hat {count, plural, one {# bevorstehende Buchung} other {# bevorstehende Buchungen}}. Stornieren Sie sie oder übergeben Sie sie einem anderen Anbieter, bevor Sie Ihr Konto löschen.',
  'accountSecurity.delete.adminRefused':
    'Ein Admin-Konto kann hier nicht gelöscht werden: Bitten Sie einen anderen Admin, Ihnen zuerst die Admin-Rolle zu entziehen.',
  'accountSecurity.delete.done': 'Ihr Konto wurde gelöscht.',
  'accountSecurity.deletedTraveler': 'Gelöschter Reisender',
  'accountSecurity.aTraveler': 'Ein Reisender',
} as const satisfies Partial<Messages>;
