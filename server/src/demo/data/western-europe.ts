import type { DemoSupplier } from './types.ts';

// Around Lake Geneva and beyond: France, Switzerland, Belgium.

export const terreVivante: DemoSupplier = {
  email: 'terre@regen.example',
  business: 'Terre Vivante Voyages',
  contact: 'Camille Moreau',
  phone: '+33 6 12 34 56 78',
  location: 'Annecy, France',
  website: 'https://terrevivante.example',
  years: 9,
  type: 'Social',
  description:
    'French-speaking Europe at a human pace: lakes, mountain farms and city kitchens, each day run with the people who look after them.',
  impact: 'Living lakes, farms and neighbourhoods',
  activities: [
    {
      title: 'Lake Annecy Reed Bed Restoration',
      place: 'Lake Annecy, Haute-Savoie',
      description:
        'Paddle a canoe to the southern shore of Lake Annecy and help the lake’s conservation team replant reed beds where boat wash and concrete edges stripped the nurseries of pike and perch. Hear how a lake polluted in the 1950s became one of the cleanest in Europe.',
      impact: 'Rebuilds reed nurseries for lake fish',
      country: 'France',
      category: 'environmental',
      priceCents: 6000,
      hours: 4,
      maxPeople: 10,
      effort: 'Medium - standing in shallow water',
    },
    {
      title: 'Reblochon Farm Morning in the Aravis',
      place: 'Le Grand-Bornand, Aravis',
      description:
        'Spend a morning at a Reblochon farm in the Aravis mountains: milk the Abondance cows, help turn the cheeses in the cellar and hear how the family still walks its herd up to the high pastures each summer. Lunch is tartiflette made with their own cheese.',
      impact: 'Supports a family mountain dairy',
      country: 'France',
      category: 'social',
      priceCents: 5500,
      hours: 4,
      maxPeople: 10,
      effort: 'Low - a farm visit',
    },
    {
      title: 'Rewilded Aire River Invasive Plant Pull',
      place: 'Geneva countryside',
      description:
        'Walk the renaturalised Aire river outside Geneva with a river ecologist and pull Japanese knotweed and Himalayan balsam from its new banks. See how a straight concrete canal became a braided river full of trout and kingfishers again.',
      impact: 'Keeps invasive plants off a rewilded river',
      country: 'Switzerland',
      category: 'environmental',
      priceCents: 7500,
      hours: 3,
      maxPeople: 12,
      effort: 'Medium - pulling plants on riverbanks',
    },
    {
      title: 'Lavaux Vineyard Terrace Day',
      place: 'Lavaux, Vaud',
      description:
        'Work alongside a family winemaker in the UNESCO-listed terraces of Lavaux above Lake Geneva, repairing a stone wall and tending vines on slopes too steep for machines. Finish with a tasting of Chasselas and a talk on keeping small estates in the family.',
      impact: 'Keeps steep family vineyards farmed',
      country: 'Switzerland',
      category: 'social',
      priceCents: 9500,
      hours: 4,
      maxPeople: 10,
      effort: 'High - steep steps and terraces',
    },
    {
      title: 'Brussels Surplus Food Community Kitchen',
      place: 'Anderlecht, Brussels',
      description:
        'Cook a three-course lunch from market surplus with a community kitchen in Anderlecht, then serve it to neighbours at a pay-what-you-can table. The cooks, many of them newcomers to Belgium training for work, show how a city market’s leftovers can feed a neighbourhood.',
      impact: 'Saves food and trains newcomers for work',
      country: 'Belgium',
      category: 'social',
      priceCents: 4500,
      hours: 4,
      maxPeople: 12,
      effort: 'Low - kitchen work',
    },
  ],
};
