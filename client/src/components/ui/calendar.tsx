import { formatWeekdayDate } from '@regen/shared/format';
import { DayPicker, type DayPickerProps, type Modifiers } from 'react-day-picker';
import { enUS } from 'react-day-picker/locale/en-US';
import 'react-day-picker/style.css';

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
export function dayButtonLabel(date: Date, modifiers: Modifiers, dayState?: DayState): string {
  const parts = [formatWeekdayDate(date)];
  if (modifiers.today) parts.push('today');
  const state = dayState?.(date, modifiers);
  if (state) parts.push(state);
  if (modifiers.selected) parts.push('selected');
  return parts.join(', ');
}

/**
 * The site's one calendar (react-day-picker, keyboard accessible), used by the booking form and
 * the supplier's availability tab: en-US labels and week (Sunday first, docs/decisions/037) and
 * the site's greens (styles.css, `.regen-calendar`).
 */
export function Calendar({ dayState, className, ...dayPicker }: CalendarProps) {
  return (
    <DayPicker
      {...dayPicker}
      locale={enUS}
      labels={{ labelDayButton: (date, modifiers) => dayButtonLabel(date, modifiers, dayState) }}
      className={className ? `regen-calendar ${className}` : 'regen-calendar'}
    />
  );
}
