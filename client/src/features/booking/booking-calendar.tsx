import { Calendar, type DayState } from '../../components/ui/calendar.tsx';
import { parseIsoDay, toIsoDay } from './iso-day.ts';

/** Said after a day's date in its accessible name: whether it can be booked. */
const bookableState: DayState = (_date, modifiers) => (modifiers.disabled ? 'not available' : 'available');

/**
 * The booking calendar (react-day-picker, keyboard accessible): past dates and dates
 * without an available slot are disabled (docs/spec/public-site.md §5).
 */
export function BookingCalendar({
  availableDates,
  selected,
  onSelect,
}: {
  availableDates: ReadonlySet<string>;
  selected: string | null;
  onSelect: (date: string | null) => void;
}) {
  const today = new Date();
  today.setHours(0, 0, 0, 0);
  const first = [...availableDates].sort()[0];
  return (
    <div className="booking-calendar overflow-x-auto rounded-xl border border-stone-200 bg-white p-2 sm:p-3">
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
      />
    </div>
  );
}
