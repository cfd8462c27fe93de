import { formatMessage } from '@regen/shared/i18n';
import { createFileRoute, isNotFound, notFound } from '@tanstack/react-router';
import { preloadBookedActivity } from '../features/booked-activity/index.ts';
import { ActivityNotFound, BookingPage } from '../features/booking/booking-page.tsx';
import { countryShareImage, pageHead, privatePageHead } from '../lib/head.ts';
import { validateBookingSearch } from '../lib/booking-params.ts';
import { onServer, preload, preloadOrNotFound } from '../lib/route-data.ts';
import { activityJsonLd } from '../lib/structured-data.ts';

export const Route = createFileRoute('/booking/$activityId')({
  // A search's date and party size, preselected by the form when that date is open (issue 30).
  validateSearch: validateBookingSearch,
  loader: async ({ context, params }) => {
    // A sample activity ('demo-…', the check inlined so that this file, in every page's first
    // download, stays free of the samples) has no server data: the loader finds it in the
    // samples, and the page renders from it. The server answers 404 for an id that names no
    // sample; in the browser, navigation state may carry the activity instead
    // (docs/spec/public-site.md §2 Booking).
    if (params.activityId.startsWith('demo-')) {
      const { sampleActivityToBook } = await import('../features/booking/sample-booking.ts');
      const sample = sampleActivityToBook(params.activityId);
      if (!sample && onServer) throw notFound();
      return { demo: true, sample, booked: false };
    }
    // All reads start at once (no waterfall). In the browser the page shows its own states
    // while they run; the server waits for them and answers 404 for an unknown or unbookable
    // activity (lib/route-data.ts).
    const input = { activityId: params.activityId };
    try {
      await Promise.all([
        preloadOrNotFound(context.trpcUtils.booking.activity.fetch(input, { retry: false })),
        preload(
          context.trpcUtils.booking.availability.prefetch(input, { retry: false }),
          context.trpcUtils.reviews.forActivity.prefetchInfinite(input, { retry: false }),
          context.trpcUtils.catalogue.activityPage.prefetch(input, { retry: false }),
          // The form's kinds of guest and questions, and the declared outcomes (docs/decisions/103, 107).
          context.trpcUtils.pricing.bookingOptions.prefetch(input, { retry: false }),
          context.trpcUtils.outcomes.ofActivity.prefetch(input, { retry: false }),
        ),
      ]);
    } catch (error) {
      // Rendered with the visitor's session (docs/decisions/125): the traveler who booked an
      // activity no longer offered gets it, with their bookings, instead of the not-found page.
      if (isNotFound(error) && context.signedIn && (await preloadBookedActivity(context.trpcUtils, input.activityId)))
        return { demo: false, sample: null, booked: true };
      throw error;
    }
    return { demo: false, sample: null, booked: false };
  },
  head: ({ match, params, loaderData }) => {
    const { locale, trpcUtils } = match.context;
    const sample = loaderData?.sample;
    if (sample)
      return pageHead(
        formatMessage(locale, 'meta.booking.title', { activity: sample.title }),
        sample.description.slice(0, 300),
        { image: sample.photo_url || undefined },
      );
    if (loaderData?.booked) {
      const booked = trpcUtils.bookedActivity.view.getData({ activityId: params.activityId })?.activity;
      if (booked) return privatePageHead(booked.title, booked.description.slice(0, 300));
    }
    const activity = trpcUtils.booking.activity.getData({ activityId: params.activityId });
    if (!activity)
      return pageHead(
        formatMessage(locale, 'meta.booking.fallbackTitle'),
        formatMessage(locale, 'meta.booking.fallbackDescription'),
      );
    const reviews = trpcUtils.reviews.forActivity.getInfiniteData({ activityId: params.activityId });
    const slots = trpcUtils.booking.availability.getData({ activityId: params.activityId });
    const image = activity.photoUrl ?? countryShareImage(activity.country);
    return pageHead(
      formatMessage(locale, 'meta.booking.title', { activity: activity.title }),
      activity.description.slice(0, 300),
      {
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
      },
    );
  },
  component: BookingRoute,
  notFoundComponent: ActivityNotFound,
});

function BookingRoute() {
  const { activityId } = Route.useParams();
  const { demo, sample, booked } = Route.useLoaderData();
  const preselect = Route.useSearch();
  // The server found it for the traveler who booked it: the gate shows it no longer offered.
  if (booked) return <ActivityNotFound />;
  return <BookingPage key={activityId} activityId={activityId} demo={demo} sample={sample} preselect={preselect} />;
}
