import { formatInstantInZone, formatPoints, formatSlotDateTime } from '@regen/shared/format';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { controlClass } from '../../components/ui/field.tsx';
import { Dialog } from '../../components/ui/dialog.tsx';
import { errorMessage } from '../../lib/api-error.ts';
import { type Translate, useFormatLocale, useT } from '../../lib/i18n.tsx';
import { notify } from '../../lib/toast.ts';
import { useMarkAttendance, useSupplierAttendance, type BookingAttendance } from './api.ts';

/** What a supplier's booking card tells this control about its booking. */
export interface AttendanceBooking {
  id: string;
  activityTitle: string;
  customerName: string;
  bookingDate: string;
  bookingTime: string;
  numberOfPeople: number;
  timeZone: string;
}

function attendanceText(t: Translate, a: BookingAttendance): string | null {
  if (a.attendance === 'attended') {
    return t('attendance.mark.attendedOf', { attended: a.attendedPeople ?? 0, people: a.numberOfPeople });
  }
  if (a.attendance === 'no_show') return t('attendance.mark.markedNoShow');
  return null;
}

/**
 * Mark attendance on a supplier's booking card (docs/decisions/048): shown once the slot has
 * started, for its confirmed bookings only (the server's list decides both), correctable until
 * the window closes, then final. The server checks every rule again.
 */
export function MarkAttendance({ booking }: { booking: AttendanceBooking }) {
  const attendance = useSupplierAttendance();
  const t = useT();
  const locale = useFormatLocale();
  const [open, setOpen] = useState(false);
  const state = attendance.data?.find((a) => a.bookingId === booking.id);
  if (!state) return null;
  const marked = attendanceText(t, state);
  const final = formatInstantInZone(state.finalAt, booking.timeZone, locale);
  return (
    <div className="mt-3 flex flex-wrap items-center gap-x-3 gap-y-2 rounded-xl bg-brand-50 px-3 py-2 text-sm">
      <p className="text-stone-800">
        {marked ? <span className="font-semibold text-stone-900">{marked} </span> : null}
        {state.window === 'open'
          ? marked
            ? t('attendance.mark.correctUntil', { time: final })
            : t('attendance.mark.markUntil', { time: final })
          : marked
            ? t('attendance.mark.final')
            : t('attendance.mark.notMarkedFinal')}
      </p>
      {state.window === 'open' ? (
        <Button size="sm" variant={marked ? 'outline' : 'primary'} onClick={() => setOpen(true)}>
          {marked ? t('attendance.mark.correct') : t('attendance.mark.mark')}
          <span className="sr-only"> {t('attendance.mark.forCustomer', { name: booking.customerName })}</span>
        </Button>
      ) : null}
      <MarkAttendanceDialog booking={booking} state={state} open={open} onOpenChange={setOpen} />
    </div>
  );
}

function MarkAttendanceDialog({
  booking,
  state,
  open,
  onOpenChange,
}: {
  booking: AttendanceBooking;
  state: BookingAttendance;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const id = useId();
  const t = useT();
  const locale = useFormatLocale();
  const mark = useMarkAttendance();
  const [choice, setChoice] = useState<'attended' | 'no_show'>(state.attendance ?? 'attended');
  const [people, setPeople] = useState(String(state.attendedPeople ?? booking.numberOfPeople));
  const [error, setError] = useState<string | null>(null);

  function reset(next: boolean) {
    if (next) {
      setChoice(state.attendance ?? 'attended');
      setPeople(String(state.attendedPeople ?? booking.numberOfPeople));
      setError(null);
    }
    onOpenChange(next);
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const n = Number(people);
    if (choice === 'attended' && (!Number.isInteger(n) || n < 1 || n > booking.numberOfPeople)) {
      setError(t('attendance.mark.numberRange', { max: booking.numberOfPeople }));
      return;
    }
    setError(null);
    mark.mutate(
      choice === 'attended'
        ? { bookingId: booking.id, attendance: 'attended', attendedPeople: n }
        : { bookingId: booking.id, attendance: 'no_show' },
      {
        onSuccess: (result) => {
          onOpenChange(false);
          notify.success(
            t('attendance.mark.saved'),
            result.attendance === 'attended'
              ? t('attendance.mark.earned', {
                  name: booking.customerName,
                  points: formatPoints(result.bookingPoints, locale),
                })
              : t('attendance.mark.noShowToast', { name: booking.customerName }),
            { action: 'mark-attendance' },
          );
        },
        onError: (e) => setError(errorMessage(e, t('attendance.mark.failed'))),
      },
    );
  }

  const label = 'flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-stone-300 px-3 py-2';
  return (
    <Dialog
      open={open}
      onOpenChange={reset}
      title={t('attendance.mark.mark')}
      description={t('attendance.mark.dialogDescription', {
        activity: booking.activityTitle,
        name: booking.customerName,
        when: formatSlotDateTime(booking.bookingDate, booking.bookingTime, booking.timeZone, locale),
        people: booking.numberOfPeople,
      })}
    >
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <fieldset className="space-y-2">
          <legend className="mb-1 text-sm font-medium text-stone-900">{t('attendance.mark.didTheyCome')}</legend>
          <label className={`${label} ${choice === 'attended' ? 'border-brand-700 bg-brand-50' : ''}`}>
            <input
              type="radio"
              name={`${id}-attendance`}
              value="attended"
              checked={choice === 'attended'}
              onChange={() => setChoice('attended')}
              className="h-4 w-4 accent-brand-800"
            />
            <span>
              <span className="block font-medium text-stone-900">{t('attendance.mark.attended')}</span>
              <span className="block text-xs text-stone-600">{t('attendance.mark.attendedHint')}</span>
            </span>
          </label>
          <label className={`${label} ${choice === 'no_show' ? 'border-brand-700 bg-brand-50' : ''}`}>
            <input
              type="radio"
              name={`${id}-attendance`}
              value="no_show"
              checked={choice === 'no_show'}
              onChange={() => setChoice('no_show')}
              className="h-4 w-4 accent-brand-800"
            />
            <span>
              <span className="block font-medium text-stone-900">{t('attendance.mark.noShow')}</span>
              <span className="block text-xs text-stone-600">{t('attendance.mark.noShowHint')}</span>
            </span>
          </label>
        </fieldset>
        {choice === 'attended' ? (
          <div className="space-y-1.5">
            <label htmlFor={`${id}-people`} className="block text-sm font-medium text-stone-900">
              {t('attendance.mark.peopleWhoCame', { max: booking.numberOfPeople })}
            </label>
            <input
              id={`${id}-people`}
              type="number"
              inputMode="numeric"
              min={1}
              max={booking.numberOfPeople}
              step={1}
              value={people}
              onChange={(e) => setPeople(e.target.value)}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
              className={`${controlClass} h-11 w-32`}
            />
          </div>
        ) : null}
        {error ? (
          <p id={`${id}-error`} role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-900">
            {error}
          </p>
        ) : null}
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="outline" onClick={() => reset(false)}>
            {t('attendance.mark.cancel')}
          </Button>
          <Button type="submit" disabled={mark.isPending}>
            {mark.isPending ? t('attendance.mark.saving') : t('attendance.mark.save')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
