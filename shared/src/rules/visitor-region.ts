import { destinationCountries, type DestinationCountry } from '../countries.ts';
import { destinationRegions } from '../regions.ts';
import { destinationOfLanguageTag, nearnessRanks } from './nearness.ts';

// Where a visitor most likely is, from the languages their browser asks for (its
// Accept-Language), never from their address (docs/decisions/124): a tag whose region is a
// destination names that country ('de-DE' → Germany, 'en-GB' → United Kingdom); a tag without a
// region in a language spoken mostly in Europe names Europe ('fr', 'it', 'de'). A tag with a
// region that is not a destination ('es-MX') ends the guess: the visitor is elsewhere, unknown
// where. A language spoken across the world without a region ('en', 'es', 'pt') says nothing,
// and neither does '*'. The first tag (by weight, then order) that says something decides.

export type VisitorRegion = { country: DestinationCountry } | { continent: 'Europe' };

/** Languages spoken mostly in Europe: without a region, a visitor asking for one is likely there. */
const EUROPEAN_LANGUAGES = new Set([
  'bg',
  'cs',
  'da',
  'de',
  'el',
  'et',
  'fi',
  'fr',
  'ga',
  'hr',
  'hu',
  'is',
  'it',
  'lb',
  'lt',
  'lv',
  'mt',
  'nb',
  'nl',
  'nn',
  'no',
  'pl',
  'ro',
  'sk',
  'sl',
  'sq',
  'sr',
  'sv',
]);

/** The tags of an Accept-Language header, highest weight first (equal weights keep their order). */
export function acceptedLanguageTags(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .slice(0, 20)
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q\s*=\s*([0-9.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
      return { tag: tag.trim(), weight: q === undefined ? 1 : Number(q), index };
    })
    .filter((t) => t.tag !== '' && t.tag !== '*' && Number.isFinite(t.weight) && t.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index)
    .map((t) => t.tag);
}

/** The visitor's region from their Accept-Language; undefined when the languages do not say. */
export function visitorRegionOf(acceptLanguage: string | undefined): VisitorRegion | undefined {
  for (const tag of acceptedLanguageTags(acceptLanguage)) {
    const country = destinationOfLanguageTag(tag);
    if (country) return { country };
    const [language = '', second] = tag.toLowerCase().split('-');
    // A region that is not a destination ('es-MX'): the visitor is elsewhere, we do not know where.
    if (second !== undefined && /^[a-z]{2}$/.test(second)) return undefined;
    if (EUROPEAN_LANGUAGES.has(language)) return { continent: 'Europe' };
  }
  return undefined;
}

const EUROPE: ReadonlySet<string> = new Set(
  destinationRegions
    .filter((r) => r.name.includes('Europe') || ['Nordic and Baltic', 'British Isles'].includes(r.name))
    .flatMap((r) => r.countries),
);

/** Every destination's nearness rank to the visitor (lower is nearer): a country's, or Europe first. */
export function visitorNearnessRanks(region: VisitorRegion): Map<DestinationCountry, number> {
  if ('country' in region) return nearnessRanks(region.country);
  return new Map(destinationCountries.map((c) => [c.name, EUROPE.has(c.name) ? 0 : 20] as const));
}

/** A short key of the region, for caches of answers that depend on it ('' when none). */
export function visitorRegionKey(region: VisitorRegion | undefined): string {
  if (!region) return '';
  return 'country' in region ? `country:${region.country}` : `continent:${region.continent}`;
}
