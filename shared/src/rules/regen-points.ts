import { REGEN_POINTS_PER_HOUR } from '../constants.ts';

export interface RegenPointsSource {
  durationHours: number;
  /** A per-activity figure set in the data (e.g. 400 for the Cairo food tour); wins when set. */
  regenPointsOverride?: number | null;
}

/** Regen points a supplier activity earns: round(duration_hours × 150) unless overridden. */
export function activityRegenPoints(source: RegenPointsSource): number {
  if (source.regenPointsOverride != null) return source.regenPointsOverride;
  return Math.round(source.durationHours * REGEN_POINTS_PER_HOUR);
}
