import type { ImpactCategory } from '@regen/shared/constants';
import { activityImagePath } from '@regen/shared/rules/slug';

// What the demo's activity pages say beyond the card (issue 30 part 6, docs/decisions/096):
// a gallery for every activity, and the full details (included, what to bring, languages,
// accessibility, meeting point) for the ones below, so the demo shows a complete page next to
// pages whose supplier gave less. The gallery reuses the drawings that ship with the app.

export interface DemoActivityDetails {
  included: string[];
  whatToBring: string[];
  languages: string[];
  accessibility: string;
  meetingPoint: { address: string; latitude: number; longitude: number };
}

export const demoActivityDetails: Record<string, DemoActivityDetails> = {
  'Alpine Meadow Restoration Day': {
    included: ['Guiding by a Triglav National Park ranger', 'Scythes, gloves and tools', 'Picnic lunch of valley cheese and bread'],
    whatToBring: ['Sturdy walking shoes', 'Sun hat and water bottle', 'Long trousers'],
    languages: ['English', 'Slovenian'],
    accessibility:
      'Steady uphill walking on meadow paths (about 2 km, 200 m up). Not suitable for wheelchairs; the picnic spot can be reached by car.',
    meetingPoint: {
      address: 'Ribčev Laz 48, 4265 Bohinjsko jezero, Slovenia (the tourist information centre by the lake)',
      latitude: 46.2777,
      longitude: 13.8868,
    },
  },
  'Beekeeping with Carniolan Bee Farmers': {
    included: ['Protective bee suit and veil', 'Honey tasting', 'Seedlings for the bee-friendly border'],
    whatToBring: ['Closed shoes', 'Light clothes in pale colours'],
    languages: ['English', 'Slovenian', 'German'],
    accessibility: 'Level garden paths; the apiary is reachable in a wheelchair with help over the last few metres of grass.',
    meetingPoint: {
      address: 'Linhartov trg 1, 4240 Radovljica, Slovenia (in front of the Beekeeping Museum)',
      latitude: 46.3448,
      longitude: 14.1742,
    },
  },
  'Tyrolean Trail Repair Weekend Morning': {
    included: ['Alpine Club volunteer leader', 'Tools and gloves', 'Mountain-hut lunch'],
    whatToBring: ['Hiking boots', 'Rain jacket', 'Water bottle (1 litre)'],
    languages: ['English', 'German'],
    accessibility: 'Steep mountain terrain and digging. Good fitness and sure footing are needed.',
    meetingPoint: {
      address: 'Hungerburgbahn valley station, Rennweg 3, 6020 Innsbruck, Austria',
      latitude: 47.2699,
      longitude: 11.3966,
    },
  },
  'Local Cairo Food Tour': {
    included: ['Six tastings from family-run stalls', 'Bottled water', 'A local food historian as guide'],
    whatToBring: ['Comfortable shoes', 'An appetite'],
    languages: ['English', 'Arabic'],
    accessibility: 'Busy streets with uneven pavements and some steps; not step-free.',
    meetingPoint: {
      address: 'Bab Zuweila gate, Al-Muizz Street, Islamic Cairo, Egypt',
      latitude: 30.0427,
      longitude: 31.2577,
    },
  },
  'Dune Restoration at Bolonia': {
    included: ['Guided beach walk', 'Native plants and tools', 'Snack and water'],
    whatToBring: ['Sun cream', 'Hat', 'Swimwear if you want a swim afterwards'],
    languages: ['English', 'Spanish'],
    accessibility: 'Walking on soft sand; a beach wheelchair can be booked in advance.',
    meetingPoint: {
      address: 'Playa de Bolonia car park, 11391 Tarifa, Cádiz, Spain',
      latitude: 36.0887,
      longitude: -5.7705,
    },
  },
};

/** Landscape drawings that fit an activity's kind, after its own drawing in its gallery. */
const landscapes: Record<ImpactCategory, readonly { file: string; alt: string }[]> = {
  environmental: [
    { file: '/images/forest.svg', alt: 'A drawing of a forest in morning light' },
    { file: '/images/mountains.svg', alt: 'A drawing of mountains above a green valley' },
    { file: '/images/wetlands.svg', alt: 'A drawing of reeds and open water in a wetland' },
  ],
  social: [
    { file: '/images/village.svg', alt: 'A drawing of a small village with red roofs' },
    { file: '/images/fields.svg', alt: 'A drawing of farm fields in summer' },
    { file: '/images/coast.svg', alt: 'A drawing of a coast with fishing boats' },
  ],
};

/** The demo gallery of an activity: its own drawing, then three landscapes of its kind. */
export function demoGallery(title: string, category: ImpactCategory): { url: string; alt: string }[] {
  return [{ url: activityImagePath(title), alt: title }, ...landscapes[category].map((l) => ({ url: l.file, alt: l.alt }))];
}
