import { countryDisplayName } from '@regen/shared/format-names';
import { createContext, useCallback, useContext, useMemo, type ReactNode } from 'react';
import {
  DEFAULT_LOCALE,
  FORMAT_LOCALES,
  formatMessage,
  type Locale,
  type MessageArgs,
  type MessageKey,
} from '@regen/shared/i18n';

// The client's seam to the message catalogue (docs/decisions/088). The locale is the router's,
// set per request on the server render (router context `locale`) and per page in the browser, and
// handed down by React context: never a module variable, which concurrent server renders would share.

const LocaleContext = createContext<Locale>(DEFAULT_LOCALE);

/** Gives every component below the locale of this page. */
export function I18nProvider({ locale, children }: { locale: Locale; children: ReactNode }) {
  return <LocaleContext value={locale}>{children}</LocaleContext>;
}

/** The page's locale: for the formatting seam (`@regen/shared/format`) and links. */
export function useLocale(): Locale {
  return useContext(LocaleContext);
}

/**
 * The tag the formatting seam (`@regen/shared/format`) writes this page's dates, numbers and prices
 * in: 'en-US' on English pages (the spec's formats), 'de-DE' on German ones… (docs/decisions/109).
 */
export function useFormatLocale(): string {
  return FORMAT_LOCALES[useLocale()];
}

/**
 * A destination's name as this page's locale writes it, from its English name (the route's
 * identifier): 'Germany' → 'Deutschland' on German pages, unchanged on English ones (docs/decisions/117).
 */
export function useCountryName(): (name: string) => string {
  const locale = useFormatLocale();
  return useCallback((name: string) => countryDisplayName(name, locale), [locale]);
}

/** A catalogue message in the page's locale; its values are checked against the key's message. */
export type Translate = <K extends MessageKey>(key: K, ...values: MessageArgs<K>) => string;

/**
 * `t(key, values)` for components and for the handlers they define (a toast after a mutation):
 * `const t = useT(); … toast.success(t('booking.cancelled'))`.
 */
export function useT(): Translate {
  const locale = useLocale();
  return useMemo<Translate>(
    () =>
      (key, ...values) =>
        formatMessage(locale, key, ...values),
    [locale],
  );
}
