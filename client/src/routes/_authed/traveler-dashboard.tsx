import { createFileRoute, useRouterState } from '@tanstack/react-router';
import { formatMessage } from '@regen/shared/i18n';
import { TravelerDashboardPage } from '../../features/bookings/traveler-dashboard-page.tsx';
import { pageHead } from '../../lib/head.ts';

export const Route = createFileRoute('/_authed/traveler-dashboard')({
  head: ({ match }) =>
    pageHead(
      formatMessage(match.context.locale, 'meta.travelerDashboard.title'),
      formatMessage(match.context.locale, 'meta.travelerDashboard.description'),
    ),
  component: TravelerDashboardRoute,
});

function TravelerDashboardRoute() {
  // The booking just made (the booking form's navigation state): the page links its confirmation.
  const bookedId = useRouterState({ select: (s) => s.location.state.bookedId });
  return <TravelerDashboardPage bookedId={bookedId} />;
}
