import { formatPoints } from '@regen/shared/format';
import { formatMessage } from '@regen/shared/i18n';
import { createFileRoute, notFound } from '@tanstack/react-router';
import { ReceiptPage } from '../features/impact/receipt-page.tsx';
import { apiErrorCode } from '../lib/api-error.ts';
import { pageHead } from '../lib/head.ts';

export const Route = createFileRoute('/impact/receipts/$receiptId')({
  // The page's one read, through the same query the page uses, so the share preview's title,
  // description and image come from the receipt (and a server render can run it too). A
  // receipt that is private or missing gives the not-found head and status; the page says why.
  loader: async ({ context, params }) => {
    try {
      const receipt = await context.trpcUtils.impact.receipt.ensureData(
        { receiptId: params.receiptId },
        { retry: false },
      );
      const { locale } = context;
      return {
        title: formatMessage(locale, 'meta.receipt.title', {
          traveler: receipt.travelerName,
          points: formatPoints(receipt.points, locale),
        }),
        description: formatMessage(locale, 'meta.receipt.description', {
          activity: receipt.activityTitle,
          country: receipt.country,
          supplier: receipt.supplierName,
        }),
        imageUrl: receipt.imageUrl,
      };
    } catch (error) {
      // Private or missing: the not-found page, answered 404 by the server (its render has no
      // session). In the browser the page's own query still runs with the visitor's session,
      // so the receipt's traveler sees a private one.
      if (apiErrorCode(error) === 'NOT_FOUND') throw notFound();
      return null;
    }
  },
  head: ({ loaderData, match }) => {
    const { locale } = match.context;
    if (!loaderData) {
      return pageHead(
        formatMessage(locale, 'meta.receipt.notFoundTitle'),
        formatMessage(locale, 'meta.receipt.notFoundDescription'),
      );
    }
    const head = pageHead(loaderData.title, loaderData.description);
    return {
      meta: [
        ...head.meta,
        { property: 'og:type', content: 'article' },
        { property: 'og:title', content: loaderData.title },
        { property: 'og:description', content: loaderData.description },
        ...(loaderData.imageUrl ? [{ property: 'og:image', content: loaderData.imageUrl }] : []),
        { name: 'twitter:card', content: loaderData.imageUrl ? 'summary_large_image' : 'summary' },
      ],
    };
  },
  component: ReceiptRoute,
  notFoundComponent: ReceiptNotFoundRoute,
});

function ReceiptRoute() {
  const { receiptId } = Route.useParams();
  return <ReceiptPage key={receiptId} receiptId={receiptId} />;
}

function ReceiptNotFoundRoute() {
  const { receiptId } = Route.useParams();
  return <ReceiptPage key={receiptId} receiptId={receiptId} notFoundForServer />;
}
