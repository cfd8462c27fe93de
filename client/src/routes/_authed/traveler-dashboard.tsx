import { createFileRoute } from '@tanstack/react-router';
import { TravelerDashboardPage } from '../../features/bookings/traveler-dashboard-page.tsx';
import { pageHead } from '../../lib/head.ts';

export const Route = createFileRoute('/_authed/traveler-dashboard')({
  head: () => pageHead('My Reservations', 'Your current and past reservations.'),
  component: TravelerDashboardPage,
});
