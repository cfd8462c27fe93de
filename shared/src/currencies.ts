// Currencies for display (issue 33 part 4, docs/decisions/108). Prices are stored and charged in
// US dollars (the spec); a traveler may read them converted, approximately, at the rates an admin
// keeps on /admin. Pure: the conversion and its rounding, shared by the server and the browser.

/** The currencies a traveler can show prices in; USD (the spec's) is the default. */
export const DISPLAY_CURRENCIES = [
  'USD',
  'EUR',
  'GBP',
  'CHF',
  'SEK',
  'DKK',
  'NOK',
  'PLN',
  'CZK',
  'HUF',
  'RON',
  'INR',
  'AUD',
  'NZD',
] as const;

export type DisplayCurrency = (typeof DISPLAY_CURRENCIES)[number];

export const DEFAULT_DISPLAY_CURRENCY: DisplayCurrency = 'USD';

/** The cookie that remembers a visitor's choice (a preference, readable by the page's script). */
export const CURRENCY_COOKIE = 'regen_currency';

export function isDisplayCurrency(value: unknown): value is DisplayCurrency {
  return typeof value === 'string' && (DISPLAY_CURRENCIES as readonly string[]).includes(value);
}

/** A currency's rate: how many of its units one US dollar buys, as of `ratesDate` ('YYYY-MM-DD'). */
export interface DisplayRate {
  currency: DisplayCurrency;
  unitsPerUsd: number;
  ratesDate: string;
}

/**
 * Currencies whose unit is worth little (≥ 3 to the dollar): an approximate price in them is
 * always whole units. HUF rounds to tens (1 USD ≈ 330 HUF: single forints mean nothing).
 */
const WHOLE_UNITS: ReadonlySet<DisplayCurrency> = new Set(['SEK', 'DKK', 'NOK', 'PLN', 'CZK', 'HUF', 'RON', 'INR']);
const TENS: ReadonlySet<DisplayCurrency> = new Set(['HUF']);

/**
 * A price in US cents converted to hundredths of `rate.currency`, rounded as it is shown:
 * - HUF to the nearest 10 forints;
 * - SEK, DKK, NOK, PLN, CZK, RON and INR to whole units;
 * - EUR, GBP, CHF, AUD and NZD to whole units from 10 up (≈ €37), to cents below (≈ €4.63),
 *   so a small amount is not rounded to nothing;
 * - USD is not converted.
 * Halves round away from zero. The result is approximate by nature and always shown as such.
 */
export function convertUsdCents(usdCents: number, rate: Pick<DisplayRate, 'currency' | 'unitsPerUsd'>): number {
  if (rate.currency === 'USD') return Math.round(usdCents);
  const hundredths = usdCents * rate.unitsPerUsd;
  const step = TENS.has(rate.currency)
    ? 1000
    : WHOLE_UNITS.has(rate.currency) || Math.abs(hundredths) >= 1000
      ? 100
      : 1;
  const rounded = Math.sign(hundredths) * Math.round(Math.abs(hundredths) / step) * step;
  return rounded === 0 ? 0 : rounded;
}

/** The most a rate may be (units per dollar): far above any of these currencies, far below a typo's. */
export const MAX_UNITS_PER_USD = 100_000;
