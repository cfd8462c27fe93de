// Italian messages: dates, numbers and names on pages in the reader's locale. Same keys as
// ../en-locale-formats.ts (docs/decisions/110, 117).
import type { Messages } from '../../index.ts';

export const itLocaleFormatsMessages = {
  'localeFormats.readTime': '{minutes, plural, one {# min di lettura} other {# min di lettura}}',
  'localeFormats.inEnglish': 'In inglese',
  'localeFormats.durationHours': '{hours, plural, one {# ora} other {# ore}}',
  'localeFormats.durationDays': '{days, plural, one {# giorno} other {# giorni}}',
} as const satisfies Partial<Messages>;
