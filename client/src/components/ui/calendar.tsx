import { DEFAULT_FORMAT_LOCALE, formatMonthYear, formatWeekdayDate, formatWeekdayShort } from '@regen/shared/format';
import { DayPicker, type DayPickerProps, type Modifiers } from 'react-day-picker';
import { enUS } from 'react-day-picker/locale/en-US';
import 'react-day-picker/style.css';
import { useFormatLocale, useT, type Translate } from '../../lib/i18n.tsx';

/** Omit over each member of a union, keeping DayPicker's selection modes apart. */
type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

/** What a calendar adds to a day's accessible name, after its date: 'available', 'has time slots'. */
export type DayState = (date: Date, modifiers: Modifiers) => string | undefined;

export type CalendarProps = DistributiveOmit<DayPickerProps, 'locale' | 'weekStartsOn' | 'labels'> & {
  dayState?: DayState;
};

/**
 * A day button's accessible name: 'Wednesday, November 25, 2026, today, available, selected'.
 * The date reads in the spec's en-US long format (docs/spec/accounts-and-operations.md §9) and
 * contains the visible day number (WCAG 2.5.3).
 */
export function dayButtonLabel(
  date: Date,
  modifiers: Modifiers,
  dayState?: DayState,
  locale = DEFAULT_FORMAT_LOCALE,
  words: { today: string; selected: string } = { today: 'today', selected: 'selected' },
): string {
  const parts = [formatWeekdayDate(date, locale)];
  if (modifiers.today) parts.push(words.today);
  const state = dayState?.(date, modifiers);
  if (state) parts.push(state);
  if (modifiers.selected) parts.push(words.selected);
  return parts.join(', ');
}

const WEEKDAY_KEYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'] as const;

/**
 * react-day-picker's names for screen readers (its buttons, grid, weekdays) in the page's
 * language, from the message catalogue and the formatting seam (docs/decisions/124); its own
 * are English.
 */
function localeLabels(t: Translate, locale: string, dayState?: DayState): DayPickerProps['labels'] {
  const words = { today: t('calendarUi.today'), selected: t('calendarUi.selected') };
  return {
    labelDayButton: (date, modifiers) => dayButtonLabel(date, modifiers, dayState, locale, words),
    labelGridcell: (date, modifiers) =>
      dayButtonLabel(date, { ...modifiers, selected: false }, undefined, locale, words),
    labelNext: () => t('calendarUi.next'),
    labelPrevious: () => t('calendarUi.previous'),
    labelNav: () => t('calendarUi.nav'),
    labelGrid: (month) =>
      formatMonthYear(`${month.getFullYear()}-${String(month.getMonth() + 1).padStart(2, '0')}-01`, locale),
    labelWeekday: (weekday) => t(`schedules.weekday.${WEEKDAY_KEYS[weekday.getDay()]!}`),
    labelMonthDropdown: () => t('calendarUi.monthDropdown'),
    labelYearDropdown: () => t('calendarUi.yearDropdown'),
    labelWeekNumber: (week) => t('calendarUi.weekNumber', { week }),
    labelWeekNumberHeader: () => t('calendarUi.weekNumberHeader'),
  };
}

function localeFormatters(locale: string): DayPickerProps['formatters'] {
  return {
    formatCaption: (month) =>
      formatMonthYear(`${month.getFullYear()}-${String(month.getMonth() + 1).padStart(2, '0')}-01`, locale),
    formatWeekdayName: (weekday) => formatWeekdayShort(weekday.getDay(), locale),
  };
}

/**
 * The site's one calendar (react-day-picker, keyboard accessible), used by the booking form and
 * the supplier's availability tab: the en-US week (Sunday first, docs/decisions/037), its names
 * in the page's language (docs/decisions/117, 124) and the site's greens (styles.css, `.regen-calendar`).
 */
export function Calendar({ dayState, className, ...dayPicker }: CalendarProps) {
  const locale = useFormatLocale();
  const t = useT();
  return (
    <DayPicker
      {...dayPicker}
      locale={enUS}
      // Another locale's month and weekday names come from the formatting seam (docs/decisions/117);
      // the month by its local year and month, so no time zone moves it.
      formatters={locale === DEFAULT_FORMAT_LOCALE ? undefined : localeFormatters(locale)}
      labels={localeLabels(t, locale, dayState)}
      className={className ? `regen-calendar ${className}` : 'regen-calendar'}
    />
  );
}
