import { createFileRoute } from '@tanstack/react-router';
import { formatMessage } from '@regen/shared/i18n';
import { CreditsPage } from '../features/public/credits-page.tsx';
import { pageHead } from '../lib/head.ts';

export const Route = createFileRoute('/credits')({
  head: ({ match }) =>
    pageHead(
      formatMessage(match.context.locale, 'meta.credits.title'),
      formatMessage(match.context.locale, 'meta.credits.description'),
    ),
  component: CreditsPage,
});
