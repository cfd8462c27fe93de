import { addMonths, WEEKDAYS } from '@regen/shared/rules/schedules';
import {
  createScheduleInputSchema,
  type ActivitySchedule,
  type ScheduleChange,
  type SchedulesOfActivity,
} from '@regen/shared/schemas/schedules';
import { REQUIRED_FIELDS_MESSAGE } from '@regen/shared/schemas/supplier';
import { Button } from '../../components/ui/button.tsx';
import { Dialog } from '../../components/ui/dialog.tsx';
import { InputField } from '../../components/ui/field.tsx';
import { errorMessage, isRefusal } from '../../lib/api-error.ts';
import { firstErrorMessage, showServerFieldErrors, useSchemaForm } from '../../lib/form.ts';
import { notify } from '../../lib/toast.ts';
import { useCreateSchedule, useUpdateSchedule } from './api.ts';

const FIELD_ORDER = ['label', 'weekdays', 'startTime', 'endTime', 'spots', 'validFrom', 'validUntil'] as const;

/**
 * New or edit schedule: a name, weekday checkboxes, start and end time, spots, and the dates it
 * runs (from today, at most 12 months ahead). The server's refusal (an overlap, the limit)
 * shows above the buttons.
 */
export function ScheduleFormDialog({
  activity,
  schedule,
  onClose,
  onSaved,
}: {
  activity: SchedulesOfActivity;
  /** The schedule being edited; none for a new one. */
  schedule?: ActivitySchedule | undefined;
  onClose: () => void;
  onSaved: (change: ScheduleChange, label: string) => void;
}) {
  const create = useCreateSchedule();
  const update = useUpdateSchedule();
  const pending = create.isPending || update.isPending;
  const threeMonths = addMonths(activity.today, 3);
  const form = useSchemaForm(createScheduleInputSchema, {
    defaultValues: schedule
      ? {
          activityId: activity.activityId,
          label: schedule.label,
          weekdays: schedule.weekdays.map(String),
          startTime: schedule.startTime.slice(0, 5),
          endTime: schedule.endTime.slice(0, 5),
          spots: String(schedule.spots),
          validFrom: schedule.validFrom,
          validUntil: schedule.validUntil,
        }
      : {
          activityId: activity.activityId,
          label: '',
          weekdays: [],
          startTime: '09:00',
          endTime: '12:00',
          spots: String(Math.min(8, activity.maxParticipants)),
          validFrom: activity.today,
          validUntil: threeMonths < activity.latestUntil ? threeMonths : activity.latestUntil,
        },
  });
  const { register, handleSubmit, formState, setError } = form;
  const errors = formState.errors;
  const problem = errors.root?.message;

  const submit = handleSubmit(
    async (values) => {
      let change: ScheduleChange;
      try {
        const { activityId: _, ...rule } = values;
        change = schedule
          ? await update.mutateAsync({ scheduleId: schedule.id, ...rule })
          : await create.mutateAsync(values);
      } catch (err) {
        showServerFieldErrors(form, err);
        const message = isRefusal(err) ? errorMessage(err, REQUIRED_FIELDS_MESSAGE) : 'Failed to save the schedule';
        setError('root', { message });
        notify.destructive('Error', message);
        return;
      }
      onSaved(change, values.label);
      onClose();
    },
    (invalid) => {
      const message = firstErrorMessage(invalid, FIELD_ORDER) ?? REQUIRED_FIELDS_MESSAGE;
      setError('root', { message });
    },
  );

  const weekdaysError = errors.weekdays?.message;

  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={schedule ? `Edit ${schedule.label}` : 'New weekly schedule'}
      description={`${activity.title}. Times are ${activity.timeZone} time. Slots with bookings are never changed.`}
    >
      <form noValidate className="space-y-4" onSubmit={(e) => void submit(e)}>
        <InputField
          label="Name"
          required
          maxLength={40}
          placeholder="Summer"
          error={errors.label?.message}
          {...register('label')}
        />
        <fieldset aria-describedby={weekdaysError ? 'schedule-weekdays-error' : undefined}>
          <legend className="text-sm font-medium text-stone-800">
            Weekdays
            <span aria-hidden="true" className="text-red-700">
              {' '}
              *
            </span>
          </legend>
          <div className="mt-2 grid grid-cols-4 gap-2 sm:grid-cols-7">
            {WEEKDAYS.map((day) => (
              <label
                key={day.value}
                className="flex cursor-pointer items-center justify-center gap-1.5 rounded-lg border border-stone-300 px-2 py-2 text-sm font-medium text-stone-800 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-700"
              >
                <input
                  type="checkbox"
                  value={String(day.value)}
                  aria-label={day.name}
                  className="h-4 w-4 accent-brand-700"
                  {...register('weekdays')}
                />
                <span aria-hidden="true">{day.short}</span>
              </label>
            ))}
          </div>
          {weekdaysError ? (
            <p id="schedule-weekdays-error" role="alert" className="mt-1.5 text-sm text-red-700">
              {weekdaysError}
            </p>
          ) : null}
        </fieldset>
        <div className="grid grid-cols-2 gap-4">
          <InputField
            label="Start Time"
            required
            type="time"
            error={errors.startTime?.message}
            {...register('startTime')}
          />
          <InputField label="End Time" required type="time" error={errors.endTime?.message} {...register('endTime')} />
        </div>
        <InputField
          label="Spots per slot"
          required
          type="number"
          min={1}
          max={activity.maxParticipants}
          step={1}
          hint={`At most ${activity.maxParticipants} (the activity's max participants).`}
          error={errors.spots?.message}
          {...register('spots')}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <InputField
            label="From"
            required
            type="date"
            min={schedule && schedule.validFrom < activity.today ? schedule.validFrom : activity.today}
            max={activity.latestUntil}
            error={errors.validFrom?.message}
            {...register('validFrom')}
          />
          <InputField
            label="Until"
            required
            type="date"
            min={activity.today}
            max={activity.latestUntil}
            hint="At most 12 months ahead."
            error={errors.validUntil?.message}
            {...register('validUntil')}
          />
        </div>
        {problem ? (
          <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-900">
            {problem}
          </p>
        ) : null}
        <div className="flex justify-end gap-3">
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={pending}>
            {pending ? 'Saving...' : schedule ? 'Save changes' : 'Create schedule'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
