// The calendar's own names for screen readers in this language. Same keys, order and groups as
// ../en-calendar-ui.ts (docs/decisions/110, 124).
import type { Messages } from '../../index.ts';

export const esCalendarUiMessages = {
  'calendarUi.next': 'Ir al mes siguiente',
  'calendarUi.previous': 'Ir al mes anterior',
  'calendarUi.nav': 'Navegación por meses',
  'calendarUi.today': 'hoy',
  'calendarUi.selected': 'seleccionado',
  'calendarUi.monthDropdown': 'Elegir el mes',
  'calendarUi.yearDropdown': 'Elegir el año',
  'calendarUi.weekNumber': 'Semana {week}',
  'calendarUi.weekNumberHeader': 'Número de semana',
} as const satisfies Partial<Messages>;
