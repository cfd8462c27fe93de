// Spanish messages: the static content in other languages. Same keys as ../en-content.ts
// (docs/decisions/110).
import type { Messages } from '../../index.ts';

export const esContentMessages = {
  'content.inEnglish': 'Este artículo está en inglés.',
} as const satisfies Partial<Messages>;
