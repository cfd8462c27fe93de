// French messages: the activity page's details, the host's public page, questions before booking
// and the impact calculator's bounds and links. Same keys, order and groups as
// ../en-activity-page.ts (docs/decisions/110).
import type { Messages } from '../../index.ts';

export const frActivityPageMessages = {
  /* ---- Activity page: details (client/src/features/activity) ---- */
  'activityPage.gallery': 'Photos : {activity}',
  'activityPage.photoOf': 'Photo {n} sur {count}',
  'activityPage.showPhoto': 'Afficher la photo {n} : {alt}',
  'activityPage.place': 'Où',
  'activityPage.impact': 'Impact',
  'activityPage.effort': 'Effort',
  'activityPage.regenPoints': 'Regen Points®',
  'activityPage.points': '{points} Regen Points®',
  'activityPage.rating': 'Note',
  'activityPage.noReviewsYet': 'Pas encore d’avis',
  'activityPage.included': 'Ce qui est inclus',
  'activityPage.whatToBring': 'À apporter',
  'activityPage.languages': 'Langues',
  'activityPage.accessibility': 'Accessibilité',
  'activityPage.details': 'À propos de cette activité',
  'activityPage.meetingPoint': 'Point de rendez-vous',
  'activityPage.mapLabel': 'Carte du point de rendez-vous : {address}',
  'activityPage.showMap': 'Afficher la carte',
  'activityPage.mapLoading': 'Chargement de la carte…',
  'activityPage.mapAttribution': '© les contributeurs d’OpenStreetMap',
  'activityPage.openInOsm': 'Ouvrir dans OpenStreetMap',
  'activityPage.cancellation': 'Conditions d’annulation',
  'activityPage.cancellationTerms':
    'Une réservation confirmée peut être annulée, avec un motif, par vous ou par l’hôte jusqu’à sa date limite d’annulation : {hours, plural, one {# heure} other {# heures}} avant le début de l’activité. Passé ce délai : la date limite d’annulation est dépassée.',
  'activityPage.host': 'Votre hôte',
  'activityPage.hostLink': 'En savoir plus sur {supplier}',
  'activityPage.askHost': 'Poser une question à l’hôte',
  'activityPage.askHostSignIn': 'Connectez-vous pour poser une question à l’hôte',
  'activityPage.askHostTitle': 'Poser une question à {supplier}',
  'activityPage.askHostHint':
    'Votre question ouvre une conversation avec l’hôte. Vous trouverez sa réponse dans vos messages.',
  'activityPage.askHostLabel': 'Votre question',
  'activityPage.askHostSend': 'Envoyer la question',
  'activityPage.askHostSending': 'Envoi…',
  'activityPage.askHostCancel': 'Annuler',
  'activityPage.askHostSent': 'Question envoyée',
  'activityPage.askOwnActivity': 'Vous ne pouvez pas poser de question sur votre propre activité.',
  'activityPage.ownActivity': 'C’est votre activité : les voyageurs peuvent vous poser leurs questions ici.',

  /* ---- New-message email about a question before booking (server/src/mail/templates.ts) ---- */
  'mail.newMessage.questionBody': '{sender} vous a envoyé un message au sujet de {activity}.',

  /* ---- Messaging and inbox: a question before booking ---- */
  'messaging.questionAbout':
    'Question avant réservation · avec {name} ({role, select, supplier {prestataire} other {client}})',
  'inbox.question': 'Question avant réservation',

  /* ---- The host's public page (routes/suppliers.$supplierId.tsx) ---- */
  'meta.supplierPage.title': '{supplier} : expériences régénératives',
  'meta.supplierPage.description':
    '{supplier}, {location} : {count, plural, one {# activité} other {# activités}}, avis et impact.',
  'supplierPage.loading': 'Chargement de l’hôte…',
  'supplierPage.hostIn': 'Hôte · {location}',
  'supplierPage.yearsInOperation': '{years, plural, one {# an} other {# ans}} d’activité',
  'supplierPage.activities': 'Activités',
  'supplierPage.noActivities': 'Aucune activité ouverte à la réservation pour le moment.',
  'supplierPage.reviews': 'Avis',
  'supplierPage.noReviews': 'Aucun avis pour l’instant.',
  'supplierPage.reviewOf': 'sur {activity}',
  'supplierPage.reviewStars': '{stars} étoiles sur 5',
  'supplierPage.impact': 'Impact',
  'supplierPage.impactPoints': 'Regen Points® gagnés par les voyageurs',
  'supplierPage.impactTravelers': 'Voyageurs accueillis',
  'supplierPage.impactActivities': 'Activités en ligne',
  'supplierPage.notFoundTitle': 'Hôte introuvable',
  'supplierPage.notFoundBody': 'Cet hôte n’existe pas ou n’a pas de page publique.',
  'supplierPage.backToDestinations': 'Retour aux destinations',

  /* ---- Impact calculator: bounds and where it leads (client/src/features/public/impact-calculator.tsx) ---- */
  'calculator.daysTooMany': 'Un voyage peut durer {max} jours au maximum.',
  'calculator.citiesTooMany': 'Un voyage peut compter {max} villes au maximum.',
  'calculator.nearbyDestinations': 'Destinations à proximité',
  'calculator.noPagesYet': 'Nous n’avons pas encore de page pour la destination {country}.',
} as const satisfies Partial<Messages>;
