import { createFileRoute } from '@tanstack/react-router';
import { formatMessage } from '@regen/shared/i18n';
import { ComingSoonPage } from '../features/public/coming-soon-page.tsx';
import { pageHead } from '../lib/head.ts';

export const Route = createFileRoute('/coming-soon')({
  head: ({ match }) =>
    pageHead(
      formatMessage(match.context.locale, 'meta.comingSoon.title'),
      formatMessage(match.context.locale, 'meta.comingSoon.description'),
    ),
  component: ComingSoonPage,
});
