import { describe, expect, it } from 'vitest';
import { demoActivityId, toDemoActivity } from '../rules/demo-activity.ts';
import { findSampleActivity, sampleActivities, sampleActivitiesFor } from './sample-activities.ts';

describe('demoActivityId', () => {
  it.each([
    ['Revive Tschlin', 'demo-revive-tschlin'],
    ['Alpine Meadow Restoration', 'demo-alpine-meadow-restoration'],
    ['Forest  Bathing', 'demo-forest-bathing'],
  ])('%j → %j', (title, id) => {
    expect(demoActivityId(title)).toBe(id);
  });
});

describe('sample activities', () => {
  it.each(['India', 'Austria', 'Switzerland'])('%s has two', (country) => {
    expect(sampleActivitiesFor(country)).toHaveLength(2);
  });

  it('exist only for India, Austria and Switzerland', () => {
    expect(sampleActivities).toHaveLength(6);
    expect(sampleActivitiesFor('Egypt')).toEqual([]);
    expect(sampleActivitiesFor('india')).toEqual([]);
  });

  it('include Revive Tschlin in Switzerland at the fixed $220', () => {
    const revive = findSampleActivity('demo-revive-tschlin');
    expect(revive?.country).toBe('Switzerland');
    expect(revive?.price).toBe(220);
  });

  it.each(sampleActivities.map((a) => [a.title, a] as const))('%s follows the card rules', (_title, a) => {
    expect(a.activityId).toBe(demoActivityId(a.title));
    expect(a.regenPoints).toBeGreaterThanOrEqual(550);
    expect(a.regenPoints).toBeLessThanOrEqual(850);
    expect(a.effort).toMatch(/^(Low|Medium|High)( - .+)?$/);
    expect(a.duration).toMatch(/^\d+ (Hours|Days)$/);
    expect(['environmental', 'social']).toContain(a.impactCategory);
    expect(a.maxParticipants).toBe(10);
    expect(a.isSupplierActivity).toBe(false);
    expect(a.photoUrl).toMatch(/^\/images\/.+\.svg$/);
    expect(a.price % 5).toBe(0);
  });

  it('has one environmental and one social activity per country', () => {
    for (const country of ['India', 'Austria', 'Switzerland']) {
      expect(sampleActivitiesFor(country).map((a) => a.impactCategory).sort()).toEqual([
        'environmental',
        'social',
      ]);
    }
  });

  it('builds the demo activity object carried to booking', () => {
    const revive = findSampleActivity('demo-revive-tschlin');
    expect(revive).toBeDefined();
    if (!revive) return;
    expect(toDemoActivity(revive)).toEqual({
      id: 'demo-revive-tschlin',
      title: 'Revive Tschlin',
      description: revive.description,
      duration_hours: 16,
      price: 220,
      max_participants: 10,
      photo_url: '/images/activities/revive-tschlin.svg',
    });
  });

  it.each([
    // 4 h medium environmental: 64/88 × 1.05 = 67.2/92.4 → 67.2/90; title fraction 0.65 → 82.02 → 80
    ['Mangrove Planting in the Sundarbans', 80],
    // 3 h low social: 54/75 × 0.95 = 51.3/71.25
    ['Weaving Cooperative Visit in Kutch', 60],
    // 5 h high environmental: 70/100 × 1.155 = 80.85/90
    ['Alpine Meadow Restoration', 85],
    ['Farmstead Cheese Making', 65],
    // 5 h high environmental: 80.85/90; title fraction 0.35 → 84.05 → 85
    // 5 h high environmental: 80.85/90; title fraction 0.35 → 84.05 → 85
    ['Glacier Watch Citizen Science Hike', 85],
    ['Revive Tschlin', 220],
  ])('prices %s at $%i per person', (title, price) => {
    expect(sampleActivities.find((a) => a.title === title)?.price).toBe(price);
  });
});
