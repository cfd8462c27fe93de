import { beforeAll, describe, expect, it } from 'vitest';
import { destinationCountryNames } from './countries.ts';
import {
  formatInstantInZone,
  formatLongDate,
  formatMonthYear,
  formatNumber,
  formatShortDate,
  formatSlotDateTime,
  formatSlotTimeRange,
  formatUsdCents,
  formatWeekdayShort,
} from './format.ts';
import { countriesInLocale, countryDisplayName, destinationsInLocale } from './format-names.ts';
import { FORMAT_LOCALES } from './i18n/locale-paths.ts';
import { formatMessage, registerMessages } from './i18n/index.ts';
import { de } from './i18n/messages/de.ts';
import { es } from './i18n/messages/es.ts';
import { fr } from './i18n/messages/fr.ts';
import { it as italian } from './i18n/messages/it.ts';

// The formatting seam in each page locale (issue 33 part 4, docs/decisions/117): the tag a page
// passes (FORMAT_LOCALES), its dates, times, numbers and prices, country names, a calendar's
// weekday heads, and the catalogue's read times and durations. English stays the spec's.

beforeAll(() => {
  registerMessages('de', de);
  registerMessages('fr', fr);
  registerMessages('es', es);
  registerMessages('it', italian);
});

describe('a page’s dates, times and prices in its locale', () => {
  it.each([
    [
      'en',
      'November 28, 2026 at 9:00 AM (Europe/Berlin time)',
      '$1,234.50',
      'Nov 28',
      '9:00 AM – 12:00 PM (Europe/Berlin time)',
    ],
    [
      'de',
      '28. November 2026 um 9:00 (Zeitzone Europe/Berlin)',
      '1.234,50 $',
      '28. Nov.',
      '9:00 – 12:00 (Zeitzone Europe/Berlin)',
    ],
    [
      'fr',
      '28 novembre 2026 à 9:00 (heure de Europe/Berlin)',
      '1 234,50 $US',
      '28 nov.',
      '9:00 – 12:00 (heure de Europe/Berlin)',
    ],
    [
      'es',
      '28 de noviembre de 2026 a las 9:00 (hora de Europe/Berlin)',
      '1234,50 US$',
      '28 nov',
      '9:00 – 12:00 (hora de Europe/Berlin)',
    ],
    [
      'it',
      '28 novembre 2026 alle ore 9:00 (ora di Europe/Berlin)',
      '1234,50 USD',
      '28 nov',
      '9:00 – 12:00 (ora di Europe/Berlin)',
    ],
  ] as const)('%s', (locale, slot, price, shortDate, range) => {
    const tag = FORMAT_LOCALES[locale];
    expect(formatSlotDateTime('2026-11-28', '09:00', 'Europe/Berlin', tag).replace(/\s/g, ' ')).toBe(slot);
    expect(formatUsdCents(123450, tag).replace(/\s/g, ' ')).toBe(price);
    expect(formatShortDate('2026-11-28', tag)).toBe(shortDate);
    expect(formatSlotTimeRange('09:00', '12:00', 'Europe/Berlin', tag).replace(/\s/g, ' ')).toBe(range);
  });

  it('keeps the spec’s en-US strings for English, the same from "en" and "en-US"', () => {
    expect(formatLongDate('2026-11-21', FORMAT_LOCALES.en)).toBe('November 21, 2026');
    expect(formatInstantInZone('2026-11-27T08:00:00Z', 'Europe/Berlin', FORMAT_LOCALES.en)).toBe(
      'November 27, 2026 at 9:00 AM (Europe/Berlin time)',
    );
    expect(formatNumber(5250, 'en')).toBe(formatNumber(5250, FORMAT_LOCALES.en));
    expect(formatNumber(5250, FORMAT_LOCALES.en)).toBe('5,250');
  });

  it('writes a calendar’s month and weekday heads in the locale, whatever the time zone', () => {
    expect(formatMonthYear('2026-11-01', FORMAT_LOCALES.de)).toBe('November 2026');
    expect(formatMonthYear('2026-11-01', FORMAT_LOCALES.fr)).toBe('novembre 2026');
    expect([0, 1, 6].map((d) => formatWeekdayShort(d, FORMAT_LOCALES.de))).toEqual(['So', 'Mo', 'Sa']);
    expect([0, 1, 6].map((d) => formatWeekdayShort(d, FORMAT_LOCALES.fr))).toEqual(['dim.', 'lun.', 'sam.']);
    expect([0, 1, 6].map((d) => formatWeekdayShort(d, FORMAT_LOCALES.en))).toEqual(['Sun', 'Mon', 'Sat']);
  });
});

describe('country names in the page’s locale', () => {
  it('names a destination from its English name, and English keeps the spec’s names', () => {
    expect(countryDisplayName('Germany', FORMAT_LOCALES.de)).toBe('Deutschland');
    expect(countryDisplayName('Germany', FORMAT_LOCALES.fr)).toBe('Allemagne');
    expect(countryDisplayName('Netherlands', FORMAT_LOCALES.es)).toBe('Países Bajos');
    expect(countryDisplayName('United Kingdom', FORMAT_LOCALES.it)).toBe('Regno Unito');
    expect(countryDisplayName('Czech Republic', FORMAT_LOCALES.en)).toBe('Czech Republic');
    expect(countryDisplayName('Atlantis', FORMAT_LOCALES.de)).toBe('Atlantis');
  });

  it('has a name of its own for every destination in every locale', () => {
    for (const locale of ['de', 'fr', 'es', 'it'] as const) {
      const names = destinationCountryNames.map((n) => countryDisplayName(n, FORMAT_LOCALES[locale]));
      expect(new Set(names).size, locale).toBe(destinationCountryNames.length);
      expect(
        names.every((n) => !/^[A-Z]{2}$/.test(n)),
        locale,
      ).toBe(true);
    }
  });

  it('orders the destinations by their names in the locale; English keeps the spec’s order', () => {
    const german = destinationsInLocale(FORMAT_LOCALES.de).map((c) => c.displayName);
    expect(german.indexOf('Österreich')).toBe(german.indexOf('Neuseeland') + 2); // Niederlande between
    expect(german[0]).toBe('Ägypten');
    expect(destinationsInLocale(FORMAT_LOCALES.de).find((c) => c.displayName === 'Deutschland')?.name).toBe('Germany');
    expect(destinationsInLocale(FORMAT_LOCALES.en).map((c) => c.name)).toEqual(destinationCountryNames);
    expect(countriesInLocale([{ name: 'Japan', code: 'jp' }], FORMAT_LOCALES.fr)[0]?.displayName).toBe('Japon');
  });
});

describe('read times and durations through the catalogue', () => {
  it.each([
    ['en', '5 min read', '1 min read', '4 Hours', '1 Hour', '2 Days'],
    ['de', '5 Min. Lesezeit', '1 Min. Lesezeit', '4 Stunden', '1 Stunde', '2 Tage'],
    ['fr', '5 min de lecture', '1 min de lecture', '4 heures', '1 heure', '2 jours'],
    ['es', '5 min de lectura', '1 min de lectura', '4 horas', '1 hora', '2 días'],
    ['it', '5 min di lettura', '1 min di lettura', '4 ore', '1 ora', '2 giorni'],
  ] as const)('%s', (locale, five, one, hours, hour, days) => {
    expect(formatMessage(locale, 'localeFormats.readTime', { minutes: 5 })).toBe(five);
    expect(formatMessage(locale, 'localeFormats.readTime', { minutes: 1 })).toBe(one);
    expect(formatMessage(locale, 'localeFormats.durationHours', { hours: 4 })).toBe(hours);
    expect(formatMessage(locale, 'localeFormats.durationHours', { hours: 1 })).toBe(hour);
    expect(formatMessage(locale, 'localeFormats.durationDays', { days: 2 })).toBe(days);
  });

  it('writes a fraction of an hour in the locale’s numbers', () => {
    expect(formatMessage('en', 'localeFormats.durationHours', { hours: 2.5 })).toBe('2.5 Hours');
    expect(formatMessage('de', 'localeFormats.durationHours', { hours: 2.5 })).toBe('2,5 Stunden');
  });
});
