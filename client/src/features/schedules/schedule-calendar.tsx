import { formatLongDate, formatMonthYear, formatSlotTimeRange } from '@regen/shared/format';
import { addMonths } from '@regen/shared/rules/schedules';
import type { ActivitySchedule } from '@regen/shared/schemas/schedules';
import { useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { useFormatLocale, useT } from '../../lib/i18n.tsx';
import { useScheduleCalendar } from './api.ts';
import { manualColour, scheduleColour } from './schedule-colours.ts';

function monthBounds(firstOfMonth: string) {
  const next = addMonths(firstOfMonth, 1);
  const last = new Date(Date.parse(`${next}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
  return { from: firstOfMonth, to: last };
}

/**
 * The activity's slots of one month, day by day: each slot with the colour and name of the
 * schedule it came from (or "Added by hand"), and per day the spots booked and still free.
 */
export function ScheduleCalendar({
  activityId,
  today,
  timeZone,
  schedules,
}: {
  activityId: string;
  today: string;
  timeZone: string;
  schedules: ActivitySchedule[];
}) {
  const t = useT();
  const locale = useFormatLocale();
  const [month, setMonth] = useState(() => `${today.slice(0, 7)}-01`);
  const bounds = monthBounds(month);
  const calendar = useScheduleCalendar({ activityId, ...bounds });
  const colourOf = new Map(schedules.map((s) => [s.id, scheduleColour(s.colour)]));
  const title = formatMonthYear(month, locale);
  const isFirstMonth = month <= `${today.slice(0, 7)}-01`;

  return (
    <section aria-labelledby="schedule-calendar-heading" className="mt-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h4 id="schedule-calendar-heading" className="text-base font-semibold text-stone-900">
          {t('schedules.calendar.slotsIn', { month: title })}
        </h4>
        <div className="flex gap-2">
          <Button
            size="sm"
            variant="outline"
            disabled={isFirstMonth}
            aria-label={t('schedules.calendar.earlierLabel')}
            onClick={() => setMonth(addMonths(month, -1))}
          >
            {t('schedules.calendar.earlier')}
          </Button>
          <Button
            size="sm"
            variant="outline"
            aria-label={t('schedules.calendar.laterLabel')}
            onClick={() => setMonth(addMonths(month, 1))}
          >
            {t('schedules.calendar.later')}
          </Button>
        </div>
      </div>

      <ul
        className="mt-3 flex flex-wrap gap-x-4 gap-y-2 text-sm text-stone-700"
        aria-label={t('schedules.calendar.legend')}
      >
        {schedules.map((s) => (
          <li key={s.id} className="flex items-center gap-1.5">
            <span aria-hidden="true" className={`h-3 w-3 rounded-full ${scheduleColour(s.colour).swatch}`} />
            {s.label}
          </li>
        ))}
        <li className="flex items-center gap-1.5">
          <span aria-hidden="true" className={`h-3 w-3 rounded-full ${manualColour.swatch}`} />
          {t('schedules.calendar.addedByHand')}
        </li>
      </ul>

      <div aria-live="polite" className="mt-3">
        {calendar.isPending ? (
          <Spinner label={t('schedules.calendar.loading')} />
        ) : calendar.isError ? (
          <p role="alert" className="text-red-800">
            {t('schedules.calendar.loadFailed', { month: title })}
          </p>
        ) : calendar.data.days.length === 0 ? (
          <p className="rounded-xl border-2 border-dashed border-stone-300 bg-white px-4 py-6 text-center text-stone-600">
            {t('schedules.calendar.empty', { month: title })}
          </p>
        ) : (
          <ol
            className="grid gap-2 sm:grid-cols-2 xl:grid-cols-3"
            aria-label={t('schedules.calendar.slotsIn', { month: title })}
          >
            {calendar.data.days.map((day) => (
              <li key={day.date} className="rounded-xl border border-stone-200 bg-white p-3">
                <div className="flex flex-wrap items-baseline justify-between gap-2">
                  <p className="font-semibold text-stone-900">{formatLongDate(day.date, locale)}</p>
                  <p className="text-sm text-stone-700">
                    {t('schedules.calendar.dayBookedFree', { booked: day.bookedSpots, free: day.freeSpots })}
                  </p>
                </div>
                <ul className="mt-2 space-y-1.5">
                  {day.slots.map((slot) => {
                    const colour = (slot.scheduleId && colourOf.get(slot.scheduleId)) || manualColour;
                    return (
                      <li
                        key={slot.id}
                        className={`flex flex-wrap items-center justify-between gap-x-3 gap-y-0.5 rounded-lg border px-2.5 py-1.5 text-sm ${colour.chip}`}
                      >
                        <span className="flex items-center gap-1.5 font-medium">
                          <span aria-hidden="true" className={`h-2.5 w-2.5 rounded-full ${colour.swatch}`} />
                          {slot.scheduleLabel ?? t('schedules.calendar.addedByHand')}
                        </span>
                        <span>
                          {formatSlotTimeRange(slot.startTime, slot.endTime, timeZone, locale)}
                          {' · '}
                          {slot.isAvailable
                            ? t('schedules.calendar.slotBooked', {
                                booked: slot.bookedSpots,
                                spots: slot.availableSpots,
                              })
                            : t('schedules.calendar.unavailable')}
                        </span>
                      </li>
                    );
                  })}
                </ul>
              </li>
            ))}
          </ol>
        )}
      </div>
    </section>
  );
}
