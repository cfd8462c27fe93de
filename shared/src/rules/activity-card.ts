import type { ImpactCategory } from '../constants.ts';
import { formatDecimal } from '../format.ts';
import type { ActivityCardDetails } from '../schemas/catalogue.ts';
import { activityRegenPoints } from './regen-points.ts';

/** 4 → '4 Hours', 1 → '1 Hour', 2.5 → '2.5 Hours'. */
export function formatDurationHours(hours: number): string {
  return `${formatDecimal(hours)} ${hours === 1 ? 'Hour' : 'Hours'}`;
}

export type EffortLevel = 'low' | 'medium' | 'high';

/** The level an effort text begins with ('High - steep' → 'high'); medium when unclear. */
export function effortLevel(effort: string): EffortLevel {
  const head = effort.trim().toLowerCase();
  if (head.startsWith('low')) return 'low';
  if (head.startsWith('high')) return 'high';
  return 'medium';
}

export interface SupplierActivityRow {
  id: string;
  title: string;
  description: string;
  impact_description: string;
  impact_category: ImpactCategory;
  price_cents: number;
  duration_hours: number;
  max_participants: number;
  photo_url: string | null;
  regen_points_override: number | null;
  effort: string | null;
}

/** The experiences-page card of an approved supplier activity. */
export function supplierActivityCard(row: SupplierActivityRow): ActivityCardDetails {
  return {
    activityId: row.id,
    title: row.title,
    description: row.description,
    impact: row.impact_description,
    impactCategory: row.impact_category,
    // Not described: nothing is shown (never an invented level, issue 30 part 6).
    effort: row.effort?.trim() || null,
    duration: formatDurationHours(row.duration_hours),
    durationHours: row.duration_hours,
    regenPoints: activityRegenPoints({
      durationHours: row.duration_hours,
      regenPointsOverride: row.regen_points_override,
    }),
    price: row.price_cents / 100,
    maxParticipants: row.max_participants,
    photoUrl: row.photo_url,
    isSupplierActivity: true,
  };
}
