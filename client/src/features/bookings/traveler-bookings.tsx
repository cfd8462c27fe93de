import {
  formatInstantInZone,
  formatLongDate,
  formatSlotDateTime,
  formatSlotTime,
  formatUsdCents,
} from '@regen/shared/format';
import { Link } from '@tanstack/react-router';
import { useEffect, useState, type ReactNode } from 'react';
import { Badge } from '../../components/ui/badge.tsx';
import { Button, buttonClass } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { BookingStatusBadge } from '../../components/ui/status-badges.tsx';
import { useFormatLocale, useT } from '../../lib/i18n.tsx';
import { notify } from '../../lib/toast.ts';
import { AddToCalendarLink } from '../calendars/index.ts';
import { ConversationDialog, useUnreadCounts } from '../messaging/index.ts';
import { ReviewBookingAction } from '../reviews/index.ts';
import { useTravelerBookings, type TravelerBooking } from './api.ts';
import { CancelBookingDialog } from './cancel-booking-dialog.tsx';

/**
 * One booking as the traveler sees it. Its date and time are the activity's wall clock, named
 * (docs/decisions/023); whether it can still be cancelled is the server's `cancellable`.
 */
function TravelerBookingCard({ booking, unread }: { booking: TravelerBooking; unread: number }) {
  const t = useT();
  const locale = useFormatLocale();
  const [messaging, setMessaging] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const summary = t('travelerBookings.card.summary', {
    activity: booking.activityTitle,
    when: formatSlotDateTime(booking.bookingDate, booking.bookingTime, booking.timeZone, locale),
  });
  return (
    <Card className="overflow-hidden">
      <article className="flex flex-col sm:flex-row" aria-label={booking.activityTitle}>
        <img
          src={booking.activityPhotoUrl ?? '/images/forest.svg'}
          alt=""
          loading="lazy"
          width={320}
          height={200}
          className="aspect-[16/10] w-full object-cover sm:aspect-auto sm:w-56"
        />
        <div className="flex-1 p-5">
          <div className="flex flex-wrap items-start justify-between gap-2">
            <h3 className="text-lg font-semibold text-stone-900">{booking.activityTitle}</h3>
            <BookingStatusBadge status={booking.status} />
          </div>
          <p className="text-sm text-stone-600">
            {t('travelerBookings.card.typeAndSupplier', { type: booking.activityType, supplier: booking.supplierName })}
          </p>
          <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 text-sm sm:grid-cols-4">
            <div>
              <dt className="text-xs text-stone-600">{t('travelerBookings.card.date')}</dt>
              <dd className="font-medium text-stone-900">{formatLongDate(booking.bookingDate, locale)}</dd>
            </div>
            <div>
              <dt className="text-xs text-stone-600">{t('travelerBookings.card.time')}</dt>
              <dd className="font-medium text-stone-900">
                {formatSlotTime(booking.bookingTime, booking.timeZone, locale)}
              </dd>
            </div>
            <div>
              <dt className="text-xs text-stone-600">{t('travelerBookings.card.people')}</dt>
              <dd className="font-medium text-stone-900">{t('common.people', { count: booking.numberOfPeople })}</dd>
            </div>
            <div>
              <dt className="text-xs text-stone-600">{t('travelerBookings.card.total')}</dt>
              <dd className="font-medium text-stone-900">{formatUsdCents(booking.totalPriceCents, locale)}</dd>
            </div>
          </dl>
          {booking.cancellationReason ? (
            <p className="mt-3 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-900">
              <span className="font-semibold">{t('travelerBookings.card.cancellationReason')} </span>
              {booking.cancellationReason}
            </p>
          ) : null}
          {booking.cancellable ? (
            <p className="mt-3 text-sm text-stone-600">
              {t('travelerBookings.card.freeCancellationUntil', {
                time: formatInstantInZone(booking.cancellationDeadline, booking.timeZone, locale),
              })}
            </p>
          ) : booking.status === 'confirmed' ? (
            <p className="mt-3 text-sm font-medium text-amber-800">{t('booking.cancellationDeadlinePassed')}</p>
          ) : null}
          <div className="mt-4 flex flex-wrap gap-2">
            <Button variant="outline" size="sm" onClick={() => setMessaging(true)}>
              {t('travelerBookings.card.messageSupplier')}
              {unread > 0 ? (
                <Badge tone="red" className="ml-1">
                  <span aria-hidden="true">{unread}</span>
                  <span className="sr-only">{t('travelerBookings.card.unread', { count: unread })}</span>
                </Badge>
              ) : null}
            </Button>
            {booking.cancellable ? (
              // Outlined, with red words: one step among the card's actions, not its loudest (issue 30).
              <Button
                variant="outline"
                size="sm"
                className="text-red-800 hover:bg-red-50"
                onClick={() => setCancelling(true)}
              >
                {t('travelerBookings.cancel.title')}
              </Button>
            ) : null}
            {booking.cancellable ? (
              <Link
                to="/bookings/$bookingId/manage"
                params={{ bookingId: booking.id }}
                className={buttonClass('outline', 'sm')}
                aria-label={t('travelerBookings.card.manageFor', { activity: booking.activityTitle })}
              >
                {t('travelerBookings.card.manage')}
              </Link>
            ) : null}
            <ReviewBookingAction bookingId={booking.id} activityTitle={booking.activityTitle} />
            {booking.isUpcoming ? (
              <AddToCalendarLink bookingId={booking.id} activityTitle={booking.activityTitle} />
            ) : null}
          </div>
        </div>
      </article>
      <ConversationDialog
        conversationId={booking.id}
        open={messaging}
        onOpenChange={setMessaging}
        title={t('travelerBookings.card.messageTitle', { supplier: booking.supplierName })}
      />
      <CancelBookingDialog bookingId={booking.id} open={cancelling} onOpenChange={setCancelling} summary={summary} />
    </Card>
  );
}

function BookingList({ bookings, empty }: { bookings: readonly TravelerBooking[]; empty: ReactNode }) {
  const unread = useUnreadCounts();
  if (bookings.length === 0) return <>{empty}</>;
  return (
    <ul className="space-y-4">
      {bookings.map((b) => (
        <li key={b.id}>
          <TravelerBookingCard booking={b} unread={unread[b.id] ?? b.unreadCount} />
        </li>
      ))}
    </ul>
  );
}

function ExploreCard({ title, text }: { title: string; text: string }) {
  const t = useT();
  return (
    <div className="rounded-2xl border-2 border-dashed border-stone-300 bg-white p-8 text-center">
      <p className="font-semibold text-stone-900">{title}</p>
      <p className="mt-1 text-sm text-stone-700">{text}</p>
      <Link to="/destinations" className={buttonClass('primary', 'md', 'mt-4')}>
        {t('travelerBookings.exploreDestinations')}
      </Link>
    </div>
  );
}

/**
 * The traveler's bookings: ONE list, read live, shown under the two names of the spec
 * (docs/spec/accounts-and-operations.md §2): 'My Bookings' on /profile, every booking in date
 * order; 'Current Reservations' and 'Past Reservations' on /traveler-dashboard, split by the
 * server's `isUpcoming`.
 */
export function TravelerBookings({ layout }: { layout: 'profile' | 'traveler-dashboard' }) {
  const bookings = useTravelerBookings();
  const t = useT();
  useEffect(() => {
    if (bookings.isError) notify.destructive(t('travelerBookings.error'), t('travelerBookings.loadFailed'));
  }, [bookings.isError, t]);

  const section = (id: string, title: string, body: ReactNode, className: string, action?: ReactNode) => (
    <section aria-labelledby={id} className={className}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={id} className="text-2xl font-semibold text-stone-900">
          {title}
        </h2>
        {action}
      </div>
      <div className="mt-4">{body}</div>
    </section>
  );
  const state = bookings.isPending ? (
    <Spinner label={t('travelerBookings.loading')} />
  ) : bookings.isError ? (
    <p role="alert" className="text-stone-800">
      {t('travelerBookings.loadFailed')}
    </p>
  ) : null;

  if (layout === 'profile') {
    return section(
      'bookings-heading',
      t('travelerBookings.myBookings'),
      state ?? (
        <BookingList
          bookings={bookings.data ?? []}
          empty={<ExploreCard title={t('travelerBookings.noBookings')} text={t('travelerBookings.noBookingsText')} />}
        />
      ),
      'mt-10',
      // The same list, by current and past (issue 30).
      <Link to="/traveler-dashboard" className={buttonClass('outline', 'sm')}>
        {t('profile.myReservations')}
      </Link>,
    );
  }
  if (state) return <div className="mt-10">{state}</div>;
  const all = bookings.data ?? [];
  return (
    <>
      {section(
        'current-reservations',
        t('travelerBookings.current'),
        <BookingList
          bookings={all.filter((b) => b.isUpcoming)}
          empty={<ExploreCard title={t('travelerBookings.noUpcoming')} text={t('travelerBookings.noUpcomingText')} />}
        />,
        'mt-10',
      )}
      {section(
        'past-reservations',
        t('travelerBookings.past'),
        <BookingList
          bookings={all.filter((b) => !b.isUpcoming)}
          empty={<p className="text-stone-600">{t('travelerBookings.noPast')}</p>}
        />,
        'mt-12',
      )}
    </>
  );
}
