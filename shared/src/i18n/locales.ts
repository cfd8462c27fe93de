// The locales the product speaks (issue 33): English (the spec's, unprefixed URLs), German,
// French, Spanish and Italian, each a catalogue under messages/ (`<locale>.ts`), which may still
// lack keys: a missing key falls back to English per key (docs/decisions/109).

export const LOCALES = ['en', 'de', 'fr', 'es', 'it'] as const;
export type Locale = (typeof LOCALES)[number];

/** The locale of every string of the spec, and of anything asked before a locale is known. */
export const DEFAULT_LOCALE: Locale = 'en';

/** A BCP 47 tag (from a URL prefix, a profile, Accept-Language) as one of ours, else the default. */
export function toLocale(tag: string | null | undefined): Locale {
  const language = tag?.trim().toLowerCase().split(/[-_]/)[0];
  return LOCALES.find((locale) => locale === language) ?? DEFAULT_LOCALE;
}
