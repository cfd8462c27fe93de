import type { DemoSupplier } from './types.ts';

// The Mediterranean and the Iberian Atlantic: Spain, Portugal, Croatia, Italy, Greece, Malta.

export const costaViva: DemoSupplier = {
  email: 'coast@regen.example',
  business: 'Costa Viva Cooperative',
  contact: 'Lucía Fernández Ortega',
  phone: '+34 600 123 987',
  location: 'Cádiz, Spain',
  website: 'https://costaviva.example',
  years: 11,
  type: 'Environmental',
  description: 'Coastal cooperative restoring dunes and seagrass while guiding small groups.',
  impact: 'Dune and seagrass restoration',
  activities: [
    {
      title: 'Dune Restoration at Bolonia',
      place: 'Bolonia, Cádiz',
      description:
        'Help a marine biologist replant marram grass and build brushwood fences that let the great dune of Bolonia recover. Finish with a swim and a talk on how healthy dunes protect the coast from storms.',
      impact: 'Rebuilds dunes that shield the coast',
      country: 'Spain',
      category: 'environmental',
      priceCents: 5000,
      hours: 4,
      maxPeople: 12,
      effort: 'Medium - work on soft sand in the sun',
    },
    {
      title: 'Almadraba Fishing Heritage Walk',
      place: 'Barbate, Cádiz',
      description:
        'Meet retired tuna fishermen in Barbate who explain the 3,000-year-old almadraba trap and what sustainable quotas mean for their town. The walk ends at the cooperative market for a tasting of local preserves.',
      impact: 'Sustains a fishing community',
      country: 'Spain',
      category: 'social',
      priceCents: 3000,
      hours: 2,
      maxPeople: 15,
      effort: 'Low - flat town walk',
    },
    {
      title: 'Ria Formosa Saltmarsh Restoration',
      place: 'Olhão, Algarve',
      description:
        'Work with lagoon biologists in the Ria Formosa to replant cordgrass and clear plastic from the saltmarsh that filters the lagoon and shelters one of the world’s densest seahorse populations. End on the shellfish beds with a clam harvester who explains why the marsh keeps her livelihood alive.',
      impact: 'Restores saltmarsh for seahorses and clams',
      country: 'Portugal',
      category: 'environmental',
      priceCents: 5500,
      hours: 4,
      maxPeople: 12,
      effort: 'Medium - wading in mud at low tide',
    },
  ],
  pending: {
    title: 'Seagrass Meadow Snorkel Survey',
    place: 'Tarifa, Cádiz',
    description:
      'Snorkel over the Posidonia meadows off Tarifa with a marine biologist and record the health of the seagrass for the regional monitoring programme. Wetsuits and masks provided; you learn why these meadows store more carbon than forests.',
    impact: 'Monitors carbon-rich seagrass',
    country: 'Spain',
    category: 'environmental',
    priceCents: 7000,
    hours: 3,
    maxPeople: 8,
    effort: 'Medium - confident swimmers only',
  },
};

export const mediterraSlowTravel: DemoSupplier = {
  email: 'mediterra@regen.example',
  business: 'Mediterra Slow Travel',
  contact: 'Ivana Babić',
  phone: '+385 91 234 5678',
  location: 'Split, Croatia',
  website: 'https://mediterra.example',
  years: 7,
  type: 'Social',
  description:
    'Island and coast days around the Adriatic and Ionian seas, hosted by the families and conservation teams who live there year-round.',
  impact: 'Year-round income for coastal communities',
  activities: [
    {
      title: 'Olive Grove Revival on Brac',
      place: 'Brač island, Dalmatia',
      description:
        'Help an island family on Brač clear macchia from an olive grove abandoned when young people left for the mainland, and prune trees that are more than a century old. Cleared, tended groves break up summer wildfires; the family presses the olives into the oil you taste at lunch.',
      impact: 'Revives old groves that break up wildfires',
      country: 'Croatia',
      category: 'environmental',
      priceCents: 5500,
      hours: 4,
      maxPeople: 10,
      effort: 'Medium - pruning and carrying brush in the sun',
    },
    {
      title: 'Split Old Town with Its Residents',
      place: 'Split, Dalmatia',
      description:
        'Walk Diocletian’s Palace with people who still live inside it, and hear how short-term rentals emptied the old town of families. Visit a neighbourhood bakery and a stonemason’s workshop that have held on, and end with coffee in a courtyard the residents’ association keeps for locals.',
      impact: 'Keeps income with the palace’s residents',
      country: 'Croatia',
      category: 'social',
      priceCents: 4000,
      hours: 2,
      maxPeople: 12,
      effort: 'Low - an easy town walk',
    },
    {
      title: 'Replanting Salento After the Olive Blight',
      place: 'Salento, Puglia',
      description:
        'Plant resistant olive varieties and native holm oaks with farmers in the Salento, where the Xylella bacterium has killed millions of olive trees since 2013 and left the land bare. Hear how families are rebuilding their farms and dry-stone walls, and share a lunch of orecchiette.',
      impact: 'Replants land bared by the olive blight',
      country: 'Italy',
      category: 'environmental',
      priceCents: 6000,
      hours: 4,
      maxPeople: 12,
      effort: 'Medium - planting in hot, stony fields',
    },
    {
      title: 'Sea Turtle Nest Patrol on Zakynthos',
      place: 'Laganas Bay, Zakynthos',
      description:
        'Join a morning patrol with a sea turtle conservation team on Zakynthos, checking the night’s loggerhead tracks, screening new nests from sunbeds and recording hatchlings. Learn the beach rules that keep Laganas Bay one of the Mediterranean’s most important nesting sites.',
      impact: 'Protects loggerhead turtle nests',
      country: 'Greece',
      category: 'environmental',
      priceCents: 5000,
      hours: 3,
      maxPeople: 10,
      effort: 'Low - walking on soft sand',
    },
    {
      title: 'Gozo Salt Pans Heritage Morning',
      place: 'Xwejni, Gozo',
      description:
        'Spend a morning at the Xwejni salt pans on Gozo with a family that has harvested sea salt there for five generations: sweep and rake the pans, learn how sun and sea do the work, and taste the harvest. Your fee helps them keep a craft that coastal erosion threatens.',
      impact: 'Keeps a five-generation salt craft going',
      country: 'Malta',
      category: 'social',
      priceCents: 4500,
      hours: 3,
      maxPeople: 10,
      effort: 'Medium - raking salt in the sun',
    },
  ],
};
