// German messages: the supplier's "More details" of an activity and changes of a live activity
// waiting for review. Same keys, order and groups as ../en-activity-editing.ts (docs/decisions/110).
import type { Messages } from '../../index.ts';

export const deActivityEditingMessages = {
  /* ---- The form's "More details" section (client/src/features/activity-editing) ---- */
  'activityEditing.more.title': 'Weitere Details',
  'activityEditing.more.intro':
    'Optional. Was Reisende vor der Buchung wissen möchten: Treffpunkt, Leistungen, was sie mitbringen sollten, Fotos.',
  'activityEditing.meetingAddress': 'Adresse des Treffpunkts',
  'activityEditing.meetingAddressHint': 'Wo Reisende Sie treffen – so, wie man es in eine Karte eingeben würde.',
  'activityEditing.pin.label': 'Treffpunkt auf der Karte',
  'activityEditing.pin.hint': 'Klicken Sie auf die Karte, um die Markierung zu setzen, oder ziehen Sie sie.',
  'activityEditing.pin.show': 'Markierung auf einer Karte setzen',
  'activityEditing.pin.loading': 'Karte wird geladen …',
  'activityEditing.pin.at': 'Markierung bei {latitude}, {longitude}',
  'activityEditing.pin.none': 'Keine Markierung gesetzt',
  'activityEditing.pin.remove': 'Markierung entfernen',
  'activityEditing.pin.map': 'Karte: Klicken Sie, um den Treffpunkt zu setzen',
  'activityEditing.pin.marker': 'Markierung des Treffpunkts',
  'activityEditing.latitude': 'Breitengrad',
  'activityEditing.longitude': 'Längengrad',
  'activityEditing.pinCoordinates': 'Oder geben Sie die Koordinaten der Markierung ein',
  'activityEditing.included': 'Inbegriffen',
  'activityEditing.whatToBring': 'Was mitbringen',
  'activityEditing.onePerLine': 'Eine Angabe pro Zeile, höchstens {max} Zeilen.',
  'activityEditing.languages': 'Sprachen',
  'activityEditing.languagesHint': 'Durch Kommas getrennt, z. B. Deutsch, Englisch.',
  'activityEditing.accessibility': 'Barrierefreiheit',
  'activityEditing.effortLevel': 'Anstrengung',
  'activityEditing.effortNone': 'Keine Angabe',
  'activityEditing.effortNote': 'Zur Anstrengung',
  'activityEditing.effortNoteHint': 'Optional, z. B. steile Stufen und Terrassen.',
  'activityEditing.photos': 'Fotos',
  'activityEditing.photosHint':
    'Bis zu {max} Fotos, in der Reihenfolge, in der Reisende sie sehen. Jedes braucht eine kurze Beschreibung für Menschen, die es nicht sehen können.',
  'activityEditing.addPhoto': 'Foto hinzufügen',
  'activityEditing.photoN': 'Foto {n}',
  'activityEditing.altText': 'Beschreibung von Foto {n}',
  'activityEditing.moveUp': 'Foto {n} nach oben',
  'activityEditing.moveDown': 'Foto {n} nach unten',
  'activityEditing.removePhoto': 'Foto {n} entfernen',
  'activityEditing.photosFull': 'Die Galerie ist voll ({max} Fotos).',
  'activityEditing.checkDetails': 'Bitte prüfen Sie die Details',

  /* ---- Validation (shared/src/schemas/activity-editing.ts) ---- */
  'activityEditing.error.addressMax': 'Die Adresse darf höchstens {max} Zeichen lang sein',
  'activityEditing.error.addressForPin': 'Geben Sie zur Markierung auch die Adresse des Treffpunkts an',
  'activityEditing.error.latitude': 'Der Breitengrad der Markierung muss zwischen -90 und 90 liegen',
  'activityEditing.error.longitude': 'Der Längengrad der Markierung muss zwischen -180 und 180 liegen',
  'activityEditing.error.listMax': 'Höchstens {max} Zeilen',
  'activityEditing.error.itemMax': 'Jede Zeile darf höchstens {max} Zeichen lang sein',
  'activityEditing.error.languagesMax': 'Höchstens {max} Sprachen',
  'activityEditing.error.accessibilityMax': 'Die Angaben zur Barrierefreiheit dürfen höchstens {max} Zeichen lang sein',
  'activityEditing.error.effortLevel': 'Wählen Sie Gering, Mittel oder Hoch',
  'activityEditing.error.effortNoteMax': 'Die Angaben zur Anstrengung dürfen höchstens {max} Zeichen lang sein',
  'activityEditing.error.tooManyPhotos': 'Höchstens {max} Fotos',
  'activityEditing.error.altRequired': 'Jedes Foto braucht eine Beschreibung',
  'activityEditing.error.altMax': 'Die Beschreibung eines Fotos darf höchstens {max} Zeichen lang sein',
  'activityEditing.error.samePhotoTwice': 'Ein Foto ist zweimal in der Galerie',
  'activityEditing.error.photo': 'Ein Foto konnte nicht verwendet werden: Bitte laden Sie es erneut hoch',
  'activityEditing.error.noPendingChange': 'Für diese Aktivität wartet keine Änderung auf Prüfung',

  /* ---- Changes waiting for review: the supplier's side ---- */
  'activityEditing.pending.badge': 'Änderungen in Prüfung',
  'activityEditing.pending.text':
    'Die freigegebene Version bleibt online und buchbar, während die Administration Ihre Änderungen prüft. Wenn Sie erneut bearbeiten, wird die Änderung in Prüfung aktualisiert.',
  'activityEditing.pending.editing':
    'Sie bearbeiten die Änderung, die auf Prüfung wartet; die Online-Version bleibt unverändert.',
  'activityEditing.rejected.text': 'Ihre letzte Änderung wurde nicht freigegeben: {reason}',
  'activityEditing.edit.liveNote':
    'Änderungen an Texten für Reisende werden geprüft, bevor sie online gehen; die Aktivität bleibt so lange online und buchbar. Preis, Dauer und Gruppengröße ändern sich sofort.',
  'activityEditing.edit.changeSubmitted':
    'Ihre Änderungen wurden zur Prüfung eingereicht. Die Aktivität bleibt so lange online.',
  'activityEditing.loading': 'Aktivität wird geladen …',

  /* ---- The admin's review of a change ---- */
  'activityEditing.admin.title': 'Änderungen an aktiven Aktivitäten',
  'activityEditing.admin.empty': 'Keine Änderungen warten auf Prüfung.',
  'activityEditing.admin.submitted': 'Eingereicht am {date} von {supplier}',
  'activityEditing.admin.review': 'Änderungen prüfen',
  'activityEditing.admin.reviewLabel': 'Änderungen an {title} prüfen',
  'activityEditing.admin.dialogTitle': 'Änderungen an {title}',
  'activityEditing.admin.dialogIntro': 'Die Online-Version bleibt unverändert, bis Sie freigeben.',
  'activityEditing.admin.field': 'Feld',
  'activityEditing.admin.before': 'Vorher',
  'activityEditing.admin.after': 'Nachher',
  'activityEditing.admin.empty.value': '(keine)',
  'activityEditing.admin.noChanges': 'Die Änderung entspricht der Online-Version.',
  'activityEditing.admin.approve': 'Änderungen freigeben',
  'activityEditing.admin.reject': 'Änderungen ablehnen',
  'activityEditing.admin.reason': 'Grund der Ablehnung',
  'activityEditing.admin.reasonRequired': 'Bitte geben Sie einen Grund für die Ablehnung an',
  'activityEditing.admin.confirmReject': 'Mit diesem Grund ablehnen',
  'activityEditing.admin.approvedTitle': 'Änderungen freigegeben',
  'activityEditing.admin.approved': 'Die Änderungen an {title} sind online.',
  'activityEditing.admin.rejectedTitle': 'Änderungen abgelehnt',
  'activityEditing.admin.rejected':
    'Der Anbieter wurde über den Grund informiert; die Online-Version bleibt unverändert.',
  'activityEditing.admin.failedTitle': 'Entscheidung nicht möglich',
  'activityEditing.admin.photoCount': '{count, plural, =0 {keine Fotos} one {# Foto} other {# Fotos}}',
  'activityEditing.field.title': 'Titel',
  'activityEditing.field.description': 'Beschreibung',
  'activityEditing.field.impactDescription': 'Beschreibung der Wirkung',
  'activityEditing.field.activityType': 'Art der Aktivität',
  'activityEditing.field.photoUrl': 'Titelbild',
  'activityEditing.field.meetingAddress': 'Adresse des Treffpunkts',
  'activityEditing.field.meetingPoint': 'Markierung des Treffpunkts',
  'activityEditing.field.included': 'Inbegriffen',
  'activityEditing.field.whatToBring': 'Was mitbringen',
  'activityEditing.field.languages': 'Sprachen',
  'activityEditing.field.accessibility': 'Barrierefreiheit',
  'activityEditing.field.effort': 'Anstrengung',
  'activityEditing.field.photos': 'Fotos',

  /* ---- Cards ---- */
  'activityEditing.card.noDates': 'Noch keine Termine',
  'activityEditing.card.noDatesLabel': 'Noch keine Termine für {title}: Aktivität ansehen',

  /* ---- Emails ---- */
  'mail.activityApproved.addSlots':
    'Reisende können sie buchen, sobald es Termine gibt: Legen Sie Termine im Tab „Verfügbarkeit“ Ihres Dashboards an: {url}',
  'mail.revisionApproved.subject': 'Ihre Änderungen an „{title}“ sind online',
  'mail.revisionApproved.body': 'Ihre Änderungen an „{title}“ wurden freigegeben und sind jetzt für Reisende sichtbar.',
  'mail.revisionRejected.subject': 'Ihre Änderungen an „{title}“ wurden nicht freigegeben',
  'mail.revisionRejected.body':
    'Ihre Änderungen an „{title}“ wurden nicht freigegeben. Die Aktivität bleibt so online, wie sie vor Ihren Änderungen war.',
  'mail.revisionRejected.reason': 'Grund: {reason}',
  'mail.revisionRejected.edit': 'Sie können die Aktivität bearbeiten und die Änderungen erneut einreichen.',
} as const satisfies Partial<Messages>;
