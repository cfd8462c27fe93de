import { formatLongDate, formatSlotTimeRange } from '@regen/shared/format';
import { weekdaysText } from '@regen/shared/rules/schedules';
import type { ActivitySchedule, ScheduleChange, SchedulesOfActivity } from '@regen/shared/schemas/schedules';
import type { SupplierActivity } from '@regen/shared/schemas/supplier';
import { useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { SelectField } from '../../components/ui/field.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { refusalMessage } from '../../lib/api-error.ts';
import { type Translate, useFormatLocale, useLocale, useT } from '../../lib/i18n.tsx';
import { notify } from '../../lib/toast.ts';
import { useDeleteSchedule, useSchedules } from './api.ts';
import { ExceptionsDialog } from './exceptions-dialog.tsx';
import { ScheduleCalendar } from './schedule-calendar.tsx';
import { scheduleColour } from './schedule-colours.ts';
import { ScheduleFormDialog } from './schedule-form-dialog.tsx';

type Editing = { kind: 'new' } | { kind: 'edit'; schedule: ActivitySchedule } | { kind: 'exceptions'; id: string };

/** What a change did, said once: "Summer: 9 slots added, 2 removed." */
function changeSummary(t: Translate, change: ScheduleChange, label: string): string {
  const values = { schedule: label, created: change.created, removed: change.removed };
  return change.kept.length > 0
    ? t('schedules.change.summaryKept', { ...values, kept: change.kept.length })
    : t('schedules.change.summary', values);
}

/** The slots a change left as they were, each with its reason ("Kept: 2 bookings"). */
function KeptSlots({ change, label }: { change: ScheduleChange; label: string }) {
  const t = useT();
  const locale = useFormatLocale();
  return (
    <div role="status" className="mt-4 rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950">
      <p className="font-semibold">{changeSummary(t, change, label)}</p>
      {change.kept.length > 0 ? (
        <ul className="mt-2 space-y-1" aria-label={t('schedules.change.keptLabel')}>
          {change.kept.map((slot) => (
            <li key={slot.slotId}>
              {t('schedules.change.keptSlot', {
                date: formatLongDate(slot.date, locale),
                times: formatSlotTimeRange(slot.startTime, slot.endTime, change.timeZone, locale),
              })}{' '}
              <strong>{slot.reason}</strong>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

function ScheduleRow({
  schedule,
  timeZone,
  onEdit,
  onExceptions,
  onDeleted,
}: {
  schedule: ActivitySchedule;
  timeZone: string;
  onEdit: () => void;
  onExceptions: () => void;
  onDeleted: (change: ScheduleChange) => void;
}) {
  const t = useT();
  const locale = useLocale();
  const remove = useDeleteSchedule();
  const [confirming, setConfirming] = useState(false);
  const colour = scheduleColour(schedule.colour);

  async function onDelete() {
    try {
      onDeleted(await remove.mutateAsync({ scheduleId: schedule.id }));
      notify.success(t('schedules.deletedTitle'), t('schedules.deleted', { schedule: schedule.label }));
    } catch (err) {
      notify.destructive(t('schedules.error'), refusalMessage(err, t('schedules.deleteFailed')));
    } finally {
      setConfirming(false);
    }
  }

  return (
    <li className="rounded-xl border border-stone-200 bg-white p-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div>
          <p className="flex items-center gap-2 font-semibold text-stone-900">
            <span aria-hidden="true" className={`h-3 w-3 rounded-full ${colour.swatch}`} />
            {schedule.label}
          </p>
          <p className="text-sm text-stone-700">
            {t('schedules.row.rule', {
              weekdays: weekdaysText(schedule.weekdays, locale),
              times: formatSlotTimeRange(schedule.startTime, schedule.endTime, timeZone, locale),
            })}
          </p>
          <p className="text-sm text-stone-600">
            {t('schedules.row.details', {
              from: formatLongDate(schedule.validFrom, locale),
              until: formatLongDate(schedule.validUntil, locale),
              spots: schedule.spots,
              upcoming: schedule.upcomingSlots,
              exceptions: schedule.exceptions.length,
            })}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button
            size="sm"
            variant="outline"
            aria-label={t('schedules.edit', { schedule: schedule.label })}
            onClick={onEdit}
          >
            {t('schedules.row.edit')}
          </Button>
          <Button
            size="sm"
            variant="outline"
            aria-label={t('schedules.exceptionsOf', { schedule: schedule.label })}
            onClick={onExceptions}
          >
            {t('schedules.row.exceptionsButton')}
          </Button>
          {confirming ? (
            <>
              <Button
                size="sm"
                variant="destructive"
                disabled={remove.isPending}
                aria-label={t('schedules.row.confirmDeleteLabel', { schedule: schedule.label })}
                onClick={() => void onDelete()}
              >
                {remove.isPending ? t('schedules.row.deleting') : t('schedules.row.confirmDelete')}
              </Button>
              <Button size="sm" variant="ghost" onClick={() => setConfirming(false)}>
                {t('schedules.row.keep')}
              </Button>
            </>
          ) : (
            <Button
              size="sm"
              variant="destructive"
              aria-label={t('schedules.row.deleteLabel', { schedule: schedule.label })}
              onClick={() => setConfirming(true)}
            >
              {t('schedules.row.delete')}
            </Button>
          )}
        </div>
      </div>
    </li>
  );
}

function ActivitySchedules({ data }: { data: SchedulesOfActivity }) {
  const t = useT();
  const locale = useFormatLocale();
  const [editing, setEditing] = useState<Editing | null>(null);
  const [lastChange, setLastChange] = useState<{ change: ScheduleChange; label: string } | null>(null);
  const exceptionsOf = editing?.kind === 'exceptions' ? data.schedules.find((s) => s.id === editing.id) : undefined;

  function onChanged(change: ScheduleChange, label: string) {
    setLastChange({ change, label });
    notify.success(t('schedules.savedTitle'), changeSummary(t, change, label));
  }

  return (
    <>
      <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-stone-600">
          {t('schedules.panel.generatedIn', {
            timeZone: data.timeZone,
            until: formatLongDate(data.latestUntil, locale),
          })}{' '}
          {t('schedules.panel.todayThere', { date: formatLongDate(data.today, locale) })}
        </p>
        <Button onClick={() => setEditing({ kind: 'new' })}>{t('schedules.panel.new')}</Button>
      </div>

      {lastChange ? <KeptSlots change={lastChange.change} label={lastChange.label} /> : null}

      {data.schedules.length === 0 ? (
        <p className="mt-4 rounded-xl border-2 border-dashed border-stone-300 bg-white px-4 py-6 text-center text-stone-600">
          {t('schedules.panel.empty')}
        </p>
      ) : (
        <ul className="mt-4 space-y-3" aria-label={t('schedules.panel.schedulesOf', { activity: data.title })}>
          {data.schedules.map((schedule) => (
            <ScheduleRow
              key={schedule.id}
              schedule={schedule}
              timeZone={data.timeZone}
              onEdit={() => setEditing({ kind: 'edit', schedule })}
              onExceptions={() => setEditing({ kind: 'exceptions', id: schedule.id })}
              onDeleted={(change) => setLastChange({ change, label: schedule.label })}
            />
          ))}
        </ul>
      )}

      <ScheduleCalendar
        activityId={data.activityId}
        today={data.today}
        timeZone={data.timeZone}
        schedules={data.schedules}
      />

      {editing?.kind === 'new' || editing?.kind === 'edit' ? (
        <ScheduleFormDialog
          activity={data}
          schedule={editing.kind === 'edit' ? editing.schedule : undefined}
          onClose={() => setEditing(null)}
          onSaved={onChanged}
        />
      ) : null}
      {exceptionsOf ? (
        <ExceptionsDialog
          activity={data}
          schedule={exceptionsOf}
          onClose={() => setEditing(null)}
          onChanged={(change, label) => setLastChange({ change, label })}
        />
      ) : null}
    </>
  );
}

/**
 * Weekly schedules (Calendar & Availability tab): per live activity, its schedules (weekdays ×
 * times × spots between two dates) generating its slots, their exceptions, and a month of its
 * slots showing which schedule each came from and the spots booked and free per day.
 */
export function WeeklySchedulesPanel({ activities }: { activities: SupplierActivity[] }) {
  const t = useT();
  const live = activities.filter((a) => a.status === 'approved');
  const [chosen, setChosen] = useState<string>('');
  const activityId = live.some((a) => a.id === chosen) ? chosen : live[0]?.id;
  const schedules = useSchedules(activityId);

  return (
    <Card className="p-4 sm:p-6">
      <section aria-labelledby="weekly-schedules-heading">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
          <div>
            <h3 id="weekly-schedules-heading" className="text-lg font-semibold text-stone-900">
              {t('schedules.panel.title')}
            </h3>
            <p className="text-sm text-stone-600">{t('schedules.panel.description')}</p>
          </div>
          {live.length > 0 ? (
            <div className="sm:w-72">
              <SelectField
                label={t('schedules.panel.activity')}
                value={activityId}
                onChange={(e) => setChosen(e.target.value)}
              >
                {live.map((a) => (
                  <option key={a.id} value={a.id}>
                    {a.title}
                  </option>
                ))}
              </SelectField>
            </div>
          ) : null}
        </div>

        {live.length === 0 ? (
          <p className="mt-4 text-sm text-stone-600">{t('schedules.panel.onlyLive')}</p>
        ) : schedules.isPending ? (
          <Spinner label={t('schedules.panel.loading')} className="mt-4" />
        ) : schedules.isError ? (
          <p role="alert" className="mt-4 text-red-800">
            {t('schedules.panel.loadFailed')}
          </p>
        ) : (
          <ActivitySchedules key={schedules.data.activityId} data={schedules.data} />
        )}
      </section>
    </Card>
  );
}
