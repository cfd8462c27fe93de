// Spanish messages: OCTO units by kind of guest and booking questions. Same keys and order as
// ../en-octo-units.ts (docs/decisions/110).
import type { Messages } from '../../index.ts';

export const esOctoUnitsMessages = {
  'octo.units.familyDescription':
    '{seats, plural, one {Entrada familiar para # persona} other {Entrada familiar para # personas}}',
  'octo.units.anyAge': 'Todas las edades',
  'octo.units.yes': 'Sí',
  'octo.units.no': 'No',
  'octo.testKeys.newFor': 'Nueva clave de prueba para {name}',
  'octo.testKeys.badge': 'Clave de prueba',
  'octo.testKeys.explained':
    'Es una clave de prueba: sus reservas se guardan aparte, nunca ocupan plazas reales y nunca las ven los viajeros ni los proveedores.',
} as const satisfies Partial<Messages>;
