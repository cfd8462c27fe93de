import { createFileRoute, redirect } from '@tanstack/react-router';
import { formatMessage } from '@regen/shared/i18n';
import { ManifestPage } from '../../features/manifest/manifest-page.tsx';
import { pageHead } from '../../lib/head.ts';

/** A slot's manifest: who is coming, check-in, payment (docs/decisions/104). The supplier's only. */
export const Route = createFileRoute('/_authed/supplier-dashboard_/manifest/$slotId')({
  staticData: { signInPath: '/supplier-signin' },
  beforeLoad: ({ context }) => {
    if (!context.user.supplier) throw redirect({ to: '/supplier-signup', replace: true });
  },
  head: ({ match }) =>
    pageHead(
      formatMessage(match.context.locale, 'manifest.meta.title'),
      formatMessage(match.context.locale, 'manifest.meta.description'),
    ),
  component: ManifestRoute,
});

function ManifestRoute() {
  const { slotId } = Route.useParams();
  return <ManifestPage key={slotId} slotId={slotId} />;
}
