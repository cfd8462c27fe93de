// German messages: OCTO units by kind of guest and booking questions. Same keys and order as
// ../en-octo-units.ts (docs/decisions/110).
import type { Messages } from '../../index.ts';

export const deOctoUnitsMessages = {
  'octo.units.familyDescription':
    '{seats, plural, one {Familienticket für # Person} other {Familienticket für # Personen}}',
  'octo.units.anyAge': 'Jedes Alter',
  'octo.units.yes': 'Ja',
  'octo.units.no': 'Nein',
  'octo.testKeys.newFor': 'Neuer Testschlüssel für {name}',
  'octo.testKeys.badge': 'Testschlüssel',
  'octo.testKeys.explained':
    'Das ist ein Testschlüssel: Seine Buchungen werden getrennt geführt, belegen nie echte Plätze und sind für Reisende und Anbieter nie sichtbar.',
} as const satisfies Partial<Messages>;
