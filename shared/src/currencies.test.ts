import { describe, expect, it } from 'vitest';
import { convertUsdCents, DISPLAY_CURRENCIES, isDisplayCurrency } from './currencies.ts';
import { formatApproxPrice, formatCurrencyName } from './format.ts';
import { updateRatesInputSchema, RATED_CURRENCIES } from './schemas/currency.ts';

// Currencies for display (docs/decisions/108): conversion, rounding and the approximate mark.

describe('converting a US-dollar price for display', () => {
  it('rounds a strong currency to whole units from 10 up, halves away from zero', () => {
    expect(convertUsdCents(4000, { currency: 'EUR', unitsPerUsd: 0.92 })).toBe(3700); // 36.80 → 37
    expect(convertUsdCents(4000, { currency: 'GBP', unitsPerUsd: 0.7875 })).toBe(3200); // 31.50 → 32
    expect(convertUsdCents(8000, { currency: 'CHF', unitsPerUsd: 0.8 })).toBe(6400);
  });

  it('keeps cents below 10 units of a strong currency, so a small amount is not rounded away', () => {
    expect(convertUsdCents(500, { currency: 'EUR', unitsPerUsd: 0.92 })).toBe(460);
    expect(convertUsdCents(503, { currency: 'AUD', unitsPerUsd: 1.53 })).toBe(770); // 7.6959 → 7.70
  });

  it('writes weak currencies in whole units and forints to tens', () => {
    expect(convertUsdCents(4550, { currency: 'SEK', unitsPerUsd: 10.55 })).toBe(48000); // 480.03 → 480
    expect(convertUsdCents(199, { currency: 'INR', unitsPerUsd: 84.2 })).toBe(16800); // 167.56 → 168
    expect(convertUsdCents(4000, { currency: 'HUF', unitsPerUsd: 362.4 })).toBe(1450000); // 14,496 → 14,500
    expect(convertUsdCents(4000, { currency: 'CZK', unitsPerUsd: 23.04 })).toBe(92200); // 921.6 → 922
  });

  it('leaves US dollars as they are', () => {
    expect(convertUsdCents(4550, { currency: 'USD', unitsPerUsd: 1 })).toBe(4550);
  });
});

describe('the approximate price', () => {
  it('is marked ≈ and written in the locale', () => {
    expect(formatApproxPrice(4000, { currency: 'EUR', unitsPerUsd: 0.92 })).toBe('≈ €37');
    expect(formatApproxPrice(4000, { currency: 'EUR', unitsPerUsd: 0.92 }, 'de-DE')).toBe('≈ 37\u00a0€');
    expect(formatApproxPrice(500, { currency: 'EUR', unitsPerUsd: 0.92 })).toBe('≈ €4.60');
    expect(formatApproxPrice(4000, { currency: 'HUF', unitsPerUsd: 362.4 })).toBe('≈ HUF\u00a014,500');
    expect(formatApproxPrice(4000, { currency: 'SEK', unitsPerUsd: 10.55 })).toBe('≈ SEK\u00a0422');
  });

  it('is nothing for US dollars or without a rate: the spec’s USD price stands alone', () => {
    expect(formatApproxPrice(4000, { currency: 'USD', unitsPerUsd: 1 })).toBeNull();
    expect(formatApproxPrice(4000, null)).toBeNull();
  });

  it('names currencies for the picker', () => {
    expect(formatCurrencyName('EUR')).toBe('Euro');
    expect(formatCurrencyName('CHF')).toBe('Swiss Franc');
  });
});

describe('the admin’s rates', () => {
  const all = RATED_CURRENCIES.map((currency) => ({ currency, unitsPerUsd: 2 }));

  it('lists the fourteen currencies of issue 33, USD first', () => {
    expect(DISPLAY_CURRENCIES).toEqual([
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
    ]);
    expect(isDisplayCurrency('EUR')).toBe(true);
    expect(isDisplayCurrency('JPY')).toBe(false);
  });

  it('takes a rate for every currency but USD, once each, positive with six decimals at most', () => {
    expect(updateRatesInputSchema.safeParse({ ratesDate: '2026-11-27', rates: all }).success).toBe(true);
    const missing = updateRatesInputSchema.safeParse({ ratesDate: '2026-11-27', rates: all.slice(1) });
    expect(missing.error?.issues.map((i) => i.message)).toEqual(['Enter one rate for every currency.']);
    const zero = updateRatesInputSchema.safeParse({
      ratesDate: '2026-11-27',
      rates: all.map((r, i) => (i === 0 ? { ...r, unitsPerUsd: 0 } : r)),
    });
    expect(zero.error?.issues.map((i) => i.message)).toEqual(['Enter a rate above zero.']);
    const decimals = updateRatesInputSchema.safeParse({
      ratesDate: '2026-11-27',
      rates: all.map((r, i) => (i === 0 ? { ...r, unitsPerUsd: 0.1234567 } : r)),
    });
    expect(decimals.error?.issues.map((i) => i.message)).toEqual(['Enter a rate with at most six decimals.']);
  });
});
