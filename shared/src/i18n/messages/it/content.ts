// Italian messages: the static content in other languages. Same keys as ../en-content.ts
// (docs/decisions/110).
import type { Messages } from '../../index.ts';

export const itContentMessages = {
  'content.inEnglish': 'Questo articolo è in inglese.',
} as const satisfies Partial<Messages>;
