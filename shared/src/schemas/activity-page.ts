import { z } from 'zod';
import { MESSAGE_MAX_LENGTH } from '../constants.ts';
import type { ImpactCategory } from '../constants.ts';
import type { ReviewSummary } from '../rules/reviews.ts';
import type { PublicReview } from './reviews.ts';
import type { ActivityCard } from './catalogue.ts';
import { MESSAGE_BLANK_MESSAGE, MESSAGE_TOO_LONG_MESSAGE } from './messaging.ts';
import { text } from './bounds.ts';
import type { Locale } from '../i18n/locales.ts';

// What an activity page and a host's public page show beyond the booking form (issue 30 parts
// 6 and 7, docs/decisions/096). Every detail is optional: an activity shows what its supplier gave.

export const activityPageInputSchema = z.object({ activityId: z.string().trim().min(1).max(100) });
export type ActivityPageInput = z.infer<typeof activityPageInputSchema>;

export interface ActivityPhoto {
  url: string;
  alt: string;
}

export interface MeetingPoint {
  address: string;
  /** Both or neither: without them the page shows the address and a search link, no map. */
  latitude: number | null;
  longitude: number | null;
}

export interface ActivityPageDetails {
  activityId: string;
  supplierId: string;
  supplierName: string;
  /** The one place name (shared/src/rules/activity-place.ts), as on the card and in emails. */
  place: string;
  country: string;
  impactCategory: ImpactCategory;
  impact: string;
  /** The supplier's effort text ('Low - gentle walking'); null when not given (nothing shown). */
  effort: string | null;
  regenPoints: number;
  rating: ReviewSummary | null;
  /** Ordered; the first is the activity's photo when it has one and the gallery does not. */
  gallery: ActivityPhoto[];
  included: string[];
  whatToBring: string[];
  languages: string[];
  accessibility: string | null;
  meetingPoint: MeetingPoint | null;
  cancellationWindowHours: number;
  /**
   * The details shown in the activity's own language because the page's has none of them
   * (docs/decisions/119), each with that language; absent when all are in the page's.
   */
  detailsShownIn?: Partial<Record<'impact' | 'included' | 'whatToBring' | 'meetingPoint', Locale>>;
}

export const supplierPageInputSchema = z.object({ supplierId: z.string().trim().min(1).max(100) });
export type SupplierPageInput = z.infer<typeof supplierPageInputSchema>;

/** A review on the host's page: as on the activity's page, with the activity it is about. */
export type SupplierPageReview = PublicReview & { activityId: string; activityTitle: string };

export interface SupplierPage {
  id: string;
  businessName: string;
  location: string;
  description: string;
  yearsInOperation: number | null;
  /** Live activities, newest first, as cards. */
  activities: ActivityCard[];
  rating: ReviewSummary | null;
  /** The latest visible reviews of the supplier's activities (a first page). */
  reviews: SupplierPageReview[];
  impact: {
    /** Regen Points credited to travelers for attended bookings of the supplier's activities. */
    regenPoints: number;
    /** People who attended. */
    travelersHosted: number;
    liveActivities: number;
  };
}

/** messaging.askHost: the first (or next) question of a traveler to an activity's host. */
export const askHostInputSchema = z.object({
  activityId: z.string().trim().min(1).max(100),
  text: text().trim().min(1, MESSAGE_BLANK_MESSAGE).max(MESSAGE_MAX_LENGTH, MESSAGE_TOO_LONG_MESSAGE),
});
export type AskHostInput = z.input<typeof askHostInputSchema>;
