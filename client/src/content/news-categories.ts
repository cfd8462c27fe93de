import type { PlainMessageKey } from '@regen/shared/i18n';

// The news categories and their badge colours, apart from the articles: the list and article
// pages need them in their first download, the articles' bodies do not (docs/decisions/070).

export const newsCategories = [
  'Marine Conservation',
  'Community Development',
  'Climate Action',
  'Reforestation',
  'Wildlife Conservation',
  'Cultural Preservation',
  'Wetland Conservation',
  'Urban Regeneration',
  'Industry Standards',
  'Sustainable Food',
  'Arctic Conservation',
  'Technology Innovation',
  'Government Policy',
] as const;
export type NewsCategory = (typeof newsCategories)[number];

/** Each category's label as people read it: a catalogue key. */
export const newsCategoryLabels: Readonly<Record<NewsCategory, PlainMessageKey>> = {
  'Marine Conservation': 'public.newsCategory.marineConservation',
  'Community Development': 'public.newsCategory.communityDevelopment',
  'Climate Action': 'public.newsCategory.climateAction',
  Reforestation: 'public.newsCategory.reforestation',
  'Wildlife Conservation': 'public.newsCategory.wildlifeConservation',
  'Cultural Preservation': 'public.newsCategory.culturalPreservation',
  'Wetland Conservation': 'public.newsCategory.wetlandConservation',
  'Urban Regeneration': 'public.newsCategory.urbanRegeneration',
  'Industry Standards': 'public.newsCategory.industryStandards',
  'Sustainable Food': 'public.newsCategory.sustainableFood',
  'Arctic Conservation': 'public.newsCategory.arcticConservation',
  'Technology Innovation': 'public.newsCategory.technologyInnovation',
  'Government Policy': 'public.newsCategory.governmentPolicy',
};

/** Badge colours per category (text on tint, AA contrast). */
export const newsCategoryColors: Readonly<Record<NewsCategory, string>> = {
  'Marine Conservation': 'bg-cyan-100 text-cyan-900',
  'Community Development': 'bg-orange-100 text-orange-900',
  'Climate Action': 'bg-red-100 text-red-900',
  Reforestation: 'bg-green-100 text-green-900',
  'Wildlife Conservation': 'bg-amber-100 text-amber-900',
  'Cultural Preservation': 'bg-purple-100 text-purple-900',
  'Wetland Conservation': 'bg-teal-100 text-teal-900',
  'Urban Regeneration': 'bg-slate-200 text-slate-900',
  'Industry Standards': 'bg-indigo-100 text-indigo-900',
  'Sustainable Food': 'bg-lime-100 text-lime-900',
  'Arctic Conservation': 'bg-sky-100 text-sky-900',
  'Technology Innovation': 'bg-violet-100 text-violet-900',
  'Government Policy': 'bg-stone-200 text-stone-900',
};
