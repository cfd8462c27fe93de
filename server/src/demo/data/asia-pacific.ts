import type { DemoSupplier } from './types.ts';

// South Asia and Oceania: India, Australia, New Zealand.

export const ghatsLivingTrails: DemoSupplier = {
  email: 'ghats@regen.example',
  business: 'Western Ghats Living Trails',
  contact: 'Ananya Poonacha',
  phone: '+91 98450 12345',
  location: 'Madikeri, India',
  website: 'https://ghatstrails.example',
  years: 6,
  type: 'Environmental',
  description:
    'Coffee-country days in Kodagu, in the Western Ghats, hosted by smallholder families who farm under the forest canopy.',
  impact: 'Shade forest and fair coffee incomes',
  activities: [
    {
      title: 'Shade Tree Planting on a Kodagu Coffee Estate',
      place: 'Madikeri, Kodagu',
      description:
        'In Kodagu, coffee grows in the shade of native forest. Help a village nursery plant rosewood, jackfruit and wild mango along an estate stream where shade trees were felled, and learn how shade-grown coffee keeps hornbills and Malabar giant squirrels in the hills.',
      impact: 'Brings back shade trees for hornbills',
      country: 'India',
      category: 'environmental',
      priceCents: 3000,
      hours: 4,
      maxPeople: 12,
      effort: 'Medium - planting on hilly estate paths',
    },
    {
      title: 'Kodava Kitchen and Coffee Harvest',
      place: 'Virajpet, Kodagu',
      description:
        'Pick ripe coffee cherries with a Kodava smallholder family, then cook pandi curry and akki otti in their kitchen. Over lunch they explain how swings in the coffee price decide whether their children can stay on the land.',
      impact: 'Fair income for a smallholder coffee family',
      country: 'India',
      category: 'social',
      priceCents: 2500,
      hours: 4,
      maxPeople: 8,
      effort: 'Low - a gentle estate walk',
    },
  ],
};

export const tasmanRestoration: DemoSupplier = {
  email: 'tasman@regen.example',
  business: 'Tasman Restoration Journeys',
  contact: 'Liam Nguyen',
  phone: '+61 412 345 678',
  location: 'Sydney, Australia',
  website: 'https://tasmanjourneys.example',
  years: 8,
  type: 'Environmental',
  description:
    'Restoration and culture days on both sides of the Tasman Sea, run with Landcare groups, predator-free volunteers and Indigenous hosts.',
  impact: 'Habitat back for native wildlife',
  activities: [
    {
      title: 'Koala Habitat Planting After the Fires',
      place: 'Southern Highlands, New South Wales',
      description:
        'Plant koala food trees with a Landcare group in the Southern Highlands, where the 2019-20 Black Summer fires burned much of the koalas’ forest. Learn to read scratch marks on the trunks, and share a bush morning tea with the volunteers.',
      impact: 'Replants koala food trees after the fires',
      country: 'Australia',
      category: 'environmental',
      priceCents: 8500,
      hours: 4,
      maxPeople: 15,
      effort: 'Medium - planting on uneven ground',
    },
    {
      title: 'Dharawal Country Coastal Walk',
      place: 'Royal National Park, New South Wales',
      description:
        'Walk Dharawal Country in the Royal National Park with an Aboriginal guide who shares the plants, rock engravings and stories of the coast, and tastes bush foods along the way. Most of your fee goes to the Aboriginal-owned guiding business, which trains young guides from the community.',
      impact: 'Income for an Aboriginal-owned business',
      country: 'Australia',
      category: 'social',
      priceCents: 9500,
      hours: 3,
      maxPeople: 12,
      effort: 'Low - a gentle coastal track',
    },
    {
      title: 'Predator Free Trapline Walk in Wellington',
      place: 'Wellington',
      description:
        'Check predator traps with volunteers in the hills around Wellington, part of the national goal of a Predator Free New Zealand by 2050, and learn how removing rats, stoats and possums has brought kākā and tūī back to city gardens.',
      impact: 'Protects native birds from predators',
      country: 'New Zealand',
      category: 'environmental',
      priceCents: 7000,
      hours: 4,
      maxPeople: 10,
      effort: 'Medium - hilly bush tracks',
    },
    {
      title: 'Marae Welcome and Harakeke Weaving',
      place: 'Rotorua',
      description:
        'Be welcomed onto a marae near Rotorua with a pōwhiri, learn to weave harakeke (flax) with a kuia, and share a hāngī lunch. The programme is run by the iwi and pays for te reo Māori classes for local children.',
      impact: 'Funds te reo classes for local children',
      country: 'New Zealand',
      category: 'social',
      priceCents: 9000,
      hours: 4,
      maxPeople: 15,
      effort: 'Low - a seated workshop',
    },
  ],
};
