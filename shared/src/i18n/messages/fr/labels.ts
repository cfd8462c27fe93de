// French messages: the labels of shared constants and content lists. Same keys, order and groups
// as ../en-labels.ts (docs/decisions/110).
import type { Messages } from '../../index.ts';

export const frLabelMessages = {
  /* ---- Search: sort orders and duration ranges (shared/src/rules/search-filters.ts) ---- */
  'search.sortOption.relevance': 'Pertinence',
  'search.sortOption.soonest': 'Disponibilité la plus proche',
  'search.sortOption.priceLow': 'Prix croissant',
  'search.sortOption.priceHigh': 'Prix décroissant',
  'search.sortOption.rating': 'Mieux notées',
  'search.sortOption.points': 'Plus de Regen Points®',
  'search.durationRange.upTo2Hours': 'Jusqu’à 2 heures',
  'search.durationRange.twoTo4Hours': '2 à 4 heures',
  'search.durationRange.fourTo8Hours': '4 à 8 heures',
  'search.durationRange.over8Hours': 'Plus de 8 heures',

  /* ---- Weekly schedules: weekdays and why a slot was kept (shared/src/rules/schedules.ts) ---- */
  'schedules.weekday.monday': 'Lundi',
  'schedules.weekday.tuesday': 'Mardi',
  'schedules.weekday.wednesday': 'Mercredi',
  'schedules.weekday.thursday': 'Jeudi',
  'schedules.weekday.friday': 'Vendredi',
  'schedules.weekday.saturday': 'Samedi',
  'schedules.weekday.sunday': 'Dimanche',
  'schedules.weekdayShort.monday': 'Lun.',
  'schedules.weekdayShort.tuesday': 'Mar.',
  'schedules.weekdayShort.wednesday': 'Mer.',
  'schedules.weekdayShort.thursday': 'Jeu.',
  'schedules.weekdayShort.friday': 'Ven.',
  'schedules.weekdayShort.saturday': 'Sam.',
  'schedules.weekdayShort.sunday': 'Dim.',
  'schedules.keptActive': 'Conservé : {count, plural, one {# réservation} other {# réservations}}',
  'schedules.keptOnRecord':
    'Conservé : {count, plural, one {# réservation annulée} other {# réservations annulées}} dans l’historique',

  /* ---- Supplier sign-up: activity types (shared/src/schemas/auth.ts) ---- */
  'auth.activityType.environmentalRestoration': 'Restauration écologique',
  'auth.activityType.socialImpact': 'Impact social',
  'auth.activityType.communityDevelopment': 'Développement local',
  'auth.activityType.culturalPreservation': 'Préservation culturelle',
  'auth.activityType.sustainableTourism': 'Tourisme durable',

  /* ---- Blog categories (client/src/content/blog-categories.ts) ---- */
  'public.blogCategory.all': 'Tous',
  'public.blogCategory.regenerativeTourism': 'Tourisme régénératif',
  'public.blogCategory.communityImpact': 'Impact local',
  'public.blogCategory.conservation': 'Préservation de la nature',
  'public.blogCategory.climateAction': 'Action climatique',
  'public.blogCategory.economics': 'Économie',
  'public.blogCategory.culturalHeritage': 'Patrimoine culturel',
  'public.blogCategory.restoration': 'Restauration',
  'public.blogCategory.technology': 'Technologie',
  'public.blogCategory.activitiesGuide': 'Guide des activités',
  'public.blogCategory.destinations': 'Destinations',
  'public.blogCategory.certification': 'Certification',
  'public.blogCategory.impactMeasurement': 'Mesure d’impact',
  'public.blogCategory.businessModels': 'Modèles économiques',
  'public.blogCategory.wildlifeConservation': 'Protection de la faune',
  'public.blogCategory.oceanRestoration': 'Restauration des océans',
  'public.blogCategory.economicDevelopment': 'Développement économique',

  /* ---- News categories (client/src/content/news-categories.ts) ---- */
  'public.newsCategory.marineConservation': 'Protection marine',
  'public.newsCategory.communityDevelopment': 'Développement local',
  'public.newsCategory.climateAction': 'Action climatique',
  'public.newsCategory.reforestation': 'Reforestation',
  'public.newsCategory.wildlifeConservation': 'Protection de la faune',
  'public.newsCategory.culturalPreservation': 'Préservation culturelle',
  'public.newsCategory.wetlandConservation': 'Protection des zones humides',
  'public.newsCategory.urbanRegeneration': 'Régénération urbaine',
  'public.newsCategory.industryStandards': 'Normes du secteur',
  'public.newsCategory.sustainableFood': 'Alimentation durable',
  'public.newsCategory.arcticConservation': 'Protection de l’Arctique',
  'public.newsCategory.technologyInnovation': 'Technologie et innovation',
  'public.newsCategory.governmentPolicy': 'Politiques publiques',

  /* ---- Contact page: the response-time promise (was shared/src/constants.ts) ---- */
  'public.contact.responseWindow': '24 à 48 heures',

  /* ---- Current projects: statuses (client/src/content/projects.ts) ---- */
  'public.projectStatus.active': 'En cours',
  'public.projectStatus.expanding': 'En expansion',
  'public.projectStatus.planning': 'En préparation',
  'public.projectStatus.completed': 'Terminé',
} as const satisfies Partial<Messages>;
