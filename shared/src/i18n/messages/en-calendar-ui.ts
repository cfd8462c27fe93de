// English messages: the calendar's own names for screen readers (client/src/components/ui/calendar.tsx,
// react-day-picker's `labels`, docs/decisions/124). The English ones are react-day-picker's own.
// Part of the one catalogue (./en.ts, docs/decisions/088).
export const calendarUiMessages = {
  'calendarUi.next': 'Go to the Next Month',
  'calendarUi.previous': 'Go to the Previous Month',
  'calendarUi.nav': 'Month navigation',
  'calendarUi.today': 'today',
  'calendarUi.selected': 'selected',
  'calendarUi.monthDropdown': 'Choose the Month',
  'calendarUi.yearDropdown': 'Choose the Year',
  'calendarUi.weekNumber': 'Week {week}',
  'calendarUi.weekNumberHeader': 'Week Number',
} as const;
