import { createFileRoute } from '@tanstack/react-router';
import { formatMessage } from '@regen/shared/i18n';
import { WaitlistPage } from '../../features/bookings/waitlist-page.tsx';
import { pageHead } from '../../lib/head.ts';

export const Route = createFileRoute('/_authed/waitlist')({
  head: ({ match }) =>
    pageHead(
      formatMessage(match.context.locale, 'meta.waitlist.title'),
      formatMessage(match.context.locale, 'meta.waitlist.description'),
    ),
  component: WaitlistPage,
});
