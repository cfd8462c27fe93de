import { useCallback } from 'react';
import { Calendar, type DayState } from '../../components/ui/calendar.tsx';
import { useT } from '../../lib/i18n.tsx';
import { parseIsoDay, toIsoDay } from './iso-day.ts';

// Loaded on its own, after the page is hydrated (lazy-booking-calendar.tsx): react-day-picker
// and its stylesheet are the booking page's heaviest code (docs/decisions/085).

export interface BookingCalendarProps {
  availableDates: ReadonlySet<string>;
  selected: string | null;
  onSelect: (date: string | null) => void;
}

/**
 * The booking calendar (react-day-picker, keyboard accessible): past dates and dates
 * without an available slot are disabled (docs/spec/public-site.md §5). Always six weeks
 * high, so that neither its arrival nor a change of month moves what is below it.
 */
export function BookingCalendar({ availableDates, selected, onSelect }: BookingCalendarProps) {
  const t = useT();
  /** Said after a day's date in its accessible name: whether it can be booked. */
  const bookableState = useCallback<DayState>(
    (_date, modifiers) => t(modifiers.disabled ? 'booking.calendar.notAvailable' : 'booking.calendar.available'),
    [t],
  );
  const today = new Date();
  today.setHours(0, 0, 0, 0);
  const first = [...availableDates].sort()[0];
  return (
    <Calendar
      mode="single"
      selected={selected ? parseIsoDay(selected) : undefined}
      onSelect={(date) => onSelect(date ? toIsoDay(date) : null)}
      defaultMonth={selected ? parseIsoDay(selected) : first ? parseIsoDay(first) : today}
      disabled={[{ before: today }, (date: Date) => !availableDates.has(toIsoDay(date))]}
      modifiers={{ available: (date: Date) => availableDates.has(toIsoDay(date)) && date >= today }}
      modifiersClassNames={{ available: 'font-semibold text-brand-900' }}
      dayState={bookableState}
      showOutsideDays={false}
      fixedWeeks
    />
  );
}
