// The calendar's own names for screen readers in this language. Same keys, order and groups as
// ../en-calendar-ui.ts (docs/decisions/110, 124).
import type { Messages } from '../../index.ts';

export const frCalendarUiMessages = {
  'calendarUi.next': 'Aller au mois suivant',
  'calendarUi.previous': 'Aller au mois précédent',
  'calendarUi.nav': 'Navigation entre les mois',
  'calendarUi.today': 'aujourd’hui',
  'calendarUi.selected': 'sélectionné',
  'calendarUi.monthDropdown': 'Choisir le mois',
  'calendarUi.yearDropdown': 'Choisir l’année',
  'calendarUi.weekNumber': 'Semaine {week}',
  'calendarUi.weekNumberHeader': 'Numéro de semaine',
} as const satisfies Partial<Messages>;
