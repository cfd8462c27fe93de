import { formatLongDate, formatSlotTimeRange } from '@regen/shared/format';
import type { AvailableSlot } from '@regen/shared/schemas/booking';
import { useMemo } from 'react';
import { useLocale, useT } from '../../lib/i18n.tsx';
import { LazyBookingCalendar } from './lazy-booking-calendar.tsx';

/**
 * Date, then time: the calendar offers only dates with a slot; the chosen date's slots are
 * radio buttons with their spots left. Choosing a date resets the chosen slot
 * (docs/spec/public-site.md §4).
 */
export function SlotPicker({
  slots,
  timeZone,
  date,
  onDateChange,
  slotId,
  onSlotChange,
}: {
  slots: readonly AvailableSlot[];
  /** The activity's: slot dates and times are its wall clock, and say so. */
  timeZone: string;
  date: string | null;
  onDateChange: (date: string | null) => void;
  slotId: string;
  onSlotChange: (slotId: string) => void;
}) {
  const t = useT();
  const locale = useLocale();
  const availableDates = useMemo(() => new Set(slots.map((s) => s.date)), [slots]);
  const slotsOfDate = useMemo(() => slots.filter((s) => s.date === date), [slots, date]);
  return (
    <>
      <fieldset>
        <legend className="text-sm font-medium text-stone-800">{t('booking.slots.selectDate')}</legend>
        <div className="mt-2">
          <LazyBookingCalendar
            availableDates={availableDates}
            selected={date}
            onSelect={(next) => {
              onDateChange(next);
              onSlotChange('');
            }}
          />
        </div>
      </fieldset>

      {date ? (
        <fieldset>
          <legend className="text-sm font-medium text-stone-800">
            {t('booking.slots.timesOn', { date: formatLongDate(date, locale) })}
          </legend>
          {slotsOfDate.length === 0 ? (
            <p className="mt-2 text-sm text-stone-700">{t('booking.slots.noneOnDate')}</p>
          ) : (
            <div className="mt-2 grid gap-2 sm:grid-cols-2" role="radiogroup" aria-label={t('booking.slots.label')}>
              {slotsOfDate.map((slot) => (
                <label
                  key={slot.id}
                  className={`flex cursor-pointer items-center justify-between gap-3 rounded-lg border px-3 py-2 text-sm has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-700 ${
                    slot.id === slotId ? 'border-brand-700 bg-brand-50' : 'border-stone-300 bg-white hover:bg-stone-50'
                  }`}
                >
                  <span className="flex items-center gap-2">
                    <input
                      type="radio"
                      name="slot"
                      value={slot.id}
                      checked={slot.id === slotId}
                      onChange={() => onSlotChange(slot.id)}
                      className="accent-brand-800"
                    />
                    <span className="font-medium text-stone-900">
                      {formatSlotTimeRange(slot.start_time, slot.end_time, timeZone, locale)}
                    </span>
                  </span>
                  <span className="shrink-0 text-stone-600">
                    {t('booking.slots.spotsLeft', { count: slot.available_spots })}
                  </span>
                </label>
              ))}
            </div>
          )}
        </fieldset>
      ) : (
        <p className="text-sm text-stone-600">{t('booking.slots.chooseDate')}</p>
      )}
    </>
  );
}
