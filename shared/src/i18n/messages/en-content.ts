// English messages: the static content in other languages (issue 33, docs/decisions/110 "Wiring").
// Part of the one catalogue (./en.ts, docs/decisions/088).
export const contentMessages = {
  'content.inEnglish': 'This article is in English.',
} as const;
