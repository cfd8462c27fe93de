import { createFileRoute } from '@tanstack/react-router';
import { ReceiptPage } from '../features/impact/receipt-page.tsx';
import { pageHead } from '../lib/head.ts';

export const Route = createFileRoute('/impact/receipts/$receiptId')({
  // The page's one read, through the same query the page uses, so the share preview's title,
  // description and image come from the receipt (and a server render can run it too). A
  // receipt that is private or missing gives the not-found head; the page says why.
  loader: async ({ context, params }) => {
    try {
      const receipt = await context.trpcUtils.impact.receipt.ensureData(
        { receiptId: params.receiptId },
        { retry: false },
      );
      return {
        title: `${receipt.travelerName} earned ${receipt.points.toLocaleString('en-US')} Regen Points`,
        description: `${receipt.activityTitle} in ${receipt.country}: attendance confirmed by ${receipt.supplierName}.`,
        imageUrl: receipt.imageUrl,
      };
    } catch {
      return null;
    }
  },
  head: ({ loaderData }) => {
    if (!loaderData) return pageHead('Receipt not found', 'This impact receipt does not exist or is not shared.');
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
});

function ReceiptRoute() {
  const { receiptId } = Route.useParams();
  return <ReceiptPage key={receiptId} receiptId={receiptId} />;
}
