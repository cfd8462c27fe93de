// Spanish messages: dates, numbers and names on pages in the reader's locale. Same keys as
// ../en-locale-formats.ts (docs/decisions/110, 117).
import type { Messages } from '../../index.ts';

export const esLocaleFormatsMessages = {
  'localeFormats.readTime': '{minutes, plural, one {# min de lectura} other {# min de lectura}}',
  'localeFormats.inEnglish': 'En inglés',
  'localeFormats.durationHours': '{hours, plural, one {# hora} other {# horas}}',
  'localeFormats.durationDays': '{days, plural, one {# día} other {# días}}',
} as const satisfies Partial<Messages>;
