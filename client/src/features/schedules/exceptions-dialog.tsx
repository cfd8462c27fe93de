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
          values.kind === 'closed' ? 'Date Closed' : 'Date Changed',
          `${formatLongDate(values.date)} in ${schedule.label}.`,
        );
        form.reset({ ...values, date: '' });
      } catch (err) {
        const message = isRefusal(err) ? errorMessage(err, REQUIRED_FIELDS_MESSAGE) : 'Failed to save the exception';
        setError('root', { message });
        notify.destructive('Error', message);
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
      notify.destructive('Error', refusalMessage(err, 'Failed to remove the exception'));
    } finally {
      setRemoving(null);
    }
  }

  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={`Exceptions: ${schedule.label}`}
      description="Close a date, or change its times or spots. A date whose slot has bookings keeps it."
    >
      <form noValidate className="space-y-4" onSubmit={(e) => void submit(e)}>
        <InputField
          label="Date"
          required
          type="date"
          min={schedule.validFrom > activity.today ? schedule.validFrom : activity.today}
          max={schedule.validUntil}
          error={errors.date?.message}
          {...register('date')}
        />
        <fieldset>
          <legend className="text-sm font-medium text-stone-800">On that date</legend>
          <div className="mt-2 flex flex-wrap gap-4">
            <label className="flex items-center gap-2 text-sm text-stone-800">
              <input type="radio" value="closed" className="h-4 w-4 accent-brand-700" {...register('kind')} />
              Closed
            </label>
            <label className="flex items-center gap-2 text-sm text-stone-800">
              <input type="radio" value="changed" className="h-4 w-4 accent-brand-700" {...register('kind')} />
              Other times or spots
            </label>
          </div>
        </fieldset>
        {kind === 'changed' ? (
          <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
            <InputField label="Start Time" type="time" error={errors.startTime?.message} {...register('startTime')} />
            <InputField label="End Time" type="time" error={errors.endTime?.message} {...register('endTime')} />
            <InputField
              label="Spots"
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
            Done
          </Button>
          <Button type="submit" disabled={set.isPending}>
            {set.isPending ? 'Saving...' : kind === 'closed' ? 'Close date' : 'Change date'}
          </Button>
        </div>
      </form>

      <h3 className="mt-6 text-sm font-semibold text-stone-900">Exceptions set</h3>
      {schedule.exceptions.length === 0 ? (
        <p className="mt-1 text-sm text-stone-600">None yet: every date follows the schedule.</p>
      ) : (
        <ul className="mt-2 space-y-2" aria-label={`Exceptions of ${schedule.label}`}>
          {schedule.exceptions.map((e) => (
            <li
              key={e.date}
              className="flex items-center justify-between gap-3 rounded-lg border border-stone-200 px-3 py-2 text-sm"
            >
              <span>
                <span className="font-medium text-stone-900">{formatLongDate(e.date)}</span>
                <span className="text-stone-700">
                  {' · '}
                  {e.kind === 'closed'
                    ? 'Closed'
                    : `${formatSlotTimeRange(e.startTime!, e.endTime!, activity.timeZone)}, ${e.spots} spots`}
                </span>
              </span>
              <Button
                size="sm"
                variant="outline"
                aria-label={`Remove the exception on ${formatLongDate(e.date)}`}
                disabled={removing === e.date}
                onClick={() => void onRemove(e.date)}
              >
                Remove
              </Button>
            </li>
          ))}
        </ul>
      )}
    </Dialog>
  );
}
