import type { DisplayCurrency } from '@regen/shared/currencies';
import { sql } from 'kysely';
import type { DbOrTrx } from '../../db/database.ts';

// Display currencies (docs/decisions/108): the admin's rates and the traveler's choice.

export interface RateRow {
  currency: string;
  units_per_usd: number;
  rates_date: string;
}

/** Every stored rate (all but USD), by currency. */
export function listRates(db: DbOrTrx): Promise<RateRow[]> {
  return db
    .selectFrom('display_currency_rates')
    .select(['currency', sql<number>`units_per_usd::float8`.as('units_per_usd'), 'rates_date'])
    .orderBy('currency')
    .execute();
}

/** One currency's rate, or undefined (USD, or a currency without one). */
export function findRate(db: DbOrTrx, currency: string): Promise<RateRow | undefined> {
  return db
    .selectFrom('display_currency_rates')
    .select(['currency', sql<number>`units_per_usd::float8`.as('units_per_usd'), 'rates_date'])
    .where('currency', '=', currency)
    .executeTakeFirst();
}

/** Whether a day is after the database's today (UTC). */
export async function isAfterToday(db: DbOrTrx, isoDate: string): Promise<boolean> {
  const { rows } = await sql<{ after: boolean }>`
    select ${isoDate}::date > (now() at time zone 'UTC')::date as after
  `.execute(db);
  return rows[0]!.after;
}

/** Writes every rate, of one date, by one admin (inside the caller's transaction). */
export async function saveRates(
  trx: DbOrTrx,
  values: { ratesDate: string; rates: { currency: string; unitsPerUsd: number }[]; adminId: string },
): Promise<void> {
  await trx
    .insertInto('display_currency_rates')
    .values(
      values.rates.map((rate) => ({
        currency: rate.currency,
        units_per_usd: rate.unitsPerUsd.toFixed(6),
        rates_date: values.ratesDate,
        updated_by: values.adminId,
      })),
    )
    .onConflict((oc) =>
      oc.column('currency').doUpdateSet((eb) => ({
        units_per_usd: eb.ref('excluded.units_per_usd'),
        rates_date: eb.ref('excluded.rates_date'),
        updated_by: eb.ref('excluded.updated_by'),
        updated_at: sql<Date>`now()`,
      })),
    )
    .execute();
}

export async function saveUserCurrency(db: DbOrTrx, userId: string, currency: DisplayCurrency | null): Promise<void> {
  await db.updateTable('users').set({ currency }).where('id', '=', userId).execute();
}

export async function userCurrency(db: DbOrTrx, userId: string): Promise<string | null> {
  const row = await db.selectFrom('users').select('currency').where('id', '=', userId).executeTakeFirst();
  return row?.currency ?? null;
}
