import { CANCELLATION_REASON_MAX, CANCELLATION_REASON_MESSAGE } from '@regen/shared/schemas/booking';
import { useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { Dialog } from '../../components/ui/dialog.tsx';
import { TextareaField } from '../../components/ui/field.tsx';
import { notify } from '../../lib/toast.ts';
import { trpc } from '../../lib/trpc.ts';
import { callErrorText } from '../booking/error-text.ts';

const FAILED_TEXT = 'There was an error cancelling the booking. Please try again.';

/** The server's reason when it is one a person can act on (deadline passed, already cancelled…). */
function cancellationFailure(error: unknown): string {
  const status = (error as { data?: { httpStatus?: number } }).data?.httpStatus;
  return status !== undefined && status < 500 ? callErrorText(error, FAILED_TEXT) : FAILED_TEXT;
}

/**
 * The one cancel dialog for travelers and suppliers: a non-blank reason is required (confirm is
 * disabled while blank); the server decides whether cancelling is still allowed.
 */
export function CancelBookingDialog({
  bookingId,
  open,
  onOpenChange,
  summary,
  onCancelled,
}: {
  bookingId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** One line naming the booking (activity, date, time). */
  summary?: string;
  onCancelled?: () => void;
}) {
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const utils = trpc.useUtils();
  const cancel = trpc.booking.cancel.useMutation({
    onSuccess: async () => {
      notify.success('Booking Cancelled', 'The booking has been cancelled and notifications were sent to all parties.');
      setReason('');
      setTouched(false);
      onOpenChange(false);
      onCancelled?.();
      await Promise.all([utils.traveler.myBookings.invalidate(), utils.booking.availability.invalidate()]);
    },
    onError: (error) => notify.destructive('Cancellation Failed', cancellationFailure(error)),
  });
  const blank = reason.trim() === '';

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!cancel.isPending) onOpenChange(next);
      }}
      title="Cancel Booking"
      description={summary ?? 'Please tell the other party why the booking is cancelled.'}
    >
      <form
        className="space-y-4"
        onSubmit={(e) => {
          e.preventDefault();
          setTouched(true);
          if (blank) return;
          cancel.mutate({ bookingId, reason: reason.trim() });
        }}
      >
        <TextareaField
          label="Reason for cancellation"
          required
          rows={4}
          maxLength={CANCELLATION_REASON_MAX}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          onBlur={() => setTouched(true)}
          error={touched && blank ? CANCELLATION_REASON_MESSAGE : undefined}
          placeholder="Please provide a reason for cancellation"
        />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={() => onOpenChange(false)} disabled={cancel.isPending}>
            Keep Booking
          </Button>
          <Button type="submit" variant="destructive" disabled={blank || cancel.isPending}>
            {cancel.isPending ? 'Cancelling...' : 'Confirm Cancellation'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
