// The locales the product speaks. English only for now; issue 33 adds German, French, Spanish
// and Italian, each a catalogue under messages/ that implements `Messages`.

export const LOCALES = ['en'] as const;
export type Locale = (typeof LOCALES)[number];

/** The locale of every string of the spec, and of anything asked before a locale is known. */
export const DEFAULT_LOCALE: Locale = 'en';

/** A BCP 47 tag (from a URL prefix, a profile, Accept-Language) as one of ours, else the default. */
export function toLocale(tag: string | null | undefined): Locale {
  const language = tag?.trim().toLowerCase().split(/[-_]/)[0];
  return LOCALES.find((locale) => locale === language) ?? DEFAULT_LOCALE;
}
