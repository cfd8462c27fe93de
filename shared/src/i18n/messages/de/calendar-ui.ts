// The calendar's own names for screen readers in this language. Same keys, order and groups as
// ../en-calendar-ui.ts (docs/decisions/110, 124).
import type { Messages } from '../../index.ts';

export const deCalendarUiMessages = {
  'calendarUi.next': 'Zum nächsten Monat',
  'calendarUi.previous': 'Zum vorherigen Monat',
  'calendarUi.nav': 'Monatsnavigation',
  'calendarUi.today': 'heute',
  'calendarUi.selected': 'ausgewählt',
  'calendarUi.monthDropdown': 'Monat auswählen',
  'calendarUi.yearDropdown': 'Jahr auswählen',
  'calendarUi.weekNumber': 'Woche {week}',
  'calendarUi.weekNumberHeader': 'Kalenderwoche',
} as const satisfies Partial<Messages>;
