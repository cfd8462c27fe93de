/**
 * The 37 destination countries offered on the destinations page and the
 * create-activity form (docs/spec/public-site.md §2, docs/spec/accounts-and-operations.md §3).
 * `timeZone` is the default zone for an activity in that country; `code` is the
 * ISO 3166-1 alpha-2 code used for flag icons.
 */
export const destinationCountries = [
  { name: 'Albania', code: 'al', timeZone: 'Europe/Tirane' },
  { name: 'Australia', code: 'au', timeZone: 'Australia/Sydney' },
  { name: 'Austria', code: 'at', timeZone: 'Europe/Vienna' },
  { name: 'Belgium', code: 'be', timeZone: 'Europe/Brussels' },
  { name: 'Bulgaria', code: 'bg', timeZone: 'Europe/Sofia' },
  { name: 'Croatia', code: 'hr', timeZone: 'Europe/Zagreb' },
  { name: 'Cyprus', code: 'cy', timeZone: 'Asia/Nicosia' },
  { name: 'Czech Republic', code: 'cz', timeZone: 'Europe/Prague' },
  { name: 'Denmark', code: 'dk', timeZone: 'Europe/Copenhagen' },
  { name: 'Egypt', code: 'eg', timeZone: 'Africa/Cairo' },
  { name: 'Estonia', code: 'ee', timeZone: 'Europe/Tallinn' },
  { name: 'Finland', code: 'fi', timeZone: 'Europe/Helsinki' },
  { name: 'France', code: 'fr', timeZone: 'Europe/Paris' },
  { name: 'Germany', code: 'de', timeZone: 'Europe/Berlin' },
  { name: 'Greece', code: 'gr', timeZone: 'Europe/Athens' },
  { name: 'Hungary', code: 'hu', timeZone: 'Europe/Budapest' },
  { name: 'Iceland', code: 'is', timeZone: 'Atlantic/Reykjavik' },
  { name: 'India', code: 'in', timeZone: 'Asia/Kolkata' },
  { name: 'Ireland', code: 'ie', timeZone: 'Europe/Dublin' },
  { name: 'Italy', code: 'it', timeZone: 'Europe/Rome' },
  { name: 'Latvia', code: 'lv', timeZone: 'Europe/Riga' },
  { name: 'Lithuania', code: 'lt', timeZone: 'Europe/Vilnius' },
  { name: 'Luxembourg', code: 'lu', timeZone: 'Europe/Luxembourg' },
  { name: 'Malta', code: 'mt', timeZone: 'Europe/Malta' },
  { name: 'Netherlands', code: 'nl', timeZone: 'Europe/Amsterdam' },
  { name: 'New Zealand', code: 'nz', timeZone: 'Pacific/Auckland' },
  { name: 'Poland', code: 'pl', timeZone: 'Europe/Warsaw' },
  { name: 'Portugal', code: 'pt', timeZone: 'Europe/Lisbon' },
  { name: 'Romania', code: 'ro', timeZone: 'Europe/Bucharest' },
  { name: 'Slovakia', code: 'sk', timeZone: 'Europe/Bratislava' },
  { name: 'Slovenia', code: 'si', timeZone: 'Europe/Ljubljana' },
  { name: 'Spain', code: 'es', timeZone: 'Europe/Madrid' },
  { name: 'Sweden', code: 'se', timeZone: 'Europe/Stockholm' },
  { name: 'Switzerland', code: 'ch', timeZone: 'Europe/Zurich' },
  { name: 'United Kingdom', code: 'gb', timeZone: 'Europe/London' },
  { name: 'United States', code: 'us', timeZone: 'America/New_York' },
  { name: 'Uganda', code: 'ug', timeZone: 'Africa/Kampala' },
] as const;

export type DestinationCountry = (typeof destinationCountries)[number]['name'];

export const destinationCountryNames = destinationCountries.map((c) => c.name) as [
  DestinationCountry,
  ...DestinationCountry[],
];

export function findDestinationCountry(name: string) {
  return destinationCountries.find((c) => c.name === name);
}

export function isDestinationCountry(name: string): name is DestinationCountry {
  return findDestinationCountry(name) !== undefined;
}
