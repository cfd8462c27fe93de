import { describe, expect, it } from 'vitest';
import { RATED_CURRENCIES } from '@regen/shared/schemas/currency';
import { displayRateFor } from '../../server/src/modules/currencies/index.ts';
import { useApiEnvironment } from '../helpers/api-environment.ts';
import { failure } from '../helpers/client.ts';
import { createUser, daysFromToday } from '../helpers/factories.ts';

// Currencies for display (issue 33 part 4, docs/decisions/108): rates an admin keeps (validated,
// all at once), a traveler's choice in a cookie and on the profile. Prices stay in US dollars.

const { env, signedIn, anonymousClient } = useApiEnvironment({ RATE_LIMITS: 'false' });

/** A full set of rates: 1.5 of every currency to the dollar, EUR at `eur`. */
const ratesWith = (eur: number) =>
  RATED_CURRENCIES.map((currency) => ({ currency, unitsPerUsd: currency === 'EUR' ? eur : 1.5 }));

async function admin() {
  const user = await createUser(env.db, { role: 'admin' });
  return signedIn(user.email);
}

describe('display currency rates', () => {
  it('start from the migration’s rates of 2026-11-27, USD first at 1, read by anyone', async () => {
    const rates = await anonymousClient().trpc.currencies.rates.query();
    expect(rates.ratesDate).toBe('2026-11-27');
    expect(rates.rates.map((r) => r.currency)).toEqual([
      'USD',
      'AUD',
      'CHF',
      'CZK',
      'DKK',
      'EUR',
      'GBP',
      'HUF',
      'INR',
      'NOK',
      'NZD',
      'PLN',
      'RON',
      'SEK',
    ]);
    expect(rates.rates[0]).toEqual({ currency: 'USD', unitsPerUsd: 1 });
    expect(rates.rates.find((r) => r.currency === 'EUR')).toEqual({ currency: 'EUR', unitsPerUsd: 0.862 });
  });

  it('are updated by an admin, all at once, with their date', async () => {
    const client = await admin();
    const today = daysFromToday(0);
    const updated = await client.trpc.currencies.updateRates.mutate({ ratesDate: today, rates: ratesWith(0.9125) });
    expect(updated.ratesDate).toBe(today);
    expect(updated.rates.find((r) => r.currency === 'EUR')).toEqual({ currency: 'EUR', unitsPerUsd: 0.9125 });
    expect(updated.rates.find((r) => r.currency === 'HUF')).toEqual({ currency: 'HUF', unitsPerUsd: 1.5 });
    expect(await displayRateFor(env.db, 'EUR')).toEqual({ currency: 'EUR', unitsPerUsd: 0.9125, ratesDate: today });
    expect(await displayRateFor(env.db, 'USD')).toBeNull();
    expect(await displayRateFor(env.db, 'XYZ')).toBeNull();
  });

  it('refuses a missing currency, a rate of zero, too many decimals or a date ahead, and changes nothing', async () => {
    const client = await admin();
    const before = await client.trpc.currencies.rates.query();

    const missing = await failure(
      client.trpc.currencies.updateRates.mutate({ ratesDate: daysFromToday(0), rates: ratesWith(0.5).slice(1) }),
    );
    expect(missing).toEqual(
      expect.objectContaining({ code: 'BAD_REQUEST', fieldErrors: { rates: ['Enter one rate for every currency.'] } }),
    );
    const zero = await failure(
      client.trpc.currencies.updateRates.mutate({ ratesDate: daysFromToday(0), rates: ratesWith(0) }),
    );
    expect(zero.code).toBe('BAD_REQUEST');
    expect(zero.message).toContain('Enter a rate above zero.');
    const decimals = await failure(
      client.trpc.currencies.updateRates.mutate({ ratesDate: daysFromToday(0), rates: ratesWith(0.1234567) }),
    );
    expect(decimals.message).toContain('Enter a rate with at most six decimals.');
    const ahead = await failure(
      client.trpc.currencies.updateRates.mutate({ ratesDate: daysFromToday(2), rates: ratesWith(0.5) }),
    );
    expect(ahead).toEqual(
      expect.objectContaining({ code: 'BAD_REQUEST', message: 'The rates’ date cannot be in the future.' }),
    );

    expect(await client.trpc.currencies.rates.query()).toEqual(before);
  });

  it('are the admin’s alone: a traveler is refused', async () => {
    const traveler = await createUser(env.db);
    const client = await signedIn(traveler.email);
    const refused = await failure(
      client.trpc.currencies.updateRates.mutate({ ratesDate: daysFromToday(0), rates: ratesWith(0.5) }),
    );
    expect(refused.code).toBe('FORBIDDEN');
  });
});

describe('a traveler’s currency', () => {
  it('is remembered in a cookie for a visitor, and cleared by choosing US dollars again', async () => {
    const visitor = anonymousClient();
    const chosen = await visitor.trpc.currencies.choose.mutate({ currency: 'EUR' });
    expect(chosen.currency).toBe('EUR');
    expect(chosen.rate).toEqual(expect.objectContaining({ currency: 'EUR' }));
    expect(visitor.jar.get('regen_currency')).toBe('EUR');
    const usd = await visitor.trpc.currencies.choose.mutate({ currency: 'USD' });
    expect(usd).toEqual({ currency: 'USD', rate: null });
    expect(visitor.jar.get('regen_currency')).toBeUndefined();
  });

  it('is remembered on a signed-in traveler’s profile, and only theirs', async () => {
    const first = await createUser(env.db);
    const second = await createUser(env.db);
    const firstClient = await signedIn(first.email);
    const secondClient = await signedIn(second.email);
    await firstClient.trpc.currencies.choose.mutate({ currency: 'GBP' });
    expect(await firstClient.trpc.currencies.mine.query()).toEqual({ currency: 'GBP' });
    expect(await secondClient.trpc.currencies.mine.query()).toEqual({ currency: 'USD' });
    const row = await env.db
      .selectFrom('users')
      .select('currency')
      .where('id', '=', first.id)
      .executeTakeFirstOrThrow();
    expect(row.currency).toBe('GBP');
  });

  it('is one of the offered currencies', async () => {
    const refused = await failure(anonymousClient().trpc.currencies.choose.mutate({ currency: 'JPY' as never }));
    expect(refused).toEqual(
      expect.objectContaining({
        code: 'BAD_REQUEST',
        fieldErrors: { currency: ['Choose one of the currencies offered.'] },
      }),
    );
  });
});
