import { createFileRoute } from '@tanstack/react-router';
import { ActivityNotFound, BookingPage } from '../features/booking/booking-page.tsx';
import { countryShareImage, pageHead } from '../lib/head.ts';
import { preload, preloadOrNotFound } from '../lib/route-data.ts';
import { activityJsonLd } from '../lib/structured-data.ts';

export const Route = createFileRoute('/booking/$activityId')({
  // Sample activities ('demo-…') have no server data and generate their dates from the
  // browser's clock: they render in the browser only.
  ssr: ({ params }) => params.status !== 'success' || !params.value.activityId.startsWith('demo-'),
  loader: async ({ context, params }) => {
    // The server renders the booking form with the page, so its code must be there first (the
    // browser loads it on the form's first use, docs/decisions/073).
    if (import.meta.env.SSR)
      await import('../features/booking/booking-page.tsx').then((page) => page.preloadBookingForm());
    // Demo ids ('demo-…') have no server data. (The check is inlined: importing the sample
    // data here would put it in every page's first download.)
    if (params.activityId.startsWith('demo-')) return;
    // All reads start at once (no waterfall). In the browser the page shows its own states
    // while they run; the server waits for them and answers 404 for an unknown or unbookable
    // activity (lib/route-data.ts).
    const input = { activityId: params.activityId };
    await Promise.all([
      preloadOrNotFound(context.trpcUtils.booking.activity.fetch(input, { retry: false })),
      preload(
        context.trpcUtils.booking.availability.prefetch(input, { retry: false }),
        context.trpcUtils.reviews.forActivity.prefetchInfinite(input, { retry: false }),
      ),
    ]);
  },
  head: ({ match, params }) => {
    const { trpcUtils } = match.context;
    const activity = trpcUtils.booking.activity.getData({ activityId: params.activityId });
    if (!activity) return pageHead('Book an activity', 'Choose a date and time and book a regenerative activity.');
    const reviews = trpcUtils.reviews.forActivity.getInfiniteData({ activityId: params.activityId });
    const slots = trpcUtils.booking.availability.getData({ activityId: params.activityId });
    const image = activity.photoUrl ?? countryShareImage(activity.country);
    return pageHead(`Book ${activity.title}`, activity.description.slice(0, 300), {
      image,
      jsonLd: activityJsonLd({
        id: activity.id,
        title: activity.title,
        description: activity.description,
        priceCents: activity.priceCents,
        country: activity.country,
        image,
        supplierName: activity.supplier.businessName,
        available: (slots?.length ?? 0) > 0,
        rating: reviews?.pages[0]?.summary ?? null,
      }),
    });
  },
  component: BookingRoute,
  notFoundComponent: ActivityNotFound,
});

function BookingRoute() {
  const { activityId } = Route.useParams();
  return <BookingPage key={activityId} activityId={activityId} />;
}
