// Italian messages: OCTO units by kind of guest and booking questions. Same keys and order as
// ../en-octo-units.ts (docs/decisions/110).
import type { Messages } from '../../index.ts';

export const itOctoUnitsMessages = {
  'octo.units.familyDescription':
    '{seats, plural, one {Biglietto famiglia per # persona} other {Biglietto famiglia per # persone}}',
  'octo.units.anyAge': 'Tutte le età',
  'octo.units.yes': 'Sì',
  'octo.units.no': 'No',
  'octo.testKeys.newFor': 'Nuova chiave di test per {name}',
  'octo.testKeys.badge': 'Chiave di test',
  'octo.testKeys.explained':
    'Questa è una chiave di test: le sue prenotazioni restano separate, non occupano mai posti reali e non vengono mai mostrate a viaggiatori o fornitori.',
} as const satisfies Partial<Messages>;
