import { isoDate } from '@regen/shared/rules/booking';
import { useState } from 'react';
import type { DateRange } from 'react-day-picker';
import { Calendar, type DayState } from '../../components/ui/calendar.tsx';
import { Card } from '../../components/ui/card.tsx';
import { useT } from '../../lib/i18n.tsx';
import { useSlots } from './api.ts';

export type SelectionMode = 'single' | 'range';

/**
 * The availability calendar: Single Day or Date Range, past dates disabled, and the shown
 * month's days that already have slots underlined.
 */
export function AvailabilityCalendar({
  today,
  mode,
  onModeChange,
  day,
  onDayChange,
  range,
  onRangeChange,
}: {
  today: Date;
  mode: SelectionMode;
  onModeChange: (mode: SelectionMode) => void;
  day: Date | undefined;
  onDayChange: (day: Date | undefined) => void;
  range: DateRange | undefined;
  onRangeChange: (range: DateRange | undefined) => void;
}) {
  const t = useT();
  /** Said after a day's date in its accessible name: whether it already has slots. */
  const slotState: DayState = (_date, modifiers) =>
    modifiers.hasSlots ? t('supplier.availability.hasSlots') : undefined;
  const [month, setMonth] = useState<Date>(today);
  const monthSlots = useSlots({
    from: isoDate(new Date(month.getFullYear(), month.getMonth(), 1)),
    to: isoDate(new Date(month.getFullYear(), month.getMonth() + 1, 0)),
  });
  const daysWithSlots = [...new Set((monthSlots.data ?? []).map((s) => s.date))].map((d) => {
    const [y, m, dd] = d.split('-').map(Number);
    return new Date(y!, m! - 1, dd);
  });
  const calendarProps = {
    month,
    onMonthChange: setMonth,
    disabled: { before: today },
    modifiers: { hasSlots: daysWithSlots },
    modifiersClassNames: { hasSlots: 'regen-has-slots' },
    dayState: slotState,
  };

  return (
    <Card className="self-start p-4 sm:p-5">
      <fieldset>
        <legend className="text-sm font-semibold text-stone-900">{t('supplier.availability.selection')}</legend>
        <div className="mt-2 inline-flex rounded-lg border border-stone-300 p-1" role="radiogroup">
          {(
            [
              ['single', t('supplier.availability.singleDay')],
              ['range', t('supplier.availability.dateRange')],
            ] as const
          ).map(([value, text]) => (
            <label
              key={value}
              className={`cursor-pointer rounded-md px-3 py-1.5 text-sm font-medium has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-700 ${
                mode === value ? 'bg-brand-800 text-white' : 'text-stone-700 hover:bg-stone-100'
              }`}
            >
              <input
                type="radio"
                name="availability-mode"
                value={value}
                checked={mode === value}
                onChange={() => onModeChange(value)}
                className="sr-only"
              />
              {text}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="mt-3 [&_.regen-has-slots_button]:font-bold [&_.regen-has-slots_button]:underline [&_.regen-has-slots_button]:decoration-brand-600 [&_.regen-has-slots_button]:decoration-2 [&_.regen-has-slots_button]:underline-offset-4">
        {mode === 'single' ? (
          <Calendar mode="single" selected={day} onSelect={onDayChange} {...calendarProps} />
        ) : (
          <Calendar mode="range" selected={range} onSelect={onRangeChange} {...calendarProps} />
        )}
      </div>
      <p className="mt-2 text-xs text-stone-600">
        <span className="font-bold underline decoration-brand-600 decoration-2 underline-offset-4">
          {t('supplier.availability.underlined')}
        </span>{' '}
        {/* One sentence in two messages: its first word is styled as the calendar shows those days. */}
        {t('supplier.availability.underlinedDays')}
      </p>
    </Card>
  );
}
