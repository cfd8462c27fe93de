// The calendar's own names for screen readers in this language. Same keys, order and groups as
// ../en-calendar-ui.ts (docs/decisions/110, 124).
import type { Messages } from '../../index.ts';

export const itCalendarUiMessages = {
  'calendarUi.next': 'Vai al mese successivo',
  'calendarUi.previous': 'Vai al mese precedente',
  'calendarUi.nav': 'Navigazione tra i mesi',
  'calendarUi.today': 'oggi',
  'calendarUi.selected': 'selezionato',
  'calendarUi.monthDropdown': 'Scegli il mese',
  'calendarUi.yearDropdown': 'Scegli l’anno',
  'calendarUi.weekNumber': 'Settimana {week}',
  'calendarUi.weekNumberHeader': 'Numero della settimana',
} as const satisfies Partial<Messages>;
