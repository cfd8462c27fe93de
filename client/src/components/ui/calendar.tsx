import { DEFAULT_FORMAT_LOCALE, formatMonthYear, formatWeekdayDate, formatWeekdayShort } from '@regen/shared/format';
import { DayPicker, type DayPickerProps, type Modifiers } from 'react-day-picker';
import { enUS } from 'react-day-picker/locale/en-US';
import 'react-day-picker/style.css';
import { useFormatLocale } from '../../lib/i18n.tsx';

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
): string {
  const parts = [formatWeekdayDate(date, locale)];
  if (modifiers.today) parts.push('today');
  const state = dayState?.(date, modifiers);
  if (state) parts.push(state);
  if (modifiers.selected) parts.push('selected');
  return parts.join(', ');
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
 * the supplier's availability tab: en-US labels and week (Sunday first, docs/decisions/037) and
 * the site's greens (styles.css, `.regen-calendar`).
 */
export function Calendar({ dayState, className, ...dayPicker }: CalendarProps) {
  const locale = useFormatLocale();
  return (
    <DayPicker
      {...dayPicker}
      locale={enUS}
      // Another locale's month and weekday names come from the formatting seam (docs/decisions/117);
      // the month by its local year and month, so no time zone moves it.
      formatters={locale === DEFAULT_FORMAT_LOCALE ? undefined : localeFormatters(locale)}
      labels={{ labelDayButton: (date, modifiers) => dayButtonLabel(date, modifiers, dayState, locale) }}
      className={className ? `regen-calendar ${className}` : 'regen-calendar'}
    />
  );
}
