import { describe, expect, it } from 'vitest';
import { splitTip } from '../rules/actions.ts';
import { countryTips, genericCountryTips } from './country-tips.ts';
import { countryTipsDe, genericCountryTipsDe } from './de/country-tips.ts';
import { countryTipsEs, genericCountryTipsEs } from './es/country-tips.ts';
import { countryTipsFr, genericCountryTipsFr } from './fr/country-tips.ts';
import { countryTipsIt, genericCountryTipsIt } from './it/country-tips.ts';

// The translated suggested actions line up with the English ones (docs/decisions/110): a tip's
// position is what its points per day and the ledger's self-reported actions refer to.
const translations = [
  ['de', countryTipsDe, genericCountryTipsDe],
  ['fr', countryTipsFr, genericCountryTipsFr],
  ['es', countryTipsEs, genericCountryTipsEs],
  ['it', countryTipsIt, genericCountryTipsIt],
] as const;

describe.each(translations)('the %s suggested actions', (_locale, tips, generic) => {
  it('have the English countries, in the same order, with as many tips each', () => {
    expect(Object.keys(tips)).toEqual(Object.keys(countryTips));
    const lengths = (list: Readonly<Record<string, readonly string[]>>) =>
      Object.fromEntries(Object.entries(list).map(([country, items]) => [country, items.length]));
    expect(lengths(tips)).toEqual(lengths(countryTips));
    expect(generic).toHaveLength(genericCountryTips.length);
  });

  it('split into a title and an explanation like the English', () => {
    const unsplit = [...Object.values(tips).flat(), ...generic].filter((tip) => {
      const { title, explanation } = splitTip(tip);
      return title === '' || explanation === '' || title.length > 100;
    });
    expect(unsplit).toEqual([]);
  });
});
