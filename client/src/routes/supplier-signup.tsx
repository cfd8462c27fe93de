import { createFileRoute } from '@tanstack/react-router';
import { SupplierSignupPage } from '../features/auth/supplier-signup-page.tsx';
import { pageHead } from '../lib/head.ts';

export const Route = createFileRoute('/supplier-signup')({
  head: () => pageHead('Supplier Sign Up', 'Create a supplier account and list your regenerative activities.'),
  component: SupplierSignupPage,
});
