import { createFileRoute } from '@tanstack/react-router';
import { BookingPage } from '../features/booking/booking-page.tsx';
import { pageHead } from '../lib/head.ts';

export const Route = createFileRoute('/booking/$activityId')({
  loader: ({ context, params }) => {
    // Demo ids ('demo-…') have no server data. (The check is inlined: importing the sample
    // data here would put it in every page's first download.)
    if (params.activityId.startsWith('demo-')) return;
    void context.trpcUtils.booking.activity.prefetch({ activityId: params.activityId }, { retry: false });
    void context.trpcUtils.booking.availability.prefetch({ activityId: params.activityId }, { retry: false });
  },
  // Start both reads while the page's code loads (no waterfall); the page shows its own states.
  head: () => pageHead('Book an activity', 'Choose a date and time and book a regenerative activity.'),
  component: BookingRoute,
});

function BookingRoute() {
  const { activityId } = Route.useParams();
  return <BookingPage key={activityId} activityId={activityId} />;
}
