import { createFileRoute } from '@tanstack/react-router';
import { formatMessage } from '@regen/shared/i18n';
import { ContactPage } from '../features/public/contact-page.tsx';
import { pageHead } from '../lib/head.ts';

export const Route = createFileRoute('/contact-us')({
  head: ({ match }) =>
    pageHead(
      formatMessage(match.context.locale, 'meta.contactUs.title'),
      formatMessage(match.context.locale, 'meta.contactUs.description'),
    ),
  component: ContactPage,
});
