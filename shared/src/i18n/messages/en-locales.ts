// English messages: the language switcher (issue 33 part 2, docs/decisions/109). Each language's
// name is written in that language, the same in every catalogue, so a reader finds their own.
// Part of the one catalogue (./en.ts, docs/decisions/088).
export const localesMessages = {
  'locales.switcher.label': 'Language',
  'locales.name.en': 'English',
  'locales.name.de': 'Deutsch',
  'locales.name.fr': 'Français',
  'locales.name.es': 'Español',
  'locales.name.it': 'Italiano',
  // OCTO's content capability (server/src/modules/octo): the one unit's title and description.
  'octo.content.unitTitle': 'Person',
  'octo.content.unitDescription': 'One participant',
} as const;
