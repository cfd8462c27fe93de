import { describe, expect, it } from 'vitest';
import { activityRegenPoints } from './regen-points.ts';

describe('activityRegenPoints', () => {
  it.each([
    [1, 150],
    [2, 300],
    [3, 450],
    [2.5, 375],
    [1.33, 200], // 199.5 rounds up
    [0.5, 75],
    [8, 1200],
  ])('%d hours → %i points', (durationHours, points) => {
    expect(activityRegenPoints({ durationHours })).toBe(points);
    expect(activityRegenPoints({ durationHours, regenPointsOverride: null })).toBe(points);
  });

  it('uses the per-activity override when one is set (Cairo food tour 400, Nile activity 600)', () => {
    expect(activityRegenPoints({ durationHours: 3, regenPointsOverride: 400 })).toBe(400);
    expect(activityRegenPoints({ durationHours: 2, regenPointsOverride: 600 })).toBe(600);
  });
});
