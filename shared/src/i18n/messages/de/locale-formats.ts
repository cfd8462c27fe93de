// German messages: dates, numbers and names on pages in the reader's locale. Same keys as
// ../en-locale-formats.ts (docs/decisions/110, 117).
import type { Messages } from '../../index.ts';

export const deLocaleFormatsMessages = {
  'localeFormats.readTime': '{minutes, plural, one {# Min. Lesezeit} other {# Min. Lesezeit}}',
  'localeFormats.inEnglish': 'Auf Englisch',
  'localeFormats.durationHours': '{hours, plural, one {# Stunde} other {# Stunden}}',
  'localeFormats.durationDays': '{days, plural, one {# Tag} other {# Tage}}',
} as const satisfies Partial<Messages>;
