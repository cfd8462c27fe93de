import { CALCULATOR_BASE_POINTS_PER_DAY, CALCULATOR_EXTRA_CITY_POINTS_PER_DAY } from '../constants.ts';

/** 1 = highly vulnerable, 2 = developing, 3 = high-income (docs/spec/public-site.md §3). */
export type CalculatorTier = 1 | 2 | 3;

export interface CalculatorCountry {
  name: string;
  /** ISO 3166-1 alpha-2 code, lower case, for the flag icon. */
  code: string;
  tier: CalculatorTier;
}

type Row = readonly [name: string, code: string];

const tier1: readonly Row[] = [
  ['Afghanistan', 'af'],
  ['Bangladesh', 'bd'],
  ['Benin', 'bj'],
  ['Bhutan', 'bt'],
  ['Burkina Faso', 'bf'],
  ['Burundi', 'bi'],
  ['Cambodia', 'kh'],
  ['Central African Republic', 'cf'],
  ['Chad', 'td'],
  ['Democratic Republic of the Congo', 'cd'],
  ['Egypt', 'eg'],
  ['Eritrea', 'er'],
  ['Ethiopia', 'et'],
  ['Fiji', 'fj'],
  ['Gambia', 'gm'],
  ['Guatemala', 'gt'],
  ['Guinea', 'gn'],
  ['Haiti', 'ht'],
  ['Honduras', 'hn'],
  ['Kenya', 'ke'],
  ['Kiribati', 'ki'],
  ['Laos', 'la'],
  ['Liberia', 'lr'],
  ['Madagascar', 'mg'],
  ['Malawi', 'mw'],
  ['Maldives', 'mv'],
  ['Mali', 'ml'],
  ['Mauritania', 'mr'],
  ['Mozambique', 'mz'],
  ['Myanmar', 'mm'],
  ['Nepal', 'np'],
  ['Niger', 'ne'],
  ['Nigeria', 'ng'],
  ['Pakistan', 'pk'],
  ['Papua New Guinea', 'pg'],
  ['Philippines', 'ph'],
  ['Rwanda', 'rw'],
  ['Senegal', 'sn'],
  ['Sierra Leone', 'sl'],
  ['Solomon Islands', 'sb'],
  ['Somalia', 'so'],
  ['South Sudan', 'ss'],
  ['Sri Lanka', 'lk'],
  ['Sudan', 'sd'],
  ['Tanzania', 'tz'],
  ['Timor-Leste', 'tl'],
  ['Togo', 'tg'],
  ['Tuvalu', 'tv'],
  ['Uganda', 'ug'],
  ['Vanuatu', 'vu'],
  ['Yemen', 'ye'],
  ['Zambia', 'zm'],
  ['Zimbabwe', 'zw'],
];

const tier2: readonly Row[] = [
  ['Albania', 'al'],
  ['Algeria', 'dz'],
  ['Argentina', 'ar'],
  ['Armenia', 'am'],
  ['Azerbaijan', 'az'],
  ['Belize', 'bz'],
  ['Bolivia', 'bo'],
  ['Bosnia and Herzegovina', 'ba'],
  ['Botswana', 'bw'],
  ['Brazil', 'br'],
  ['Bulgaria', 'bg'],
  ['Cameroon', 'cm'],
  ['Chile', 'cl'],
  ['China', 'cn'],
  ['Colombia', 'co'],
  ['Costa Rica', 'cr'],
  ["Côte d'Ivoire", 'ci'],
  ['Cuba', 'cu'],
  ['Dominican Republic', 'do'],
  ['Ecuador', 'ec'],
  ['El Salvador', 'sv'],
  ['Georgia', 'ge'],
  ['Ghana', 'gh'],
  ['India', 'in'],
  ['Indonesia', 'id'],
  ['Iran', 'ir'],
  ['Iraq', 'iq'],
  ['Jamaica', 'jm'],
  ['Jordan', 'jo'],
  ['Kazakhstan', 'kz'],
  ['Kyrgyzstan', 'kg'],
  ['Lebanon', 'lb'],
  ['Malaysia', 'my'],
  ['Mexico', 'mx'],
  ['Moldova', 'md'],
  ['Mongolia', 'mn'],
  ['Montenegro', 'me'],
  ['Morocco', 'ma'],
  ['Namibia', 'na'],
  ['Nicaragua', 'ni'],
  ['North Macedonia', 'mk'],
  ['Panama', 'pa'],
  ['Paraguay', 'py'],
  ['Peru', 'pe'],
  ['Romania', 'ro'],
  ['Serbia', 'rs'],
  ['South Africa', 'za'],
  ['Tajikistan', 'tj'],
  ['Thailand', 'th'],
  ['Tunisia', 'tn'],
  ['Turkey', 'tr'],
  ['Ukraine', 'ua'],
  ['Uzbekistan', 'uz'],
  ['Venezuela', 've'],
  ['Vietnam', 'vn'],
];

const tier3: readonly Row[] = [
  ['Andorra', 'ad'],
  ['Australia', 'au'],
  ['Austria', 'at'],
  ['Bahrain', 'bh'],
  ['Belgium', 'be'],
  ['Brunei', 'bn'],
  ['Canada', 'ca'],
  ['Croatia', 'hr'],
  ['Cyprus', 'cy'],
  ['Czech Republic', 'cz'],
  ['Denmark', 'dk'],
  ['Estonia', 'ee'],
  ['Finland', 'fi'],
  ['France', 'fr'],
  ['Germany', 'de'],
  ['Greece', 'gr'],
  ['Hungary', 'hu'],
  ['Iceland', 'is'],
  ['Ireland', 'ie'],
  ['Israel', 'il'],
  ['Italy', 'it'],
  ['Japan', 'jp'],
  ['Kuwait', 'kw'],
  ['Latvia', 'lv'],
  ['Liechtenstein', 'li'],
  ['Lithuania', 'lt'],
  ['Luxembourg', 'lu'],
  ['Malta', 'mt'],
  ['Monaco', 'mc'],
  ['Netherlands', 'nl'],
  ['New Zealand', 'nz'],
  ['Norway', 'no'],
  ['Oman', 'om'],
  ['Poland', 'pl'],
  ['Portugal', 'pt'],
  ['Qatar', 'qa'],
  ['Saudi Arabia', 'sa'],
  ['Singapore', 'sg'],
  ['Slovakia', 'sk'],
  ['Slovenia', 'si'],
  ['South Korea', 'kr'],
  ['Spain', 'es'],
  ['Sweden', 'se'],
  ['Switzerland', 'ch'],
  ['United Arab Emirates', 'ae'],
  ['United Kingdom', 'gb'],
  ['United States', 'us'],
  ['Uruguay', 'uy'],
];

function withTier(rows: readonly Row[], tier: CalculatorTier): CalculatorCountry[] {
  return rows.map(([name, code]) => ({ name, code, tier }));
}

/** About 150 countries across three tiers, sorted by name for the dropdown. */
export const calculatorCountries: readonly CalculatorCountry[] = [
  ...withTier(tier1, 1),
  ...withTier(tier2, 2),
  ...withTier(tier3, 3),
].sort((a, b) => a.name.localeCompare(b.name, 'en'));

export function findCalculatorCountry(name: string): CalculatorCountry | undefined {
  return calculatorCountries.find((c) => c.name === name);
}

export interface ImpactInput {
  country: string;
  /** Numbers or the raw text of the form fields. */
  days: number | string;
  cities: number | string;
}

export interface ImpactResult {
  total: number;
  perDay: number;
}

/**
 * What a trip can be (issue 30 part 9): the bounds a saved trip goal has always had on the
 * server (schemas/impact.ts), so whatever the calculator shows can be saved.
 */
export const CALCULATOR_MAX_DAYS = 365;
export const CALCULATOR_MAX_CITIES = 50;

function toPositiveInteger(value: number | string): number | null {
  const n = typeof value === 'number' ? value : value.trim() === '' ? NaN : Number(value);
  return Number.isInteger(n) && n >= 1 ? n : null;
}

/**
 * Days or cities beyond what a trip can be, which the page explains (the spec's silent no
 * result stays for values below 1, not whole, or an unknown country).
 */
export function impactInputTooLarge(input: Pick<ImpactInput, 'days' | 'cities'>): 'days' | 'cities' | null {
  const days = toPositiveInteger(input.days);
  const cities = toPositiveInteger(input.cities);
  if (days !== null && days > CALCULATOR_MAX_DAYS) return 'days';
  if (cities !== null && cities > CALCULATOR_MAX_CITIES) return 'cities';
  return null;
}

/**
 * Regen points a traveler needs to be a positive contributor (docs/spec/public-site.md §5, §9):
 * base points by tier × days, plus (cities − 1) × 250 × days when visiting more than one
 * city. Invalid input (days or cities below 1, above CALCULATOR_MAX_DAYS / _CITIES or not whole
 * numbers, unknown country) gives null, which the page shows as no result.
 */
export function calculateImpact(input: ImpactInput): ImpactResult | null {
  const country = findCalculatorCountry(input.country);
  const days = toPositiveInteger(input.days);
  const cities = toPositiveInteger(input.cities);
  if (!country || days === null || cities === null) return null;
  if (days > CALCULATOR_MAX_DAYS || cities > CALCULATOR_MAX_CITIES) return null;
  const base = CALCULATOR_BASE_POINTS_PER_DAY[country.tier] * days;
  const extraCities = cities > 1 ? (cities - 1) * CALCULATOR_EXTRA_CITY_POINTS_PER_DAY * days : 0;
  const total = base + extraCities;
  return { total, perDay: Math.round(total / days) };
}
