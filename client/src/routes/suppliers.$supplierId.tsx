import { formatMessage } from '@regen/shared/i18n';
import { createFileRoute } from '@tanstack/react-router';
import { SupplierNotFound, SupplierPage } from '../features/activity/index.ts';
import { pageHead } from '../lib/head.ts';
import { onServer, preloadOrNotFound } from '../lib/route-data.ts';

// A host's public page (issue 30 part 6): server-rendered with its data, 404 for an unknown host
// or one with no live activity, in the sitemap (server/src/modules/seo).
export const Route = createFileRoute('/suppliers/$supplierId')({
  loader: async ({ context, params }) => {
    const read = context.trpcUtils.suppliersPublic.page.fetch({ supplierId: params.supplierId }, { retry: false });
    await preloadOrNotFound(read);
    // The title is the host's name: in the browser too the page waits for it (one small read).
    if (!onServer) await read.catch(() => undefined);
  },
  head: ({ match, params }) => {
    const { locale, trpcUtils } = match.context;
    const host = trpcUtils.suppliersPublic.page.getData({ supplierId: params.supplierId });
    if (!host)
      return pageHead(
        formatMessage(locale, 'supplierPage.notFoundTitle'),
        formatMessage(locale, 'supplierPage.notFoundBody'),
      );
    return pageHead(
      formatMessage(locale, 'meta.supplierPage.title', { supplier: host.businessName }),
      formatMessage(locale, 'meta.supplierPage.description', {
        supplier: host.businessName,
        location: host.location,
        count: host.activities.length,
      }),
      { image: host.activities[0]?.photoUrl ?? undefined },
    );
  },
  component: SupplierRoute,
  notFoundComponent: SupplierNotFound,
});

function SupplierRoute() {
  const { supplierId } = Route.useParams();
  return <SupplierPage key={supplierId} supplierId={supplierId} />;
}
