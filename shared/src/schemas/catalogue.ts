import { z } from 'zod';
import type { ImpactCategory } from '../constants.ts';
import type { ReviewSummary } from '../rules/reviews.ts';
import { text } from './bounds.ts';
import { englishMessage } from '../i18n/index.ts';
import type { Locale } from '../i18n/locales.ts';

/** catalogue.experiences input: the country name exactly as on the destinations list. */
export const experiencesInputSchema = z.object({
  country: text().trim().min(1).max(100),
});
export type ExperiencesInput = z.infer<typeof experiencesInputSchema>;

/** catalogue.subscribeNewsletter input, also the newsletter form schema. */
export const subscribeNewsletterInputSchema = z.object({
  email: z
    .string()
    .trim()
    .min(1, englishMessage('validation.emailRequired'))
    .max(254, englishMessage('validation.invalidEmail'))
    .pipe(z.email(englishMessage('validation.invalidEmail'))),
  /** Which box the address came from, for the team's statistics. */
  source: z.enum(['news', 'news-article', 'blog', 'blog-post']).optional(),
});
export type SubscribeNewsletterInput = z.infer<typeof subscribeNewsletterInputSchema>;

/**
 * The same answer for a new and a known address (issue 35: no account enumeration): the address as
 * stored, which the confirmation names.
 */
export interface SubscribeNewsletterResult {
  email: string;
}

/**
 * What an activity says about itself on its card (docs/spec/public-site.md §3 "Activity card"):
 * the same for a supplier activity and a built-in sample.
 */
export interface ActivityCardDetails {
  activityId: string;
  title: string;
  description: string;
  impact: string;
  impactCategory: ImpactCategory;
  /** 'Low' | 'Medium' | 'High', optionally followed by ' - explanation'; null when not described. */
  effort: string | null;
  /** Display text such as '4 Hours' or '2 Days'. */
  duration: string;
  durationHours: number;
  regenPoints: number;
  /** Dollars per person. */
  price: number;
  maxParticipants: number;
  photoUrl: string | null;
  isSupplierActivity: boolean;
}

/**
 * The first slot of an activity (or of a country) that has not started and has spots left, on
 * the wall clock of the activity's time zone, the way every slot time is shown.
 */
export interface NextAvailableSlot {
  /** 'YYYY-MM-DD' in `timeZone`. */
  date: string;
  /** 'HH:MM' in `timeZone`. */
  startTime: string;
  timeZone: string;
  /** The same start as an instant. */
  startsAt: Date;
}

/** One card on the experiences page: the details, who offers it, where, and when it next runs. */
export interface ActivityCard extends ActivityCardDetails {
  /** The supplier's business name; null for a sample activity. */
  supplierName: string | null;
  /** Town or region where it happens (the activity's place, else the supplier's location). */
  place: string | null;
  /** Null when no slot is open (and always for a sample activity, whose dates are generated). */
  nextAvailable: NextAvailableSlot | null;
  /** The visible reviews' average (one decimal) and count; null or absent without reviews. */
  rating?: ReviewSummary | null;
  /**
   * The language the title, description and impact are shown in when the page's language has
   * no translation of them (docs/decisions/119); absent when they are in the page's language.
   */
  shownIn?: Locale;
}

export interface ExperiencesResult {
  environmental: ActivityCard[];
  social: ActivityCard[];
}

/** One destination on the destinations page: how many live experiences and when the next one runs. */
export interface DestinationSummary {
  country: string;
  /** Live (approved) supplier activities; sample activities are not counted. */
  experiences: number;
  /** The earliest open slot of any of them, in its activity's time zone; null when none is open. */
  nextAvailable: NextAvailableSlot | null;
}

/** catalogue.destinationsSummary: every destination country, in the destinations list's order. */
export interface DestinationsSummaryResult {
  countries: DestinationSummary[];
}
