import { formatInstantInZone, formatSlotDateTime, formatUsdCents } from '@regen/shared/format';
import { totalPriceCents } from '@regen/shared/rules/booking';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { Button, buttonClass } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { InputField, SelectField } from '../../components/ui/field.tsx';
import { Container } from '../../components/ui/page.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { refusalMessage } from '../../lib/api-error.ts';
import { useLocale, useT } from '../../lib/i18n.tsx';
import { notify } from '../../lib/toast.ts';
import { BookingNotFound, BookingReference, BookingSummaryCard } from './booking-confirmation-page.tsx';
import { useBookingDetails, useOpenSlots, useRescheduleBooking, type BookingDetails } from './api.ts';
import { CancelBookingDialog } from './cancel-booking-dialog.tsx';

/**
 * The change form: another open slot of the same activity (the current one first) and a party
 * size. The server decides (capacity, deadline, limits) and says why not; the total shown is the
 * booking rule's, as the server will compute it.
 */
function ChangeForm({ booking }: { booking: BookingDetails }) {
  const t = useT();
  const locale = useLocale();
  const navigate = useNavigate();
  const slots = useOpenSlots(booking.activityId);
  const reschedule = useRescheduleBooking();
  const [slotId, setSlotId] = useState(booking.availabilityId);
  const [people, setPeople] = useState(String(booking.numberOfPeople));
  const [error, setError] = useState<string | null>(null);
  const count = Number.parseInt(people, 10);
  const when = (date: string, time: string) => formatSlotDateTime(date, time, booking.timeZone, locale);
  const others = (slots.data ?? []).filter((s) => s.id !== booking.availabilityId);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    try {
      const changed = await reschedule.mutateAsync({
        bookingId: booking.id,
        availabilityId: slotId,
        numberOfPeople: Number.isFinite(count) ? count : 0,
      });
      notify.success(
        t('manageBooking.savedTitle'),
        t('manageBooking.saved', {
          when: when(changed.bookingDate, changed.bookingTime),
          people: changed.numberOfPeople,
        }),
      );
      void navigate({ to: '/bookings/$bookingId', params: { bookingId: booking.id } });
    } catch (failure) {
      const message = refusalMessage(failure, t('manageBooking.failed'));
      setError(message);
      notify.destructive(t('manageBooking.failedTitle'), message);
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} className="mt-4 space-y-4" noValidate>
      {slots.isPending ? <Spinner label={t('booking.page.loadingAvailability')} /> : null}
      <SelectField label={t('manageBooking.slot')} value={slotId} onChange={(e) => setSlotId(e.target.value)}>
        <option value={booking.availabilityId}>
          {t('manageBooking.currentSlot', { when: when(booking.bookingDate, booking.bookingTime) })}
        </option>
        {others.map((s) => (
          <option key={s.id} value={s.id}>
            {t('manageBooking.slotOption', {
              when: when(s.date, s.start_time),
              spots: t('booking.slots.spotsLeft', { count: s.available_spots }),
            })}
          </option>
        ))}
      </SelectField>
      <InputField
        label={t('manageBooking.people')}
        hint={t('manageBooking.peopleHint', { max: booking.maxParticipants })}
        type="number"
        inputMode="numeric"
        min={1}
        max={booking.maxParticipants}
        value={people}
        onChange={(e) => setPeople(e.target.value)}
        className="max-w-32"
      />
      {Number.isFinite(count) && count > 0 ? (
        <p className="text-sm font-medium text-stone-800">
          {t('manageBooking.newTotal', {
            total: formatUsdCents(totalPriceCents(booking.pricePerPersonCents, count), locale),
          })}
        </p>
      ) : null}
      {error ? (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-900">
          {error}
        </p>
      ) : null}
      <Button type="submit" disabled={reschedule.isPending}>
        {reschedule.isPending ? t('manageBooking.saving') : t('manageBooking.save')}
      </Button>
    </form>
  );
}

/**
 * /bookings/{id}/manage: change the booking's date, time or party size before its cancellation
 * deadline, or cancel it (the spec's dialog: a reason is required). docs/decisions/095.
 */
export function ManageBookingPage({ bookingId }: { bookingId: string }) {
  const t = useT();
  const locale = useLocale();
  const booking = useBookingDetails(bookingId);
  const [cancelling, setCancelling] = useState(false);
  if (booking.isPending) return <Spinner label={t('bookingPage.loading')} className="py-24" />;
  if (!booking.data) return <BookingNotFound />;
  const b = booking.data;
  return (
    <Container className="max-w-4xl py-8 sm:py-12">
      <Link to="/bookings/$bookingId" params={{ bookingId: b.id }} className={buttonClass('outline', 'sm')}>
        <span aria-hidden="true">←</span> {t('manageBooking.backToBooking')}
      </Link>
      <div className="mt-6 space-y-2">
        <h1 className="text-2xl font-bold text-stone-900 sm:text-3xl">{t('manageBooking.title')}</h1>
        <BookingReference reference={b.reference} />
      </div>
      <div className="mt-6">
        <BookingSummaryCard booking={b} />
      </div>

      <div className="mt-8 grid gap-6">
        <Card className="p-5 sm:p-6">
          <h2 className="text-xl font-semibold text-stone-900">{t('manageBooking.changeTitle')}</h2>
          {b.changeable ? (
            <>
              <p className="mt-1 text-sm text-stone-600">{t('manageBooking.changeHint')}</p>
              <ChangeForm booking={b} />
            </>
          ) : (
            <p className="mt-3 text-sm font-medium text-amber-800">
              {b.status === 'confirmed' ? t('booking.cancellationDeadlinePassed') : t('manageBooking.notChangeable')}
            </p>
          )}
        </Card>
        <Card className="p-5 sm:p-6">
          <h2 className="text-xl font-semibold text-stone-900">{t('manageBooking.cancelTitle')}</h2>
          {b.cancellable ? (
            <>
              <p className="mt-1 text-sm text-stone-600">{t('manageBooking.cancelHint')}</p>
              <p className="mt-2 text-sm font-medium text-stone-800">
                {t('travelerBookings.card.freeCancellationUntil', {
                  time: formatInstantInZone(b.cancellationDeadline, b.timeZone, locale),
                })}
              </p>
              <Button variant="outline" className="mt-4" onClick={() => setCancelling(true)}>
                {t('travelerBookings.cancel.title')}
              </Button>
            </>
          ) : (
            <p className="mt-3 text-sm font-medium text-amber-800">
              {b.status === 'confirmed' ? t('booking.cancellationDeadlinePassed') : t('manageBooking.notChangeable')}
            </p>
          )}
        </Card>
      </div>
      <CancelBookingDialog
        bookingId={b.id}
        open={cancelling}
        onOpenChange={setCancelling}
        summary={t('travelerBookings.card.summary', {
          activity: b.activityTitle,
          when: formatSlotDateTime(b.bookingDate, b.bookingTime, b.timeZone, locale),
        })}
      />
    </Container>
  );
}
