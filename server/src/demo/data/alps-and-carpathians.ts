import type { DemoSupplier } from './types.ts';

// The Alps and the Carpathians: Slovenia, Austria, Poland, Czech Republic, Slovakia, Hungary, Romania.

export const alpineRoots: DemoSupplier = {
  email: 'alpine@regen.example',
  business: 'Alpine Roots Collective',
  contact: 'Maja Kovač',
  phone: '+386 40 123 456',
  location: 'Bled, Slovenia',
  website: 'https://alpineroots.example',
  years: 8,
  type: 'Environmental',
  description: 'Small-group days in the Julian Alps that put visitors to work alongside rangers and farmers.',
  impact: 'Restores alpine meadows and trails',
  activities: [
    {
      title: 'Alpine Meadow Restoration Day',
      place: 'Lake Bohinj, Julian Alps',
      description:
        'Spend a morning with park rangers above Lake Bohinj clearing invasive shrubs from a traditional hay meadow, then learn to scythe the way local farmers have for centuries. Lunch is a shared picnic of cheese and bread from the valley.',
      impact: 'Protects meadow biodiversity',
      country: 'Slovenia',
      category: 'environmental',
      priceCents: 6500,
      hours: 4,
      maxPeople: 10,
      effort: 'Medium - steady uphill walking and light manual work',
    },
    {
      title: 'Beekeeping with Carniolan Bee Farmers',
      place: 'Radovljica, Upper Carniola',
      description:
        'Visit a family apiary near Radovljica, open a hive with a beekeeper, and help plant bee-friendly borders. Learn why Slovenia protects its native Carniolan bee and taste honey straight from the comb.',
      impact: 'Supports native pollinators',
      country: 'Slovenia',
      category: 'social',
      priceCents: 4500,
      hours: 3,
      maxPeople: 8,
      effort: 'Low - gentle walking, protective suits provided',
    },
    {
      title: 'Tyrolean Trail Repair Weekend Morning',
      place: 'Innsbruck, Tyrol',
      description:
        'Join the Alpine Club volunteers above Innsbruck to repair drainage on an eroding hiking trail. Tools, gloves and a hearty mountain-hut lunch are included; you leave with a path that will last for years.',
      impact: 'Stops erosion on alpine trails',
      country: 'Austria',
      category: 'environmental',
      priceCents: 5500,
      hours: 5,
      maxPeople: 12,
      effort: 'High - steep terrain and digging',
    },
  ],
};

export const carpathianCommons: DemoSupplier = {
  email: 'carpathian@regen.example',
  business: 'Carpathian Commons',
  contact: 'Katarzyna Nowak',
  phone: '+48 601 234 567',
  location: 'Kraków, Poland',
  website: 'https://carpathiancommons.example',
  years: 9,
  type: 'Environmental',
  description:
    'Village-hosted days along the Carpathian arc, from the Bieszczady to Transylvania, where farming by hand still keeps some of Europe’s richest meadows alive.',
  impact: 'Keeps traditional farmland and wild forest',
  activities: [
    {
      title: 'Bieszczady Wolf and Bison Tracking',
      place: 'Bieszczady Mountains',
      description:
        'Track wolves, lynx and European bison with a wildlife researcher in the Bieszczady Mountains, Poland’s wildest corner, recording prints and checking camera traps for the regional monitoring programme. Learn how bison came back here from near extinction and how farmers and wolves share the valleys.',
      impact: 'Data for wolf and bison monitoring',
      country: 'Poland',
      category: 'environmental',
      priceCents: 5500,
      hours: 6,
      maxPeople: 8,
      effort: 'High - a long hike off marked trails',
    },
    {
      title: 'White Carpathians Orchid Meadow Haymaking',
      place: 'Bílé Karpaty, Moravia',
      description:
        'Scythe and rake hay with villagers in the White Carpathians, whose meadows hold more plant species per square metre than almost anywhere in Europe. Mowing late, after the orchids have set seed, keeps the meadows rich; the hay feeds the village’s cattle through winter. Lunch is kolache from the village bakery.',
      impact: 'Keeps orchid meadows mown the old way',
      country: 'Czech Republic',
      category: 'environmental',
      priceCents: 4500,
      hours: 4,
      maxPeople: 12,
      effort: 'Medium - raking and carrying hay',
    },
    {
      title: 'High Tatras Mixed Forest Planting',
      place: 'Tatranská Lomnica, High Tatras',
      description:
        'Plant young beech, fir and larch with national park rangers in the High Tatras, where a 2004 windstorm flattened some 12,000 hectares of spruce and bark beetles followed. Rangers explain why a mixed forest will stand up to the next storm, and lunch is bryndzové halušky in a mountain hut.',
      impact: 'Regrows a storm-hit forest, mixed this time',
      country: 'Slovakia',
      category: 'environmental',
      priceCents: 5000,
      hours: 5,
      maxPeople: 12,
      effort: 'High - planting on steep slopes',
    },
    {
      title: 'Puszta Herding Day in Hortobagy',
      place: 'Hortobágy, Hajdú-Bihar',
      description:
        'Spend a day with a herder family on the Hortobágy puszta, Central Europe’s largest natural grassland, helping move grey cattle and racka sheep and mend a sweep well. Learn why grazing keeps the steppe open for great bustards, and why so few young people still take up herding.',
      impact: 'Keeps herding families on the puszta',
      country: 'Hungary',
      category: 'social',
      priceCents: 5500,
      hours: 5,
      maxPeople: 10,
      effort: 'Medium - long walks on the open plain',
    },
    {
      title: 'Viscri Village Farming Day',
      place: 'Viscri, Transylvania',
      description:
        'Spend a day in Viscri, a Saxon village in Transylvania under its fortified church, making hay by hand with a farming family and baking bread in their wood oven. The village’s small farms keep one of Europe’s richest farmed landscapes, and all of your fee stays in the village.',
      impact: 'Sustains small farms in a Saxon village',
      country: 'Romania',
      category: 'social',
      priceCents: 5000,
      hours: 6,
      maxPeople: 10,
      effort: 'Medium - hand haymaking in summer heat',
    },
  ],
};
