import { formatLongDate, formatTime12h, formatUsdCents } from '@regen/shared/format';
import { peopleLabel } from '@regen/shared/rules/booking';
import { useState, type ReactNode } from 'react';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { BookingStatusBadge } from '../../components/ui/status-badges.tsx';
import { ConversationDialog, useUnreadCounts } from '../messaging/index.ts';
import type { TravelerBooking } from './api.ts';
import { CancelBookingDialog } from './cancel-booking-dialog.tsx';

function deadlineText(deadline: Date, timeZone: string) {
  const d = new Date(deadline);
  return `${d.toLocaleDateString('en-US', { timeZone, month: 'long', day: 'numeric', year: 'numeric' })} at ${d.toLocaleTimeString('en-US', { timeZone, hour: 'numeric', minute: '2-digit' })}`;
}

/** One booking as the traveler sees it (profile 'My Bookings' and /traveler-dashboard). */
export function TravelerBookingCard({ booking, unread }: { booking: TravelerBooking; unread: number }) {
  const [messaging, setMessaging] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const summary = `${booking.activityTitle} · ${formatLongDate(booking.bookingDate)} at ${formatTime12h(booking.bookingTime)}`;
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
            {booking.activityType} · {booking.supplierName}
          </p>
          <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 text-sm sm:grid-cols-4">
            <div>
              <dt className="text-xs text-stone-600">Date</dt>
              <dd className="font-medium text-stone-900">{formatLongDate(booking.bookingDate)}</dd>
            </div>
            <div>
              <dt className="text-xs text-stone-600">Time</dt>
              <dd className="font-medium text-stone-900">{formatTime12h(booking.bookingTime)}</dd>
            </div>
            <div>
              <dt className="text-xs text-stone-600">People</dt>
              <dd className="font-medium text-stone-900">{peopleLabel(booking.numberOfPeople)}</dd>
            </div>
            <div>
              <dt className="text-xs text-stone-600">Total</dt>
              <dd className="font-medium text-stone-900">{formatUsdCents(booking.totalPriceCents)}</dd>
            </div>
          </dl>
          {booking.cancellationReason ? (
            <p className="mt-3 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-900">
              <span className="font-semibold">Cancellation reason: </span>
              {booking.cancellationReason}
            </p>
          ) : null}
          {booking.canCancel ? (
            <p className="mt-3 text-sm text-stone-600">
              Free cancellation until {deadlineText(booking.cancellationDeadline, booking.timeZone)} (local time).
            </p>
          ) : booking.status === 'confirmed' && booking.deadlinePassed ? (
            <p className="mt-3 text-sm font-medium text-amber-800">Cancellation deadline has passed</p>
          ) : null}
          <div className="mt-4 flex flex-wrap gap-2">
            <Button variant="outline" size="sm" onClick={() => setMessaging(true)}>
              Message Supplier
              {unread > 0 ? (
                <Badge tone="red" className="ml-1">
                  <span aria-hidden="true">{unread}</span>
                  <span className="sr-only">{unread} unread</span>
                </Badge>
              ) : null}
            </Button>
            {booking.canCancel ? (
              <Button variant="destructive" size="sm" onClick={() => setCancelling(true)}>
                Cancel Booking
              </Button>
            ) : null}
          </div>
        </div>
      </article>
      <ConversationDialog
        bookingId={booking.id}
        open={messaging}
        onOpenChange={setMessaging}
        title={`Message ${booking.supplierName}`}
      />
      <CancelBookingDialog bookingId={booking.id} open={cancelling} onOpenChange={setCancelling} summary={summary} />
    </Card>
  );
}

/** A list of the traveler's bookings with live unread badges. */
export function TravelerBookingsList({ bookings, empty }: { bookings: readonly TravelerBooking[]; empty?: ReactNode }) {
  const unread = useUnreadCounts();
  if (bookings.length === 0) return <>{empty ?? <p className="text-stone-600">No bookings yet.</p>}</>;
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
