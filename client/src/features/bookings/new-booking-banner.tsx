import { Link } from '@tanstack/react-router';
import { buttonClass } from '../../components/ui/button.tsx';
import { useT } from '../../lib/i18n.tsx';
import { useBookingDetails } from './api.ts';

/**
 * On /traveler-dashboard right after booking (the spec's destination, with `?booked={id}`): the
 * new booking's reference and a prominent link to its confirmation page (docs/decisions/095).
 */
export function NewBookingBanner({ bookingId }: { bookingId: string }) {
  const t = useT();
  const booking = useBookingDetails(bookingId);
  if (!booking.data || booking.data.status !== 'confirmed') return null;
  return (
    <section
      aria-labelledby="new-booking-heading"
      className="mt-6 flex flex-col gap-4 rounded-2xl bg-brand-50 px-5 py-5 ring-1 ring-brand-200 sm:flex-row sm:items-center sm:justify-between"
    >
      <div>
        <h2 id="new-booking-heading" className="text-lg font-semibold text-stone-900">
          {t('travelerBookings.newBooking.title')}
        </h2>
        <p className="mt-1 text-sm text-stone-700">
          {t('travelerBookings.newBooking.body', { reference: booking.data.reference })}
        </p>
      </div>
      <Link to="/bookings/$bookingId" params={{ bookingId }} className={buttonClass('primary', 'md', 'shrink-0')}>
        {t('travelerBookings.newBooking.link')}
      </Link>
    </section>
  );
}
