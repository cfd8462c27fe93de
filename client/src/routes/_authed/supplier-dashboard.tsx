import { createFileRoute, redirect } from '@tanstack/react-router';
import { SupplierDashboardPage } from '../../features/supplier/supplier-dashboard-page.tsx';
import { pageHead } from '../../lib/head.ts';
import { notify } from '../../lib/toast.ts';

/** `?view=add` opens the Add New Activity form (the profile's button); other values pick a tab. */
const views = ['activities', 'availability', 'bookings', 'numbers', 'settings', 'add'] as const;

// A plain validator: route options load with the route tree, so zod here would weigh on every page.
function searchSchema(search: Record<string, unknown>): { view?: (typeof views)[number] | undefined } {
  return { view: views.find((v) => v === search.view) };
}

// No session → supplier sign-in (the _authed layout); a user without a supplier record →
// Access Denied and supplier sign-up.
export const Route = createFileRoute('/_authed/supplier-dashboard')({
  validateSearch: searchSchema,
  staticData: { signInPath: '/supplier-signin' },
  beforeLoad: ({ context, preload }) => {
    if (!context.user.supplier) {
      if (!preload) {
        notify.destructive('Access Denied', "You don't have a supplier account. Please sign up as a supplier first.");
      }
      throw redirect({ to: '/supplier-signup', replace: true });
    }
  },
  head: () => pageHead('Supplier Dashboard', 'Manage your activities, availability and bookings.'),
  component: SupplierDashboardPage,
});
