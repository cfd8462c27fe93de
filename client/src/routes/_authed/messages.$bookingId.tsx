import { createFileRoute } from '@tanstack/react-router';
import { MessagesPage } from '../../features/messaging/messages-page.tsx';
import { pageHead } from '../../lib/head.ts';

export const Route = createFileRoute('/_authed/messages/$bookingId')({
  head: () => pageHead('Messages', 'The conversation about a booking.'),
  component: MessagesRoute,
});

function MessagesRoute() {
  const { bookingId } = Route.useParams();
  return <MessagesPage key={bookingId} bookingId={bookingId} />;
}
