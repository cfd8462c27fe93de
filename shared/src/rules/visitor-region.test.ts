import { describe, expect, it } from 'vitest';
import { acceptedLanguageTags, visitorNearnessRanks, visitorRegionKey, visitorRegionOf } from './visitor-region.ts';

describe('visitorRegionOf', () => {
  it.each([
    ['de-DE,de;q=0.9,en;q=0.8', { country: 'Germany' }],
    ['en-GB', { country: 'United Kingdom' }],
    ['fr', { continent: 'Europe' }],
    ['it, en;q=0.8', { continent: 'Europe' }],
    ['en, pl;q=0.5', { continent: 'Europe' }],
    ['en-US;q=0.5, fr', { continent: 'Europe' }],
    ['en-US', { country: 'United States' }],
    ['en', undefined],
    ['es', undefined],
    ['es-MX, fr', undefined],
    ['*', undefined],
    ['', undefined],
    [undefined, undefined],
  ])('%s → %j', (header, region) => {
    expect(visitorRegionOf(header)).toEqual(region);
  });

  it('reads weights and leaves out zero, unreadable and wildcard entries', () => {
    expect(acceptedLanguageTags('en;q=0.2, de-AT, fr;q=0.7, *;q=0.1, it;q=0')).toEqual(['de-AT', 'fr', 'en']);
  });

  it('ranks Europe first for a European visitor, and keys each region apart', () => {
    const ranks = visitorNearnessRanks({ continent: 'Europe' });
    expect([ranks.get('Iceland'), ranks.get('Cyprus'), ranks.get('Egypt'), ranks.get('New Zealand')]).toEqual([
      0, 0, 20, 20,
    ]);
    expect([
      visitorRegionKey({ country: 'Germany' }),
      visitorRegionKey({ continent: 'Europe' }),
      visitorRegionKey(undefined),
    ]).toEqual(['country:Germany', 'continent:Europe', '']);
  });
});
