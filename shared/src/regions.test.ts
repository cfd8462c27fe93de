import { describe, expect, it } from 'vitest';
import { destinationCountryNames } from './countries.ts';
import { destinationRegions, nearbyCountriesWithExperiences, regionOf } from './regions.ts';

describe('destinationRegions', () => {
  it('puts each of the 37 destinations in exactly one sub-region', () => {
    const listed = destinationRegions.flatMap((r) => r.countries);
    expect([...listed].sort()).toEqual([...destinationCountryNames].sort());
    expect(new Set(listed).size).toBe(37);
  });

  it('finds the sub-region of a destination, and none for another name', () => {
    expect(regionOf('Albania')).toBe('Southern Europe');
    expect(regionOf('Atlantis')).toBeUndefined();
  });
});

describe('nearbyCountriesWithExperiences', () => {
  const counts = new Map([
    ['Greece', 1],
    ['Croatia', 3],
    ['Italy', 2],
    ['Slovenia', 2],
    ['Malta', 0],
    ['Spain', 2],
    ['Germany', 5],
  ]);

  it('offers the nearest countries of the same sub-region that have experiences, ties by name', () => {
    // Albania sits between Croatia and Greece; Slovenia is one further, then Italy.
    expect(nearbyCountriesWithExperiences('Albania', counts)).toEqual(['Croatia', 'Greece', 'Slovenia']);
    expect(nearbyCountriesWithExperiences('Albania', counts, 5)).toEqual([
      'Croatia',
      'Greece',
      'Slovenia',
      'Italy',
      'Spain',
    ]);
  });

  it('never offers the country itself, a country elsewhere, or an empty one', () => {
    expect(nearbyCountriesWithExperiences('Italy', counts, 10)).toEqual(['Slovenia', 'Croatia', 'Spain', 'Greece']);
    expect(nearbyCountriesWithExperiences('United States', counts)).toEqual([]);
    expect(nearbyCountriesWithExperiences('Atlantis', counts)).toEqual([]);
  });
});
