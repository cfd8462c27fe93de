import { describe, expect, it } from 'vitest';
import { destinationOfLanguageTag, nearnessRanks } from './nearness.ts';

describe('nearness to a chosen country', () => {
  it('puts the country first, then its sub-region by route, then its continent, then the world', () => {
    const ranks = nearnessRanks('Slovenia');
    expect(ranks.get('Slovenia')).toBe(0);
    expect(ranks.get('Italy')).toBe(1);
    expect(ranks.get('Croatia')).toBe(1);
    expect(ranks.get('Portugal')).toBe(4);
    expect(ranks.get('Austria')).toBe(12);
    expect(ranks.get('Iceland')).toBe(14);
    expect(ranks.get('Egypt')).toBe(21);
    expect(ranks.get('New Zealand')).toBe(22);
    expect(ranks.get('United States')).toBe(23);
  });

  it('knows nothing of a country that is not a destination', () => {
    expect(nearnessRanks('Japan').size).toBe(0);
  });
});

describe('a visitor’s country from a language tag', () => {
  it.each([
    ['en-GB', 'United Kingdom'],
    ['de-AT', 'Austria'],
    ['sl-SI', 'Slovenia'],
    ['zh-Hant-TW', undefined],
    ['sr-Latn-HR', 'Croatia'],
    ['en', undefined],
    ['ja-JP', undefined],
    ['', undefined],
  ])('%s → %s', (tag, country) => {
    expect(destinationOfLanguageTag(tag)).toBe(country);
  });
});
