// French messages: the devices signed in to an account, downloading its data and deleting it.
// Same keys and order as ../en-account-security.ts (docs/decisions/110).
import type { Messages } from '../../index.ts';

export const frAccountSecurityMessages = {
  'accountSecurity.title': 'Sécurité et vos données',
  'accountSecurity.devices.title': 'Appareils connectés',
  'accountSecurity.devices.intro':
    'Les appareils sur lesquels votre compte est connecté en ce moment. Déconnectez tout appareil que vous ne reconnaissez pas.',
  'accountSecurity.devices.unknownBrowser': 'Navigateur inconnu',
  'accountSecurity.devices.unknownOs': 'système inconnu',
  'accountSecurity.devices.name': '{browser} sur {os}',
  'accountSecurity.devices.network': 'Réseau {range}',
  'accountSecurity.devices.unknownNetwork': 'Réseau inconnu',
  'accountSecurity.devices.lastUsed': 'Dernière utilisation : {when}',
  'accountSecurity.devices.current': 'Cet appareil',
  'accountSecurity.devices.signOut': 'Se déconnecter',
  'accountSecurity.devices.signOutNamed': 'Déconnecter {device}',
  'accountSecurity.devices.signedOut': '{device} a été déconnecté.',
  'accountSecurity.devices.notFound': 'Cet appareil n’est plus connecté.',
  'accountSecurity.data.title': 'Vos données',
  'accountSecurity.data.intro':
    'Téléchargez une copie de tout ce que contient votre compte : votre profil, vos réservations, messages, avis, points et reçus.',
  'accountSecurity.data.download': 'Télécharger mes données',
  'accountSecurity.data.preparing': 'Préparation de vos données…',
  'accountSecurity.delete.title': 'Supprimer mon compte',
  'accountSecurity.delete.intro':
    'Votre compte et ses données personnelles sont supprimés. Les réservations qu’un prestataire doit conserver restent, sans votre nom ni vos coordonnées ; vos avis restent sous le nom « Un voyageur ».',
  'accountSecurity.delete.password': 'Votre mot de passe',
  'accountSecurity.delete.confirm': 'Supprimer mon compte',
  'accountSecurity.delete.wrongPassword': 'Ce mot de passe n’est pas correct.',
  'accountSecurity.delete.supplierHasFutureBookings':
    'Votre entreprise a {count, plural, one {# réservation à venir} other {# réservations à venir}}. Annulez-les ou confiez-les à un autre prestataire avant de supprimer votre compte.',
  'accountSecurity.delete.adminRefused':
    'Un compte administrateur ne peut pas être supprimé ici : demandez d’abord à un autre administrateur de vous retirer le rôle d’administrateur.',
  'accountSecurity.delete.done': 'Votre compte a été supprimé.',
  'accountSecurity.deletedTraveler': 'Voyageur supprimé',
  'accountSecurity.aTraveler': 'Un voyageur',
} as const satisfies Partial<Messages>;
