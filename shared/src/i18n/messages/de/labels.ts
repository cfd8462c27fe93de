// German messages: the labels of shared constants and content lists. Same keys, order and groups
// as ../en-labels.ts (docs/decisions/110).
import type { Messages } from '../../index.ts';

export const deLabelMessages = {
  /* ---- Search: sort orders and duration ranges (shared/src/rules/search-filters.ts) ---- */
  'search.sortOption.relevance': 'Beste Treffer',
  'search.sortOption.soonest': 'Früheste Termine',
  'search.sortOption.priceLow': 'Preis: aufsteigend',
  'search.sortOption.priceHigh': 'Preis: absteigend',
  'search.sortOption.rating': 'Beste Bewertung',
  'search.sortOption.points': 'Meiste Regen Points®',
  'search.durationRange.upTo2Hours': 'Bis 2 Stunden',
  'search.durationRange.twoTo4Hours': '2 bis 4 Stunden',
  'search.durationRange.fourTo8Hours': '4 bis 8 Stunden',
  'search.durationRange.over8Hours': 'Mehr als 8 Stunden',

  /* ---- Weekly schedules: weekdays and why a slot was kept (shared/src/rules/schedules.ts) ---- */
  'schedules.weekday.monday': 'Montag',
  'schedules.weekday.tuesday': 'Dienstag',
  'schedules.weekday.wednesday': 'Mittwoch',
  'schedules.weekday.thursday': 'Donnerstag',
  'schedules.weekday.friday': 'Freitag',
  'schedules.weekday.saturday': 'Samstag',
  'schedules.weekday.sunday': 'Sonntag',
  'schedules.weekdayShort.monday': 'Mo',
  'schedules.weekdayShort.tuesday': 'Di',
  'schedules.weekdayShort.wednesday': 'Mi',
  'schedules.weekdayShort.thursday': 'Do',
  'schedules.weekdayShort.friday': 'Fr',
  'schedules.weekdayShort.saturday': 'Sa',
  'schedules.weekdayShort.sunday': 'So',
  'schedules.keptActive': 'Beibehalten: {count, plural, one {# Buchung} other {# Buchungen}}',
  'schedules.keptOnRecord':
    'Beibehalten: {count, plural, one {# stornierte Buchung} other {# stornierte Buchungen}} im Verlauf',

  /* ---- Supplier sign-up: activity types (shared/src/schemas/auth.ts) ---- */
  'auth.activityType.environmentalRestoration': 'Renaturierung',
  'auth.activityType.socialImpact': 'Soziale Wirkung',
  'auth.activityType.communityDevelopment': 'Gemeinschaftsentwicklung',
  'auth.activityType.culturalPreservation': 'Kulturerhalt',
  'auth.activityType.sustainableTourism': 'Nachhaltiger Tourismus',

  /* ---- Blog categories (client/src/content/blog-categories.ts) ---- */
  'public.blogCategory.all': 'Alle',
  'public.blogCategory.regenerativeTourism': 'Regenerativer Tourismus',
  'public.blogCategory.communityImpact': 'Wirkung vor Ort',
  'public.blogCategory.conservation': 'Naturschutz',
  'public.blogCategory.climateAction': 'Klimaschutz',
  'public.blogCategory.economics': 'Wirtschaft',
  'public.blogCategory.culturalHeritage': 'Kulturerbe',
  'public.blogCategory.restoration': 'Renaturierung',
  'public.blogCategory.technology': 'Technologie',
  'public.blogCategory.activitiesGuide': 'Aktivitäten-Ratgeber',
  'public.blogCategory.destinations': 'Reiseziele',
  'public.blogCategory.certification': 'Zertifizierung',
  'public.blogCategory.impactMeasurement': 'Wirkungsmessung',
  'public.blogCategory.businessModels': 'Geschäftsmodelle',
  'public.blogCategory.wildlifeConservation': 'Artenschutz',
  'public.blogCategory.oceanRestoration': 'Meeresschutz',
  'public.blogCategory.economicDevelopment': 'Wirtschaftsentwicklung',

  /* ---- News categories (client/src/content/news-categories.ts) ---- */
  'public.newsCategory.marineConservation': 'Meeresschutz',
  'public.newsCategory.communityDevelopment': 'Gemeinschaftsentwicklung',
  'public.newsCategory.climateAction': 'Klimaschutz',
  'public.newsCategory.reforestation': 'Aufforstung',
  'public.newsCategory.wildlifeConservation': 'Artenschutz',
  'public.newsCategory.culturalPreservation': 'Kulturerhalt',
  'public.newsCategory.wetlandConservation': 'Schutz von Feuchtgebieten',
  'public.newsCategory.urbanRegeneration': 'Stadterneuerung',
  'public.newsCategory.industryStandards': 'Branchenstandards',
  'public.newsCategory.sustainableFood': 'Nachhaltige Ernährung',
  'public.newsCategory.arcticConservation': 'Schutz der Arktis',
  'public.newsCategory.technologyInnovation': 'Technologie & Innovation',
  'public.newsCategory.governmentPolicy': 'Politik',

  /* ---- Contact page: the response-time promise (was shared/src/constants.ts) ---- */
  'public.contact.responseWindow': '24–48 Stunden',

  /* ---- Current projects: statuses (client/src/content/projects.ts) ---- */
  'public.projectStatus.active': 'Aktiv',
  'public.projectStatus.expanding': 'Im Ausbau',
  'public.projectStatus.planning': 'In Planung',
  'public.projectStatus.completed': 'Abgeschlossen',
} as const satisfies Partial<Messages>;
