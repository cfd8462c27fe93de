import { createFileRoute } from '@tanstack/react-router';
import { formatMessage } from '@regen/shared/i18n';
import { BookingConfirmationPage } from '../../features/bookings/booking-confirmation-page.tsx';
import { pageHead } from '../../lib/head.ts';

export const Route = createFileRoute('/_authed/bookings/$bookingId/')({
  head: ({ match }) =>
    pageHead(
      formatMessage(match.context.locale, 'meta.bookingConfirmation.title'),
      formatMessage(match.context.locale, 'meta.bookingConfirmation.description'),
    ),
  component: BookingConfirmationRoute,
});

function BookingConfirmationRoute() {
  const { bookingId } = Route.useParams();
  return <BookingConfirmationPage key={bookingId} bookingId={bookingId} />;
}
