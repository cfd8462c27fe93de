import { CANCELLATION_REASON_MAX, cancelBookingInputSchema } from '@regen/shared/schemas/booking';
import { useWatch } from 'react-hook-form';
import { Button } from '../../components/ui/button.tsx';
import { Dialog } from '../../components/ui/dialog.tsx';
import { TextareaField } from '../../components/ui/field.tsx';
import { refusalMessage } from '../../lib/api-error.ts';
import { useSchemaForm } from '../../lib/form.ts';
import { useT } from '../../lib/i18n.tsx';
import { notify } from '../../lib/toast.ts';
import { useCancelBooking } from './api.ts';

/**
 * The one cancel dialog for travelers and suppliers: a non-blank reason is required (confirm is
 * disabled while blank); the server decides whether cancelling is still allowed and says why
 * not (deadline passed, already cancelled…).
 */
export function CancelBookingDialog({
  bookingId,
  open,
  onOpenChange,
  summary,
}: {
  bookingId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** One line naming the booking (activity, date, time). */
  summary?: string;
}) {
  const { register, handleSubmit, formState, control, reset } = useSchemaForm(cancelBookingInputSchema, {
    defaultValues: { bookingId, reason: '' },
    mode: 'onTouched',
  });
  const t = useT();
  const reason = useWatch({ control, name: 'reason' });
  const cancel = useCancelBooking();
  const blank = reason.trim() === '';

  const submit = handleSubmit(async (values) => {
    try {
      await cancel.mutateAsync(values);
    } catch (error) {
      notify.destructive(
        t('travelerBookings.cancel.failedTitle'),
        refusalMessage(error, t('travelerBookings.cancel.failed')),
      );
      return;
    }
    notify.success(t('travelerBookings.cancel.doneTitle'), t('travelerBookings.cancel.done'));
    reset();
    onOpenChange(false);
  });

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!cancel.isPending) onOpenChange(next);
      }}
      title={t('travelerBookings.cancel.title')}
      description={summary ?? t('travelerBookings.cancel.description')}
    >
      <form className="space-y-4" onSubmit={(e) => void submit(e)}>
        <TextareaField
          label={t('travelerBookings.cancel.reason')}
          required
          rows={4}
          maxLength={CANCELLATION_REASON_MAX}
          error={formState.errors.reason?.message}
          placeholder={t('booking.cancellationReasonRequired')}
          {...register('reason')}
        />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={() => onOpenChange(false)} disabled={cancel.isPending}>
            {t('travelerBookings.cancel.keep')}
          </Button>
          <Button type="submit" variant="destructive" disabled={blank || cancel.isPending}>
            {cancel.isPending ? t('travelerBookings.cancel.cancelling') : t('travelerBookings.cancel.confirm')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
