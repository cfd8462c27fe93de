import { AsyncLocalStorage } from 'node:async_hooks';
import { DEFAULT_LOCALE, type Locale } from '@regen/shared/i18n';
import { FORMAT_LOCALES } from '@regen/shared/i18n/locale-paths';

// The locale mails and their calendar files are written in (docs/decisions/109): the reader's,
// set around the work that writes them. A request carries the locale of the page its reader
// was on (the language switcher keeps it on their profile too); a deferred .ics keeps the
// locale its mail was written in. Outside any scope: English, the spec's.

const storage = new AsyncLocalStorage<Locale>();

/** The locale of the mail being written. */
export function mailLocale(): Locale {
  return storage.getStore() ?? DEFAULT_LOCALE;
}

/** The BCP 47 tag its dates, times and prices are formatted in (en-US for English). */
export function mailFormatLocale(): string {
  return FORMAT_LOCALES[mailLocale()];
}

/** The locale a scope named (a request's page, a receiver's choice); undefined outside any. */
export function scopedMailLocale(): Locale | undefined {
  return storage.getStore();
}

/** Writes mails in `locale` within `write` (and the work it awaits). */
export function inMailLocale<T>(locale: Locale, write: () => T): T {
  return storage.run(locale, write);
}
