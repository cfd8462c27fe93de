// Country and language names as the reader's locale writes them ('GB' → 'United Kingdom',
// 'en' → 'English'): part of the one formatting seam (docs/decisions/089; lint lets
// shared/src/format*.ts use Intl). A code Intl does not know is shown as given.

import { destinationCountries, findDestinationCountry } from './countries.ts';
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

/**
 * A destination as the reader's locale names it, from its English name (the routes' identifier):
 * ('Germany', 'de-DE') → 'Deutschland', ('Netherlands', 'fr-FR') → 'Pays-Bas'. English keeps the
 * spec's names exactly ('Czech Republic', not Intl's 'Czechia'); a name that is not one of the
 * destinations is shown as given (docs/decisions/117).
 */
export function countryDisplayName(name: string, locale = DEFAULT_FORMAT_LOCALE): string {
  if (locale === 'en' || locale.startsWith('en-')) return name;
  const code = findDestinationCountry(name)?.code;
  return code ? formatCountryName(code, locale) : name;
}

/** A country with its name in a locale (`displayName`); `name` stays the English identifier. */
export type NamedCountry<T extends { name: string; code: string }> = T & { displayName: string };

const namedLists = new WeakMap<readonly object[], Map<string, readonly object[]>>();

/**
 * Countries in the order a reader of `locale` looks for them: alphabetical by their names in that
 * locale ('Österreich' after 'Neuseeland' in German), each with its `displayName`. English keeps
 * the list's own names and order (the spec's). Kept per list and locale.
 */
export function countriesInLocale<T extends { name: string; code: string }>(
  countries: readonly T[],
  locale = DEFAULT_FORMAT_LOCALE,
): readonly NamedCountry<T>[] {
  let byLocale = namedLists.get(countries);
  if (!byLocale) namedLists.set(countries, (byLocale = new Map<string, readonly object[]>()));
  let list = byLocale.get(locale) as readonly NamedCountry<T>[] | undefined;
  if (!list) {
    const english = locale === 'en' || locale.startsWith('en-');
    const named = countries.map((c) => ({ ...c, displayName: english ? c.name : formatCountryName(c.code, locale) }));
    if (!english) {
      const collator = new Intl.Collator(locale);
      named.sort((a, b) => collator.compare(a.displayName, b.displayName));
    }
    byLocale.set(locale, (list = named));
  }
  return list;
}

/** The 37 destinations, named and ordered for `locale` (see countriesInLocale). */
export const destinationsInLocale = (locale = DEFAULT_FORMAT_LOCALE) => countriesInLocale(destinationCountries, locale);
