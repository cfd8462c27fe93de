import { formatLongDate } from '@regen/shared/format';
import { isoDate } from '@regen/shared/rules/booking';
import type { SupplierActivity } from '@regen/shared/schemas/supplier';
import { useState } from 'react';
import type { DateRange } from 'react-day-picker';
import { Button } from '../../components/ui/button.tsx';
import { useFormatLocale, useT } from '../../lib/i18n.tsx';
import { WeeklySchedulesPanel } from '../schedules/index.ts';
import { AddSlotDialog } from './add-slot-dialog.tsx';
import { AvailabilityCalendar, type SelectionMode } from './availability-calendar.tsx';
import { SlotList } from './slot-list.tsx';

function startOfToday(): Date {
  const now = new Date();
  return new Date(now.getFullYear(), now.getMonth(), now.getDate());
}

function selectionBounds(mode: SelectionMode, day: Date | undefined, range: DateRange | undefined) {
  if (mode === 'single') return day ? { from: isoDate(day), to: isoDate(day) } : null;
  if (!range?.from) return null;
  return { from: isoDate(range.from), to: isoDate(range.to ?? range.from) };
}

/**
 * Calendar & Availability (docs/spec/accounts-and-operations.md §2): the calendar (single day or
 * range, past dates disabled), the chosen days' slots, and Add Time Slot.
 */
export function AvailabilityTab({ activities }: { activities: SupplierActivity[] }) {
  const t = useT();
  const locale = useFormatLocale();
  const [today] = useState(startOfToday);
  const [mode, setMode] = useState<SelectionMode>('single');
  const [day, setDay] = useState<Date | undefined>(today);
  const [range, setRange] = useState<DateRange | undefined>(undefined);
  const [adding, setAdding] = useState(false);
  const bounds = selectionBounds(mode, day, range);

  const heading = !bounds
    ? mode === 'single'
      ? t('supplier.availability.selectDate')
      : t('supplier.availability.selectRange')
    : bounds.from === bounds.to
      ? t('supplier.availability.slotsFor', { date: formatLongDate(bounds.from, locale) })
      : t('supplier.availability.slotsFrom', {
          from: formatLongDate(bounds.from, locale),
          to: formatLongDate(bounds.to, locale),
        });

  return (
    <div className="grid gap-6 lg:grid-cols-[auto_1fr]">
      <AvailabilityCalendar
        today={today}
        mode={mode}
        onModeChange={setMode}
        day={day}
        onDayChange={setDay}
        range={range}
        onRangeChange={setRange}
      />

      <div>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h3 className="text-lg font-semibold text-stone-900">{heading}</h3>
          <Button onClick={() => setAdding(true)} disabled={!bounds}>
            {t('supplier.slots.addTitle')}
          </Button>
        </div>
        <div className="mt-4">
          <SlotList mode={mode} bounds={bounds} />
        </div>
      </div>

      {adding ? (
        <AddSlotDialog
          open={adding}
          onOpenChange={setAdding}
          mode={mode}
          bounds={bounds}
          rangeComplete={Boolean(range?.from && range.to)}
          activities={activities}
        />
      ) : null}

      <div className="lg:col-span-2">
        <WeeklySchedulesPanel activities={activities} />
      </div>
    </div>
  );
}
