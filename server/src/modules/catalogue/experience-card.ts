import { supplierActivityCard, type SupplierActivityRow } from '@regen/shared/rules/activity-card';
import { activityPlace } from '@regen/shared/rules/activity-place';
import { reviewSummary, type ReviewSummary } from '@regen/shared/rules/reviews';
import type { ActivityCard, NextAvailableSlot } from '@regen/shared/schemas/catalogue';

/** A row of experienceCardColumns with its activity's next open slot (null when none is open). */
export interface ExperienceCardRow extends SupplierActivityRow {
  place: string | null;
  time_zone: string;
  review_count: number;
  review_stars_sum: number;
  business_name: string;
  supplier_location: string;
  next_date: string | null;
  next_start_time: string | null;
  next_starts_at: Date | null;
}

export function nextAvailableSlot(
  date: string | null,
  startTime: string | null,
  timeZone: string | null,
  startsAt: Date | null,
): NextAvailableSlot | null {
  return date && startTime && timeZone && startsAt ? { date, startTime, timeZone, startsAt } : null;
}

/** The card of a live supplier activity, as the experiences page and the search show it. */
export function toExperienceCard(row: ExperienceCardRow): ActivityCard & { rating: ReviewSummary | null } {
  return {
    ...supplierActivityCard(row),
    supplierName: row.business_name,
    place: activityPlace(row.place, row.supplier_location),
    nextAvailable: nextAvailableSlot(row.next_date, row.next_start_time, row.time_zone, row.next_starts_at),
    rating: reviewSummary(row.review_count, row.review_stars_sum),
  };
}
