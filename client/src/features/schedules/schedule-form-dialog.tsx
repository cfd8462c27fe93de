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
import { useT } from '../../lib/i18n.tsx';
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
  const t = useT();
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
        const message = isRefusal(err) ? errorMessage(err, REQUIRED_FIELDS_MESSAGE) : t('schedules.form.saveFailed');
        setError('root', { message });
        notify.destructive(t('schedules.error'), message);
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
      title={schedule ? t('schedules.edit', { schedule: schedule.label }) : t('schedules.form.newTitle')}
      description={t('schedules.form.description', { activity: activity.title, timeZone: activity.timeZone })}
    >
      <form noValidate className="space-y-4" onSubmit={(e) => void submit(e)}>
        <InputField
          label={t('schedules.form.name')}
          required
          maxLength={40}
          placeholder={t('schedules.form.namePlaceholder')}
          error={errors.label?.message}
          {...register('label')}
        />
        <fieldset aria-describedby={weekdaysError ? 'schedule-weekdays-error' : undefined}>
          <legend className="text-sm font-medium text-stone-800">
            {t('schedules.form.weekdays')}
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
                  aria-label={t(day.name)}
                  className="h-4 w-4 accent-brand-700"
                  {...register('weekdays')}
                />
                <span aria-hidden="true">{t(day.short)}</span>
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
            label={t('schedules.startTime')}
            required
            type="time"
            error={errors.startTime?.message}
            {...register('startTime')}
          />
          <InputField
            label={t('schedules.endTime')}
            required
            type="time"
            error={errors.endTime?.message}
            {...register('endTime')}
          />
        </div>
        <InputField
          label={t('schedules.form.spots')}
          required
          type="number"
          min={1}
          max={activity.maxParticipants}
          step={1}
          hint={t('schedules.form.spotsHint', { max: activity.maxParticipants })}
          error={errors.spots?.message}
          {...register('spots')}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <InputField
            label={t('schedules.form.from')}
            required
            type="date"
            min={schedule && schedule.validFrom < activity.today ? schedule.validFrom : activity.today}
            max={activity.latestUntil}
            error={errors.validFrom?.message}
            {...register('validFrom')}
          />
          <InputField
            label={t('schedules.form.until')}
            required
            type="date"
            min={activity.today}
            max={activity.latestUntil}
            hint={t('schedules.form.untilHint')}
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
            {t('schedules.form.cancel')}
          </Button>
          <Button type="submit" disabled={pending}>
            {pending ? t('schedules.saving') : schedule ? t('schedules.form.save') : t('schedules.form.create')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
