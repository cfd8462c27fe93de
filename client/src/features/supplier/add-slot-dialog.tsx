import { formatLongDate } from '@regen/shared/format';
import { REQUIRED_FIELDS_MESSAGE, addSlotsInputSchema, type SupplierActivity } from '@regen/shared/schemas/supplier';
import { Button } from '../../components/ui/button.tsx';
import { Dialog } from '../../components/ui/dialog.tsx';
import { InputField, SelectField } from '../../components/ui/field.tsx';
import { errorMessage, isRefusal } from '../../lib/api-error.ts';
import { firstErrorMessage, useSchemaForm } from '../../lib/form.ts';
import { useFormatLocale, useT } from '../../lib/i18n.tsx';
import { notify } from '../../lib/toast.ts';
import { useAddSlots } from './api.ts';
import type { SelectionMode } from './availability-calendar.tsx';

/**
 * Add Time Slot: one slot on the chosen day, or one per day of the chosen range, for a live
 * activity. What is wrong shows in one message above the buttons.
 */
export function AddSlotDialog({
  open,
  onOpenChange,
  mode,
  bounds,
  rangeComplete,
  activities,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  mode: SelectionMode;
  bounds: { from: string; to: string } | null;
  /** Range mode: both ends chosen. */
  rangeComplete: boolean;
  activities: SupplierActivity[];
}) {
  const t = useT();
  const locale = useFormatLocale();
  const add = useAddSlots();
  const approved = activities.filter((a) => a.status === 'approved');
  // The only live activity is preselected, and spots default to the activity's max people
  // (issue 31 part 6): the spec's default of 1 stays while no activity is chosen.
  const only = approved.length === 1 ? approved[0] : undefined;
  const { register, handleSubmit, formState, setError, setValue, getFieldState } = useSchemaForm(addSlotsInputSchema, {
    defaultValues: {
      activityId: only?.id ?? '',
      mode,
      ...(mode === 'single'
        ? { date: bounds?.from }
        : { startDate: bounds?.from, endDate: rangeComplete ? bounds?.to : undefined }),
      startTime: '09:00',
      endTime: '12:00',
      spots: String(only?.maxParticipants ?? 1),
    },
  });
  const problem = formState.errors.root?.message;

  const submit = handleSubmit(
    async (values) => {
      let created: number;
      try {
        ({ created } = await add.mutateAsync(values));
      } catch (err) {
        if (isRefusal(err)) setError('root', { message: errorMessage(err, REQUIRED_FIELDS_MESSAGE) });
        notify.destructive(t('supplier.error'), t('supplier.slots.addFailed'));
        return;
      }
      notify.success(
        t('supplier.slots.addedTitle'),
        created > 1 ? t('supplier.slots.addedDays', { count: created }) : t('supplier.slots.added'),
      );
      onOpenChange(false);
    },
    (invalid) => {
      const message = firstErrorMessage(invalid) ?? REQUIRED_FIELDS_MESSAGE;
      setError('root', { message });
      notify.destructive(t('supplier.error'), message);
    },
  );

  const when = !bounds
    ? mode === 'single'
      ? t('supplier.slots.noDate')
      : t('supplier.slots.noRange')
    : bounds.from === bounds.to
      ? formatLongDate(bounds.from, locale)
      : t('supplier.slots.rangePerDay', {
          from: formatLongDate(bounds.from, locale),
          to: formatLongDate(bounds.to, locale),
        });

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t('supplier.slots.addTitle')} description={when}>
      <form noValidate className="space-y-4" onSubmit={(e) => void submit(e)}>
        <SelectField
          label={t('supplier.slots.activity')}
          required
          {...register('activityId', {
            onChange: (e: { target: { value: string } }) => {
              const chosen = approved.find((a) => a.id === e.target.value);
              if (chosen && !getFieldState('spots').isDirty) setValue('spots', String(chosen.maxParticipants));
            },
          })}
        >
          <option value="">{t('supplier.slots.selectActivity')}</option>
          {approved.map((a) => (
            <option key={a.id} value={a.id}>
              {a.title}
            </option>
          ))}
        </SelectField>
        {approved.length === 0 ? <p className="text-sm text-stone-600">{t('supplier.slots.onlyLive')}</p> : null}
        <div className="grid grid-cols-2 gap-4">
          <InputField label={t('supplier.slots.startTime')} required type="time" {...register('startTime')} />
          <InputField label={t('supplier.slots.endTime')} required type="time" {...register('endTime')} />
        </div>
        <InputField label={t('supplier.slots.availableSpots')} type="number" min={1} step={1} {...register('spots')} />
        {problem ? (
          <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-900">
            {problem}
          </p>
        ) : null}
        <div className="flex justify-end gap-3">
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            {t('supplier.cancel')}
          </Button>
          <Button type="submit" disabled={add.isPending}>
            {add.isPending ? t('supplier.slots.adding') : t('supplier.slots.add')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
