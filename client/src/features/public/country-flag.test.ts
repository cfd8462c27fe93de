import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { destinationCountries } from '@regen/shared/countries';
import { calculatorCountries } from '@regen/shared/rules/impact-calculator';
import { flagUrl } from './country-flag.tsx';

const flagIcons = path.dirname(createRequire(import.meta.url).resolve('flag-icons/package.json'));

describe('flags', () => {
  it('points every destination and every country of the impact calculator at a flag the package has', () => {
    for (const { code } of [...destinationCountries, ...calculatorCountries]) {
      const url = flagUrl(code);
      expect(url, code).toBe(`/assets/flag-icons-7.5.0/${code}.svg`);
      expect(existsSync(path.join(flagIcons, 'flags', '4x3', `${code}.svg`)), code).toBe(true);
    }
  });

  it('has no flag for what is not a two-letter country code', () => {
    for (const code of ['', 'EG', 'gb-eng', 'egy', '../x']) expect(flagUrl(code), code).toBeUndefined();
  });
});
