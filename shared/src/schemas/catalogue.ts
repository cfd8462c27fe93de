import { z } from 'zod';
import type { ImpactCategory } from '../constants.ts';
import { text } from './bounds.ts';

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
    .min(1, 'Please enter your email address')
    .max(254, 'Please enter a valid email address')
    .pipe(z.email('Please enter a valid email address')),
  /** Which box the address came from, for the team's statistics. */
  source: z.enum(['news', 'news-article', 'blog', 'blog-post']).optional(),
});
export type SubscribeNewsletterInput = z.infer<typeof subscribeNewsletterInputSchema>;

export interface SubscribeNewsletterResult {
  /** false when the address was already subscribed. */
  created: boolean;
  message: string;
}

/** One card on the experiences page (docs/spec/public-site.md §3 "Activity card"). */
export interface ActivityCard {
  activityId: string;
  title: string;
  description: string;
  impact: string;
  impactCategory: ImpactCategory;
  /** 'Low' | 'Medium' | 'High', optionally followed by ' - explanation'. */
  effort: string;
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

export interface ExperiencesResult {
  environmental: ActivityCard[];
  social: ActivityCard[];
}
