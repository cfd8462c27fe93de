// Spanish messages: the labels of shared constants and content lists. Same keys and order as
// ../en-labels.ts (docs/decisions/110).
import type { Messages } from '../../index.ts';

export const esLabelMessages = {
  /* ---- Search: sort orders and duration ranges (shared/src/rules/search-filters.ts) ---- */
  'search.sortOption.relevance': 'Más relevantes',
  'search.sortOption.soonest': 'Disponibles antes',
  'search.sortOption.priceLow': 'Precio: de menor a mayor',
  'search.sortOption.priceHigh': 'Precio: de mayor a menor',
  'search.sortOption.rating': 'Mejor valoradas',
  'search.sortOption.points': 'Más Regen Points®',
  'search.durationRange.upTo2Hours': 'Hasta 2 horas',
  'search.durationRange.twoTo4Hours': 'De 2 a 4 horas',
  'search.durationRange.fourTo8Hours': 'De 4 a 8 horas',
  'search.durationRange.over8Hours': 'Más de 8 horas',

  /* ---- Weekly schedules: weekdays and why a slot was kept (shared/src/rules/schedules.ts) ---- */
  'schedules.weekday.monday': 'Lunes',
  'schedules.weekday.tuesday': 'Martes',
  'schedules.weekday.wednesday': 'Miércoles',
  'schedules.weekday.thursday': 'Jueves',
  'schedules.weekday.friday': 'Viernes',
  'schedules.weekday.saturday': 'Sábado',
  'schedules.weekday.sunday': 'Domingo',
  'schedules.weekdayShort.monday': 'lun.',
  'schedules.weekdayShort.tuesday': 'mar.',
  'schedules.weekdayShort.wednesday': 'mié.',
  'schedules.weekdayShort.thursday': 'jue.',
  'schedules.weekdayShort.friday': 'vie.',
  'schedules.weekdayShort.saturday': 'sáb.',
  'schedules.weekdayShort.sunday': 'dom.',
  'schedules.keptActive': 'Conservada: {count, plural, one {# reserva} other {# reservas}}',
  'schedules.keptOnRecord':
    'Conservada: {count, plural, one {# reserva cancelada registrada} other {# reservas canceladas registradas}}',

  /* ---- Supplier sign-up: activity types (shared/src/schemas/auth.ts) ---- */
  'auth.activityType.environmentalRestoration': 'Restauración ambiental',
  'auth.activityType.socialImpact': 'Impacto social',
  'auth.activityType.communityDevelopment': 'Desarrollo comunitario',
  'auth.activityType.culturalPreservation': 'Preservación cultural',
  'auth.activityType.sustainableTourism': 'Turismo sostenible',

  /* ---- Blog categories (client/src/content/blog-categories.ts) ---- */
  'public.blogCategory.all': 'Todas',
  'public.blogCategory.regenerativeTourism': 'Turismo regenerativo',
  'public.blogCategory.communityImpact': 'Impacto comunitario',
  'public.blogCategory.conservation': 'Conservación',
  'public.blogCategory.climateAction': 'Acción climática',
  'public.blogCategory.economics': 'Economía',
  'public.blogCategory.culturalHeritage': 'Patrimonio cultural',
  'public.blogCategory.restoration': 'Restauración',
  'public.blogCategory.technology': 'Tecnología',
  'public.blogCategory.activitiesGuide': 'Guía de actividades',
  'public.blogCategory.destinations': 'Destinos',
  'public.blogCategory.certification': 'Certificación',
  'public.blogCategory.impactMeasurement': 'Medición del impacto',
  'public.blogCategory.businessModels': 'Modelos de negocio',
  'public.blogCategory.wildlifeConservation': 'Conservación de la fauna',
  'public.blogCategory.oceanRestoration': 'Restauración oceánica',
  'public.blogCategory.economicDevelopment': 'Desarrollo económico',

  /* ---- News categories (client/src/content/news-categories.ts) ---- */
  'public.newsCategory.marineConservation': 'Conservación marina',
  'public.newsCategory.communityDevelopment': 'Desarrollo comunitario',
  'public.newsCategory.climateAction': 'Acción climática',
  'public.newsCategory.reforestation': 'Reforestación',
  'public.newsCategory.wildlifeConservation': 'Conservación de la fauna',
  'public.newsCategory.culturalPreservation': 'Preservación cultural',
  'public.newsCategory.wetlandConservation': 'Conservación de humedales',
  'public.newsCategory.urbanRegeneration': 'Regeneración urbana',
  'public.newsCategory.industryStandards': 'Estándares del sector',
  'public.newsCategory.sustainableFood': 'Alimentación sostenible',
  'public.newsCategory.arcticConservation': 'Conservación del Ártico',
  'public.newsCategory.technologyInnovation': 'Innovación tecnológica',
  'public.newsCategory.governmentPolicy': 'Políticas públicas',

  /* ---- Contact page: the response-time promise (was shared/src/constants.ts) ---- */
  'public.contact.responseWindow': '24–48 horas',

  /* ---- Current projects: statuses (client/src/content/projects.ts) ---- */
  'public.projectStatus.active': 'En marcha',
  'public.projectStatus.expanding': 'En expansión',
  'public.projectStatus.planning': 'En planificación',
  'public.projectStatus.completed': 'Completado',
} as const satisfies Partial<Messages>;
