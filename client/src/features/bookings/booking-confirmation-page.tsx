import { formatInstantInZone, formatLongDate, formatSlotTimeRange, formatUsdCents } from '@regen/shared/format';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { buttonClass } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { Container } from '../../components/ui/page.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { BookingStatusBadge } from '../../components/ui/status-badges.tsx';
import { useLocale, useT } from '../../lib/i18n.tsx';
import { AddToCalendarLink } from '../calendars/index.ts';
import { TicketCard } from '../manifest/index.ts';
import { BookingExtras } from '../pricing/index.ts';
import { useBookingDetails, type BookingDetails } from './api.ts';

/** A booking that is not the reader's (or none): the server says 'Booking not found'. */
export function BookingNotFound() {
  const t = useT();
  return (
    <Container className="py-24 text-center">
      <h1 className="text-3xl font-bold text-stone-900">{t('bookingPage.notFound')}</h1>
      <p className="mt-3 text-stone-700">{t('bookingPage.notFoundBody')}</p>
      <Link to="/traveler-dashboard" className={buttonClass('primary', 'md', 'mt-6')}>
        {t('bookingPage.backToReservations')}
      </Link>
    </Container>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-xs font-medium uppercase tracking-wide text-stone-600">{label}</dt>
      <dd className="mt-0.5 font-semibold text-stone-900">{children}</dd>
    </div>
  );
}

/** The booking's photo, title, host and facts: the top of both the confirmation and the manage page. */
export function BookingSummaryCard({ booking }: { booking: BookingDetails }) {
  const t = useT();
  const locale = useLocale();
  return (
    <Card className="overflow-hidden">
      <div className="flex flex-col sm:flex-row">
        <img
          src={booking.activityPhotoUrl ?? '/images/forest.svg'}
          alt=""
          width={320}
          height={200}
          className="aspect-[16/9] w-full object-cover sm:aspect-auto sm:w-64"
        />
        <div className="flex-1 p-5 sm:p-6">
          <div className="flex flex-wrap items-start justify-between gap-2">
            <h2 className="text-xl font-semibold text-stone-900">{booking.activityTitle}</h2>
            <BookingStatusBadge status={booking.status} />
          </div>
          <p className="text-sm text-stone-600">{t('bookingPage.hostedBy', { supplier: booking.supplierName })}</p>
          <dl className="mt-4 grid grid-cols-2 gap-x-6 gap-y-3 text-sm lg:grid-cols-3">
            <Fact label={t('bookingPage.date')}>{formatLongDate(booking.bookingDate, locale)}</Fact>
            <Fact label={t('bookingPage.time')}>
              {formatSlotTimeRange(booking.bookingTime, booking.endTime, booking.timeZone, locale)}
            </Fact>
            <Fact label={t('bookingPage.people')}>{t('common.people', { count: booking.numberOfPeople })}</Fact>
            <Fact label={t('bookingPage.total')}>
              {t('bookingPage.totalPaidOnSite', { total: formatUsdCents(booking.totalPriceCents, locale) })}
            </Fact>
            <div className="col-span-2">
              <Fact label={t('bookingPage.meetingPlace')}>{booking.meetingPlace}</Fact>
            </div>
          </dl>
        </div>
      </div>
    </Card>
  );
}

/** The short reference, as the confirmation email shows it. */
export function BookingReference({ reference }: { reference: string }) {
  const t = useT();
  return (
    <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-stone-700">
      {t('bookingPage.reference')}
      <span className="whitespace-nowrap rounded-md bg-white px-2 py-0.5 font-mono text-base font-semibold tracking-wider text-stone-900 ring-1 ring-stone-300">
        {reference}
      </span>
    </p>
  );
}

function NextSteps({ booking }: { booking: BookingDetails }) {
  const t = useT();
  const locale = useLocale();
  const steps = [
    t('bookingPage.next.email'),
    ...(booking.isUpcoming ? [t('bookingPage.next.reminder')] : []),
    t('bookingPage.next.message', { supplier: booking.supplierName }),
    booking.cancellable
      ? t('bookingPage.next.changeUntil', {
          deadline: formatInstantInZone(booking.cancellationDeadline, booking.timeZone, locale),
        })
      : t('bookingPage.next.noChanges'),
  ];
  return (
    <section aria-labelledby="next-steps" className="mt-8">
      <h2 id="next-steps" className="text-xl font-semibold text-stone-900">
        {t('bookingPage.nextTitle')}
      </h2>
      <ol className="mt-4 space-y-3">
        {steps.map((step, i) => (
          <li key={step} className="flex gap-3 text-stone-800">
            <span
              aria-hidden="true"
              className="flex h-7 w-7 shrink-0 items-center justify-center rounded-full bg-brand-100 text-sm font-semibold text-brand-900"
            >
              {i + 1}
            </span>
            <span className="pt-0.5">{step}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}

/**
 * /bookings/{id}: the traveler's booking with its reference, what happens next, "Add to
 * calendar" and "Manage booking" (docs/decisions/095). Only the booking's traveler sees it.
 */
export function BookingConfirmationPage({ bookingId }: { bookingId: string }) {
  const t = useT();
  const booking = useBookingDetails(bookingId);
  if (booking.isPending) return <Spinner label={t('bookingPage.loading')} className="py-24" />;
  if (!booking.data) return <BookingNotFound />;
  const b = booking.data;
  const confirmed = b.status === 'confirmed';
  return (
    <Container className="max-w-4xl py-8 sm:py-12">
      <div
        className={`rounded-2xl px-5 py-6 sm:px-8 ${confirmed ? 'bg-brand-50 ring-1 ring-brand-200' : 'bg-stone-100'}`}
      >
        <div className="flex items-start gap-4">
          {confirmed ? (
            <span
              aria-hidden="true"
              className="flex h-11 w-11 shrink-0 items-center justify-center rounded-full bg-brand-800 text-white"
            >
              <svg viewBox="0 0 24 24" className="h-6 w-6" fill="none" stroke="currentColor" strokeWidth="2.5">
                <path d="M5 12.5l4.5 4.5L19 7.5" strokeLinecap="round" strokeLinejoin="round" />
              </svg>
            </span>
          ) : null}
          <div className="min-w-0 space-y-2">
            <h1 className="text-2xl font-bold text-stone-900 sm:text-3xl">
              {confirmed ? t('bookingPage.confirmedTitle') : t('bookingPage.title')}
            </h1>
            <BookingReference reference={b.reference} />
          </div>
        </div>
        <div className="mt-5 flex flex-wrap gap-2">
          {b.changeable ? (
            <Link
              to="/bookings/$bookingId/manage"
              params={{ bookingId: b.id }}
              className={buttonClass('primary', 'sm')}
            >
              {t('bookingPage.manage')}
            </Link>
          ) : null}
          {b.isUpcoming ? <AddToCalendarLink bookingId={b.id} activityTitle={b.activityTitle} /> : null}
          <Link to="/messages/$bookingId" params={{ bookingId: b.id }} className={buttonClass('outline', 'sm')}>
            {t('bookingPage.messageHost', { supplier: b.supplierName })}
          </Link>
        </div>
      </div>

      <div className="mt-8">
        <BookingSummaryCard booking={b} />
        <BookingExtras bookingId={b.id} audience="traveler" />
      </div>
      {confirmed && b.isUpcoming ? (
        <div className="mt-6">
          <TicketCard bookingId={b.id} />
        </div>
      ) : null}
      {b.cancellationReason ? (
        <p className="mt-4 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-900">
          <span className="font-semibold">{t('travelerBookings.card.cancellationReason')} </span>
          {b.cancellationReason}
        </p>
      ) : null}
      {b.status === 'cancelled' ? null : <NextSteps booking={b} />}

      <Link to="/traveler-dashboard" className="mt-10 inline-block text-sm font-medium text-brand-800 underline">
        {t('bookingPage.backToReservations')}
      </Link>
    </Container>
  );
}
