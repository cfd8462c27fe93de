// The one formatting seam (issue 29, docs/decisions/089): every date, time, number, price and
// point count a user reads is written here, by Intl for the locale it is given. English (en-US)
// is the spec's (docs/spec/accounts-and-operations.md §9: en-US long dates, 12-hour times, prices
// in US dollars) and the default while a caller does not know the reader's locale yet.
//
// Each formatter is built on first use and kept, one per locale, style and time zone: building
// one sets up ICU's data (the long task docs/decisions/081 measured), using it again is cheap.
// Lint forbids Intl and toLocale*String everywhere else (eslint.config.js).

import { convertUsdCents, type DisplayRate } from './currencies.ts';
import { formatMessage, toLocale } from './i18n/index.ts';

/** The locale of the spec's formats, used when the caller passes none. A BCP 47 tag ('en', 'de-CH') works too. */
export const DEFAULT_FORMAT_LOCALE = 'en-US';

const NUMBER_STYLES = {
  /** Whole numbers with thousands separators, halves rounded away from zero; never '-0'. */
  whole: { maximumFractionDigits: 0, signDisplay: 'negative' },
  /** At most one decimal: 2.5 hours, 3 hours. */
  upToOneDecimal: { maximumFractionDigits: 1, signDisplay: 'negative' },
  /** A map coordinate: up to six decimals (about 10 cm), no grouping: 45.4928, 13.604123. */
  coordinate: { maximumFractionDigits: 6, useGrouping: false },
  /** Exactly one decimal: an average rating, '4.0'. */
  oneDecimal: { minimumFractionDigits: 1, maximumFractionDigits: 1 },
  percent: { style: 'percent', maximumFractionDigits: 0 },
  milliseconds: {
    style: 'unit',
    unit: 'millisecond',
    unitDisplay: 'short',
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  },
} as const satisfies Record<string, Intl.NumberFormatOptions>;

// Calendar dates and wall-clock times ('2026-11-21', '09:00') are written as that moment in UTC,
// so no reader's or server's zone can shift them; instants are written in the zone asked for.
const DATE_STYLES = {
  longDate: { year: 'numeric', month: 'long', day: 'numeric' },
  shortDate: { month: 'short', day: 'numeric' },
  monthYear: { year: 'numeric', month: 'long' },
  weekdayDate: { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' },
  weekdayShort: { weekday: 'short' },
  time: { hour: 'numeric', minute: '2-digit' },
  longDateTime: { year: 'numeric', month: 'long', day: 'numeric', hour: 'numeric', minute: '2-digit' },
  shortDateTime: { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' },
  /** The parts of a wall clock as digits, read back by wallClockInZone (never shown). */
  wallClock: {
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;

type NumberStyle = keyof typeof NUMBER_STYLES;
type DateStyle = keyof typeof DATE_STYLES;

// Bounded by the locales, styles, currencies and time zones in use, not by input.
const numberFormats = new Map<string, Intl.NumberFormat>();
const dateFormats = new Map<string, Intl.DateTimeFormat>();

function numberFormat(locale: string, style: NumberStyle): Intl.NumberFormat {
  const key = `${locale}|${style}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, NUMBER_STYLES[style]);
    numberFormats.set(key, format);
  }
  return format;
}

function currencyFormat(locale: string, currency: string): Intl.NumberFormat {
  const key = `${locale}|currency|${currency}`;
  let format = numberFormats.get(key);
  if (!format) {
    // '$45' for whole amounts, '$45.50' otherwise, and '$0' for a rounded-away minus.
    format = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      trailingZeroDisplay: 'stripIfInteger',
      signDisplay: 'negative',
    });
    numberFormats.set(key, format);
  }
  return format;
}

/** `timeZone` undefined: the zone of whoever runs it (the reader's, in a browser). */
function dateFormat(locale: string, style: DateStyle, timeZone: string | undefined): Intl.DateTimeFormat {
  const key = `${locale}|${style}|${timeZone ?? ''}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { ...DATE_STYLES[style], timeZone });
    dateFormats.set(key, format);
  }
  return format;
}

/** 'YYYY-MM-DD' (a timestamp's date part is read as written) and 'HH:MM[:SS]' as that moment in UTC. */
function utcMoment(isoDate: string, time = '00:00'): Date {
  const [year, month, day] = isoDate.slice(0, 10).split('-').map(Number);
  const [hour, minute] = time.split(':').map(Number);
  return new Date(Date.UTC(year!, month! - 1, day, hour, minute));
}

// Numbers

/** A count: 5250 → '5,250' (whole, rounded half away from zero). */
export function formatNumber(n: number, locale = DEFAULT_FORMAT_LOCALE): string {
  return numberFormat(locale, 'whole').format(n);
}

/** A latitude or longitude in degrees, as a map shows it: 45.4928 → '45.4928' (docs/decisions/102). */
export function formatCoordinate(degrees: number, locale = DEFAULT_FORMAT_LOCALE): string {
  return numberFormat(locale, 'coordinate').format(degrees);
}

/** Regen Points: 5250 → '5,250'. */
export function formatPoints(points: number, locale = DEFAULT_FORMAT_LOCALE): string {
  return formatNumber(points, locale);
}

/** A quantity shown to one decimal when it has one: 2.5 → '2.5', 3 → '3'. */
export function formatDecimal(n: number, locale = DEFAULT_FORMAT_LOCALE): string {
  return numberFormat(locale, 'upToOneDecimal').format(n);
}

/** An average rating, always one decimal: 4.5 → '4.5', 5 → '5.0'. */
export function formatAverageRating(average: number, locale = DEFAULT_FORMAT_LOCALE): string {
  return numberFormat(locale, 'oneDecimal').format(average);
}

/** A share out of 100: 45 → '45%'. */
export function formatPercent(percent: number, locale = DEFAULT_FORMAT_LOCALE): string {
  return numberFormat(locale, 'percent').format(percent / 100);
}

/** A duration measured by the server: 12.34 → '12.3 ms'. */
export function formatMilliseconds(ms: number, locale = DEFAULT_FORMAT_LOCALE): string {
  return numberFormat(locale, 'milliseconds').format(ms);
}

// Money: integer cents until here (docs/decisions/003).

/**
 * An amount in a currency's hundredths (every currency of issue 33 has two decimals):
 * (4550, 'EUR', 'de-DE') → '45,50 €'. Cents only when there are some.
 */
export function formatMoney(cents: number, currency: string, locale = DEFAULT_FORMAT_LOCALE): string {
  return currencyFormat(locale, currency).format(Math.round(cents) / 100);
}

/** A price in US dollars, as stored: 123450 → '$1,234.50', 500000 → '$5,000'. */
export function formatUsdCents(cents: number, locale = DEFAULT_FORMAT_LOCALE): string {
  return formatMoney(cents, 'USD', locale);
}

/**
 * A US-dollar price converted for display and marked as approximate (docs/decisions/108):
 * (3700, EUR at 0.86, 'en-US') → '≈ €32'. Rounded by `convertUsdCents` (whole units, HUF to tens,
 * cents below 10 of a strong currency). Null for USD or no rate: then the caller writes only the
 * dollars, as the spec does.
 */
export function formatApproxPrice(
  usdCents: number,
  rate: Pick<DisplayRate, 'currency' | 'unitsPerUsd'> | null | undefined,
  locale = DEFAULT_FORMAT_LOCALE,
): string | null {
  if (!rate || rate.currency === 'USD') return null;
  const price = formatMoney(convertUsdCents(usdCents, rate), rate.currency, locale);
  return formatMessage(toLocale(locale), 'currency.approx', { price });
}

/** A currency's name in the locale: ('EUR', 'en-US') → 'Euro'. */
export function formatCurrencyName(code: string, locale = DEFAULT_FORMAT_LOCALE): string {
  let names = currencyNames.get(locale);
  if (!names) {
    names = new Intl.DisplayNames(locale, { type: 'currency' });
    currencyNames.set(locale, names);
  }
  return names.of(code) ?? code;
}

const currencyNames = new Map<string, Intl.DisplayNames>();

/**
 * Dollars for machines, in every locale: 123450 → '1234.50' (CSV files, schema.org offers, a
 * number input's value). Never shown as a price.
 */
export function formatDecimalDollars(cents: number): string {
  return (Math.round(cents) / 100).toFixed(2);
}

// Calendar dates and wall-clock times

/** 'YYYY-MM-DD' → 'November 21, 2026' (a calendar date, never shifted by a time zone). */
export function formatLongDate(isoDate: string, locale = DEFAULT_FORMAT_LOCALE): string {
  return dateFormat(locale, 'longDate', 'UTC').format(utcMoment(isoDate));
}

/** 'YYYY-MM-DD' → 'Nov 21' (a calendar date, never shifted by a time zone). */
export function formatShortDate(isoDate: string, locale = DEFAULT_FORMAT_LOCALE): string {
  return dateFormat(locale, 'shortDate', 'UTC').format(utcMoment(isoDate));
}

/** 'YYYY-MM-DD' → 'November 2026' (a calendar's month). */
export function formatMonthYear(isoDate: string, locale = DEFAULT_FORMAT_LOCALE): string {
  return dateFormat(locale, 'monthYear', 'UTC').format(utcMoment(isoDate));
}

/** 'HH:MM[:SS]' → '9:00 AM'. */
export function formatWallTime(time: string, locale = DEFAULT_FORMAT_LOCALE): string {
  return dateFormat(locale, 'time', 'UTC').format(utcMoment('1970-01-01', time));
}

// Every date and time of a slot is shown in the activity's time zone, named, the same for the
// traveler, the supplier and the emails (docs/decisions/023): '9:00 AM (Europe/Ljubljana time)'.

/** '(Europe/Ljubljana time)': the label every slot time carries (its words are the catalogue's). */
export function timeZoneLabel(timeZone: string, locale = DEFAULT_FORMAT_LOCALE): string {
  return formatMessage(toLocale(locale), 'format.timeZoneLabel', { timeZone });
}

/** A written time or date and time, followed by its zone's label. */
function withZone(time: string, timeZone: string, locale: string): string {
  return formatMessage(toLocale(locale), 'format.timeWithZone', { time, timeZone });
}

/** A slot's start: '9:00 AM (Europe/Ljubljana time)'. */
export function formatSlotTime(time: string, timeZone: string, locale = DEFAULT_FORMAT_LOCALE): string {
  return withZone(formatWallTime(time, locale), timeZone, locale);
}

/** A slot's span: '9:00 AM – 12:00 PM (Europe/Ljubljana time)'. */
export function formatSlotTimeRange(
  start: string,
  end: string,
  timeZone: string,
  locale = DEFAULT_FORMAT_LOCALE,
): string {
  return withZone(`${formatWallTime(start, locale)} – ${formatWallTime(end, locale)}`, timeZone, locale);
}

/** A slot's date and start: 'November 21, 2026 at 9:00 AM (Europe/Ljubljana time)'. */
export function formatSlotDateTime(
  date: string,
  time: string,
  timeZone: string,
  locale = DEFAULT_FORMAT_LOCALE,
): string {
  return withZone(dateFormat(locale, 'longDateTime', 'UTC').format(utcMoment(date, time)), timeZone, locale);
}

// Instants (a deadline, when a message was sent): written on the wall clock of a time zone.

/**
 * An instant (a cancellation deadline) on the wall clock of the activity's zone:
 * 'November 20, 2026 at 9:00 AM (Europe/Ljubljana time)', whatever the reader's own zone.
 */
export function formatInstantInZone(instant: Date | string, timeZone: string, locale = DEFAULT_FORMAT_LOCALE): string {
  return withZone(dateFormat(locale, 'longDateTime', timeZone).format(new Date(instant)), timeZone, locale);
}

/**
 * The cancellation policy of a booking or of a slot about to be booked, from the server's
 * decision: the deadline while it is ahead, else plainly that there is no free cancellation
 * (a slot that starts within the cancellation window).
 */
export function cancellationPolicyText(
  booking: { cancellable: boolean; cancellationDeadline: Date | string },
  timeZone: string,
  locale = DEFAULT_FORMAT_LOCALE,
): string {
  return booking.cancellable
    ? formatMessage(toLocale(locale), 'booking.freeCancellationUntil', {
        deadline: formatInstantInZone(booking.cancellationDeadline, timeZone, locale),
      })
    : formatMessage(toLocale(locale), 'booking.noFreeCancellation');
}

// The functions below take `timeZone` last: without it, the zone of whoever runs them, which is
// the reader's on the signed-in pages (rendered in the browser only).

/** When something happened: 'November 27, 2026 at 8:25 AM'. */
export function formatDateTime(instant: Date | string, locale = DEFAULT_FORMAT_LOCALE, timeZone?: string): string {
  return dateFormat(locale, 'longDateTime', timeZone).format(new Date(instant));
}

/** When a message was sent: 'Nov 27, 8:25 AM'. */
export function formatSentAt(instant: Date | string, locale = DEFAULT_FORMAT_LOCALE, timeZone?: string): string {
  return dateFormat(locale, 'shortDateTime', timeZone).format(new Date(instant));
}

/** The day of an instant: 'March 3, 2026' (a review's day). */
export function formatDayOf(instant: Date | string, locale = DEFAULT_FORMAT_LOCALE, timeZone?: string): string {
  return dateFormat(locale, 'longDate', timeZone).format(new Date(instant));
}

/**
 * A calendar's day with its weekday, 'Wednesday, November 25, 2026', from the Date a calendar
 * widget gives (midnight of that day, in the zone it works in).
 */
export function formatWeekdayDate(day: Date, locale = DEFAULT_FORMAT_LOCALE, timeZone?: string): string {
  return dateFormat(locale, 'weekdayDate', timeZone).format(day);
}

/**
 * A weekday's short name by its number (0 Sunday … 6 Saturday, as Date#getDay gives it), for a
 * calendar's column heads: (1, 'de-DE') → 'Mo.'. No time zone can shift it (docs/decisions/117).
 */
export function formatWeekdayShort(weekday: number, locale = DEFAULT_FORMAT_LOCALE): string {
  // 2026-11-22 was a Sunday.
  return dateFormat(locale, 'weekdayShort', 'UTC').format(new Date(Date.UTC(2026, 10, 22 + weekday)));
}

/** The time zone of whoever runs this (the reader's, in a browser): 'Europe/Ljubljana'. */
export function readerTimeZone(): string {
  return new Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/**
 * The wall clock of a time zone at an instant, 'YYYY-MM-DD HH:MM:SS' (what PostgreSQL's
 * `now() at time zone tz` reads). Whole seconds: slots start on whole minutes. Data for the
 * booking rules and .ics files, never shown; here because only this seam uses Intl.
 */
export function wallClockInZone(instant: Date, timeZone: string): string {
  const parts = dateFormat('en-US', 'wallClock', timeZone).formatToParts(instant);
  const part = Object.fromEntries(parts.map((p) => [p.type, p.value]));
  return `${part.year}-${part.month}-${part.day} ${part.hour}:${part.minute}:${part.second}`;
}
