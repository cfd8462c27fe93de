// French messages: the language switcher and OCTO's content capability. Same keys and order as
// ../en-locales.ts; each language's name stays in that language (docs/decisions/109, 110).
import type { Messages } from '../../index.ts';

export const frLocalesMessages = {
  'locales.switcher.label': 'Langue',
  'locales.name.en': 'English',
  'locales.name.de': 'Deutsch',
  'locales.name.fr': 'Français',
  'locales.name.es': 'Español',
  'locales.name.it': 'Italiano',
  // OCTO's content capability (server/src/modules/octo): the one unit's title and description.
  'octo.content.unitTitle': 'Personne',
  'octo.content.unitDescription': 'Un participant',
} as const satisfies Partial<Messages>;
