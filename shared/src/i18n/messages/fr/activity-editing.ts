// French messages: the supplier's "More details" of an activity and changes of a live activity
// waiting for review. Same keys, order and groups as ../en-activity-editing.ts (docs/decisions/110).
import type { Messages } from '../../index.ts';

export const frActivityEditingMessages = {
  /* ---- The form's "More details" section (client/src/features/activity-editing) ---- */
  'activityEditing.more.title': 'Plus de détails',
  'activityEditing.more.intro':
    'Facultatif. Ce que les voyageurs demandent avant de réserver : le lieu de rendez-vous, ce qui est inclus, ce qu’il faut apporter, des photos.',
  'activityEditing.meetingAddress': 'Adresse du point de rendez-vous',
  'activityEditing.meetingAddressHint':
    'L’endroit où les voyageurs vous retrouvent, tel qu’on le saisirait dans une carte.',
  'activityEditing.pin.label': 'Point de rendez-vous sur la carte',
  'activityEditing.pin.hint': 'Cliquez sur la carte pour placer le repère, ou faites-le glisser.',
  'activityEditing.pin.show': 'Placer le repère sur une carte',
  'activityEditing.pin.loading': 'Chargement de la carte…',
  'activityEditing.pin.at': 'Repère à {latitude}, {longitude}',
  'activityEditing.pin.none': 'Aucun repère placé',
  'activityEditing.pin.remove': 'Retirer le repère',
  'activityEditing.pin.map': 'Carte : cliquez pour placer le point de rendez-vous',
  'activityEditing.pin.marker': 'Repère du point de rendez-vous',
  'activityEditing.latitude': 'Latitude',
  'activityEditing.longitude': 'Longitude',
  'activityEditing.pinCoordinates': 'Ou saisissez les coordonnées du repère',
  'activityEditing.included': 'Ce qui est inclus',
  'activityEditing.whatToBring': 'À apporter',
  'activityEditing.onePerLine': 'Un élément par ligne, {max} lignes au maximum.',
  'activityEditing.languages': 'Langues',
  'activityEditing.languagesHint': 'Séparées par des virgules, ex. français, anglais.',
  'activityEditing.accessibility': 'Accessibilité',
  'activityEditing.effortLevel': 'Niveau d’effort',
  'activityEditing.effortNone': 'Non précisé',
  'activityEditing.effortNote': 'À propos de l’effort',
  'activityEditing.effortNoteHint': 'Facultatif, ex. marches raides et terrasses.',
  'activityEditing.photos': 'Photos',
  'activityEditing.photosHint':
    'Jusqu’à {max} photos, dans l’ordre où les voyageurs les verront. Chacune a besoin d’une courte description pour les personnes qui ne peuvent pas la voir.',
  'activityEditing.addPhoto': 'Ajouter une photo',
  'activityEditing.photoN': 'Photo {n}',
  'activityEditing.altText': 'Description de la photo {n}',
  'activityEditing.moveUp': 'Monter la photo {n}',
  'activityEditing.moveDown': 'Descendre la photo {n}',
  'activityEditing.removePhoto': 'Retirer la photo {n}',
  'activityEditing.photosFull': 'La galerie est complète ({max} photos).',
  'activityEditing.checkDetails': 'Vérifiez les détails',

  /* ---- Validation (shared/src/schemas/activity-editing.ts) ---- */
  'activityEditing.error.addressMax': 'L’adresse ne peut pas dépasser {max} caractères',
  'activityEditing.error.addressForPin': 'Ajoutez l’adresse du point de rendez-vous pour accompagner le repère',
  'activityEditing.error.latitude': 'La latitude du repère doit être comprise entre -90 et 90',
  'activityEditing.error.longitude': 'La longitude du repère doit être comprise entre -180 et 180',
  'activityEditing.error.listMax': '{max} lignes au maximum',
  'activityEditing.error.itemMax': 'Chaque ligne ne peut pas dépasser {max} caractères',
  'activityEditing.error.languagesMax': '{max} langues au maximum',
  'activityEditing.error.accessibilityMax': 'L’accessibilité ne peut pas dépasser {max} caractères',
  'activityEditing.error.effortLevel': 'Choisissez Faible, Modéré ou Soutenu',
  'activityEditing.error.effortNoteMax': 'La précision sur l’effort ne peut pas dépasser {max} caractères',
  'activityEditing.error.tooManyPhotos': '{max} photos au maximum',
  'activityEditing.error.altRequired': 'Chaque photo a besoin d’une description',
  'activityEditing.error.altMax': 'La description d’une photo ne peut pas dépasser {max} caractères',
  'activityEditing.error.samePhotoTwice': 'Une photo figure deux fois dans la galerie',
  'activityEditing.error.photo': 'Une photo n’a pas pu être utilisée : envoyez-la de nouveau',
  'activityEditing.error.noPendingChange': 'Aucune modification de cette activité n’attend de validation',

  /* ---- Changes waiting for review: the supplier's side ---- */
  'activityEditing.pending.badge': 'Modifications en attente de validation',
  'activityEditing.pending.text':
    'La version approuvée reste en ligne et réservable pendant qu’un administrateur examine vos modifications. Une nouvelle modification met à jour celle en attente.',
  'activityEditing.pending.editing':
    'Vous modifiez le changement en attente de validation ; la version en ligne reste telle quelle.',
  'activityEditing.rejected.text': 'Votre dernière modification n’a pas été approuvée : {reason}',
  'activityEditing.edit.liveNote':
    'Les changements de ce que lisent les voyageurs sont vérifiés avant leur mise en ligne ; l’activité reste en ligne et réservable en attendant. Le prix, la durée et la taille du groupe changent immédiatement.',
  'activityEditing.edit.changeSubmitted':
    'Vos modifications ont été soumises à validation. L’activité reste en ligne en attendant.',
  'activityEditing.loading': 'Chargement de l’activité…',

  /* ---- The admin's review of a change ---- */
  'activityEditing.admin.title': 'Modifications d’activités en ligne',
  'activityEditing.admin.empty': 'Aucune modification en attente de validation.',
  'activityEditing.admin.submitted': 'Soumise le {date} par {supplier}',
  'activityEditing.admin.review': 'Examiner les modifications',
  'activityEditing.admin.reviewLabel': 'Examiner les modifications de {title}',
  'activityEditing.admin.dialogTitle': 'Modifications de {title}',
  'activityEditing.admin.dialogIntro': 'La version en ligne reste inchangée jusqu’à votre approbation.',
  'activityEditing.admin.field': 'Champ',
  'activityEditing.admin.before': 'Avant',
  'activityEditing.admin.after': 'Après',
  'activityEditing.admin.empty.value': '(aucun)',
  'activityEditing.admin.noChanges': 'La modification est identique à la version en ligne.',
  'activityEditing.admin.approve': 'Approuver les modifications',
  'activityEditing.admin.reject': 'Refuser les modifications',
  'activityEditing.admin.reason': 'Motif du refus',
  'activityEditing.admin.reasonRequired': 'Indiquez le motif du refus',
  'activityEditing.admin.confirmReject': 'Refuser avec ce motif',
  'activityEditing.admin.approvedTitle': 'Modifications approuvées',
  'activityEditing.admin.approved': 'Les modifications de {title} sont en ligne.',
  'activityEditing.admin.rejectedTitle': 'Modifications refusées',
  'activityEditing.admin.rejected': 'Le prestataire a été informé du motif ; la version en ligne est inchangée.',
  'activityEditing.admin.failedTitle': 'Décision impossible',
  'activityEditing.admin.photoCount': '{count, plural, =0 {aucune photo} one {# photo} other {# photos}}',
  'activityEditing.field.title': 'Titre',
  'activityEditing.field.description': 'Description',
  'activityEditing.field.impactDescription': 'Description de l’impact',
  'activityEditing.field.activityType': 'Type d’activité',
  'activityEditing.field.photoUrl': 'Photo de couverture',
  'activityEditing.field.meetingAddress': 'Adresse du point de rendez-vous',
  'activityEditing.field.meetingPoint': 'Repère du point de rendez-vous',
  'activityEditing.field.included': 'Ce qui est inclus',
  'activityEditing.field.whatToBring': 'À apporter',
  'activityEditing.field.languages': 'Langues',
  'activityEditing.field.accessibility': 'Accessibilité',
  'activityEditing.field.effort': 'Effort',
  'activityEditing.field.photos': 'Photos',

  /* ---- Cards ---- */
  'activityEditing.card.noDates': 'Pas encore de dates',
  'activityEditing.card.noDatesLabel': 'Pas encore de dates pour {title} : voir l’activité',

  /* ---- Emails ---- */
  'mail.activityApproved.addSlots':
    'Les voyageurs pourront la réserver dès qu’elle aura des dates : ajoutez des créneaux dans l’onglet Disponibilités de votre tableau de bord : {url}',
  'mail.revisionApproved.subject': 'Vos modifications de « {title} » sont en ligne',
  'mail.revisionApproved.body':
    'Vos modifications de « {title} » ont été approuvées et les voyageurs les voient désormais.',
  'mail.revisionRejected.subject': 'Vos modifications de « {title} » n’ont pas été approuvées',
  'mail.revisionRejected.body':
    'Vos modifications de « {title} » n’ont pas été approuvées. L’activité reste en ligne telle qu’elle était avant vos modifications.',
  'mail.revisionRejected.reason': 'Motif : {reason}',
  'mail.revisionRejected.edit': 'Vous pouvez modifier l’activité et soumettre de nouveau vos changements.',
} as const satisfies Partial<Messages>;
