import { createFileRoute } from '@tanstack/react-router';
import { SupplierSigninPage } from '../features/auth/supplier-signin-page.tsx';
import { pageHead } from '../lib/head.ts';

export const Route = createFileRoute('/supplier-signin')({
  head: () => pageHead('Supplier Sign In', 'Sign in to manage your activities and bookings.'),
  component: SupplierSigninPage,
});
