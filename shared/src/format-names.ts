// Country and language names as the reader's locale writes them ('GB' → 'United Kingdom',
// 'en' → 'English'): part of the one formatting seam (docs/decisions/089; lint lets
// shared/src/format*.ts use Intl). A code Intl does not know is shown as given.

import { DEFAULT_FORMAT_LOCALE } from './format.ts';

const displayNames = new Map<string, Intl.DisplayNames>();
const listFormats = new Map<string, Intl.ListFormat>();

function nameOf(type: 'region' | 'language', code: string, locale: string): string {
  const key = `${type}|${locale}`;
  let names = displayNames.get(key);
  if (!names) displayNames.set(key, (names = new Intl.DisplayNames([locale], { type, fallback: 'code' })));
  try {
    return names.of(code) ?? code;
  } catch {
    // Not a well-formed code ('G1'): Intl refuses it.
    return code;
  }
}

/** A country by its ISO 3166-1 alpha-2 code. */
export const formatCountryName = (code: string, locale = DEFAULT_FORMAT_LOCALE) =>
  nameOf('region', code.toUpperCase(), locale);

/** Languages by their BCP 47 tags, as one list: 'English and French'. */
export function formatLanguageList(tags: readonly string[], locale = DEFAULT_FORMAT_LOCALE): string {
  let list = listFormats.get(locale);
  if (!list) listFormats.set(locale, (list = new Intl.ListFormat([locale], { type: 'conjunction' })));
  return list.format(tags.map((tag) => nameOf('language', tag, locale)));
}
