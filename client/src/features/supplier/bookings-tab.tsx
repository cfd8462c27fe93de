import {
  formatInstantInZone,
  formatLongDate,
  formatSlotDateTime,
  formatSlotTime,
  formatUsdCents,
} from '@regen/shared/format';
import { formatCountryName, formatLanguageList } from '@regen/shared/format-names';
import type { SupplierBooking } from '@regen/shared/schemas/supplier';
import { useState, type ReactNode } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { BookingStatusBadge, PaymentStatusBadge } from '../../components/ui/status-badges.tsx';
import { useFormatLocale, useT } from '../../lib/i18n.tsx';
import { MarkAttendance } from '../attendance/index.ts';
import { MarkPaidForm } from '../manifest/index.ts';
import { CancelBookingDialog } from '../bookings/index.ts';
import { ConversationDialog, useUnreadCounts } from '../messaging/index.ts';
import { BookingExtras } from '../pricing/index.ts';

/**
 * The rest of the contact a reseller's customer gave over OCTO (docs/decisions/099): country,
 * postal code, languages and notes. Nothing for a booking without them (every website booking).
 */
function ContactDetails({ details }: { details: SupplierBooking['contactDetails'] }) {
  const t = useT();
  const locale = useFormatLocale();
  const rows = [
    details.country
      ? { label: t('supplier.bookings.country'), value: formatCountryName(details.country, locale) }
      : null,
    details.postalCode ? { label: t('supplier.bookings.postalCode'), value: details.postalCode } : null,
    details.locales.length > 0
      ? { label: t('supplier.bookings.languages'), value: formatLanguageList(details.locales, locale) }
      : null,
    details.notes ? { label: t('supplier.bookings.contactNotes'), value: details.notes } : null,
  ].filter((row) => row !== null);
  if (rows.length === 0) return null;
  return (
    <dl className="mt-2 space-y-0.5 text-stone-700">
      {rows.map((row) => (
        <div key={row.label} className="flex flex-wrap gap-x-2">
          <dt className="font-medium text-stone-900">{row.label}</dt>
          <dd className="break-words">{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * One booking of the supplier's activities. Its date, time and deadline are the activity's wall
 * clock, named, as the traveler sees them (docs/decisions/023); whether it can still be
 * cancelled is the server's `cancellable`, never the browser's clock.
 */
function BookingCard({ booking, unread }: { booking: SupplierBooking; unread: number }) {
  const t = useT();
  const locale = useFormatLocale();
  const [cancelling, setCancelling] = useState(false);
  const [messaging, setMessaging] = useState(false);
  const { cancellable } = booking;
  return (
    <li>
      <Card className="p-5">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div>
            <h4 className="text-lg font-semibold text-stone-900">{booking.activityTitle}</h4>
            <p className="text-sm text-brand-800">{booking.activityType}</p>
          </div>
          <div className="flex flex-wrap gap-2">
            <BookingStatusBadge status={booking.status} />
            <PaymentStatusBadge status={booking.paymentStatus} />
          </div>
        </div>
        {/* Payment taken on site, marked here as on the manifest (docs/decisions/104). */}
        {booking.status === 'confirmed' && booking.paymentStatus === 'pending' ? (
          <MarkPaidForm bookingId={booking.id} customerName={booking.customerName} />
        ) : null}
        <div className="mt-4 grid gap-4 sm:grid-cols-2">
          <dl className="space-y-1 text-sm text-stone-700">
            <div className="flex gap-2">
              <dt className="font-medium text-stone-900">{t('supplier.bookings.date')}</dt>
              <dd>{formatLongDate(booking.bookingDate, locale)}</dd>
            </div>
            <div className="flex gap-2">
              <dt className="font-medium text-stone-900">{t('supplier.bookings.time')}</dt>
              <dd>{formatSlotTime(booking.bookingTime, booking.timeZone, locale)}</dd>
            </div>
            <div className="flex gap-2">
              <dt className="font-medium text-stone-900">{t('supplier.bookings.people')}</dt>
              <dd>{t('common.people', { count: booking.numberOfPeople })}</dd>
            </div>
            <div className="flex gap-2">
              <dt className="font-medium text-stone-900">{t('supplier.bookings.total')}</dt>
              <dd>{formatUsdCents(booking.totalPriceCents, locale)}</dd>
            </div>
          </dl>
          <div className="rounded-xl bg-stone-50 p-3 text-sm">
            <p className="font-semibold text-stone-900">{t('supplier.bookings.customer')}</p>
            <p className="text-stone-800">{booking.customerName}</p>
            <p>
              <a
                className="inline-flex min-h-6 items-center break-all text-brand-800 underline"
                href={`mailto:${booking.customerEmail}`}
              >
                {booking.customerEmail}
              </a>
            </p>
            <p>
              <a
                className="inline-flex min-h-6 items-center text-brand-800 underline"
                href={`tel:${booking.customerPhone.replace(/[^+\d]/g, '')}`}
              >
                {booking.customerPhone}
              </a>
            </p>
            <ContactDetails details={booking.contactDetails} />
          </div>
        </div>
        {booking.specialRequests ? (
          <p className="mt-3 text-sm text-stone-700">
            <span className="font-medium text-stone-900">{t('supplier.bookings.specialRequests')}</span>{' '}
            {booking.specialRequests}
          </p>
        ) : null}
        <BookingExtras bookingId={booking.id} audience="supplier" />
        {booking.cancellationReason ? (
          <p className="mt-3 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-900">
            <span className="font-medium">{t('supplier.bookings.cancellationReason')}</span>{' '}
            {booking.cancellationReason}
          </p>
        ) : null}
        {booking.status === 'confirmed' ? (
          <p className="mt-3 text-sm text-stone-600">
            {cancellable
              ? t('supplier.bookings.deadline', {
                  time: formatInstantInZone(booking.cancellationDeadline, booking.timeZone, locale),
                })
              : t('booking.cancellationDeadlinePassed')}
          </p>
        ) : null}
        <MarkAttendance booking={booking} />
        <div className="mt-4 flex flex-wrap gap-2">
          <Button size="sm" variant="outline" onClick={() => setMessaging(true)}>
            {t('supplier.bookings.messageCustomer')}
            {unread > 0 ? (
              <span className="rounded-full bg-red-700 px-2 py-0.5 text-xs font-semibold text-white">
                {unread}
                <span className="sr-only"> {t('supplier.bookings.unread')}</span>
              </span>
            ) : null}
          </Button>
          {cancellable ? (
            <Button size="sm" variant="destructive" onClick={() => setCancelling(true)}>
              {t('supplier.bookings.cancel')}
            </Button>
          ) : null}
        </div>
      </Card>
      <CancelBookingDialog
        bookingId={booking.id}
        open={cancelling}
        onOpenChange={setCancelling}
        summary={t('supplier.bookings.cancelSummary', {
          activity: booking.activityTitle,
          customer: booking.customerName,
          when: formatSlotDateTime(booking.bookingDate, booking.bookingTime, booking.timeZone, locale),
        })}
      />
      <ConversationDialog
        conversationId={booking.id}
        open={messaging}
        onOpenChange={setMessaging}
        title={t('supplier.bookings.messagesWith', { customer: booking.customerName })}
      />
    </li>
  );
}

function BookingList({
  id,
  title,
  bookings,
  empty,
  unreadCounts,
  toolbar,
}: {
  id: string;
  title: string;
  bookings: SupplierBooking[];
  empty: string;
  unreadCounts: Record<string, number>;
  /** Tools beside the heading (the CSV export), in a labelled group. */
  toolbar?: ReactNode;
}) {
  const t = useT();
  return (
    <section aria-labelledby={id}>
      <div className="flex flex-wrap items-end justify-between gap-x-6 gap-y-3">
        <h3 id={id} className="text-xl font-semibold text-stone-900">
          {title}{' '}
          <span className="text-base font-normal text-stone-600">
            {t('supplier.bookings.count', { count: bookings.length })}
          </span>
        </h3>
        {toolbar ? (
          <div role="group" aria-label={t('supplier.bookings.toolbar')}>
            {toolbar}
          </div>
        ) : null}
      </div>
      {bookings.length === 0 ? (
        <p className="mt-3 rounded-xl border-2 border-dashed border-stone-300 bg-white px-4 py-8 text-center text-stone-600">
          {empty}
        </p>
      ) : (
        <ul className="mt-3 space-y-4">
          {bookings.map((b) => (
            <BookingCard key={b.id} booking={b} unread={unreadCounts[b.id] ?? 0} />
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * Bookings (docs/spec/accounts-and-operations.md §2): Current and Past, by date and time (past the
 * newest first), with customer info; `toolbar` sits beside the first list's heading.
 */
export function BookingsTab({
  current,
  past,
  toolbar,
}: {
  current: SupplierBooking[];
  past: SupplierBooking[];
  toolbar?: ReactNode;
}) {
  const t = useT();
  const unreadCounts = useUnreadCounts();
  return (
    <div className="space-y-10">
      <BookingList
        id="bookings-current-bookings"
        title={t('supplier.bookings.current')}
        bookings={current}
        empty={t('supplier.bookings.noCurrent')}
        unreadCounts={unreadCounts}
        toolbar={toolbar}
      />
      <BookingList
        id="bookings-past-bookings"
        title={t('supplier.bookings.past')}
        bookings={past}
        empty={t('supplier.bookings.noPast')}
        unreadCounts={unreadCounts}
      />
    </div>
  );
}
