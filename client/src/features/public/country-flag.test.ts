import { describe, expect, it } from 'vitest';
import { destinationCountries } from '@regen/shared/countries';
import { calculatorCountries } from '@regen/shared/rules/impact-calculator';
import { flagUrl } from './country-flag.tsx';

describe('flags', () => {
  it('has the flag of every destination and every country of the impact calculator', () => {
    for (const { code } of [...destinationCountries, ...calculatorCountries]) expect(flagUrl(code), code).toBeDefined();
  });

  it('has no flag for a code that is no country', () => {
    expect(flagUrl('qq')).toBeUndefined();
  });
});
