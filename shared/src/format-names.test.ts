import { describe, expect, it } from 'vitest';
import { formatCountryName, formatLanguageList } from './format-names.ts';

describe('country and language names (docs/decisions/099)', () => {
  it('names a country by its code, in any case, and shows a code Intl refuses as given', () => {
    expect(formatCountryName('GB')).toBe('United Kingdom');
    expect(formatCountryName('si')).toBe('Slovenia');
    expect(formatCountryName('G1')).toBe('G1');
  });

  it('names languages as one list', () => {
    expect(formatLanguageList(['en'])).toBe('English');
    expect(formatLanguageList(['en', 'fr'])).toBe('English and French');
    expect(formatLanguageList(['en', 'fr', 'de'])).toBe('English, French, and German');
  });
});
