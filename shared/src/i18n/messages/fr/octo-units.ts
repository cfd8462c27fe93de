// French messages: OCTO units by kind of guest and booking questions. Same keys and order as
// ../en-octo-units.ts (docs/decisions/110).
import type { Messages } from '../../index.ts';

export const frOctoUnitsMessages = {
  'octo.units.familyDescription':
    '{seats, plural, one {Billet famille pour # personne} other {Billet famille pour # personnes}}',
  'octo.units.anyAge': 'Tous âges',
  'octo.units.yes': 'Oui',
  'octo.units.no': 'Non',
  'octo.testKeys.newFor': 'Nouvelle clé de test pour {name}',
  'octo.testKeys.badge': 'Clé de test',
  'octo.testKeys.explained':
    'C’est une clé de test : ses réservations sont tenues à part, ne prennent jamais de vraies places et ne sont jamais montrées aux voyageurs ni aux prestataires.',
} as const satisfies Partial<Messages>;
