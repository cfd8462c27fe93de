import { createFileRoute } from '@tanstack/react-router';
import { formatMessage } from '@regen/shared/i18n';
import { SupplierSignupPage } from '../features/auth/supplier-signup-page.tsx';
import { privatePageHead } from '../lib/head.ts';

export const Route = createFileRoute('/supplier-signup')({
  // Rendered in the browser only, kept out of search engines (docs/decisions/064).
  ssr: false,
  head: ({ match }) =>
    privatePageHead(
      formatMessage(match.context.locale, 'meta.supplierSignup.title'),
      formatMessage(match.context.locale, 'meta.supplierSignup.description'),
    ),
  component: SupplierSignupPage,
});
