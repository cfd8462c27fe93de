import { createFileRoute } from '@tanstack/react-router';
import { formatMessage } from '@regen/shared/i18n';
import { MyImpactPage } from '../../features/impact/my-impact-page.tsx';
import { pageHead } from '../../lib/head.ts';

export const Route = createFileRoute('/_authed/impact')({
  head: ({ match }) =>
    pageHead(
      formatMessage(match.context.locale, 'meta.impact.title'),
      formatMessage(match.context.locale, 'meta.impact.description'),
    ),
  component: MyImpactPage,
});
