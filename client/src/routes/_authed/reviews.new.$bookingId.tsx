import { createFileRoute } from '@tanstack/react-router';
import { ReviewFormPage } from '../../features/reviews/index.ts';
import { privatePageHead } from '../../lib/head.ts';

export const Route = createFileRoute('/_authed/reviews/new/$bookingId')({
  loader: ({ context, params }) => {
    void context.trpcUtils.reviews.forBooking.prefetch({ bookingId: params.bookingId }, { retry: false });
  },
  head: () => privatePageHead('How was it?', 'Review an activity you attended.'),
  component: ReviewRoute,
});

function ReviewRoute() {
  const { bookingId } = Route.useParams();
  return <ReviewFormPage key={bookingId} bookingId={bookingId} />;
}
