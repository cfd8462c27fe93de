// French messages: the static content in other languages. Same keys as ../en-content.ts
// (docs/decisions/110).
import type { Messages } from '../../index.ts';

export const frContentMessages = {
  'content.inEnglish': 'Cet article est en anglais.',
} as const satisfies Partial<Messages>;
