// The blog's categories, apart from the posts: the list page's buttons need them in its first
// download, the posts' bodies do not (docs/decisions/070).

/** Filter-only category shown first among the buttons. */
export const ALL_CATEGORIES = 'All';

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
export const blogFilterCategories: readonly string[] = [ALL_CATEGORIES, ...blogCategories];
