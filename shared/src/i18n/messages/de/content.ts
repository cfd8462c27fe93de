// German messages: the static content in other languages. Same keys as ../en-content.ts
// (docs/decisions/110).
import type { Messages } from '../../index.ts';

export const deContentMessages = {
  'content.inEnglish': 'Dieser Artikel ist auf Englisch.',
} as const satisfies Partial<Messages>;
