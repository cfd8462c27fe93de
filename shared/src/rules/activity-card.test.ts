import { describe, expect, it } from 'vitest';
import { effortLevel, formatDurationHours, supplierActivityCard } from './activity-card.ts';

describe('formatDurationHours', () => {
  it.each([
    [1, '1 Hour'],
    [3, '3 Hours'],
    [2.5, '2.5 Hours'],
  ])('%d → %s', (hours, text) => {
    expect(formatDurationHours(hours)).toBe(text);
  });
});

describe('effortLevel', () => {
  it.each([
    ['Low', 'low'],
    ['Low - gentle walking', 'low'],
    ['Medium', 'medium'],
    ['High - steep terrain', 'high'],
    ['high', 'high'],
    ['', 'medium'],
  ])('%j → %s', (effort, level) => {
    expect(effortLevel(effort)).toBe(level);
  });
});

describe('supplierActivityCard', () => {
  const row = {
    id: 'a1',
    title: 'Nile Sunset Sail',
    description: 'A quiet sail.',
    impact_description: 'Supports felucca crews',
    impact_category: 'social' as const,
    price_cents: 4550,
    duration_hours: 2,
    max_participants: 8,
    photo_url: null,
    regen_points_override: null,
    effort: null,
  };

  it('shapes the card with points from duration × 150 and dollars from cents', () => {
    expect(supplierActivityCard(row)).toEqual({
      activityId: 'a1',
      title: 'Nile Sunset Sail',
      description: 'A quiet sail.',
      impact: 'Supports felucca crews',
      impactCategory: 'social',
      effort: null,
      duration: '2 Hours',
      durationHours: 2,
      regenPoints: 300,
      price: 45.5,
      maxParticipants: 8,
      photoUrl: null,
      isSupplierActivity: true,
    });
  });

  it('uses the per-activity points override', () => {
    expect(supplierActivityCard({ ...row, regen_points_override: 600 }).regenPoints).toBe(600);
  });
});
