import { updateSlotSpotsInputSchema, type SupplierSlot } from '@regen/shared/schemas/supplier';
import { Button } from '../../components/ui/button.tsx';
import { Dialog } from '../../components/ui/dialog.tsx';
import { InputField } from '../../components/ui/field.tsx';
import { refusalMessage } from '../../lib/api-error.ts';
import { firstErrorMessage, useSchemaForm } from '../../lib/form.ts';
import { useT } from '../../lib/i18n.tsx';
import { notify } from '../../lib/toast.ts';
import { useUpdateSpots } from './api.ts';

/** Changes a slot's capacity; the server refuses fewer spots than are booked. */
export function SpotsDialog({ slot, label, onClose }: { slot: SupplierSlot; label: string; onClose: () => void }) {
  const t = useT();
  const updateFailed = t('supplier.spots.updateFailed');
  const update = useUpdateSpots();
  const { register, handleSubmit, formState, setError } = useSchemaForm(updateSlotSpotsInputSchema, {
    defaultValues: { slotId: slot.id, spots: String(slot.availableSpots) },
  });
  const problem = formState.errors.root?.message;

  const refuse = (message: string) => {
    setError('root', { message });
    notify.destructive(t('supplier.error'), message);
  };
  const submit = handleSubmit(
    async (values) => {
      try {
        await update.mutateAsync(values);
      } catch (err) {
        refuse(refusalMessage(err, updateFailed));
        return;
      }
      notify.success(
        t('supplier.spots.updatedTitle'),
        t('supplier.spots.updated', { slot: label, spots: values.spots }),
      );
      onClose();
    },
    (invalid) => refuse(firstErrorMessage(invalid) ?? updateFailed),
  );

  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={t('supplier.spots.title')}
      description={t('supplier.spots.description', { slot: label, booked: slot.bookedSpots })}
    >
      <form noValidate className="space-y-4" onSubmit={(e) => void submit(e)}>
        <InputField
          label={t('supplier.slots.availableSpots')}
          type="number"
          min={Math.max(1, slot.bookedSpots)}
          step={1}
          {...register('spots')}
        />
        {problem ? (
          <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-900">
            {problem}
          </p>
        ) : null}
        <div className="flex justify-end gap-3">
          <Button variant="outline" onClick={onClose}>
            {t('supplier.cancel')}
          </Button>
          <Button type="submit" disabled={update.isPending}>
            {update.isPending ? t('supplier.saving') : t('supplier.spots.save')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
