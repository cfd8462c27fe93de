import { z } from 'zod';
import { DISPLAY_CURRENCIES, MAX_UNITS_PER_USD, type DisplayCurrency } from '../currencies.ts';
import { englishMessage } from '../i18n/index.ts';
import { isoDateSchema } from './bounds.ts';

// Inputs of the currencies domain (docs/decisions/108).

export const UNKNOWN_CURRENCY_MESSAGE = englishMessage('currency.unknown');
export const RATE_INVALID_MESSAGE = englishMessage('currency.rateInvalid');
export const RATE_TOO_LARGE_MESSAGE = englishMessage('currency.rateTooLarge', { max: String(MAX_UNITS_PER_USD) });
export const RATE_DECIMALS_MESSAGE = englishMessage('currency.rateDecimals');
export const RATES_INCOMPLETE_MESSAGE = englishMessage('currency.ratesIncomplete');
export const RATES_DATE_FUTURE_MESSAGE = englishMessage('currency.ratesDateFuture');

export const displayCurrencySchema = z.enum(DISPLAY_CURRENCIES, { message: UNKNOWN_CURRENCY_MESSAGE });

/** The traveler's choice, remembered on the profile. */
export const chooseCurrencyInputSchema = z.object({ currency: displayCurrencySchema });
export type ChooseCurrencyInput = z.infer<typeof chooseCurrencyInputSchema>;

/** Units of a currency per US dollar: positive, at most MAX_UNITS_PER_USD, six decimals at most (as stored). */
export const unitsPerUsdSchema = z
  .number({ message: RATE_INVALID_MESSAGE })
  .positive({ message: RATE_INVALID_MESSAGE })
  .max(MAX_UNITS_PER_USD, { message: RATE_TOO_LARGE_MESSAGE })
  .refine((n) => Number.isInteger(Math.round(n * 1e6)) && Math.abs(Math.round(n * 1e6) - n * 1e6) < 1e-6, {
    message: RATE_DECIMALS_MESSAGE,
  });

/** The currencies an admin sets a rate for: all but USD, which is 1. */
export const RATED_CURRENCIES = DISPLAY_CURRENCIES.filter((c): c is Exclude<DisplayCurrency, 'USD'> => c !== 'USD');

/** The admin's new rates: every currency but USD, once each, and the day they are of. */
export const updateRatesInputSchema = z
  .object({
    ratesDate: isoDateSchema,
    rates: z
      .array(z.object({ currency: displayCurrencySchema, unitsPerUsd: unitsPerUsdSchema }))
      .max(DISPLAY_CURRENCIES.length, { message: RATES_INCOMPLETE_MESSAGE }),
  })
  .superRefine((input, ctx) => {
    const given = input.rates.map((r) => r.currency);
    const complete = given.length === RATED_CURRENCIES.length && RATED_CURRENCIES.every((c) => given.includes(c));
    if (!complete) ctx.addIssue({ code: 'custom', path: ['rates'], message: RATES_INCOMPLETE_MESSAGE });
  });
export type UpdateRatesInput = z.infer<typeof updateRatesInputSchema>;

/** What `currencies.rates` returns: every currency's rate (USD at 1) and the day they are of. */
export interface DisplayRates {
  ratesDate: string;
  rates: { currency: DisplayCurrency; unitsPerUsd: number }[];
}
