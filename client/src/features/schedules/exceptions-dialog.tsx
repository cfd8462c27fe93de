import { formatLongDate, formatSlotTimeRange } from '@regen/shared/format';
import {
  scheduleExceptionInputSchema,
  type ActivitySchedule,
  type ScheduleChange,
  type SchedulesOfActivity,
} from '@regen/shared/schemas/schedules';
import { REQUIRED_FIELDS_MESSAGE } from '@regen/shared/schemas/supplier';
import { useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { Dialog } from '../../components/ui/dialog.tsx';
import { InputField } from '../../components/ui/field.tsx';
import { errorMessage, isRefusal, refusalMessage } from '../../lib/api-error.ts';
import { firstErrorMessage, useSchemaForm } from '../../lib/form.ts';
import { useFormatLocale, useT } from '../../lib/i18n.tsx';
import { notify } from '../../lib/toast.ts';
import { useRemoveScheduleException, useSetScheduleException } from './api.ts';

/**
 * A schedule's exceptions: close a date, or give it other times and spots; the list of those
 * set, each removable (the date follows the schedule again).
 */
export function ExceptionsDialog({
  activity,
  schedule,
  onClose,
  onChanged,
}: {
  activity: SchedulesOfActivity;
  schedule: ActivitySchedule;
  onClose: () => void;
  onChanged: (change: ScheduleChange, label: string) => void;
}) {
  const t = useT();
  const locale = useFormatLocale();
  const set = useSetScheduleException();
  const remove = useRemoveScheduleException();
  const [removing, setRemoving] = useState<string | null>(null);
  const form = useSchemaForm(scheduleExceptionInputSchema, {
    defaultValues: {
      scheduleId: schedule.id,
      date: '',
      kind: 'closed',
      startTime: schedule.startTime.slice(0, 5),
      endTime: schedule.endTime.slice(0, 5),
      spots: String(schedule.spots),
    },
  });
  const { register, handleSubmit, formState, setError, watch } = form;
  const kind = watch('kind');
  const errors = formState.errors;
  const problem = errors.root?.message;

  const submit = handleSubmit(
    async (values) => {
      const input =
        values.kind === 'closed' ? { scheduleId: values.scheduleId, date: values.date, kind: values.kind } : values;
      try {
        const change = await set.mutateAsync(input);
        onChanged(change, schedule.label);
        notify.success(
          values.kind === 'closed' ? t('schedules.exceptions.closedTitle') : t('schedules.exceptions.changedTitle'),
          t('schedules.exceptions.dateIn', { date: formatLongDate(values.date, locale), schedule: schedule.label }),
        );
        form.reset({ ...values, date: '' });
      } catch (err) {
        const message = isRefusal(err)
          ? errorMessage(err, REQUIRED_FIELDS_MESSAGE)
          : t('schedules.exceptions.saveFailed');
        setError('root', { message });
        notify.destructive(t('schedules.error'), message);
      }
    },
    (invalid) => setError('root', { message: firstErrorMessage(invalid) ?? REQUIRED_FIELDS_MESSAGE }),
  );

  async function onRemove(date: string) {
    setRemoving(date);
    try {
      const change = await remove.mutateAsync({ scheduleId: schedule.id, date });
      onChanged(change, schedule.label);
    } catch (err) {
      notify.destructive(t('schedules.error'), refusalMessage(err, t('schedules.exceptions.removeFailed')));
    } finally {
      setRemoving(null);
    }
  }

  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={t('schedules.exceptions.title', { schedule: schedule.label })}
      description={t('schedules.exceptions.description')}
    >
      <form noValidate className="space-y-4" onSubmit={(e) => void submit(e)}>
        <InputField
          label={t('schedules.exceptions.date')}
          required
          type="date"
          min={schedule.validFrom > activity.today ? schedule.validFrom : activity.today}
          max={schedule.validUntil}
          error={errors.date?.message}
          {...register('date')}
        />
        <fieldset>
          <legend className="text-sm font-medium text-stone-800">{t('schedules.exceptions.onThatDate')}</legend>
          <div className="mt-2 flex flex-wrap gap-4">
            <label className="flex items-center gap-2 text-sm text-stone-800">
              <input type="radio" value="closed" className="h-4 w-4 accent-brand-700" {...register('kind')} />
              {t('schedules.exceptions.closed')}
            </label>
            <label className="flex items-center gap-2 text-sm text-stone-800">
              <input type="radio" value="changed" className="h-4 w-4 accent-brand-700" {...register('kind')} />
              {t('schedules.exceptions.otherTimes')}
            </label>
          </div>
        </fieldset>
        {kind === 'changed' ? (
          <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
            <InputField
              label={t('schedules.startTime')}
              type="time"
              error={errors.startTime?.message}
              {...register('startTime')}
            />
            <InputField
              label={t('schedules.endTime')}
              type="time"
              error={errors.endTime?.message}
              {...register('endTime')}
            />
            <InputField
              label={t('schedules.exceptions.spots')}
              type="number"
              min={1}
              max={activity.maxParticipants}
              error={errors.spots?.message}
              {...register('spots')}
            />
          </div>
        ) : null}
        {problem ? (
          <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-900">
            {problem}
          </p>
        ) : null}
        <div className="flex justify-end gap-3">
          <Button variant="outline" onClick={onClose}>
            {t('schedules.exceptions.done')}
          </Button>
          <Button type="submit" disabled={set.isPending}>
            {set.isPending
              ? t('schedules.saving')
              : kind === 'closed'
                ? t('schedules.exceptions.closeDate')
                : t('schedules.exceptions.changeDate')}
          </Button>
        </div>
      </form>

      <h3 className="mt-6 text-sm font-semibold text-stone-900">{t('schedules.exceptions.set')}</h3>
      {schedule.exceptions.length === 0 ? (
        <p className="mt-1 text-sm text-stone-600">{t('schedules.exceptions.none')}</p>
      ) : (
        <ul className="mt-2 space-y-2" aria-label={t('schedules.exceptionsOf', { schedule: schedule.label })}>
          {schedule.exceptions.map((e) => (
            <li
              key={e.date}
              className="flex items-center justify-between gap-3 rounded-lg border border-stone-200 px-3 py-2 text-sm"
            >
              <span>
                <span className="font-medium text-stone-900">{formatLongDate(e.date, locale)}</span>
                <span className="text-stone-700">
                  {' · '}
                  {e.kind === 'closed'
                    ? t('schedules.exceptions.closed')
                    : t('schedules.exceptions.changedTo', {
                        times: formatSlotTimeRange(e.startTime!, e.endTime!, activity.timeZone, locale),
                        spots: e.spots ?? 0,
                      })}
                </span>
              </span>
              <Button
                size="sm"
                variant="outline"
                aria-label={t('schedules.exceptions.removeLabel', { date: formatLongDate(e.date, locale) })}
                disabled={removing === e.date}
                onClick={() => void onRemove(e.date)}
              >
                {t('schedules.exceptions.remove')}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </Dialog>
  );
}
