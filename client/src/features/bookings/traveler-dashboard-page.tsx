import { Link } from '@tanstack/react-router';
import { buttonClass } from '../../components/ui/button.tsx';
import { Container } from '../../components/ui/page.tsx';
import { useSignedInUser } from '../../lib/auth.ts';
import { useT } from '../../lib/i18n.tsx';
import { NewBookingBanner } from './new-booking-banner.tsx';
import { TravelerBookings } from './traveler-bookings.tsx';

/**
 * /traveler-dashboard: My Reservations, Current Reservations and Past Reservations
 * (docs/spec/accounts-and-operations.md §2, §4): the same bookings list as My Bookings on /profile.
 */
export function TravelerDashboardPage({ bookedId }: { bookedId?: string | undefined } = {}) {
  const user = useSignedInUser();
  const t = useT();
  return (
    <Container className="py-10 sm:py-14">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold text-stone-900">{t('meta.travelerDashboard.title')}</h1>
          <p className="mt-1 text-stone-700">
            {t('travelerBookings.dashboard.welcome', { name: user.firstName || user.email })}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Link to="/waitlist" className={buttonClass('outline', 'md')}>
            {t('travelerBookings.dashboard.waitlist')}
          </Link>
          <Link to="/destinations" className={buttonClass('secondary', 'md')}>
            {t('travelerBookings.dashboard.findMore')}
          </Link>
        </div>
      </div>
      {bookedId ? <NewBookingBanner bookingId={bookedId} /> : null}
      <TravelerBookings layout="traveler-dashboard" />
    </Container>
  );
}
