import type { DemoSupplier } from './types.ts';

// Along the Nile, from Cairo to its source: Egypt, Uganda.

export const nileStories: DemoSupplier = {
  email: 'nile@regen.example',
  business: 'Nile Stories',
  contact: 'Omar Hassan',
  phone: '+20 100 555 0199',
  location: 'Cairo, Egypt',
  website: 'https://nilestories.example',
  years: 5,
  type: 'Social',
  description:
    'Community-run food and river experiences along the Nile, from Cairo to its source at Jinja, that keep tourism income in local hands.',
  impact: 'Income for family kitchens',
  activities: [
    {
      title: 'Local Cairo Food Tour',
      place: 'Sayeda Zeinab, Cairo',
      description:
        'Walk the lanes of Sayeda Zeinab with a neighbourhood guide and eat at five family-run stalls: ful, taameya, koshari and fresh sugarcane juice. Every stop is paid fairly and chosen by the community association.',
      impact: 'Keeps income with family kitchens',
      country: 'Egypt',
      category: 'social',
      priceCents: 3500,
      hours: 3,
      maxPeople: 10,
      effort: 'Low - an easy evening walk',
      pointsOverride: 400,
    },
    {
      title: 'Relaxing Nile Felucca Sail',
      place: 'Aswan',
      description:
        'Sail the Nile at sunset on a traditional wind-powered felucca crewed by a Nubian family from Aswan. No engines, no noise: just the river, tea and stories of the villages along the banks.',
      impact: 'Zero-emission river travel',
      country: 'Egypt',
      category: 'environmental',
      priceCents: 4000,
      hours: 2,
      maxPeople: 8,
      effort: 'Low - seated on the boat',
      pointsOverride: 600,
    },
    {
      title: 'Source of the Nile Riverbank Planting',
      place: 'Jinja',
      description:
        'Plant indigenous trees along the Victoria Nile at Jinja with a youth conservation group, where farming up to the water’s edge has left the banks bare and soil washes into the river. Learn how strips of fig, markhamia and bamboo hold the bank, then share a lunch of rolex and matooke at the group’s nursery.',
      impact: 'Shields the Nile’s banks from erosion',
      country: 'Uganda',
      category: 'environmental',
      priceCents: 4500,
      hours: 4,
      maxPeople: 12,
      effort: 'Medium - digging on a sloping riverbank',
    },
    {
      title: 'Batwa Forest Heritage Walk',
      place: 'Buhoma, Bwindi',
      description:
        'Walk the edge of Bwindi Impenetrable Forest with Batwa guides, the forest’s first people, who had to leave it when it became a national park in 1991. They show how they gathered honey, medicine and food, and your fee goes to the community’s school and land fund.',
      impact: 'Income and land for Batwa families',
      country: 'Uganda',
      category: 'social',
      priceCents: 6000,
      hours: 4,
      maxPeople: 10,
      effort: 'Medium - hilly forest trails',
    },
  ],
};
