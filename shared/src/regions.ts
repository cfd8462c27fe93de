import type { DestinationCountry } from './countries.ts';

/**
 * The destinations by sub-region: what "nearby" means when a country has no experiences yet
 * and its page points to countries that do (docs/decisions/031). Each region lists its
 * countries along a rough overland or coastal route, so neighbours in the list are neighbours
 * on the map; how far apart two countries are is how far apart they are in the list.
 */
export const destinationRegions: readonly { name: string; countries: readonly DestinationCountry[] }[] = [
  {
    name: 'Nordic and Baltic',
    countries: ['Iceland', 'Denmark', 'Sweden', 'Finland', 'Estonia', 'Latvia', 'Lithuania'],
  },
  { name: 'British Isles', countries: ['Ireland', 'United Kingdom'] },
  {
    name: 'Western Europe',
    countries: ['Netherlands', 'Belgium', 'Luxembourg', 'Germany', 'France', 'Switzerland', 'Austria'],
  },
  {
    name: 'Central and Eastern Europe',
    countries: ['Poland', 'Czech Republic', 'Slovakia', 'Hungary', 'Romania', 'Bulgaria'],
  },
  {
    name: 'Southern Europe',
    countries: ['Portugal', 'Spain', 'Malta', 'Italy', 'Slovenia', 'Croatia', 'Albania', 'Greece', 'Cyprus'],
  },
  { name: 'Africa', countries: ['Egypt', 'Uganda'] },
  { name: 'South Asia and Oceania', countries: ['India', 'Australia', 'New Zealand'] },
  { name: 'North America', countries: ['United States'] },
];

function findRegion(country: string) {
  return destinationRegions.find((r) => r.countries.some((c) => c === country));
}

/** The sub-region of a destination; undefined for a name that is not one. */
export function regionOf(country: string): string | undefined {
  return findRegion(country)?.name;
}

/**
 * Up to `limit` other countries of the same sub-region that have experiences, nearest first
 * (then by name): where an empty country's page sends a traveler.
 */
export function nearbyCountriesWithExperiences(
  country: string,
  experiencesByCountry: ReadonlyMap<string, number>,
  limit = 3,
): DestinationCountry[] {
  const region = findRegion(country);
  if (!region) return [];
  const position = region.countries.findIndex((c) => c === country);
  const distance = (other: DestinationCountry) => Math.abs(region.countries.indexOf(other) - position);
  return region.countries
    .filter((c) => c !== country && (experiencesByCountry.get(c) ?? 0) > 0)
    .sort((a, b) => distance(a) - distance(b) || a.localeCompare(b))
    .slice(0, limit);
}
