import { createFileRoute } from '@tanstack/react-router';
import { formatMessage } from '@regen/shared/i18n';
import { AboutPage } from '../features/public/about-page.tsx';
import { pageHead } from '../lib/head.ts';

export const Route = createFileRoute('/about-us')({
  head: ({ match }) =>
    pageHead(
      formatMessage(match.context.locale, 'meta.aboutUs.title'),
      formatMessage(match.context.locale, 'meta.aboutUs.description'),
    ),
  component: AboutPage,
});
