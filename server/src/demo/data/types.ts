import type { ImpactCategory } from '@regen/shared/constants';
import type { DemoSupplierEmail } from '../accounts.ts';
import type { DestinationCountry } from '@regen/shared/countries';

// The shapes of the demo catalogue. Titles are plain ASCII: each names its drawing,
// /images/activities/<slug>.svg (shared/src/rules/slug.ts), and a title without accents has
// one obvious slug.

export interface DemoActivity {
  title: string;
  /** Town or region where it happens, shown on the card. */
  place: string;
  description: string;
  /** At most 50 characters (ACTIVITY_IMPACT_MAX). */
  impact: string;
  country: DestinationCountry;
  category: ImpactCategory;
  priceCents: number;
  hours: number;
  maxPeople: number;
  effort: string;
  /** Fixed Regen points instead of hours × 150 (docs/spec/public-site.md §9). */
  pointsOverride?: number;
}

export interface DemoSupplier {
  email: DemoSupplierEmail;
  business: string;
  contact: string;
  phone: string;
  location: string;
  website: string;
  years: number;
  type: string;
  description: string;
  impact: string;
  activities: DemoActivity[];
  /** An activity still waiting for an admin, so the moderation screen has work. */
  pending?: DemoActivity;
}
