import { createFileRoute } from '@tanstack/react-router';
import { formatMessage } from '@regen/shared/i18n';
import { LandingPage } from '../features/public/landing-page.tsx';
import { pageHead } from '../lib/head.ts';
import { organizationJsonLd } from '../lib/structured-data.ts';

export const Route = createFileRoute('/')({
  head: ({ match }) => {
    const description = formatMessage(match.context.locale, 'meta.home.description');
    return pageHead(formatMessage(match.context.locale, 'meta.home.title'), description, {
      jsonLd: organizationJsonLd(description),
    });
  },
  component: LandingPage,
});
