import type { DemoSupplier } from './types.ts';

// The Chesapeake Bay: United States (the country's default zone, America/New_York, is theirs).

export const chesapeakeCommons: DemoSupplier = {
  email: 'chesapeake@regen.example',
  business: 'Chesapeake Commons Outdoors',
  contact: 'Dana Whitfield',
  phone: '+1 410 555 0175',
  location: 'Annapolis, United States',
  website: 'https://chesapeakecommons.example',
  years: 7,
  type: 'Environmental',
  description:
    'Bay and city days around the Chesapeake with watermen, growers and restoration crews.',
  impact: 'Cleaner Bay water and fresh food nearby',
  activities: [
    {
      title: 'Oyster Reef Restoration on the Chesapeake',
      place: 'Annapolis, Maryland',
      description:
        'Help a waterman turned restoration captain load and plant young oysters on a sanctuary reef in the Chesapeake Bay. An adult oyster filters up to 50 gallons of water a day, and the Bay holds a tiny share of the oysters it once did.',
      impact: 'Plants oysters that filter the Bay',
      country: 'United States',
      category: 'environmental',
      priceCents: 8000,
      hours: 4,
      maxPeople: 12,
      effort: 'Medium - lifting shell bags on a boat',
    },
    {
      title: 'West Baltimore Urban Farm Harvest',
      place: 'West Baltimore, Maryland',
      description:
        'Harvest greens with an urban farm that turned vacant lots in West Baltimore into fields and a job-training programme, in a neighbourhood without a grocery store. Help pack the weekly farm shares and eat lunch with the growers.',
      impact: 'Fresh food and jobs in a food desert',
      country: 'United States',
      category: 'social',
      priceCents: 4500,
      hours: 3,
      maxPeople: 12,
      effort: 'Low - light farm work',
    },
  ],
};
