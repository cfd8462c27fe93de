import { createFileRoute } from '@tanstack/react-router';
import { formatMessage } from '@regen/shared/i18n';
import { ActionsWithoutCountry } from '../features/public/actions-page.tsx';
import { pageHead } from '../lib/head.ts';

export const Route = createFileRoute('/actions/')({
  head: ({ match }) =>
    pageHead(
      formatMessage(match.context.locale, 'meta.actionsIndex.title'),
      formatMessage(match.context.locale, 'meta.actionsIndex.description'),
    ),
  component: ActionsWithoutCountry,
});
