import {
  CURRENCY_COOKIE,
  DEFAULT_DISPLAY_CURRENCY,
  isDisplayCurrency,
  type DisplayCurrency,
  type DisplayRate,
} from '@regen/shared/currencies';
import type { DisplayRates, UpdateRatesInput } from '@regen/shared/schemas/currency';
import type { Db } from '../../db/database.ts';
import { badRequest } from '../../errors.ts';
import type { CookieWriter } from '../../trpc/context.ts';
import * as repository from './currencies.repository.ts';

// Currencies for display (issue 33 part 4, docs/decisions/108). Prices are stored and charged in
// US dollars; nothing here touches a price. No network call: the rates are the admin's.

/** How long the visitor's choice is remembered. */
const CHOICE_LIFETIME_MS = 365 * 86_400_000;

/** Every currency's rate, USD first at 1, and the day the admin's rates are of. */
export async function displayRates(db: Db): Promise<DisplayRates> {
  const rows = await repository.listRates(db);
  const ratesDate =
    rows
      .map((row) => row.rates_date)
      .sort()
      .at(-1) ?? '';
  return {
    ratesDate,
    rates: [
      { currency: 'USD', unitsPerUsd: 1 },
      ...rows
        .filter((row) => isDisplayCurrency(row.currency))
        .map((row) => ({
          currency: row.currency as DisplayCurrency,
          unitsPerUsd: Number(row.units_per_usd),
        })),
    ],
  };
}

/**
 * The rate a page is rendered with for a chosen currency (the server render reads the visitor's
 * cookie); null for US dollars, an unknown value or a currency without a rate.
 */
export async function displayRateFor(db: Db, chosen: string | undefined | null): Promise<DisplayRate | null> {
  if (!isDisplayCurrency(chosen) || chosen === DEFAULT_DISPLAY_CURRENCY) return null;
  const row = await repository.findRate(db, chosen);
  return row ? { currency: chosen, unitsPerUsd: Number(row.units_per_usd), ratesDate: row.rates_date } : null;
}

/**
 * The traveler's choice: remembered in a cookie for this browser (read by the server render, so
 * the page comes in that currency) and, when signed in, on the profile.
 */
export async function chooseCurrency(
  db: Db,
  cookies: CookieWriter,
  userId: string | null,
  currency: DisplayCurrency,
): Promise<{ currency: DisplayCurrency; rate: DisplayRate | null }> {
  const rate = await displayRateFor(db, currency);
  if (userId) await repository.saveUserCurrency(db, userId, currency === DEFAULT_DISPLAY_CURRENCY ? null : currency);
  if (currency === DEFAULT_DISPLAY_CURRENCY) cookies.clear(CURRENCY_COOKIE);
  else cookies.set(CURRENCY_COOKIE, currency, new Date(Date.now() + CHOICE_LIFETIME_MS));
  return { currency, rate };
}

/** The signed-in traveler's remembered currency (USD when none). */
export async function myCurrency(db: Db, userId: string): Promise<{ currency: DisplayCurrency }> {
  const stored = await repository.userCurrency(db, userId);
  return { currency: isDisplayCurrency(stored) ? stored : DEFAULT_DISPLAY_CURRENCY };
}

/** The admin's new rates, all of one date, in one transaction; a date after today is refused. */
export async function updateRates(db: Db, adminId: string, input: UpdateRatesInput): Promise<DisplayRates> {
  if (await repository.isAfterToday(db, input.ratesDate)) throw badRequest('currency.ratesDateFuture');
  await db.transaction().execute((trx) => repository.saveRates(trx, { ...input, adminId }));
  return displayRates(db);
}
