// Italian messages: the labels of shared constants and content lists. Same keys and order as
// ../en-labels.ts (docs/decisions/110).
import type { Messages } from '../../index.ts';

export const itLabelMessages = {
  /* ---- Search: sort orders and duration ranges (shared/src/rules/search-filters.ts) ---- */
  'search.sortOption.relevance': 'Più pertinenti',
  'search.sortOption.soonest': 'Prima disponibilità',
  'search.sortOption.priceLow': 'Prezzo: dal più basso',
  'search.sortOption.priceHigh': 'Prezzo: dal più alto',
  'search.sortOption.rating': 'Più votate',
  'search.sortOption.points': 'Più Regen Points®',
  'search.durationRange.upTo2Hours': 'Fino a 2 ore',
  'search.durationRange.twoTo4Hours': 'Da 2 a 4 ore',
  'search.durationRange.fourTo8Hours': 'Da 4 a 8 ore',
  'search.durationRange.over8Hours': 'Più di 8 ore',

  /* ---- Weekly schedules: weekdays and why a slot was kept (shared/src/rules/schedules.ts) ---- */
  'schedules.weekday.monday': 'Lunedì',
  'schedules.weekday.tuesday': 'Martedì',
  'schedules.weekday.wednesday': 'Mercoledì',
  'schedules.weekday.thursday': 'Giovedì',
  'schedules.weekday.friday': 'Venerdì',
  'schedules.weekday.saturday': 'Sabato',
  'schedules.weekday.sunday': 'Domenica',
  'schedules.weekdayShort.monday': 'lun',
  'schedules.weekdayShort.tuesday': 'mar',
  'schedules.weekdayShort.wednesday': 'mer',
  'schedules.weekdayShort.thursday': 'gio',
  'schedules.weekdayShort.friday': 'ven',
  'schedules.weekdayShort.saturday': 'sab',
  'schedules.weekdayShort.sunday': 'dom',
  'schedules.keptActive': 'Mantenuta: {count, plural, one {# prenotazione} other {# prenotazioni}}',
  'schedules.keptOnRecord':
    'Mantenuta: {count, plural, one {# prenotazione cancellata registrata} other {# prenotazioni cancellate registrate}}',

  /* ---- Supplier sign-up: activity types (shared/src/schemas/auth.ts) ---- */
  'auth.activityType.environmentalRestoration': 'Ripristino ambientale',
  'auth.activityType.socialImpact': 'Impatto sociale',
  'auth.activityType.communityDevelopment': 'Sviluppo di comunità',
  'auth.activityType.culturalPreservation': 'Tutela culturale',
  'auth.activityType.sustainableTourism': 'Turismo sostenibile',

  /* ---- Blog categories (client/src/content/blog-categories.ts) ---- */
  'public.blogCategory.all': 'Tutte',
  'public.blogCategory.regenerativeTourism': 'Turismo rigenerativo',
  'public.blogCategory.communityImpact': 'Impatto sulle comunità',
  'public.blogCategory.conservation': 'Tutela della natura',
  'public.blogCategory.climateAction': 'Azione per il clima',
  'public.blogCategory.economics': 'Economia',
  'public.blogCategory.culturalHeritage': 'Patrimonio culturale',
  'public.blogCategory.restoration': 'Ripristino',
  'public.blogCategory.technology': 'Tecnologia',
  'public.blogCategory.activitiesGuide': 'Guida alle attività',
  'public.blogCategory.destinations': 'Destinazioni',
  'public.blogCategory.certification': 'Certificazione',
  'public.blogCategory.impactMeasurement': 'Misurazione dell’impatto',
  'public.blogCategory.businessModels': 'Modelli di business',
  'public.blogCategory.wildlifeConservation': 'Tutela della fauna',
  'public.blogCategory.oceanRestoration': 'Ripristino degli oceani',
  'public.blogCategory.economicDevelopment': 'Sviluppo economico',

  /* ---- News categories (client/src/content/news-categories.ts) ---- */
  'public.newsCategory.marineConservation': 'Tutela marina',
  'public.newsCategory.communityDevelopment': 'Sviluppo di comunità',
  'public.newsCategory.climateAction': 'Azione per il clima',
  'public.newsCategory.reforestation': 'Riforestazione',
  'public.newsCategory.wildlifeConservation': 'Tutela della fauna',
  'public.newsCategory.culturalPreservation': 'Tutela culturale',
  'public.newsCategory.wetlandConservation': 'Tutela delle zone umide',
  'public.newsCategory.urbanRegeneration': 'Rigenerazione urbana',
  'public.newsCategory.industryStandards': 'Standard di settore',
  'public.newsCategory.sustainableFood': 'Cibo sostenibile',
  'public.newsCategory.arcticConservation': 'Tutela dell’Artico',
  'public.newsCategory.technologyInnovation': 'Innovazione tecnologica',
  'public.newsCategory.governmentPolicy': 'Politiche pubbliche',

  /* ---- Contact page: the response-time promise (was shared/src/constants.ts) ---- */
  'public.contact.responseWindow': '24–48 ore',

  /* ---- Current projects: statuses (client/src/content/projects.ts) ---- */
  'public.projectStatus.active': 'Attivo',
  'public.projectStatus.expanding': 'In espansione',
  'public.projectStatus.planning': 'In pianificazione',
  'public.projectStatus.completed': 'Completato',
} as const satisfies Partial<Messages>;
