import { createFileRoute } from '@tanstack/react-router';
import { formatMessage } from '@regen/shared/i18n';
import { ManageBookingPage } from '../../features/bookings/manage-booking-page.tsx';
import { pageHead } from '../../lib/head.ts';

export const Route = createFileRoute('/_authed/bookings/$bookingId/manage')({
  head: ({ match }) =>
    pageHead(
      formatMessage(match.context.locale, 'meta.manageBooking.title'),
      formatMessage(match.context.locale, 'meta.manageBooking.description'),
    ),
  component: ManageBookingRoute,
});

function ManageBookingRoute() {
  const { bookingId } = Route.useParams();
  return <ManageBookingPage key={bookingId} bookingId={bookingId} />;
}
