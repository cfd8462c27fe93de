import { registerMessages, type Locale, type MessageKey } from '@regen/shared/i18n';

// Every locale catalogue that exists (`shared/src/i18n/messages/<locale>.ts`), for the server
// rendering bundle, which renders any locale (docs/decisions/109). Imported by entry-server.tsx
// only: the browser build gets each message with the code that names it (client/vite.config.ts).
// A catalogue still being written may lack keys: they fall back to English per key.

const modules = import.meta.glob<Record<string, Partial<Record<MessageKey, string>>>>(
  '../../../../shared/src/i18n/messages/{de,fr,es,it}.ts',
  { eager: true },
);

/** Registers them all (called once by the server rendering entry, or the dev server's). */
export function registerAllCatalogues(): void {
  for (const [file, module] of Object.entries(modules)) {
    const locale = /\/(\w+)\.ts$/.exec(file)![1] as Locale;
    const messages = module[locale];
    if (messages) registerMessages(locale, messages);
  }
}
