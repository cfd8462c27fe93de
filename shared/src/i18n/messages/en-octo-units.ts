// English messages: OCTO units by kind of guest and booking questions (docs/decisions/114): the
// texts the octo/content capability gives a unit, and the yes/no choices of a question. Part of
// the one catalogue (./en.ts, docs/decisions/088).
export const octoUnitsMessages = {
  'octo.units.familyDescription':
    '{seats, plural, one {A family ticket for # person} other {A family ticket for # people}}',
  'octo.units.anyAge': 'Any age',
  'octo.units.yes': 'Yes',
  'octo.units.no': 'No',
  'octo.testKeys.newFor': 'New test key for {name}',
  'octo.testKeys.badge': 'Test key',
  'octo.testKeys.explained':
    'This is a test key: its bookings are kept apart, never take real spots and are never shown to travelers or suppliers.',
} as const;
