import { createFileRoute } from '@tanstack/react-router';
import { formatMessage } from '@regen/shared/i18n';
import { TravelerSignupPage } from '../features/auth/traveler-signup-page.tsx';
import { privatePageHead } from '../lib/head.ts';
import { returnPathSearch } from '../lib/return-path.ts';

export const Route = createFileRoute('/traveler-signup')({
  // Rendered in the browser only, kept out of search engines (docs/decisions/064).
  validateSearch: returnPathSearch,
  // Where signing in leads afterwards; anything that could leave the site is dropped (docs/decisions/028).
  ssr: false,
  head: ({ match }) =>
    privatePageHead(
      formatMessage(match.context.locale, 'meta.travelerSignup.title'),
      formatMessage(match.context.locale, 'meta.travelerSignup.description'),
    ),
  component: TravelerSignupRoute,
});

function TravelerSignupRoute() {
  const { redirect } = Route.useSearch();
  return <TravelerSignupPage returnPath={redirect} />;
}
