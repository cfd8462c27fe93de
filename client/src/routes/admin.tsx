import { createFileRoute } from '@tanstack/react-router';
import { AdminPage } from '../features/admin/admin-page.tsx';
import { pageHead } from '../lib/head.ts';

export const Route = createFileRoute('/admin')({
  head: () => pageHead('Admin', 'Review and approve supplier activities.'),
  component: AdminPage,
});
