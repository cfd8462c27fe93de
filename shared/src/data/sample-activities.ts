import type { ImpactCategory } from '../constants.ts';
import { DEMO_ACTIVITY_MAX_PARTICIPANTS } from '../constants.ts';
import { demoActivityPrice, parseDurationHours } from '../rules/demo-pricing.ts';
import type { ActivityCard } from '../schemas/catalogue.ts';
import { demoActivityId } from '../rules/demo-activity.ts';

interface SampleActivitySource {
  country: string;
  title: string;
  /** Town or region, shown on the card like a supplier activity's place. */
  place: string;
  description: string;
  impact: string;
  impactCategory: ImpactCategory;
  effort: string;
  duration: string;
  regenPoints: number;
  photoUrl: string;
}

const sources: readonly SampleActivitySource[] = [
  {
    country: 'India',
    title: 'Mangrove Planting in the Sundarbans',
    place: 'Sundarbans, West Bengal',
    description:
      'Wade into the tidal mudflats with a village restoration crew and plant mangrove saplings that shield homes from cyclones and shelter fish, crabs and birds.',
    impact: 'Restores coastal mangrove forest',
    impactCategory: 'environmental',
    effort: 'Medium - wading in soft tidal mud',
    duration: '4 Hours',
    regenPoints: 750,
    photoUrl: '/images/activities/mangrove-planting-in-the-sundarbans.svg',
  },
  {
    country: 'India',
    title: 'Weaving Cooperative Visit in Kutch',
    place: 'Bhuj, Kutch',
    description:
      'Spend a morning with a women-led weaving cooperative, learn traditional handloom techniques and share a home-cooked lunch with the artisans’ families.',
    impact: 'Fair income for women artisans',
    impactCategory: 'social',
    effort: 'Low',
    duration: '3 Hours',
    regenPoints: 600,
    photoUrl: '/images/activities/weaving-cooperative-visit-in-kutch.svg',
  },
  {
    country: 'Austria',
    title: 'Alpine Meadow Restoration',
    place: 'Tyrol',
    description:
      'Join mountain farmers in the Tyrol to clear scrub, reseed flower-rich meadows and rebuild dry-stone walls that keep the high pastures alive.',
    impact: 'Protects alpine biodiversity',
    impactCategory: 'environmental',
    effort: 'High - steep mountain slopes',
    duration: '5 Hours',
    regenPoints: 800,
    photoUrl: '/images/activities/alpine-meadow-restoration.svg',
  },
  {
    country: 'Austria',
    title: 'Farmstead Cheese Making',
    place: 'Bregenzerwald, Vorarlberg',
    description:
      'Learn to make mountain cheese with a family dairy in the Bregenzerwald and hear how small farms keep their valley’s traditions and landscape going.',
    impact: 'Supports family mountain farms',
    impactCategory: 'social',
    effort: 'Low - indoor workshop',
    duration: '3 Hours',
    regenPoints: 550,
    photoUrl: '/images/activities/farmstead-cheese-making.svg',
  },
  {
    country: 'Switzerland',
    title: 'Glacier Watch Citizen Science Hike',
    place: 'Bernese Oberland',
    description:
      'Hike to the edge of a retreating glacier with a local guide, record meltwater and snowline data for researchers and learn how the Alps are changing.',
    impact: 'Data for glacier research',
    impactCategory: 'environmental',
    effort: 'High - long alpine ascent',
    duration: '5 Hours',
    regenPoints: 700,
    photoUrl: '/images/activities/glacier-watch-citizen-science-hike.svg',
  },
  {
    country: 'Switzerland',
    title: 'Revive Tschlin',
    place: 'Tschlin, Lower Engadine',
    description:
      'Spend two days in the mountain village of Tschlin in the Lower Engadine, restoring old farming terraces, helping at the village bakery and meeting the residents who are bringing their community back to life.',
    impact: 'Revitalises a mountain village',
    impactCategory: 'social',
    effort: 'Medium - outdoor work at altitude',
    duration: '2 Days',
    regenPoints: 850,
    photoUrl: '/images/activities/revive-tschlin.svg',
  },
];

export interface SampleActivity extends ActivityCard {
  country: string;
}

function toSampleActivity(source: SampleActivitySource): SampleActivity {
  const durationHours = parseDurationHours(source.duration);
  return {
    ...source,
    activityId: demoActivityId(source.title),
    durationHours,
    price: demoActivityPrice(source),
    maxParticipants: DEMO_ACTIVITY_MAX_PARTICIPANTS,
    isSupplierActivity: false,
    // No supplier and no stored dates: the booking page generates a sample's availability.
    supplierName: null,
    nextAvailable: null,
  };
}

/** The built-in sample activities: India, Austria and Switzerland, two each. */
export const sampleActivities: readonly SampleActivity[] = sources.map(toSampleActivity);

export function sampleActivitiesFor(country: string): SampleActivity[] {
  return sampleActivities.filter((a) => a.country === country);
}

export function findSampleActivity(id: string): SampleActivity | undefined {
  return sampleActivities.find((a) => a.activityId === id);
}
