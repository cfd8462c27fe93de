// German messages: the activity page's details, the host's public page, questions before booking
// and the impact calculator's bounds and links. Same keys, order and groups as
// ../en-activity-page.ts (docs/decisions/110).
import type { Messages } from '../../index.ts';

export const deActivityPageMessages = {
  /* ---- Activity page: details (client/src/features/activity) ---- */
  'activityPage.gallery': 'Fotos von {activity}',
  'activityPage.photoOf': 'Foto {n} von {count}',
  'activityPage.showPhoto': 'Foto {n} anzeigen: {alt}',
  'activityPage.place': 'Wo',
  'activityPage.impact': 'Wirkung',
  'activityPage.effort': 'Anstrengung',
  'activityPage.regenPoints': 'Regen Points®',
  'activityPage.points': '{points} Regen Points®',
  'activityPage.rating': 'Bewertung',
  'activityPage.noReviewsYet': 'Noch keine Bewertungen',
  'activityPage.included': 'Inbegriffen',
  'activityPage.whatToBring': 'Was Sie mitbringen sollten',
  'activityPage.languages': 'Sprachen',
  'activityPage.accessibility': 'Barrierefreiheit',
  'activityPage.details': 'Über diese Aktivität',
  'activityPage.meetingPoint': 'Treffpunkt',
  'activityPage.mapLabel': 'Karte des Treffpunkts: {address}',
  'activityPage.showMap': 'Karte anzeigen',
  'activityPage.mapLoading': 'Karte wird geladen …',
  'activityPage.mapAttribution': '© OpenStreetMap-Mitwirkende',
  'activityPage.openInOsm': 'In OpenStreetMap öffnen',
  'activityPage.cancellation': 'Stornobedingungen',
  'activityPage.cancellationTerms':
    'Eine bestätigte Buchung kann von Ihnen oder vom Gastgeber mit Angabe eines Grundes bis zur Stornofrist storniert werden: {hours, plural, one {# Stunde} other {# Stunden}} vor Beginn der Aktivität. Danach gilt: Die Stornofrist ist abgelaufen.',
  'activityPage.host': 'Ihr Gastgeber',
  'activityPage.hostLink': 'Mehr über {supplier}',
  'activityPage.askHost': 'Gastgeber fragen',
  'activityPage.askHostSignIn': 'Melden Sie sich an, um dem Gastgeber eine Frage zu stellen',
  'activityPage.askHostTitle': 'Eine Frage an {supplier}',
  'activityPage.askHostHint':
    'Mit Ihrer Frage beginnt eine Unterhaltung mit dem Gastgeber. Die Antwort finden Sie in Ihren Nachrichten.',
  'activityPage.askHostLabel': 'Ihre Frage',
  'activityPage.askHostSend': 'Frage senden',
  'activityPage.askHostSending': 'Wird gesendet …',
  'activityPage.askHostCancel': 'Abbrechen',
  'activityPage.askHostSent': 'Frage gesendet',
  'activityPage.askOwnActivity': 'Zu Ihrer eigenen Aktivität können Sie keine Frage stellen.',
  'activityPage.ownActivity': 'Das ist Ihre Aktivität: Reisende können Ihnen hier Fragen stellen.',

  /* ---- New-message email about a question before booking (server/src/mail/templates.ts) ---- */
  'mail.newMessage.questionBody': '{sender} hat Ihnen eine Nachricht zu {activity} geschickt.',

  /* ---- Messaging and inbox: a question before booking ---- */
  'messaging.questionAbout': 'Frage vor der Buchung · mit {name} ({role, select, supplier {Anbieter} other {Gast}})',
  'inbox.question': 'Frage vor der Buchung',

  /* ---- The host's public page (routes/suppliers.$supplierId.tsx) ---- */
  'meta.supplierPage.title': '{supplier}: regenerative Erlebnisse',
  'meta.supplierPage.description':
    '{supplier} in {location}: {count, plural, one {# Aktivität} other {# Aktivitäten}}, Bewertungen und Wirkung.',
  'supplierPage.loading': 'Gastgeber wird geladen …',
  'supplierPage.hostIn': 'Gastgeber in {location}',
  'supplierPage.yearsInOperation': 'Seit {years, plural, one {# Jahr} other {# Jahren}} aktiv',
  'supplierPage.activities': 'Aktivitäten',
  'supplierPage.noActivities': 'Derzeit sind keine Aktivitäten buchbar.',
  'supplierPage.reviews': 'Bewertungen',
  'supplierPage.noReviews': 'Noch keine Bewertungen.',
  'supplierPage.reviewOf': 'zu {activity}',
  'supplierPage.reviewStars': '{stars} von 5 Sternen',
  'supplierPage.impact': 'Wirkung',
  'supplierPage.impactPoints': 'Von Reisenden gesammelte Regen Points®',
  'supplierPage.impactTravelers': 'Empfangene Gäste',
  'supplierPage.impactActivities': 'Aktive Aktivitäten',
  'supplierPage.notFoundTitle': 'Gastgeber nicht gefunden',
  'supplierPage.notFoundBody': 'Diesen Gastgeber gibt es nicht oder er hat keine öffentliche Seite.',
  'supplierPage.backToDestinations': 'Zurück zu den Reisezielen',

  /* ---- Impact calculator: bounds and where it leads (client/src/features/public/impact-calculator.tsx) ---- */
  'calculator.daysTooMany': 'Eine Reise kann höchstens {max} Tage dauern.',
  'calculator.citiesTooMany': 'Eine Reise kann höchstens {max} Städte umfassen.',
  'calculator.nearbyDestinations': 'Reiseziele in der Nähe',
  'calculator.noPagesYet': 'Zum Reiseziel {country} haben wir noch keine Seite.',
} as const satisfies Partial<Messages>;
