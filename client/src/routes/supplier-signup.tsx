import { createFileRoute } from '@tanstack/react-router';
import { SupplierSignupPage } from '../features/auth/supplier-signup-page.tsx';
import { privatePageHead } from '../lib/head.ts';

export const Route = createFileRoute('/supplier-signup')({
  // Rendered in the browser only, kept out of search engines (docs/decisions/064).
  ssr: false,
  head: () => privatePageHead('Supplier Sign Up', 'Create a supplier account and list your regenerative activities.'),
  component: SupplierSignupPage,
});
