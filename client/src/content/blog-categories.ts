import type { PlainMessageKey } from '@regen/shared/i18n';

// The blog's categories, apart from the posts: the list page's buttons need them in its first
// download, the posts' bodies do not (docs/decisions/070). A category is its English name in the
// URL (?category=Conservation) and in the posts; people read its label from the catalogue.

/** Filter-only category shown first among the buttons. */
export const ALL_CATEGORIES = 'All' as const;

export const blogCategories = [
  'Regenerative Tourism',
  'Community Impact',
  'Conservation',
  'Climate Action',
  'Economics',
  'Cultural Heritage',
  'Restoration',
  'Technology',
  'Activities Guide',
  'Destinations',
  'Certification',
  'Impact Measurement',
  'Business Models',
  'Wildlife Conservation',
  'Ocean Restoration',
  'Economic Development',
] as const;
export type BlogCategory = (typeof blogCategories)[number];

/** The filter buttons: 'All' then the 16 categories (docs/spec/public-site.md §3). */
export const blogFilterCategories: readonly (BlogCategory | typeof ALL_CATEGORIES)[] = [
  ALL_CATEGORIES,
  ...blogCategories,
];

/** Each category's label, 'All' included: a catalogue key. */
export const blogCategoryLabels: Readonly<Record<BlogCategory | typeof ALL_CATEGORIES, PlainMessageKey>> = {
  All: 'public.blogCategory.all',
  'Regenerative Tourism': 'public.blogCategory.regenerativeTourism',
  'Community Impact': 'public.blogCategory.communityImpact',
  Conservation: 'public.blogCategory.conservation',
  'Climate Action': 'public.blogCategory.climateAction',
  Economics: 'public.blogCategory.economics',
  'Cultural Heritage': 'public.blogCategory.culturalHeritage',
  Restoration: 'public.blogCategory.restoration',
  Technology: 'public.blogCategory.technology',
  'Activities Guide': 'public.blogCategory.activitiesGuide',
  Destinations: 'public.blogCategory.destinations',
  Certification: 'public.blogCategory.certification',
  'Impact Measurement': 'public.blogCategory.impactMeasurement',
  'Business Models': 'public.blogCategory.businessModels',
  'Wildlife Conservation': 'public.blogCategory.wildlifeConservation',
  'Ocean Restoration': 'public.blogCategory.oceanRestoration',
  'Economic Development': 'public.blogCategory.economicDevelopment',
};
