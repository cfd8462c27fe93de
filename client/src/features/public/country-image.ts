import { isDestinationCountry } from '@regen/shared/countries';
import { slugify } from '@regen/shared/rules/slug';

/**
 * The illustration of a destination country (client/public/images/countries/, drawn by
 * scripts/images), or `fallback` for any other country name: banners show the place itself.
 */
export function countryImage(country: string, fallback: string): string {
  return isDestinationCountry(country) ? `/images/countries/${slugify(country)}.svg` : fallback;
}
