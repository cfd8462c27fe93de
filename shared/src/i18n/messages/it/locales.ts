// Italian messages: the language switcher. Each language's name stays in its own language, the same
// in every catalogue. Same keys and order as ../en-locales.ts (docs/decisions/110).
import type { Messages } from '../../index.ts';

export const itLocalesMessages = {
  'locales.switcher.label': 'Lingua',
  'locales.name.en': 'English',
  'locales.name.de': 'Deutsch',
  'locales.name.fr': 'Français',
  'locales.name.es': 'Español',
  'locales.name.it': 'Italiano',
  // OCTO's content capability (server/src/modules/octo): the one unit's title and description.
  'octo.content.unitTitle': 'Persona',
  'octo.content.unitDescription': 'Un partecipante',
} as const satisfies Partial<Messages>;
