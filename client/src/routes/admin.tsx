import { createFileRoute } from '@tanstack/react-router';
import { formatMessage } from '@regen/shared/i18n';
import { AdminPage } from '../features/admin/admin-page.tsx';
import { privatePageHead } from '../lib/head.ts';

export const Route = createFileRoute('/admin')({
  // Rendered in the browser only, kept out of search engines (docs/decisions/064).
  ssr: false,
  head: ({ match }) =>
    privatePageHead(
      formatMessage(match.context.locale, 'meta.admin.title'),
      formatMessage(match.context.locale, 'meta.admin.description'),
    ),
  component: AdminPage,
});
