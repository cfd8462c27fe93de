import { formatMessage } from '@regen/shared/i18n';
import { createFileRoute } from '@tanstack/react-router';
import { SupplierSigninPage } from '../features/auth/supplier-signin-page.tsx';
import { privatePageHead } from '../lib/head.ts';
import { returnPathSearch } from '../lib/return-path.ts';

export const Route = createFileRoute('/supplier-signin')({
  // Rendered in the browser only, kept out of search engines (docs/decisions/064).
  validateSearch: returnPathSearch,
  // Where signing in leads afterwards; anything that could leave the site is dropped (docs/decisions/028).
  ssr: false,
  head: ({ match }) =>
    privatePageHead(
      formatMessage(match.context.locale, 'meta.supplierSignIn.title'),
      formatMessage(match.context.locale, 'meta.supplierSignIn.description'),
    ),
  component: SupplierSigninRoute,
});

function SupplierSigninRoute() {
  const { redirect } = Route.useSearch();
  return <SupplierSigninPage returnPath={redirect} />;
}
