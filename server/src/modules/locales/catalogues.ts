import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { registerMessages, type Locale, type MessageKey } from '@regen/shared/i18n';
import { PREFIXED_LOCALES } from '@regen/shared/i18n/locale-paths';

// The server formats any message in any locale (docs/decisions/092, 109): every locale's
// catalogue that exists (`shared/src/i18n/messages/<locale>.ts`, exporting `<locale>`) is
// registered once at start. A catalogue still being written may lack keys: those fall back to
// English per key. A locale without a file yet is English throughout.

let loaded: Promise<Locale[]> | undefined;

/** Registers every locale catalogue found; resolves to the locales that have one. */
export function loadLocaleCatalogues(): Promise<Locale[]> {
  return (loaded ??= (async () => {
    const found: Locale[] = [];
    for (const locale of PREFIXED_LOCALES) {
      const url = new URL(`./messages/${locale}.ts`, import.meta.resolve('@regen/shared/i18n'));
      if (!existsSync(fileURLToPath(url))) continue;
      const module = (await import(url.href)) as Record<string, Partial<Record<MessageKey, string>>>;
      const messages = module[locale];
      if (!messages) continue;
      registerMessages(locale, messages);
      found.push(locale);
    }
    return found;
  })());
}
