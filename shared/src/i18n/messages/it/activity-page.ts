// Italian messages: the activity page's details, the host's public page, questions before booking
// and the impact calculator's bounds and links. Same keys and order as ../en-activity-page.ts
// (docs/decisions/110).
import type { Messages } from '../../index.ts';

export const itActivityPageMessages = {
  /* ---- Activity page: details (client/src/features/activity) ---- */
  'activityPage.gallery': 'Foto di {activity}',
  'activityPage.photoOf': 'Foto {n} di {count}',
  'activityPage.showPhoto': 'Mostra la foto {n}: {alt}',
  'activityPage.place': 'Dove',
  'activityPage.impact': 'Impatto',
  'activityPage.effort': 'Impegno',
  'activityPage.regenPoints': 'Regen Points®',
  'activityPage.points': '{points} Regen Points®',
  'activityPage.rating': 'Valutazione',
  'activityPage.noReviewsYet': 'Ancora nessuna recensione',
  'activityPage.included': 'Cosa è incluso',
  'activityPage.whatToBring': 'Cosa portare',
  'activityPage.languages': 'Lingue',
  'activityPage.accessibility': 'Accessibilità',
  'activityPage.details': 'Informazioni sull’attività',
  'activityPage.meetingPoint': 'Punto d’incontro',
  'activityPage.mapLabel': 'Mappa del punto d’incontro: {address}',
  'activityPage.showMap': 'Mostra la mappa',
  'activityPage.mapLoading': 'Caricamento della mappa…',
  'activityPage.mapAttribution': '© contributori di OpenStreetMap',
  'activityPage.openInOsm': 'Apri in OpenStreetMap',
  'activityPage.cancellation': 'Condizioni di cancellazione',
  'activityPage.cancellationTerms':
    'Una prenotazione confermata può essere cancellata, indicando un motivo, da te o dall’host fino al termine di cancellazione: {hours, plural, one {# ora} other {# ore}} prima dell’inizio dell’attività. Dopo: Il termine per la cancellazione è scaduto.',
  'activityPage.host': 'Il tuo host',
  'activityPage.hostLink': 'Scopri di più su {supplier}',
  'activityPage.askHost': 'Chiedi all’host',
  'activityPage.askHostSignIn': 'Accedi per fare una domanda all’host',
  'activityPage.askHostTitle': 'Fai una domanda a {supplier}',
  'activityPage.askHostHint':
    'La tua domanda avvia una conversazione con l’host. Troverai la sua risposta nei tuoi messaggi.',
  'activityPage.askHostLabel': 'La tua domanda',
  'activityPage.askHostSend': 'Invia la domanda',
  'activityPage.askHostSending': 'Invio in corso…',
  'activityPage.askHostCancel': 'Annulla',
  'activityPage.askHostSent': 'Domanda inviata',
  'activityPage.askOwnActivity': 'Non puoi fare domande sulla tua attività.',
  'activityPage.ownActivity': 'Questa è la tua attività: qui i viaggiatori possono farti domande.',

  /* ---- New-message email about a question before booking (server/src/mail/templates.ts) ---- */
  'mail.newMessage.questionBody': '{sender} ti ha scritto un messaggio su {activity}.',

  /* ---- Messaging and inbox: a question before booking ---- */
  'messaging.questionAbout':
    'Domanda prima della prenotazione · con {name} ({role, select, supplier {fornitore} other {cliente}})',
  'inbox.question': 'Domanda prima della prenotazione',

  /* ---- The host's public page (routes/suppliers.$supplierId.tsx) ---- */
  'meta.supplierPage.title': '{supplier}: esperienze rigenerative',
  'meta.supplierPage.description':
    '{supplier}, {location}: {count, plural, one {# attività} other {# attività}}, recensioni e impatto.',
  'supplierPage.loading': 'Caricamento dell’host…',
  'supplierPage.hostIn': 'Host a {location}',
  'supplierPage.yearsInOperation': '{years, plural, one {# anno} other {# anni}} di attività',
  'supplierPage.activities': 'Attività',
  'supplierPage.noActivities': 'Al momento nessuna attività è aperta alle prenotazioni.',
  'supplierPage.reviews': 'Recensioni',
  'supplierPage.noReviews': 'Ancora nessuna recensione.',
  'supplierPage.reviewOf': 'su {activity}',
  'supplierPage.reviewStars': '{stars} stelle su 5',
  'supplierPage.impact': 'Impatto',
  'supplierPage.impactPoints': 'Regen Points® guadagnati dai viaggiatori',
  'supplierPage.impactTravelers': 'Viaggiatori ospitati',
  'supplierPage.impactActivities': 'Attività online',
  'supplierPage.notFoundTitle': 'Host non trovato',
  'supplierPage.notFoundBody': 'Questo host non esiste o non ha una pagina pubblica.',
  'supplierPage.backToDestinations': 'Torna alle destinazioni',

  /* ---- Impact calculator: bounds and where it leads (client/src/features/public/impact-calculator.tsx) ---- */
  'calculator.daysTooMany': 'Un viaggio può durare al massimo {max} giorni.',
  'calculator.citiesTooMany': 'Un viaggio può toccare al massimo {max} città.',
  'calculator.nearbyDestinations': 'Destinazioni vicine',
  'calculator.noPagesYet': 'Non abbiamo ancora una pagina per la destinazione {country}.',
} as const satisfies Partial<Messages>;
