import { destinationCountries, type DestinationCountry } from '../countries.ts';
import { destinationRegions } from '../regions.ts';

// "Near" for the experiences search (docs/decisions/094): how far each destination is from a
// country the traveler names (`near` in the search's URL), on the sub-regions of regions.ts.
// A rank, not a distance: the same country 0, then the same sub-region by its place on the
// region's route (1–8), then the other sub-regions of the same continent (10+), then the rest
// of the world (20+), each group in the order of the regions' list away from the country's own.

const continentOf: Record<string, string> = {
  'Nordic and Baltic': 'Europe',
  'British Isles': 'Europe',
  'Western Europe': 'Europe',
  'Central and Eastern Europe': 'Europe',
  'Southern Europe': 'Europe',
  Africa: 'Africa',
  'South Asia and Oceania': 'Asia and Oceania',
  'North America': 'North America',
};

/** Every destination's nearness rank to `anchor` (lower is nearer); empty for an unknown anchor. */
export function nearnessRanks(anchor: string): Map<DestinationCountry, number> {
  const home = destinationRegions.findIndex((r) => r.countries.some((c) => c === anchor));
  const ranks = new Map<DestinationCountry, number>();
  const homeRegion = destinationRegions[home];
  if (!homeRegion) return ranks;
  const position = homeRegion.countries.findIndex((c) => c === anchor);
  destinationRegions.forEach((region, index) => {
    region.countries.forEach((country, at) => {
      const rank =
        index === home
          ? Math.abs(at - position)
          : (continentOf[region.name] === continentOf[homeRegion.name] ? 10 : 20) + Math.abs(index - home);
      ranks.set(country, rank);
    });
  });
  return ranks;
}

/**
 * The destination a language tag's region names ('en-GB' → United Kingdom, 'de-AT' → Austria);
 * undefined for a tag without a region ('en') or a region that is not a destination. The
 * browser's languages are its Accept-Language: where a visitor most likely is.
 */
export function destinationOfLanguageTag(tag: string): DestinationCountry | undefined {
  const region = /^[a-z]{2,3}(?:-[a-z]{4})?-([a-z]{2})\b/i.exec(tag)?.[1]?.toLowerCase();
  return region ? destinationCountries.find((c) => c.code === region)?.name : undefined;
}
