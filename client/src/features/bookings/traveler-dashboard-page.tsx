import { Link } from '@tanstack/react-router';
import { useEffect } from 'react';
import { buttonClass } from '../../components/ui/button.tsx';
import { Container } from '../../components/ui/page.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { useSignedInUser } from '../../lib/auth.ts';
import { notify } from '../../lib/toast.ts';
import { useTravelerBookings } from './api.ts';
import { TravelerBookingsList } from './traveler-bookings.tsx';

/**
 * /traveler-dashboard: Current Reservations and Past Reservations
 * (docs/spec/accounts-and-operations.md §2, §4).
 */
export function TravelerDashboardPage() {
  const user = useSignedInUser();
  const bookings = useTravelerBookings();

  useEffect(() => {
    if (bookings.error) notify.destructive('Error', 'Failed to load your bookings');
  }, [bookings.error]);

  if (bookings.isPending) return <Spinner label="Loading your reservations..." className="py-32" />;
  const all = bookings.data ?? [];
  const current = all.filter((b) => b.isUpcoming);
  const past = all.filter((b) => !b.isUpcoming);

  return (
    <Container className="py-10 sm:py-14">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold text-stone-900">My Reservations</h1>
          <p className="mt-1 text-stone-700">
            Welcome back, {user.firstName || user.email}. Manage your bookings and talk to your hosts.
          </p>
        </div>
        <Link to="/destinations" className={buttonClass('secondary', 'md')}>
          Find more experiences
        </Link>
      </div>

      <section aria-labelledby="current-reservations" className="mt-10">
        <h2 id="current-reservations" className="text-2xl font-semibold text-stone-900">
          Current Reservations
        </h2>
        <div className="mt-4">
          <TravelerBookingsList
            bookings={current}
            empty={
              <div className="rounded-2xl border-2 border-dashed border-stone-300 bg-white p-8 text-center">
                <p className="font-semibold text-stone-900">No upcoming reservations</p>
                <p className="mt-1 text-sm text-stone-700">Book a regenerative experience to see it here.</p>
                <Link to="/destinations" className={buttonClass('primary', 'md', 'mt-4')}>
                  Explore Destinations
                </Link>
              </div>
            }
          />
        </div>
      </section>

      <section aria-labelledby="past-reservations" className="mt-12">
        <h2 id="past-reservations" className="text-2xl font-semibold text-stone-900">
          Past Reservations
        </h2>
        <div className="mt-4">
          <TravelerBookingsList bookings={past} empty={<p className="text-stone-600">No past reservations.</p>} />
        </div>
      </section>
    </Container>
  );
}
