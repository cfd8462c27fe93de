// English messages: dates, numbers and names on pages in the reader's locale (issue 33 part 4,
// docs/decisions/117). Part of the one catalogue (./en.ts, docs/decisions/088).
export const localeFormatsMessages = {
  /** The read time of a blog post or news article: '5 min read' (the spec's words). */
  'localeFormats.readTime': '{minutes, plural, one {# min read} other {# min read}}',
  /** On a blog card in another locale: the post has no translation and is shown in English. */
  'localeFormats.inEnglish': 'In English',
  /** An activity's length in another locale (English pages keep the spec's '4 Hours', '2 Days'). */
  'localeFormats.durationHours': '{hours, plural, one {# Hour} other {# Hours}}',
  'localeFormats.durationDays': '{days, plural, one {# Day} other {# Days}}',
} as const;
