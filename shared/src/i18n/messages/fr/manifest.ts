// French messages: the day's manifest, tickets and check-in, whole-slot actions and payment on
// site. Same keys, order and groups as ../en-manifest.ts (docs/decisions/110).
import type { Messages } from '../../index.ts';

export const frManifestMessages = {
  // Server rules
  'manifest.slotNotFound': 'Créneau introuvable',
  'manifest.forbidden': 'Seul le prestataire de l’activité peut faire cela.',
  'manifest.ticket.invalid': 'Ce code de billet n’est pas valide. Vérifiez-le et réessayez.',
  'manifest.ticket.otherSupplier': 'Ce billet concerne l’activité d’un autre prestataire.',
  'manifest.ticket.notYours': 'Seul le voyageur qui a réservé peut voir ce billet.',
  'manifest.ticket.cancelled': 'Cette réservation est annulée : son billet n’est plus valable.',
  'manifest.checkIn.codeRequired': 'Saisissez le code du billet',
  'manifest.cancelSlot.reasonRequired': 'Indiquez le motif de l’annulation de ce créneau',
  'manifest.cancelSlot.alreadyStarted': 'Ce créneau a déjà commencé et ne peut plus être annulé.',
  'manifest.messageSlot.blank': 'Écrivez un message',
  'manifest.messageSlot.nobody': 'Personne n’a réservé ce créneau.',
  'manifest.paid.notConfirmed': 'Seule une réservation confirmée peut être marquée comme payée.',

  // The manifest page
  'manifest.meta.title': 'Liste des participants',
  'manifest.meta.description': 'Qui vient sur un créneau, l’enregistrement par billet et le paiement sur place.',
  'manifest.open': 'Liste des participants',
  'manifest.openFor': 'Liste des participants du {when}',
  'manifest.title': 'Liste des participants : {activity}',
  'manifest.when': '{when} · {spots, plural, one {# place} other {# places}}, {booked} réservée(s)',
  'manifest.back': 'Retour au tableau de bord',
  'manifest.print': 'Imprimer',
  'manifest.live': 'En direct : les nouvelles réservations apparaissent ici dès leur arrivée.',
  'manifest.empty': 'Aucune réservation sur ce créneau pour l’instant.',
  'manifest.stat.bookings': 'Réservations',
  'manifest.stat.people': 'Personnes',
  'manifest.stat.checkedIn': 'Enregistrement',
  'manifest.stat.paid': 'Paiement',
  'manifest.summary.parties': '{count, plural, one {# réservation} other {# réservations}}',
  'manifest.summary.people': '{count, plural, one {# personne} other {# personnes}}',
  'manifest.summary.checkedIn': '{count} sur {total} enregistré(s)',
  'manifest.summary.paid': '{count} sur {total} payé(s)',
  'manifest.column.guest': 'Client',
  'manifest.column.party': 'Groupe',
  'manifest.column.contact': 'Contact',
  'manifest.column.answers': 'Réponses et demandes',
  'manifest.column.payment': 'Paiement',
  'manifest.column.checkIn': 'Enregistrement',
  'manifest.reference': 'Réf. {reference}',
  'manifest.personType':
    '{type, select, adult {{count, plural, one {# adulte} other {# adultes}}} child {{count, plural, one {# enfant} other {# enfants}}} youth {{count, plural, one {# jeune} other {# jeunes}}} senior {{count, plural, one {# senior} other {# seniors}}} family {{count, plural, one {# famille} other {# familles}}} other {{count} {type}}}',
  'manifest.specialRequests': 'Demandes particulières : {requests}',
  'manifest.answer': '{question} : {answer}',
  'manifest.noAnswers': 'Aucune réponse ni demande',
  'manifest.status.cancelled': 'Annulée : {reason}',
  'manifest.checkedInPeople': 'Enregistré ({count, plural, one {# personne} other {# personnes}})',
  'manifest.noShow': 'Absent',
  'manifest.notCheckedIn': 'Non enregistré',
  'manifest.paid': 'Payé ({method, select, cash {espèces} card {carte} transfer {virement} other {{method}}})',
  'manifest.unpaid': 'À payer sur place',
  'manifest.markPaid': 'Marquer comme payé',
  'manifest.markPaidFor': 'Marquer comme payé : la réservation de {customer}',
  'manifest.paymentMethod': 'Moyen de paiement',
  'manifest.method.cash': 'Espèces',
  'manifest.method.card': 'Carte',
  'manifest.method.transfer': 'Virement',
  'manifest.markedPaid': 'La réservation de {customer} est marquée comme payée.',

  // Check-in
  'manifest.checkIn.title': 'Enregistrer un billet',
  'manifest.checkIn.code': 'Code du billet',
  'manifest.checkIn.submit': 'Enregistrer',
  'manifest.checkIn.scan': 'Scanner avec la caméra',
  'manifest.checkIn.stopScan': 'Arrêter la caméra',
  'manifest.checkIn.cameraHint': 'Dirigez la caméra vers le QR code du billet.',
  'manifest.checkIn.cameraUnavailable': 'La caméra n’est pas disponible : saisissez le code à la main.',
  'manifest.checkIn.done': '{customer} enregistré : {people, plural, one {# personne} other {# personnes}}.',
  'manifest.checkIn.already': 'Déjà enregistré : {customer}.',
  'manifest.checkInSlot': 'Enregistrer tout le monde',
  'manifest.checkInSlot.confirm':
    'Enregistrer toutes les réservations de ce créneau qui ne le sont pas encore, avec toutes leurs personnes ?',
  'manifest.checkInSlot.done':
    '{count, plural, =0 {Tout le monde était déjà enregistré.} one {# réservation enregistrée.} other {# réservations enregistrées.}}',

  // Whole-slot actions
  'manifest.cancelSlot': 'Annuler le créneau',
  'manifest.cancelSlot.title': 'Annuler ce créneau',
  'manifest.cancelSlot.body':
    'Toutes les réservations de ce créneau sont annulées avec votre motif, chaque voyageur est prévenu par e-mail et la liste d’attente est fermée.',
  'manifest.cancelSlot.reason': 'Motif',
  'manifest.cancelSlot.reasonPlaceholder': 'ex. Alerte tempête : la sortie ne peut pas se faire en sécurité',
  'manifest.cancelSlot.submit': 'Annuler le créneau',
  'manifest.cancelSlot.keep': 'Garder le créneau',
  'manifest.cancelSlot.done':
    '{count, plural, =0 {Créneau annulé.} one {Créneau annulé : # réservation annulée.} other {Créneau annulé : # réservations annulées.}}',
  'manifest.slotCancelled': 'Ce créneau est annulé.',
  'manifest.messageSlot': 'Écrire à tout le monde',
  'manifest.messageSlot.title': 'Écrire à tous les participants de ce créneau',
  'manifest.messageSlot.label': 'Message',
  'manifest.messageSlot.submit': 'Envoyer à tous',
  'manifest.messageSlot.done': '{count, plural, one {Envoyé à # réservation.} other {Envoyé à # réservations.}}',

  // The dashboard's way in
  'manifest.today.title': 'Listes des participants du jour',
  'manifest.day.label': 'Jour',
  'manifest.day.none': 'Aucun créneau ce jour-là.',

  // The CSV export's columns (docs/decisions/104)
  'manifest.csv.column.reference': 'Référence de réservation',
  'manifest.csv.column.attendance': 'Présence',
  'manifest.csv.column.payment': 'Paiement',
  'manifest.csv.attended': 'Présents ({count})',
  'manifest.csv.noShow': 'Absent',
  'manifest.csv.unpaid': 'À payer sur place',
  'manifest.csv.paid': 'Payé',
  'manifest.csv.paidBy': 'Payé ({method, select, cash {espèces} card {carte} transfer {virement} other {{method}}})',

  // The traveler's ticket
  'ticket.title': 'Votre billet',
  'ticket.hint': 'Montrez ce QR code à votre hôte à votre arrivée. Il peut aussi saisir le code.',
  'ticket.code': 'Code du billet : {code}',
  'ticket.qrAlt': 'QR code du billet {code}',
  'ticket.payOnSite': 'Vous payez sur place.',
  'ticket.paid': 'Payé sur place.',
  'mail.ticket.line': 'Votre code de billet (montrez-le, ou son QR code, à votre arrivée) : {code}',
  'calendar.ticket': 'Code du billet : {code}. Votre billet avec son QR code : {url}',
} as const satisfies Partial<Messages>;
