// French messages: dates, numbers and names on pages in the reader's locale. Same keys as
// ../en-locale-formats.ts (docs/decisions/110, 117).
import type { Messages } from '../../index.ts';

export const frLocaleFormatsMessages = {
  'localeFormats.readTime': '{minutes, plural, one {# min de lecture} other {# min de lecture}}',
  'localeFormats.inEnglish': 'En anglais',
  'localeFormats.durationHours': '{hours, plural, one {# heure} other {# heures}}',
  'localeFormats.durationDays': '{days, plural, one {# jour} other {# jours}}',
} as const satisfies Partial<Messages>;
