import { describe, expect, it } from 'vitest';
import {
  addSlotsInputSchema,
  createActivityInputSchema,
  datesInRange,
  dollarsToCents,
  editActivityTypes,
  editTypeFor,
  impactCategoryOfType,
} from './supplier.ts';

describe('supplier schemas and rules', () => {
  it('converts dollars with two decimals to cents without drift', () => {
    expect([0, 0.01, 0.1, 19.99, 45.5, 1.005 - 0.005, 123456.78].map(dollarsToCents)).toEqual([
      0, 1, 10, 1999, 4550, 100, 12345678,
    ]);
  });

  it('puts every edit type in exactly one impact category', () => {
    expect(editActivityTypes.map((t) => [t, impactCategoryOfType[t]])).toEqual([
      ['Environmental Restoration', 'environmental'],
      ['Social Impact', 'social'],
      ['Community Development', 'social'],
      ['Cultural Preservation', 'social'],
      ['Sustainable Tourism', 'environmental'],
    ]);
    expect(editTypeFor('Social', 'social')).toBe('Social Impact');
    expect(editTypeFor('Environmental', 'environmental')).toBe('Environmental Restoration');
    expect(editTypeFor('Cultural Preservation', 'social')).toBe('Cultural Preservation');
  });

  it('lists every day of a range, across a month end', () => {
    expect(datesInRange('2026-11-29', '2026-12-02')).toEqual(['2026-11-29', '2026-11-30', '2026-12-01', '2026-12-02']);
  });

  it('reads the form strings of the create form as numbers', () => {
    const parsed = createActivityInputSchema.parse({
      country: 'Egypt',
      activityType: 'Social',
      title: ' Nile reed weaving ',
      description: 'Weave baskets with a village cooperative.',
      impactDescription: 'Fair income for weavers',
      price: '30.25',
      durationHours: '2.5',
      maxParticipants: '6',
      photoUrl: '/uploads/activities/00000000-0000-4000-8000-000000000001.webp',
    });
    expect(parsed).toMatchObject({ title: 'Nile reed weaving', price: 30.25, durationHours: 2.5, maxParticipants: 6 });
  });

  it('defaults spots to 1 and refuses a range of more than 92 days', () => {
    const base = { activityId: '00000000-0000-4000-8000-000000000001', startTime: '09:00', endTime: '10:00' };
    expect(addSlotsInputSchema.parse({ ...base, date: '2026-12-01' }).spots).toBe(1);
    const long = addSlotsInputSchema.safeParse({
      ...base,
      mode: 'range',
      startDate: '2026-12-01',
      endDate: '2027-03-10',
    });
    expect(long.error?.issues.map((i) => i.message)).toEqual(['Please select a range of at most 92 days']);
  });
});
