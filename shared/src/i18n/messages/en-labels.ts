// English messages: the labels of shared constants and content lists (the values stay in their
// modules as identifiers; what a person reads is here). Part of the one catalogue (./en.ts,
// docs/decisions/088, 092).
export const labelMessages = {
  /* ---- Search: sort orders and duration ranges (shared/src/rules/search-filters.ts) ---- */
  'search.sortOption.relevance': 'Best match',
  'search.sortOption.soonest': 'Soonest available',
  'search.sortOption.priceLow': 'Price: low to high',
  'search.sortOption.priceHigh': 'Price: high to low',
  'search.sortOption.rating': 'Highest rated',
  'search.sortOption.points': 'Most Regen Points®',
  'search.durationRange.upTo2Hours': 'Up to 2 hours',
  'search.durationRange.twoTo4Hours': '2 to 4 hours',
  'search.durationRange.fourTo8Hours': '4 to 8 hours',
  'search.durationRange.over8Hours': 'More than 8 hours',

  /* ---- Weekly schedules: weekdays and why a slot was kept (shared/src/rules/schedules.ts) ---- */
  'schedules.weekday.monday': 'Monday',
  'schedules.weekday.tuesday': 'Tuesday',
  'schedules.weekday.wednesday': 'Wednesday',
  'schedules.weekday.thursday': 'Thursday',
  'schedules.weekday.friday': 'Friday',
  'schedules.weekday.saturday': 'Saturday',
  'schedules.weekday.sunday': 'Sunday',
  'schedules.weekdayShort.monday': 'Mon',
  'schedules.weekdayShort.tuesday': 'Tue',
  'schedules.weekdayShort.wednesday': 'Wed',
  'schedules.weekdayShort.thursday': 'Thu',
  'schedules.weekdayShort.friday': 'Fri',
  'schedules.weekdayShort.saturday': 'Sat',
  'schedules.weekdayShort.sunday': 'Sun',
  'schedules.keptActive': 'Kept: {count, plural, one {# booking} other {# bookings}}',
  'schedules.keptOnRecord': 'Kept: {count, plural, one {# cancelled booking} other {# cancelled bookings}} on record',

  /* ---- Supplier sign-up: activity types (shared/src/schemas/auth.ts) ---- */
  'auth.activityType.environmentalRestoration': 'Environmental Restoration',
  'auth.activityType.socialImpact': 'Social Impact',
  'auth.activityType.communityDevelopment': 'Community Development',
  'auth.activityType.culturalPreservation': 'Cultural Preservation',
  'auth.activityType.sustainableTourism': 'Sustainable Tourism',

  /* ---- Blog categories (client/src/content/blog-categories.ts) ---- */
  'public.blogCategory.all': 'All',
  'public.blogCategory.regenerativeTourism': 'Regenerative Tourism',
  'public.blogCategory.communityImpact': 'Community Impact',
  'public.blogCategory.conservation': 'Conservation',
  'public.blogCategory.climateAction': 'Climate Action',
  'public.blogCategory.economics': 'Economics',
  'public.blogCategory.culturalHeritage': 'Cultural Heritage',
  'public.blogCategory.restoration': 'Restoration',
  'public.blogCategory.technology': 'Technology',
  'public.blogCategory.activitiesGuide': 'Activities Guide',
  'public.blogCategory.destinations': 'Destinations',
  'public.blogCategory.certification': 'Certification',
  'public.blogCategory.impactMeasurement': 'Impact Measurement',
  'public.blogCategory.businessModels': 'Business Models',
  'public.blogCategory.wildlifeConservation': 'Wildlife Conservation',
  'public.blogCategory.oceanRestoration': 'Ocean Restoration',
  'public.blogCategory.economicDevelopment': 'Economic Development',

  /* ---- News categories (client/src/content/news-categories.ts) ---- */
  'public.newsCategory.marineConservation': 'Marine Conservation',
  'public.newsCategory.communityDevelopment': 'Community Development',
  'public.newsCategory.climateAction': 'Climate Action',
  'public.newsCategory.reforestation': 'Reforestation',
  'public.newsCategory.wildlifeConservation': 'Wildlife Conservation',
  'public.newsCategory.culturalPreservation': 'Cultural Preservation',
  'public.newsCategory.wetlandConservation': 'Wetland Conservation',
  'public.newsCategory.urbanRegeneration': 'Urban Regeneration',
  'public.newsCategory.industryStandards': 'Industry Standards',
  'public.newsCategory.sustainableFood': 'Sustainable Food',
  'public.newsCategory.arcticConservation': 'Arctic Conservation',
  'public.newsCategory.technologyInnovation': 'Technology Innovation',
  'public.newsCategory.governmentPolicy': 'Government Policy',

  /* ---- Contact page: the response-time promise (was shared/src/constants.ts) ---- */
  'public.contact.responseWindow': '24-48 hours',

  /* ---- Current projects: statuses (client/src/content/projects.ts) ---- */
  'public.projectStatus.active': 'Active',
  'public.projectStatus.expanding': 'Expanding',
  'public.projectStatus.planning': 'Planning',
  'public.projectStatus.completed': 'Completed',
} as const;
