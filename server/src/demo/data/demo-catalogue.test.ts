import { describe, expect, it } from 'vitest';
import {
  ACTIVITY_DESCRIPTION_MAX,
  ACTIVITY_EDIT_DESCRIPTION_MIN,
  ACTIVITY_IMPACT_MAX,
  ACTIVITY_TITLE_MAX,
  MAX_ACTIVITIES_PER_SUPPLIER,
} from '@regen/shared/constants';
import { destinationCountryNames } from '@regen/shared/countries';
import { slugify } from '@regen/shared/rules/slug';
import { demoAccounts } from '../accounts.ts';
import { demoSuppliers } from './index.ts';

const approved = demoSuppliers.flatMap((s) => s.activities);
const every = demoSuppliers.flatMap((s) => [...s.activities, ...(s.pending ? [s.pending] : [])]);

describe('the demo catalogue', () => {
  it('has one supplier per demo supplier account, in the same order', () => {
    expect(demoSuppliers.map((s) => s.email)).toEqual([...demoAccounts.suppliers]);
  });

  it('keeps every supplier within the 5-activity limit the app enforces', () => {
    for (const s of demoSuppliers) {
      expect(s.activities.length + (s.pending ? 1 : 0), s.business).toBeLessThanOrEqual(MAX_ACTIVITIES_PER_SUPPLIER);
    }
  });

  it('covers at least 30 of the 37 destinations with 1 to 3 approved activities each', () => {
    const perCountry = new Map<string, number>();
    for (const a of approved) perCountry.set(a.country, (perCountry.get(a.country) ?? 0) + 1);
    expect(perCountry.size).toBeGreaterThanOrEqual(30);
    for (const [country, count] of perCountry) {
      expect(destinationCountryNames, country).toContain(country);
      expect(count, country).toBeLessThanOrEqual(3);
    }
  });

  it('leaves Albania without experiences (the empty-country page and Coming Soon tests use it)', () => {
    expect(approved.filter((a) => a.country === 'Albania')).toEqual([]);
  });

  it('keeps the README story: the meadow day the traveler booked, and one activity awaiting approval', () => {
    expect(demoSuppliers[0]!.activities.map((a) => a.title)).toContain('Alpine Meadow Restoration Day');
    expect(demoSuppliers.filter((s) => s.pending).map((s) => s.pending!.title)).toEqual([
      'Seagrass Meadow Snorkel Survey',
    ]);
  });

  it.each(every.map((a) => [a.title, a] as const))('%s fits the activity form’s bounds', (title, a) => {
    expect(title).toMatch(/^[\x20-\x7e]+$/);
    expect(title.length).toBeLessThanOrEqual(ACTIVITY_TITLE_MAX);
    expect(a.description.length).toBeGreaterThanOrEqual(ACTIVITY_EDIT_DESCRIPTION_MIN);
    expect(a.description.length).toBeLessThanOrEqual(ACTIVITY_DESCRIPTION_MAX);
    expect(a.impact.length).toBeLessThanOrEqual(ACTIVITY_IMPACT_MAX);
    expect(a.effort).toMatch(/^(Low|Medium|High) - .+/);
    expect(a.place.length).toBeGreaterThan(0);
    // A slot at 14:00 (activities up to 4 hours) or 09:00 must end the same day.
    expect(a.hours).toBeLessThanOrEqual(14);
  });

  it('gives every activity a drawing of its own', () => {
    const slugs = every.map((a) => slugify(a.title));
    expect(new Set(slugs).size).toBe(slugs.length);
  });
});
