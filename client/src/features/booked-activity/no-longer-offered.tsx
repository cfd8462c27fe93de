import { formatSlotDateTime, formatUsdCents } from '@regen/shared/format';
import { Link } from '@tanstack/react-router';
import { buttonClass } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { Container } from '../../components/ui/page.tsx';
import { BookingStatusBadge } from '../../components/ui/status-badges.tsx';
import { useLocale, useT } from '../../lib/i18n.tsx';
import type { BookedActivityView } from './api.ts';

/**
 * /booking/{id} of an activity no longer offered, for a traveler who booked it: what it was (its
 * last approved version), a clear note that it cannot be booked, and their bookings of it.
 */
export function NoLongerOffered({ view }: { view: BookedActivityView }) {
  const t = useT();
  const locale = useLocale();
  const { activity, bookings } = view;
  return (
    <Container className="max-w-4xl py-8 sm:py-12">
      <article aria-labelledby="booked-activity-title">
        <p
          role="note"
          className="rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-sm font-medium text-amber-950"
        >
          <strong className="block text-base">{t('bookedActivity.note.title')}</strong>
          {t('bookedActivity.note.body', { count: bookings.length })}
        </p>
        <h1 id="booked-activity-title" className="mt-6 text-3xl font-bold text-stone-900">
          {activity.title}
        </h1>
        <p className="mt-1 text-stone-700">
          {t('bookedActivity.by', { business: activity.supplier.businessName, location: activity.supplier.location })}
        </p>
        {activity.photoUrl ? (
          <img
            src={activity.photoUrl}
            alt={activity.title}
            className="mt-6 aspect-[16/9] w-full rounded-2xl object-cover"
            loading="lazy"
          />
        ) : null}
        <div className="mt-8 grid gap-8 md:grid-cols-[1fr_18rem]">
          <div className="space-y-6">
            <p className="whitespace-pre-line text-stone-800">{activity.description}</p>
            {activity.impactDescription ? (
              <section aria-labelledby="booked-activity-impact">
                <h2 id="booked-activity-impact" className="text-lg font-semibold text-stone-900">
                  {t('bookedActivity.impact')}
                </h2>
                <p className="mt-2 whitespace-pre-line text-stone-800">{activity.impactDescription}</p>
              </section>
            ) : null}
          </div>
          <section aria-labelledby="booked-activity-bookings">
            <h2 id="booked-activity-bookings" className="text-lg font-semibold text-stone-900">
              {t('bookedActivity.yourBookings', { count: bookings.length })}
            </h2>
            <ul className="mt-3 space-y-3">
              {bookings.map((b) => (
                <li key={b.id}>
                  <Card className="space-y-2 p-4 text-sm">
                    <div className="flex flex-wrap items-center justify-between gap-2">
                      <span className="font-medium text-stone-900">
                        {formatSlotDateTime(b.date, b.time, activity.timeZone, locale)}
                      </span>
                      <BookingStatusBadge status={b.status} />
                    </div>
                    <p className="text-stone-700">
                      {t('bookedActivity.booking.line', {
                        people: b.numberOfPeople,
                        total: formatUsdCents(b.totalPriceCents, locale),
                      })}
                    </p>
                    <Link
                      to="/bookings/$bookingId"
                      params={{ bookingId: b.id }}
                      className={buttonClass('outline', 'sm')}
                    >
                      {t('bookedActivity.booking.view', { reference: b.reference })}
                    </Link>
                  </Card>
                </li>
              ))}
            </ul>
            <Link to="/experiences" className={buttonClass('primary', 'md', 'mt-6 w-full')}>
              {t('bookedActivity.findAnother')}
            </Link>
          </section>
        </div>
      </article>
    </Container>
  );
}
