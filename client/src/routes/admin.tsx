import { createFileRoute } from '@tanstack/react-router';
import { AdminPage } from '../features/admin/admin-page.tsx';
import { privatePageHead } from '../lib/head.ts';

export const Route = createFileRoute('/admin')({
  // Rendered in the browser only, kept out of search engines (docs/decisions/064).
  ssr: false,
  head: () => privatePageHead('Admin', 'Review and approve supplier activities.'),
  component: AdminPage,
});
